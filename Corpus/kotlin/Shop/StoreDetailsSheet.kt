package com.example.shop.stores

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/** The bottom sheet of a store: where it is and when it opens, one detail under another. */
@Composable
fun StoreDetailsSheet(store: Store) {
    Column(Modifier.padding(24.dp)) {
        StoreDetail(stringResource(R.string.store_address), store.address)
        StoreDetail(stringResource(R.string.store_opening_hours), store.openingHours)
        StoreFact(caption = stringResource(R.string.store_phone), detail = store.phone)
    }
}

@Composable
private fun StoreDetail(label: String, value: String) {
    // expect: compose-label-value-column-not-merged
    Column(Modifier.padding(vertical = 6.dp)) {
        Text(text = label, style = MaterialTheme.typography.labelSmall)
        Text(text = value, style = MaterialTheme.typography.bodyLarge)
    }
}

@Composable
private fun StoreFact(caption: String, detail: String) {
    // expect: compose-label-value-column-not-merged
    Column {
        Text(caption, style = MaterialTheme.typography.labelSmall)
        Text(detail)
    }
}

/** The store's card in the list opens the store; a clickable card reads what it holds as one. */
@Composable
fun StoreCard(store: Store, onOpen: () -> Unit) {
    Card(onClick = onOpen, modifier = Modifier.padding(8.dp)) {
        CardDetail(stringResource(R.string.store_address), store.address)
        CardDetail(stringResource(R.string.store_distance), store.distance)
    }
}

@Composable
private fun CardDetail(label: String, value: String) {
    // ok: compose-label-value-column-not-merged
    Column {
        Text(text = label)
        Text(text = value)
    }
}

/** The same detail after the fix: the pair is read as one. */
@Composable
private fun MergedStoreDetail(label: String, value: String) {
    // ok: compose-label-value-column-not-merged
    Column(Modifier.semantics(mergeDescendants = true) {}) {
        Text(text = label)
        Text(text = value)
    }
}

@Composable
fun StoreSummary(store: Store) {
    MergedStoreDetail(stringResource(R.string.store_address), store.address)
}
