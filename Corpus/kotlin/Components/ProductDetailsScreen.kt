package com.example.shop.product

import androidx.compose.animation.AnimatedVisibility
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.ExpandLess
import androidx.compose.material.icons.filled.ExpandMore
import androidx.compose.material.icons.filled.KeyboardArrowDown
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.collapse
import androidx.compose.ui.semantics.expand
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp

data class Product(
    val name: String,
    val description: String,
    val ingredients: List<String>,
    val care: String,
    val reviews: List<String>,
    val warranty: String,
)

@Composable
fun ProductDetailsScreen(product: Product, onBack: () -> Unit) {
    var descriptionExpanded by remember { mutableStateOf(true) }
    var ingredientsExpanded by remember { mutableStateOf(false) }
    var careExpanded by remember { mutableStateOf(false) }
    var reviewsExpanded by remember { mutableStateOf(false) }
    var warrantyExpanded by remember { mutableStateOf(false) }

    Column(Modifier.fillMaxSize().padding(16.dp)) {
        // expect: compose-title-text-not-heading
        Text(product.name, style = MaterialTheme.typography.headlineSmall)

        // A header made clickable that flips its flag and says nothing about the state.
        // expect: compose-expandable-state-not-exposed
        Row(
            modifier = Modifier
                .fillMaxWidth()
                // ok: compose-clickable-without-role
                .clickable { descriptionExpanded = !descriptionExpanded }
                .padding(vertical = 12.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text("Description", Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
            // ok: compose-caret-icon-focusable
            Icon(if (descriptionExpanded) Icons.Default.ExpandLess else Icons.Default.ExpandMore, contentDescription = null)
        }
        AnimatedVisibility(visible = descriptionExpanded) {
            Text(product.description)
        }

        // The same header as a toggle: TalkBack hears the state from `toggleable`.
        // ok: compose-expandable-state-not-exposed
        Row(
            modifier = Modifier
                .fillMaxWidth()
                .toggleable(value = ingredientsExpanded, role = Role.Button, onValueChange = { ingredientsExpanded = !ingredientsExpanded })
                .padding(vertical = 12.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text("Ingredients", Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
            // ok: compose-caret-icon-focusable
            // expect: compose-icon-not-hidden
            Icon(Icons.Default.KeyboardArrowDown, contentDescription = "Ingredients list", Modifier.rotate(if (ingredientsExpanded) 180f else 0f))
        }
        AnimatedVisibility(visible = ingredientsExpanded) {
            Column { product.ingredients.forEach { Text("• $it") } }
        }

        // The caret alone is the button: the label and the caret are two stops, and the caret
        // button says "Expand" whatever the state is.
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text("Care instructions", Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
            // expect: compose-expandable-state-not-exposed
            IconButton(onClick = { careExpanded = !careExpanded }) {
                // expect: compose-caret-icon-focusable
                Icon(Icons.Default.ExpandMore, contentDescription = stringResource(R.string.expand))
            }
        }
        if (careExpanded) Text(product.care)

        // A caret button whose name follows the state: the state is heard, but the caret is
        // still a focus stop of its own, apart from the "Reviews" label.
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text("Reviews (${product.reviews.size})", Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
            // ok: compose-expandable-state-not-exposed
            IconButton(onClick = { reviewsExpanded = !reviewsExpanded }) {
                // expect: compose-caret-icon-focusable
                Icon(
                    imageVector = if (reviewsExpanded) Icons.Default.ExpandLess else Icons.Default.ExpandMore,
                    contentDescription = if (reviewsExpanded) "Hide reviews" else "Show reviews",
                )
            }
        }
        if (reviewsExpanded) product.reviews.forEach { Text(it) }

        // Done right: one control, the state in stateDescription, the caret silent.
        // ok: compose-expandable-state-not-exposed
        Row(
            modifier = Modifier
                .fillMaxWidth()
                .semantics { stateDescription = if (warrantyExpanded) "Expanded" else "Collapsed" }
                // ok: compose-clickable-without-role
                .clickable(role = Role.Button) { warrantyExpanded = !warrantyExpanded }
                .padding(vertical = 12.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text("Warranty", Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
            // ok: compose-caret-icon-focusable
            Icon(Icons.Default.ExpandMore, contentDescription = null, Modifier.rotate(if (warrantyExpanded) 180f else 0f))
        }
        if (warrantyExpanded) Text(product.warranty)

        ShippingSection()
    }
}

@Composable
private fun ShippingSection() {
    var expanded by rememberSaveable { mutableStateOf(false) }
    // Custom expand and collapse actions announce the state.
    // ok: compose-expandable-state-not-exposed
    Box(
        Modifier
            .fillMaxWidth()
            .semantics {
                if (expanded) collapse { expanded = false; true } else expand { expanded = true; true }
            }
            .clickable(role = Role.Button) { expanded = !expanded },
    ) {
        Text("Shipping and returns", style = MaterialTheme.typography.titleMedium)
    }
    if (expanded) Text("Free returns within 30 days.")
}
