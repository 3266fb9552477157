package com.example.merchant.dashboard

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.ArrowDropDown
import androidx.compose.material.icons.filled.MoreVert
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp

enum class Period(val label: String) { Day("Day"), Week("Week"), Month("Month"), Year("Year") }
enum class Metric(val label: String) { Revenue("Revenue"), Orders("Orders"), Visitors("Visitors") }
enum class Channel(val label: String) { All("All channels"), Web("Web"), App("App"), Store("In store") }

@Composable
fun SalesDashboardScreen(
    stores: List<String>,
    onExport: () -> Unit,
    onRefresh: () -> Unit,
) {
    var period by rememberSaveable { mutableStateOf(Period.Week) }
    var metric by remember { mutableStateOf(Metric.Revenue) }
    var channel by remember { mutableStateOf(Channel.All) }
    var chartPage by remember { mutableIntStateOf(0) }

    Column(Modifier.fillMaxSize().padding(16.dp), verticalArrangement = Arrangement.spacedBy(16.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            StorePicker(stores, Modifier.weight(1f))
            OverflowMenu(onExport, onRefresh)
        }

        // Pill segments: the selected one is only coloured.
        Row(
            Modifier
                .fillMaxWidth()
                .clip(RoundedCornerShape(50))
                .border(1.dp, MaterialTheme.colorScheme.outline, RoundedCornerShape(50)),
        ) {
            Period.entries.forEach { option ->
                val isSelected = option == period
                // expect: compose-custom-segment-selection-not-exposed
                Box(
                    Modifier
                        .weight(1f)
                        .background(if (isSelected) MaterialTheme.colorScheme.primary else Color.Transparent)
                        // expect: compose-clickable-without-role
                        .clickable { period = option }
                        .padding(vertical = 8.dp),
                    contentAlignment = Alignment.Center,
                ) {
                    Text(option.label, color = if (isSelected) MaterialTheme.colorScheme.onPrimary else MaterialTheme.colorScheme.onSurface)
                }
            }
        }

        // Buttons as segments, styled by the selection.
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (option in Metric.entries) {
                // expect: compose-custom-segment-selection-not-exposed
                OutlinedButton(
                    onClick = { metric = option },
                    colors = if (option == metric) ButtonDefaults.filledTonalButtonColors() else ButtonDefaults.outlinedButtonColors(),
                ) {
                    Text(option.label)
                }
            }
        }

        // Tabs made with selectable(role = Role.Tab): the state is heard, but the row is not a group.
        Row(Modifier.fillMaxWidth()) {
            listOf("Chart", "Table").forEachIndexed { index, title ->
                Text(
                    title,
                    textAlign = TextAlign.Center,
                    modifier = Modifier
                        .weight(1f)
                        // expect: compose-tabs-without-selectable-group
                        .selectable(selected = index == chartPage, role = Role.Tab) { chartPage = index }
                        .padding(12.dp),
                )
            }
        }

        // The same tabs done right.
        Row(Modifier.fillMaxWidth().selectableGroup()) {
            Channel.entries.forEach { option ->
                // ok: compose-custom-segment-selection-not-exposed
                Text(
                    option.label,
                    textAlign = TextAlign.Center,
                    modifier = Modifier
                        .weight(1f)
                        // ok: compose-tabs-without-selectable-group
                        .selectable(selected = option == channel, role = Role.Tab) { channel = option }
                        .padding(12.dp),
                )
            }
        }

        // Segments that announce their selection through semantics.
        Row {
            Period.entries.forEach { option ->
                // ok: compose-custom-segment-selection-not-exposed
                Text(
                    option.label,
                    color = if (option == period) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier
                        .semantics { selected = option == period }
                        // ok: compose-clickable-without-role
                        .clickable(role = Role.Tab) { period = option }
                        .padding(8.dp),
                )
            }
        }

        // The native control.
        SingleChoiceSegmentedButtonRow(Modifier.fillMaxWidth()) {
            Metric.entries.forEachIndexed { index, option ->
                // ok: compose-custom-segment-selection-not-exposed
                SegmentedButton(
                    selected = option == metric,
                    onClick = { metric = option },
                    shape = SegmentedButtonDefaults.itemShape(index, Metric.entries.size),
                ) {
                    Text(option.label)
                }
            }
        }

        // Two segments written out one by one: each shows its selection only by colour.
        var chartStyle by remember { mutableIntStateOf(0) }
        Row(Modifier.fillMaxWidth().background(MaterialTheme.colorScheme.surfaceVariant, RoundedCornerShape(12.dp)).padding(4.dp)) {
            // expect: compose-custom-segment-selection-not-exposed
            Surface(
                color = if (chartStyle == 0) MaterialTheme.colorScheme.surface else Color.Transparent,
                shape = RoundedCornerShape(8.dp),
                modifier = Modifier.weight(1f).clickable(role = Role.Button) { chartStyle = 0 },
            ) {
                Text("Bars", Modifier.padding(8.dp), textAlign = TextAlign.Center)
            }
            // expect: compose-custom-segment-selection-not-exposed
            Surface(
                color = if (chartStyle == 1) MaterialTheme.colorScheme.surface else Color.Transparent,
                shape = RoundedCornerShape(8.dp),
                modifier = Modifier.weight(1f).clickable(role = Role.Button) { chartStyle = 1 },
            ) {
                Text("Lines", Modifier.padding(8.dp), textAlign = TextAlign.Center)
            }
        }

        // Paging buttons side by side are not segments: nothing is drawn as selected.
        Row {
            // ok: compose-custom-segment-selection-not-exposed
            TextButton(onClick = { chartPage = 0 }) { Text("First page") }
            // ok: compose-custom-segment-selection-not-exposed
            TextButton(onClick = { chartPage = 1 }) { Text("Second page") }
        }

        ChannelChips(channel) { channel = it }
        ComparisonToggle()
    }
}

