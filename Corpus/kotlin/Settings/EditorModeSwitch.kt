package com.example.settings.editor

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp

/** Switches a note's editor between plain text and Markdown; the chosen side is filled. */
@Composable
fun MarkdownModeSwitch(useMarkdown: Boolean, onModeToggle: (Boolean) -> Unit, modifier: Modifier = Modifier) {
    // expect: compose-two-way-switch-without-state
    Box(modifier.background(MaterialTheme.colorScheme.surfaceVariant, MaterialTheme.shapes.medium)) {
        Row {
            Text(
                text = stringResource(R.string.editor_plain),
                color = if (useMarkdown) MaterialTheme.colorScheme.onSurface else MaterialTheme.colorScheme.primary,
                // expect: compose-clickable-without-role
                modifier = Modifier.clickable { onModeToggle(false) }.padding(horizontal = 16.dp, vertical = 4.dp),
            )
            Text(
                text = stringResource(R.string.editor_markdown),
                color = if (!useMarkdown) MaterialTheme.colorScheme.onSurface else MaterialTheme.colorScheme.primary,
                // expect: compose-clickable-without-role
                modifier = Modifier.clickable { onModeToggle(true) }.padding(horizontal = 16.dp, vertical = 4.dp),
            )
        }
    }
}

/** Chooses between a list and a grid of photos; the chosen side is underlined. */
@Composable
fun GalleryLayoutSwitch(showGrid: Boolean, onShowGridChange: (Boolean) -> Unit) {
    // expect: compose-two-way-switch-without-state
    Row(Modifier.padding(8.dp)) {
        Text(
            text = stringResource(R.string.gallery_list),
            color = if (showGrid) Color.Gray else Color.Black,
            // expect: compose-clickable-without-role
            modifier = Modifier.clickable(onClick = { onShowGridChange(false) }),
        )
        Text(
            text = stringResource(R.string.gallery_grid),
            color = if (!showGrid) Color.Gray else Color.Black,
            // expect: compose-clickable-without-role
            modifier = Modifier.clickable(onClick = { onShowGridChange(true) }),
        )
    }
}

/** The editor switch after the fix: one toggle that says which mode is on. */
@Composable
fun AccessibleMarkdownModeSwitch(useMarkdown: Boolean, onModeToggle: (Boolean) -> Unit) {
    val mode = stringResource(if (useMarkdown) R.string.editor_markdown else R.string.editor_plain)
    // ok: compose-two-way-switch-without-state
    Box(
        Modifier
            .toggleable(value = useMarkdown, onValueChange = onModeToggle, role = Role.Switch)
            .semantics { stateDescription = mode },
    ) {
        Row {
            Text(stringResource(R.string.editor_plain), color = if (useMarkdown) Color.Gray else Color.Black)
            Text(stringResource(R.string.editor_markdown), color = if (!useMarkdown) Color.Gray else Color.Black)
        }
    }
}

/** The layout switch as two options of a group, each announced as selected or not. */
@Composable
fun AccessibleGalleryLayoutSwitch(showGrid: Boolean, onShowGridChange: (Boolean) -> Unit) {
    // ok: compose-two-way-switch-without-state
    Row(Modifier.selectableGroup()) {
        Text(
            text = stringResource(R.string.gallery_list),
            modifier = Modifier.selectable(selected = !showGrid, role = Role.RadioButton) { onShowGridChange(false) },
        )
        Text(
            text = stringResource(R.string.gallery_grid),
            modifier = Modifier.selectable(selected = showGrid, role = Role.RadioButton) { onShowGridChange(true) },
        )
    }
}
