package com.example.shop.store

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Done
import androidx.compose.material.icons.filled.Star
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import coil.compose.AsyncImage

data class Store(val name: String, val logoUrl: String?, val rating: Double?, val isFollowed: Boolean)

sealed interface StoreBadge {
    data class Label(val text: String) : StoreBadge
    data class Picture(val url: String) : StoreBadge
}

@Composable
fun StoreOverview(store: Store, badge: StoreBadge, onFollow: () -> Unit) {
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Row {
            if (store.logoUrl != null) {
                // expect: compose-image-instead-of-text-unnamed
                AsyncImage(model = store.logoUrl, contentDescription = null, modifier = Modifier.height(32.dp))
            } else {
                Text(store.name, style = MaterialTheme.typography.bodyLarge)
            }
        }
        OutlinedButton(onClick = onFollow, enabled = !store.isFollowed) {
            if (store.isFollowed) {
                // expect: compose-image-instead-of-text-unnamed
                Icon(Icons.Default.Done, contentDescription = null)
            } else {
                Text(stringResource(R.string.follow_store))
            }
        }
        when (badge) {
            is StoreBadge.Label -> Text(badge.text, style = MaterialTheme.typography.labelSmall)
            // ok: compose-image-instead-of-text-unnamed
            is StoreBadge.Picture -> AsyncImage(model = badge.url, contentDescription = stringResource(R.string.store_badge))
        }
    }
}

@Composable
fun StoreRatingLine(store: Store) {
    Row {
        if (store.rating != null) {
            // ok: compose-image-instead-of-text-unnamed
            Icon(Icons.Default.Star, contentDescription = null)
        }
        Text(store.name)
        if (store.rating != null) {
            Text(store.rating.toString())
        }
    }
}