@Composable
private fun ChannelChips(channel: Channel, onChannel: (Channel) -> Unit) {
    // Chips that only filter by tag, with no selected look: not segments.
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Channel.entries.forEach { option ->
            FilterChip(
                selected = option == channel,
                onClick = { onChannel(option) },
                label = { Text(option.label) },
            )
        }
    }
    Row(Modifier.padding(top = 8.dp)) {
        listOf("Q1", "Q2", "Q3", "Q4").forEach { quarter ->
            // ok: compose-custom-segment-selection-not-exposed
            Text(
                quarter,
                // ok: compose-clickable-without-role
                Modifier.clickable(role = Role.Button) { openQuarterReport(quarter) }.padding(8.dp),
            )
        }
    }
}

@Composable
private fun ComparisonToggle() {
    var compareWith by remember { mutableIntStateOf(0) }
    val labels = listOf("Last period", "Last year")
    Column {
        Text("Compare with", style = MaterialTheme.typography.labelLarge)
        labels.forEachIndexed { index, label ->
            Row(
                Modifier
                    .fillMaxWidth()
                    // expect: compose-tabs-without-selectable-group
                    .selectable(selected = index == compareWith, role = Role.RadioButton) { compareWith = index }
                    .padding(vertical = 8.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                RadioButton(selected = index == compareWith, onClick = null)
                Text(label, Modifier.padding(start = 8.dp))
            }
        }
    }
}

/** A drop-down made from a clickable row: it opens the menu but says nothing about it. */
@Composable
private fun StorePicker(stores: List<String>, modifier: Modifier = Modifier) {
    var storeMenuOpen by remember { mutableStateOf(false) }
    var store by remember { mutableStateOf(stores.firstOrNull().orEmpty()) }
    Box(modifier) {
        // expect: compose-custom-dropdown-trigger-no-state
        Row(
            Modifier
                .clickable(role = Role.DropdownList) { storeMenuOpen = true }
                .padding(8.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(store, style = MaterialTheme.typography.titleMedium)
            Icon(Icons.Default.ArrowDropDown, contentDescription = null)
        }
        DropdownMenu(expanded = storeMenuOpen, onDismissRequest = { storeMenuOpen = false }) {
            stores.forEach { option ->
                DropdownMenuItem(text = { Text(option) }, onClick = { store = option; storeMenuOpen = false })
            }
        }
    }
}

/** The standard overflow menu: an icon button named for what it opens. */
@Composable
private fun OverflowMenu(onExport: () -> Unit, onRefresh: () -> Unit) {
    var expanded by remember { mutableStateOf(false) }
    Box {
        // ok: compose-custom-dropdown-trigger-no-state, compose-expandable-state-not-exposed
        IconButton(onClick = { expanded = !expanded }) {
            Icon(Icons.Default.MoreVert, contentDescription = "More options")
        }
        DropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
            DropdownMenuItem(text = { Text("Export CSV") }, onClick = { expanded = false; onExport() })
            DropdownMenuItem(text = { Text("Refresh") }, onClick = { expanded = false; onRefresh() })
        }
    }
}
