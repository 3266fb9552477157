package com.example.shop.account

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Add
import androidx.compose.material.icons.filled.ArrowDropDown
import androidx.compose.material.icons.filled.Delete
import androidx.compose.material.icons.filled.Edit
import androidx.compose.material.icons.filled.Remove
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.customActions
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Dialog

data class AccountSettings(
    val orderUpdates: Boolean,
    val newsletter: Boolean,
    val biometrics: Boolean,
    val darkTheme: Boolean,
    val language: String,
    val currency: String,
    val giftCardCount: Int,
)

@Composable
fun AccountSettingsScreen(
    settings: AccountSettings,
    onOrderUpdates: (Boolean) -> Unit,
    onNewsletter: (Boolean) -> Unit,
    onBiometrics: (Boolean) -> Unit,
    onDarkTheme: (Boolean) -> Unit,
    onLanguage: (String) -> Unit,
    onCurrency: (String) -> Unit,
    onGiftCards: (Int) -> Unit,
    onEditAddress: () -> Unit,
    onDeleteAddress: () -> Unit,
    onSignOut: () -> Unit,
) {
    var confirmSignOut by remember { mutableStateOf(false) }
    var confirmDelete by remember { mutableStateOf(false) }

    Box(Modifier.fillMaxSize()) {
        LazyColumn(Modifier.fillMaxSize()) {
            item {
                // The row and its switch both toggle the setting: two stops for one control,
                // and the row's own stop says nothing of whether it is on.
                Row(
                    Modifier
                        .fillMaxWidth()
                        // expect: compose-clickable-toggle-without-state
                        .clickable(role = Role.Switch) { onOrderUpdates(!settings.orderUpdates) }
                        .padding(16.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Text("Order updates", Modifier.weight(1f))
                    Switch(checked = settings.orderUpdates, onCheckedChange = onOrderUpdates)
                }
            }
            item {
                // ok: compose-merged-row-multiple-controls
                Row(
                    Modifier
                        .fillMaxWidth()
                        // ok: compose-toggleable-without-role
                        .toggleable(value = settings.newsletter, role = Role.Switch, onValueChange = onNewsletter)
                        .padding(16.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Text("Newsletter", Modifier.weight(1f))
                    Switch(checked = settings.newsletter, onCheckedChange = null)
                }
            }
            item {
                // expect: compose-merged-row-multiple-controls
                ListItem(
                    headlineContent = { Text("Unlock with fingerprint") },
                    supportingContent = { Text("Use biometrics instead of your password") },
                    trailingContent = { Checkbox(checked = settings.biometrics, onCheckedChange = onBiometrics) },
                    // ok: compose-toggleable-without-role
                    modifier = Modifier.toggleable(value = settings.biometrics, role = Role.Checkbox, onValueChange = onBiometrics),
                )
            }
            item {
                // ok: compose-merged-row-multiple-controls
                ListItem(
                    headlineContent = { Text("Dark theme") },
                    trailingContent = { Switch(checked = settings.darkTheme, onCheckedChange = null) },
                    // ok: compose-toggleable-without-role
                    modifier = Modifier.toggleable(value = settings.darkTheme, role = Role.Switch, onValueChange = onDarkTheme),
                )
            }
            item {
                // The texts merge into one stop; the two buttons, which merge their own content,
                // stay stops of their own with their names.
                // ok: compose-merged-row-multiple-controls
                Row(
                    Modifier.fillMaxWidth().semantics(mergeDescendants = true) {}.padding(16.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Column(Modifier.weight(1f)) {
                        Text("Home address")
                        Text("12 High Street, Springfield", style = MaterialTheme.typography.bodySmall)
                    }
                    IconButton(onClick = onEditAddress) { Icon(Icons.Default.Edit, contentDescription = "Edit address") }
                    IconButton(onClick = { confirmDelete = true }) { Icon(Icons.Default.Delete, contentDescription = "Delete address") }
                }
            }
            item {
                // The secondary actions are offered as custom actions of the one row.
                // ok: compose-merged-row-multiple-controls
                Row(
                    Modifier
                        .fillMaxWidth()
                        .semantics(mergeDescendants = true) {
                            customActions = listOf(
                                CustomAccessibilityAction("Add gift card") { onGiftCards(settings.giftCardCount + 1); true },
                                CustomAccessibilityAction("Remove gift card") { onGiftCards(settings.giftCardCount - 1); true },
                            )
                        }
                        .padding(16.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Text("Gift cards: ${settings.giftCardCount}", Modifier.weight(1f))
                    IconButton(onClick = { onGiftCards(settings.giftCardCount - 1) }) { Icon(Icons.Default.Remove, "Remove gift card") }
                    IconButton(onClick = { onGiftCards(settings.giftCardCount + 1) }) { Icon(Icons.Default.Add, "Add gift card") }
                }
            }
            item { LanguagePicker(settings.language, onLanguage) }
            item { CurrencyPicker(settings.currency, onCurrency) }
            item { ThemeSchedulePicker() }
            item {
                // A clickable row with one trailing button: two stops, one control each.
                // ok: compose-merged-row-multiple-controls
                Row(
                    Modifier
                        .fillMaxWidth()
                        // ok: compose-clickable-without-role
                        .clickable(role = Role.Button) { confirmSignOut = true }
                        .padding(16.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Text("Sign out", Modifier.weight(1f), color = MaterialTheme.colorScheme.error)
                    TextButton(onClick = onSignOut) { Text("All devices") }
                }
            }
        }

        // A confirmation drawn over the list: it looks modal but focus reaches the list.
        if (confirmSignOut) {
            // expect: compose-custom-overlay-not-modal
            Box(
                Modifier
                    .fillMaxSize()
                    .background(Color.Black.copy(alpha = 0.5f))
                    // ok: compose-clickable-without-role
                    .clickable(indication = null, interactionSource = null) { confirmSignOut = false },
                contentAlignment = Alignment.Center,
            ) {
                Surface(shape = MaterialTheme.shapes.large, tonalElevation = 6.dp) {
                    Column(Modifier.padding(24.dp)) {
                        Text("Sign out of your account?")
                        Row {
                            TextButton(onClick = { confirmSignOut = false }) { Text("Cancel") }
                            TextButton(onClick = onSignOut) { Text("Sign out") }
                        }
                    }
                }
            }
        }

        // The same question in a real dialog window.
        if (confirmDelete) {
            Dialog(onDismissRequest = { confirmDelete = false }) {
                // ok: compose-custom-overlay-not-modal
                Box(
                    Modifier
                        .fillMaxSize()
                        .background(Color.Black.copy(alpha = 0.2f))
                        // ok: compose-clickable-without-role
                        .clickable(indication = null, interactionSource = null) { confirmDelete = false },
                ) {
                    Surface(Modifier.align(Alignment.Center)) {
                        TextButton(onClick = { onDeleteAddress(); confirmDelete = false }) { Text("Delete address") }
                    }
                }
            }
        }
    }
}

/** A clickable text opens the menu; nothing says that a list opens or whether it is open. */
@Composable
private fun LanguagePicker(language: String, onLanguage: (String) -> Unit) {
    var languagesShown by remember { mutableStateOf(false) }
    Box(Modifier.padding(16.dp)) {
        // expect: compose-custom-dropdown-trigger-no-state
        Text(
            text = "Language: $language",
            // expect: compose-clickable-without-role
            modifier = Modifier.clickable { languagesShown = !languagesShown },
        )
        DropdownMenu(expanded = languagesShown, onDismissRequest = { languagesShown = false }) {
            listOf("English", "Deutsch", "Français").forEach { option ->
                DropdownMenuItem(text = { Text(option) }, onClick = { onLanguage(option); languagesShown = false })
            }
        }
    }
}

@Composable
private fun CurrencyPicker(currency: String, onCurrency: (String) -> Unit) {
    var expanded by remember { mutableStateOf(false) }
    Box(Modifier.padding(horizontal = 16.dp)) {
        // expect: compose-custom-dropdown-trigger-no-state
        OutlinedButton(onClick = { expanded = true }) {
            Text(currency)
            Icon(Icons.Default.ArrowDropDown, contentDescription = null)
        }
        DropdownMenu(expanded, onDismissRequest = { expanded = false }) {
            listOf("EUR", "USD", "GBP").forEach { option ->
                DropdownMenuItem(text = { Text(option) }, onClick = { onCurrency(option); expanded = false })
            }
        }
    }
}

/** The trigger exposes the state, so TalkBack says "collapsed" or "expanded". */
@Composable
private fun ThemeSchedulePicker() {
    var expanded by remember { mutableStateOf(false) }
    var schedule by remember { mutableStateOf("Follow system") }
    Box(Modifier.padding(16.dp)) {
        // ok: compose-custom-dropdown-trigger-no-state
        OutlinedButton(
            onClick = { expanded = true },
            modifier = Modifier.semantics { stateDescription = if (expanded) "Expanded" else "Collapsed" },
        ) {
            Text("Theme: $schedule")
        }
        DropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
            listOf("Follow system", "Sunset to sunrise").forEach { option ->
                DropdownMenuItem(text = { Text(option) }, onClick = { schedule = option; expanded = false })
            }
        }
    }
    var showHelp by remember { mutableStateOf(false) }
    // ok: compose-custom-dropdown-trigger-no-state
    TextButton(onClick = { showHelp = true }) { Text("What does this change?") }
    if (showHelp) Text("Dark colours are used between sunset and sunrise.")
}
