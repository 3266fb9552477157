package com.example.shop.orders

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.KeyboardArrowRight
import androidx.compose.material.icons.filled.*
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp

enum class OrderStatus { Processing, Shipped, Delivered, Cancelled }

data class OrderRow(val id: String, val title: String, val total: String, val status: OrderStatus, val canReorder: Boolean)

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun OrderHistoryScreen(
    orders: List<OrderRow>,
    showFilters: Boolean,
    onOpen: (OrderRow) -> Unit,
    onReorder: (OrderRow) -> Unit,
    onTrack: (OrderRow) -> Unit,
    onDismissFilters: () -> Unit,
) {
    Box(Modifier.fillMaxSize()) {
        LazyColumn {
            items(orders, key = { it.id }) { order ->
                when (order.status) {
                    OrderStatus.Processing, OrderStatus.Shipped -> {
                        // ok: compose-clickable-without-role
                        Card(onClick = { onOpen(order) }, modifier = Modifier.fillMaxWidth().padding(8.dp)) {
                            Row(Modifier.padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
                                Column(Modifier.weight(1f)) {
                                    Text(order.title, style = MaterialTheme.typography.titleMedium)
                                    Text("${order.status.name} · ${order.total}")
                                }
                                // ok: compose-icon-button-missing-label
                                IconButton(onClick = { onTrack(order) }) {
                                    Icon(Icons.Default.LocalShipping, contentDescription = "Track ${order.title}")
                                }
                            }
                        }
                    }
                    OrderStatus.Delivered -> {
                        ListItem(
                            headlineContent = { Text(order.title) },
                            supportingContent = { Text("Delivered · ${order.total}") },
                            trailingContent = {
                                // expect: compose-guarded-click-without-enabled
                                TextButton(onClick = { if (order.canReorder) onReorder(order) }) {
                                    // The description says the text again in other words; the rule reports only
                                    // repeated words, since other descriptions beside text often say what the
                                    // text does not (a selected state, another action).
                                    // todo-expect: compose-icon-not-hidden
                                    Icon(Icons.Default.Replay, contentDescription = "Reorder", Modifier.size(18.dp))
                                    Text("Buy again")
                                }
                            },
                            // ok: compose-clickable-without-role
                            modifier = Modifier.clickable(role = Role.Button) { onOpen(order) },
                        )
                    }
                    OrderStatus.Cancelled -> {
                        Row(
                            Modifier
                                .fillMaxWidth()
                                // ok: compose-clickable-without-role
                                .clickable(enabled = false) { onOpen(order) }
                                .padding(16.dp),
                            verticalAlignment = Alignment.CenterVertically,
                        ) {
                            Text(order.title, Modifier.weight(1f), color = Color.Gray)
                            Text("Cancelled", style = MaterialTheme.typography.labelMedium)
                            // ok: compose-icon-not-hidden
                            Icon(Icons.AutoMirrored.Filled.KeyboardArrowRight, contentDescription = null)
                        }
                    }
                }
            }
        }

        if (showFilters) {
            // expect: compose-custom-overlay-not-modal
            Box(
                Modifier
                    .fillMaxSize()
                    .background(Color.Black.copy(alpha = 0.32f))
                    // ok: compose-clickable-without-role
                    .clickable(interactionSource = remember { MutableInteractionSource() }, indication = null) {},
            )
            FilterSheet(onDismiss = onDismissFilters, modifier = Modifier.align(Alignment.BottomCenter))
        }
    }
}

@Composable
private fun FilterSheet(onDismiss: () -> Unit, modifier: Modifier = Modifier) {
    var minTotal by remember { mutableStateOf("") }
    var onlyOpen by remember { mutableStateOf(false) }
    val hasActiveFilters = minTotal.isNotEmpty() || onlyOpen
    Surface(modifier.fillMaxWidth(), tonalElevation = 3.dp) {
        Column(Modifier.padding(16.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text("Filters", Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
                // expect: compose-icon-button-missing-label
                IconButton(onClick = onDismiss) { Icon(Icons.Default.Close, contentDescription = null) }
            }
            // ok: compose-text-field-missing-label
            OutlinedTextField(value = minTotal, onValueChange = { minTotal = it }, label = { Text("Minimum total") })
            Row(verticalAlignment = Alignment.CenterVertically) {
                // expect: compose-toggle-row-not-toggleable
                Checkbox(checked = onlyOpen, onCheckedChange = { onlyOpen = it })
                Text("Only open orders")
            }
            // ok: compose-dimmed-without-disabled
            Button(
                onClick = onDismiss,
                modifier = Modifier.fillMaxWidth().alpha(if (minTotal.isEmpty() && !onlyOpen) 0.8f else 1f),
                enabled = hasActiveFilters,
            ) {
                Text("Show results")
            }
            // expect: compose-dimmed-without-disabled
            TextButton(onClick = { minTotal = ""; onlyOpen = false }, modifier = Modifier.alpha(if (hasActiveFilters) 1f else 0.38f)) {
                Text("Reset")
            }
        }
    }
}
