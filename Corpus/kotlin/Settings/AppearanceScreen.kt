package com.example.reader.settings

import androidx.compose.animation.animateColorAsState
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/** Theme and accent colour of the reader. */
@Composable
fun AppearanceScreen(state: AppearanceState, actions: AppearanceActions) {
    Column(Modifier.padding(16.dp)) {
        Row(Modifier.selectableGroup()) {
            Theme.entries.forEach { theme ->
                ThemeCard(theme, selected = theme == state.theme, onClick = { actions.setTheme(theme) })
            }
        }
        Row(Modifier.selectableGroup()) {
            state.accents.forEach { accent ->
                AccentSwatch(accent, isSelected = accent == state.accent, onClick = { actions.setAccent(accent) })
            }
        }
        Row(Modifier.selectableGroup()) {
            FontSize.entries.forEach { size ->
                FontSizeOption(size, selected = size == state.fontSize, onClick = { actions.setFontSize(size) })
            }
        }
    }
}

@Composable
private fun ThemeCard(theme: Theme, selected: Boolean, onClick: () -> Unit) {
    val borderColor by animateColorAsState(if (selected) MaterialTheme.colorScheme.primary else Color.Transparent)
    Column(
        Modifier
            .border(2.dp, borderColor, RoundedCornerShape(12.dp))
            // expect: compose-selected-look-without-state
            .clickable(role = Role.Button, onClick = onClick)
            .padding(12.dp),
    ) {
        ThemePreview(theme)
        Text(theme.label)
    }
}

@Composable
private fun AccentSwatch(accent: Accent, isSelected: Boolean, onClick: () -> Unit) {
    Box(
        Modifier
            .size(40.dp)
            .background(accent.color, CircleShape)
            .border(if (isSelected) 3.dp else 0.dp, MaterialTheme.colorScheme.onSurface, CircleShape)
            // expect: compose-selected-look-without-state
            .clickable(role = Role.Button, onClick = onClick),
    )
}

@Composable
private fun FontSizeOption(size: FontSize, selected: Boolean, onClick: () -> Unit) {
    Text(
        size.label,
        Modifier
            .background(if (selected) MaterialTheme.colorScheme.secondaryContainer else Color.Transparent)
            // ok: compose-selected-look-without-state
            .selectable(selected = selected, onClick = onClick, role = Role.RadioButton),
    )
}

@Composable
fun LineSpacingOption(label: String, selected: Boolean, onClick: () -> Unit) {
    Text(
        label,
        Modifier
            .background(if (selected) MaterialTheme.colorScheme.secondaryContainer else Color.Transparent)
            // ok: compose-selected-look-without-state
            .clickable(role = Role.RadioButton, onClick = onClick)
            .semantics { this.selected = selected },
    )
}
