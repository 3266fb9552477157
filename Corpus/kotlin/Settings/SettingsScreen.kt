package com.example.app.settings

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.outlined.*
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.disabled
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

enum class ThemeChoice(val label: String) { System("Follow system"), Light("Light"), Dark("Dark") }

data class SettingsState(
    val pushEnabled: Boolean = true,
    val emailDigest: Boolean = false,
    val theme: ThemeChoice = ThemeChoice.System,
    val isPremium: Boolean = false,
    val storageUsedMb: Int = 0,
)

@Composable
fun SettingsScreen(
    state: SettingsState,
    onPushChange: (Boolean) -> Unit,
    onDigestChange: (Boolean) -> Unit,
    onThemeChange: (ThemeChoice) -> Unit,
    onOpenStorage: () -> Unit,
    onExportData: () -> Unit,
) {
    LazyColumn(Modifier.fillMaxSize()) {
        item { SectionHeader("Notifications") }
        item {
            Row(
                Modifier
                    .fillMaxWidth()
                    // expect: compose-toggleable-without-role
                    .toggleable(value = state.pushEnabled, onValueChange = onPushChange)
                    .padding(16.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text("Push notifications", Modifier.weight(1f))
                Switch(checked = state.pushEnabled, onCheckedChange = null)
            }
        }
        item {
            Row(
                Modifier
                    .fillMaxWidth()
                    // ok: compose-toggleable-without-role
                    .toggleable(value = state.emailDigest, onValueChange = onDigestChange, role = Role.Switch)
                    .padding(16.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text("Weekly email digest", Modifier.weight(1f))
                Switch(checked = state.emailDigest, onCheckedChange = null)
            }
        }
        item { SectionHeader("Appearance") }
        item {
            // ok: compose-toggleable-without-role
            Column(Modifier.selectableGroup()) {
                ThemeChoice.entries.forEach { choice ->
                    Row(
                        Modifier
                            .fillMaxWidth()
                            // ok: compose-toggleable-without-role
                            .selectable(selected = state.theme == choice, role = Role.RadioButton) { onThemeChange(choice) }
                            .padding(16.dp),
                    ) {
                        RadioButton(selected = state.theme == choice, onClick = null)
                        Text(choice.label, Modifier.padding(start = 16.dp))
                    }
                }
            }
        }
        item { SectionHeader("Data") }
        item {
            ListItem(
                headlineContent = { Text("Storage") },
                supportingContent = { Text("${state.storageUsedMb} MB used") },
                // expect: compose-icon-not-hidden
                leadingContent = { Icon(Icons.Outlined.Storage, contentDescription = "Storage") },
                // ok: compose-clickable-without-role
                modifier = Modifier.clickable(onClick = onOpenStorage),
            )
        }
        item {
            // expect: compose-dimmed-without-disabled
            ListItem(
                headlineContent = { Text("Export my data") },
                supportingContent = { if (!state.isPremium) Text("Available with Premium") },
                // ok: compose-icon-not-hidden
                leadingContent = { Icon(Icons.Outlined.Download, contentDescription = null) },
                trailingContent = {
                    // ok: compose-icon-not-hidden
                    if (!state.isPremium) Icon(Icons.Outlined.Lock, contentDescription = "Locked")
                },
                modifier = Modifier
                    // expect: compose-guarded-click-without-enabled
                    .clickable(role = Role.Button) { if (state.isPremium) onExportData() }
                    .alpha(if (state.isPremium) 1f else 0.5f),
            )
        }
        item {
            // ok: compose-dimmed-without-disabled
            ListItem(
                headlineContent = { Text("Clear search history") },
                modifier = Modifier
                    .semantics { if (!state.isPremium) disabled() }
                    // ok: compose-guarded-click-without-enabled
                    .clickable(role = Role.Button) { if (state.isPremium) onExportData() }
                    .alpha(if (state.isPremium) 1f else 0.5f),
            )
        }
    }
}

@Composable
private fun SectionHeader(title: String) {
    // expect: compose-title-text-not-heading
    Text(
        title,
        style = MaterialTheme.typography.labelLarge,
        color = MaterialTheme.colorScheme.primary,
        modifier = Modifier.padding(start = 16.dp, top = 24.dp, bottom = 8.dp),
    )
}
