package com.example.shop.orders

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/** The receipt of a placed order: totals, the delivery slot and the payment used. */
@Composable
fun OrderReceiptScreen(receipt: Receipt, onTrack: () -> Unit) {
    Column(Modifier.padding(16.dp)) {
        // expect: compose-text-row-not-merged
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
            Text(stringResource(R.string.receipt_subtotal))
            Text(receipt.subtotal)
        }
        // ok: compose-text-row-not-merged
        Row(Modifier.fillMaxWidth().semantics(mergeDescendants = true) {}, horizontalArrangement = Arrangement.SpaceBetween) {
            Text(stringResource(R.string.receipt_delivery_fee))
            Text(receipt.deliveryFee)
        }
        ReceiptLine(stringResource(R.string.receipt_total), receipt.total)
        // ok: compose-text-row-not-merged
        Row {
            Text(receipt.storeName)
            Text(receipt.placedAt)
        }

        // expect: compose-text-card-not-merged
        Card(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
            Column(Modifier.padding(16.dp)) {
                Text(stringResource(R.string.receipt_delivery_slot), style = MaterialTheme.typography.labelMedium)
                Text(receipt.deliverySlot)
            }
        }
        // expect: compose-text-card-not-merged
        OutlinedCard {
            Column(Modifier.padding(16.dp)) {
                Text(stringResource(R.string.receipt_paid_with), style = MaterialTheme.typography.labelMedium)
                Text(receipt.cardSummary)
            }
        }
        // ok: compose-text-card-not-merged
        Card(Modifier.fillMaxWidth().semantics(mergeDescendants = true) {}) {
            Text(stringResource(R.string.receipt_points_earned))
            Text(receipt.points)
        }
        // ok: compose-text-card-not-merged
        Card(onClick = onTrack) {
            Text(stringResource(R.string.receipt_track_order))
            Text(receipt.trackingStatus)
        }
    }
}

@Composable
private fun ReceiptLine(title: String, amount: String) {
    // expect: compose-text-row-not-merged
    Row(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
        Text(text = title, modifier = Modifier.weight(1f))
        Spacer(Modifier.width(8.dp))
        Text(text = amount, style = MaterialTheme.typography.titleMedium)
    }
}
