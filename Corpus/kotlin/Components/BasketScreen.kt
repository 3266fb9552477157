package com.example.grocery.basket

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.ExpandMore
import androidx.compose.material.icons.filled.LocalOffer
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import coil.compose.AsyncImage

enum class Fulfilment(val label: String) { Delivery("Delivery"), Pickup("Pickup") }
enum class Substitution(val label: String) { Best("Best match"), Call("Call me"), None("No substitutes") }
enum class Bag(val label: String) { Paper("Paper bags"), None("No bags") }

data class BasketLine(val id: String, val name: String, val quantity: Int, val price: String, val saving: String?)
data class Basket(val lines: List<BasketLine>, val subtotal: String, val delivery: String, val total: String, val bannerUrl: String)

@Composable
fun BasketScreen(basket: Basket, isPlacingOrder: Boolean, onApplyPromo: (String) -> Unit, onCheckout: () -> Unit) {
    var fulfilment by remember { mutableStateOf(Fulfilment.Delivery) }
    var substitution by remember { mutableStateOf(Substitution.Best) }
    var bag by remember { mutableStateOf(Bag.Paper) }
    var promoExpanded by remember { mutableStateOf(false) }
    var promoCode by remember { mutableStateOf("") }
    var showSlots by remember { mutableStateOf(false) }
    val promoField = remember { FocusRequester() }

    Box(Modifier.fillMaxSize()) {
        LazyColumn(Modifier.fillMaxSize(), contentPadding = PaddingValues(16.dp)) {
            item {
                Box(Modifier.fillMaxWidth().height(120.dp).clip(RoundedCornerShape(12.dp))) {
                    AsyncImage(model = basket.bannerUrl, contentDescription = null, modifier = Modifier.fillMaxSize())
                    // A scrim that keeps the banner text readable; nothing opens over it.
                    // ok: compose-custom-overlay-not-modal
                    Box(Modifier.fillMaxSize().background(Color.Black.copy(alpha = 0.35f))) {
                        Text("Free delivery over 40 €", color = Color.White, modifier = Modifier.align(Alignment.Center))
                    }
                }
            }

            item {
                // Delivery or pickup, drawn as two pills.
                Row(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
                    Fulfilment.entries.forEach { option ->
                        // expect: compose-custom-segment-selection-not-exposed
                        Text(
                            option.label,
                            fontWeight = if (option == fulfilment) FontWeight.Bold else FontWeight.Normal,
                            modifier = Modifier
                                .weight(1f)
                                .clip(RoundedCornerShape(50))
                                .background(if (option == fulfilment) MaterialTheme.colorScheme.secondaryContainer else Color.Transparent)
                                .clickable(role = Role.Button) { fulfilment = option }
                                .padding(12.dp),
                        )
                    }
                }
            }

            items(basket.lines, key = { it.id }) { line ->
                // expect: compose-row-not-merged
                Row(Modifier.fillMaxWidth().padding(vertical = 8.dp), verticalAlignment = Alignment.CenterVertically) {
                    Text("${line.quantity} ×", Modifier.width(40.dp))
                    Column(Modifier.weight(1f)) {
                        Text(line.name)
                        if (line.saving != null) {
                            Row(verticalAlignment = Alignment.CenterVertically) {
                                Icon(Icons.Default.LocalOffer, contentDescription = null, Modifier.size(14.dp))
                                Text(line.saving, style = MaterialTheme.typography.bodySmall)
                            }
                        }
                    }
                    Text(line.price)
                }
            }

            item {
                // The caret is the only control of the promo section and stands apart from its label.
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text("Promo code", Modifier.weight(1f))
                    // expect: compose-caret-icon-focusable
                    Icon(
                        Icons.Default.ExpandMore,
                        contentDescription = "Show promo code field",
                        modifier = Modifier
                            .rotate(if (promoExpanded) 180f else 0f)
                            // expect: compose-clickable-without-role
                            .clickable { promoExpanded = !promoExpanded },
                    )
                }
                if (promoExpanded) {
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        OutlinedTextField(
                            value = promoCode,
                            onValueChange = { promoCode = it },
                            label = { Text("Code") },
                            // ok: compose-focus-order-deprecated
                            modifier = Modifier.weight(1f).focusRequester(promoField),
                        )
                        TextButton(onClick = { onApplyPromo(promoCode) }) { Text("Apply") }
                    }
                }
            }

            item {
                Text("If an item is out of stock", style = MaterialTheme.typography.titleSmall)
                // Radio options that are not grouped.
                Column {
                    Substitution.entries.forEach { option ->
                        Row(
                            Modifier
                                .fillMaxWidth()
                                // expect: compose-tabs-without-selectable-group
                                .selectable(selected = option == substitution, role = Role.RadioButton) { substitution = option }
                                .padding(vertical = 8.dp),
                            verticalAlignment = Alignment.CenterVertically,
                        ) {
                            RadioButton(selected = option == substitution, onClick = null)
                            Text(option.label, Modifier.padding(start = 8.dp))
                        }
                    }
                }
            }

            item {
                Text("Bags", style = MaterialTheme.typography.titleSmall)
                Column(Modifier.selectableGroup()) {
                    for (option in Bag.entries) {
                        Row(
                            Modifier
                                .fillMaxWidth()
                                // ok: compose-tabs-without-selectable-group
                                .selectable(selected = option == bag, role = Role.RadioButton) { bag = option }
                                .padding(vertical = 8.dp),
                        ) {
                            RadioButton(selected = option == bag, onClick = null)
                            Text(option.label, Modifier.padding(start = 8.dp))
                        }
                    }
                }
            }

            item {
                // A single opt-in is not a group of options.
                var leaveAtDoor by remember { mutableStateOf(false) }
                Row(
                    Modifier
                        // ok: compose-tabs-without-selectable-group
                        .selectable(selected = leaveAtDoor, role = Role.RadioButton) { leaveAtDoor = !leaveAtDoor }
                        .padding(vertical = 8.dp),
                ) {
                    RadioButton(selected = leaveAtDoor, onClick = null)
                    Text("Leave at the door")
                }
            }

            item {
                // expect: compose-row-not-merged
                Row(Modifier.fillMaxWidth()) {
                    Text("Subtotal", Modifier.weight(1f))
                    Text(basket.subtotal)
                }
                // ok: compose-row-not-merged
                Row(Modifier.fillMaxWidth().semantics(mergeDescendants = true) {}) {
                    Text("Total", Modifier.weight(1f), fontWeight = FontWeight.Bold)
                    Text(basket.total, fontWeight = FontWeight.Bold)
                }
                Button(onClick = { showSlots = true }, enabled = !isPlacingOrder, modifier = Modifier.fillMaxWidth()) {
                    Text("Choose a delivery slot")
                }
            }
        }

        // Delivery slots in a hand-made bottom sheet over the basket.
        if (showSlots) {
            // expect: compose-custom-overlay-not-modal
            Box(
                Modifier
                    .fillMaxSize()
                    .background(MaterialTheme.colorScheme.scrim.copy(alpha = 0.4f))
                    // ok: compose-clickable-without-role
                    .clickable { showSlots = false },
            )
            DeliverySlotSheet(
                onDismiss = { showSlots = false },
                onConfirm = { showSlots = false; onCheckout() },
                modifier = Modifier.align(Alignment.BottomCenter),
            )
        }

        // Placing the order blocks touches, with nothing to dismiss.
        if (isPlacingOrder) {
            // ok: compose-custom-overlay-not-modal
            Box(
                Modifier
                    .fillMaxSize()
                    .background(Color.Black.copy(alpha = 0.3f))
                    // ok: compose-clickable-without-role
                    .clickable(enabled = false) {},
                contentAlignment = Alignment.Center,
            ) {
                CircularProgressIndicator()
            }
        }
    }
}

@Composable
private fun DeliverySlotSheet(onDismiss: () -> Unit, onConfirm: () -> Unit, modifier: Modifier = Modifier) {
    Surface(modifier.fillMaxWidth(), tonalElevation = 3.dp) {
        Column(Modifier.padding(16.dp)) {
            Text("Tomorrow, 9:00 – 11:00")
            Row {
                TextButton(onClick = onDismiss) { Text("Cancel") }
                Button(onClick = onConfirm) { Text("Confirm slot") }
            }
        }
    }
}
