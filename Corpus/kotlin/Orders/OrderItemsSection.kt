package com.example.orders.items

import androidx.compose.animation.AnimatedVisibility
import androidx.compose.animation.core.animateFloatAsState
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.ExpandMore
import androidx.compose.material3.Icon
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import com.example.orders.R

/** The header of an order's item list; the screen keeps whether the list is open. */
@Composable
fun OrderItemsHeader(itemCount: Int, isExpanded: Boolean, onToggle: () -> Unit) {
    val rotation by animateFloatAsState(if (isExpanded) 180f else 0f)
    // expect: compose-expanded-look-without-state
    Row(
        modifier = Modifier
            .fillMaxWidth()
            .clickable(onClick = onToggle)
            .padding(16.dp),
    ) {
        Text(stringResource(R.string.order_items_title, itemCount), Modifier.weight(1f))
        Icon(Icons.Default.ExpandMore, contentDescription = null, modifier = Modifier.rotate(rotation))
    }
}

/** One line of the order; tapping it shows the line's options and notes. */
@Composable
fun OrderLineSummary(line: OrderLine, expanded: Boolean, onExpand: (Boolean) -> Unit) {
    // expect: compose-expanded-look-without-state
    Column(
        Modifier.clickable { onExpand(!expanded) },
    ) {
        Text(line.productName)
        AnimatedVisibility(visible = expanded) {
            Text(line.options)
        }
        if (expanded) {
            Text(line.notes)
        }
    }
}

/** The header after the fix: it is a toggle, read with its state. */
@Composable
fun AccessibleOrderItemsHeader(itemCount: Int, isExpanded: Boolean, onToggle: () -> Unit) {
    Row(
        modifier = Modifier
            .fillMaxWidth()
            // ok: compose-expanded-look-without-state
            .toggleable(value = isExpanded, role = Role.Button, onValueChange = { onToggle() })
            .padding(16.dp),
    ) {
        Text(stringResource(R.string.order_items_title, itemCount), Modifier.weight(1f))
        Icon(Icons.Default.ExpandMore, contentDescription = null, modifier = Modifier.rotate(if (isExpanded) 180f else 0f))
    }
}

/** A clickable header that says its state in words. */
@Composable
fun DescribedOrderItemsHeader(itemCount: Int, isExpanded: Boolean, onToggle: () -> Unit) {
    val state = stringResource(if (isExpanded) R.string.expanded else R.string.collapsed)
    Row(
        modifier = Modifier
            // ok: compose-expanded-look-without-state
            .clickable(onClick = onToggle)
            .semantics { stateDescription = state },
    ) {
        Text(stringResource(R.string.order_items_title, itemCount), Modifier.weight(1f))
        Icon(Icons.Default.ExpandMore, contentDescription = null, modifier = Modifier.rotate(if (isExpanded) 180f else 0f))
    }
}
