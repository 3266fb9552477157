package com.example.shop.checkout

import androidx.compose.foundation.Image
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.*
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.semantics.*
import androidx.compose.ui.unit.dp
import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow

data class CartLine(val id: String, val title: String, val priceCents: Long, val quantity: Int, val imageRes: Int)

data class CartUiState(
    val lines: List<CartLine> = emptyList(),
    val promoCode: String = "",
    val isSubmitting: Boolean = false,
) {
    val totalCents: Long get() = lines.sumOf { it.priceCents * it.quantity }
    val canCheckout: Boolean get() = lines.isNotEmpty() && !isSubmitting
}

class CartViewModel(
    private val repository: CartRepository,
) : ViewModel() {
    private val state = MutableStateFlow(CartUiState())
    val uiState: StateFlow<CartUiState> = state

    fun changeQuantity(line: CartLine, delta: Int) {
        repository.update(line.id, (line.quantity + delta).coerceAtLeast(0))
    }

    fun applyPromo(code: String) = repository.applyPromo(code)

    fun checkout() = repository.startCheckout()
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun CartScreen(viewModel: CartViewModel, onBack: () -> Unit) {
    val uiState by viewModel.uiState.collectAsState()
    var promo by remember { mutableStateOf("") }

    Scaffold(
        topBar = {
            TopAppBar(
                // expect: compose-top-app-bar-title-not-heading
                title = { Text("Your cart (${uiState.lines.size})") },
                navigationIcon = {
                    // expect: compose-icon-button-missing-label
                    IconButton(onClick = onBack) {
                        Icon(Icons.Default.ArrowBack, contentDescription = null)
                    }
                },
            )
        },
        bottomBar = {
            // expect: compose-guarded-click-without-enabled
            Button(
                onClick = {
                    if (!uiState.canCheckout) return@Button
                    viewModel.checkout()
                },
                modifier = Modifier.fillMaxWidth().padding(16.dp),
            ) {
                // ok: compose-icon-not-hidden
                Icon(Icons.Default.Lock, contentDescription = null)
                Spacer(Modifier.width(8.dp))
                Text("Checkout · ${formatPrice(uiState.totalCents)}")
            }
        },
    ) { padding ->
        LazyColumn(contentPadding = padding) {
            items(uiState.lines, key = { it.id }) { line ->
                CartLineRow(
                    line = line,
                    onIncrease = { viewModel.changeQuantity(line, +1) },
                    onDecrease = { viewModel.changeQuantity(line, -1) },
                )
            }
            item {
                Row(Modifier.padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
                    // expect: compose-text-field-missing-label
                    OutlinedTextField(
                        value = promo,
                        onValueChange = { promo = it.trim() },
                        placeholder = { Text("Promo code") },
                        singleLine = true,
                        modifier = Modifier.weight(1f),
                    )
                    // ok: compose-guarded-click-without-enabled
                    TextButton(onClick = { viewModel.applyPromo(promo) }, enabled = promo.isNotBlank()) {
                        Text("Apply")
                    }
                }
            }
        }
    }
}

@Composable
private fun CartLineRow(line: CartLine, onIncrease: () -> Unit, onDecrease: () -> Unit) {
    Row(
        modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Image(painterResource(line.imageRes), contentDescription = null, Modifier.size(56.dp))
        Column(Modifier.weight(1f).padding(start = 12.dp)) {
            Text(line.title, style = MaterialTheme.typography.titleSmall)
            Text(formatPrice(line.priceCents), style = MaterialTheme.typography.bodySmall)
        }
        QuantityStepper(quantity = line.quantity, onIncrease = onIncrease, onDecrease = onDecrease)
    }
}

/** The stepper speaks as one element: "Quantity 2" with increase/decrease actions. */
@Composable
private fun QuantityStepper(quantity: Int, onIncrease: () -> Unit, onDecrease: () -> Unit) {
    Row(
        verticalAlignment = Alignment.CenterVertically,
        modifier = Modifier.clearAndSetSemantics {
            contentDescription = "Quantity $quantity"
            customActions = listOf(
                CustomAccessibilityAction("Increase") { onIncrease(); true },
                CustomAccessibilityAction("Decrease") { onDecrease(); true },
            )
        },
    ) {
        // ok: compose-icon-button-missing-label
        IconButton(onClick = onDecrease) { Icon(Icons.Default.Remove, null) }
        Text("$quantity", style = MaterialTheme.typography.titleMedium)
        // ok: compose-icon-button-missing-label
        IconButton(onClick = onIncrease) { Icon(Icons.Default.Add, null) }
    }
}

@Composable
fun EmptyCart(onBrowse: () -> Unit) {
    Column(Modifier.fillMaxSize(), horizontalAlignment = Alignment.CenterHorizontally) {
        Image(painterResource(R.drawable.empty_cart), contentDescription = null)
        Text("Your cart is empty")
        // ok: compose-icon-not-hidden
        Button(onClick = onBrowse) {
            Text("Browse products")
        }
    }
}

private fun formatPrice(cents: Long): String = "$" + "%.2f".format(cents / 100.0)
