package com.example.shop.wishlist

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Share
import androidx.compose.material3.FloatingActionButton
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.SmallFloatingActionButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import coil.compose.AsyncImage

data class WishedItem(val id: String, val title: String, val price: String, val pictureUrl: String)

@Composable
fun WishlistScreen(
    items: List<WishedItem>,
    onOpenItem: (WishedItem) -> Unit,
    onShareList: () -> Unit,
    onAddItem: () -> Unit,
) {
    Scaffold(
        floatingActionButton = {
            Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                // ok: compose-icon-button-missing-label
                SmallFloatingActionButton(onClick = onShareList) {
                    Icon(Icons.Filled.Share, contentDescription = stringResource(R.string.share_wishlist))
                }
                // expect: compose-icon-button-missing-label
                FloatingActionButton(onClick = onAddItem) {
                }
            }
        },
    ) { padding ->
        LazyColumn(Modifier.padding(padding)) {
            items(items, key = { it.id }) { item -> WishedItemRow(item, onOpen = { onOpenItem(item) }) }
        }
    }
}

@Composable
private fun WishedItemRow(item: WishedItem, onOpen: () -> Unit) {
    Row(
        modifier = Modifier.fillMaxWidth().clickable(onClick = onOpen).padding(16.dp),
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        // expect: compose-icon-not-hidden
        AsyncImage(
            model = item.pictureUrl,
            contentDescription = stringResource(R.string.wished_item_image),
            modifier = Modifier.size(56.dp),
        )
        Text(item.title, style = MaterialTheme.typography.titleMedium)
        Text(item.price, style = MaterialTheme.typography.bodyMedium)
    }
}

@Composable
fun RecentlyViewedRow(item: WishedItem, onOpen: () -> Unit) {
    Row(
        modifier = Modifier.fillMaxWidth().clickable(onClick = onOpen).padding(16.dp),
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        // ok: compose-icon-not-hidden
        AsyncImage(model = item.pictureUrl, contentDescription = null, modifier = Modifier.size(40.dp))
        Text(item.title)
    }
}

@Composable
fun GiftIdeasRow(item: WishedItem, onOpen: () -> Unit) {
    Row(Modifier.fillMaxWidth().clickable(onClick = onOpen)) {
        // expect: compose-icon-not-hidden
        AsyncImage(model = item.pictureUrl, contentDescription = item.title, modifier = Modifier.size(40.dp))
        Text(item.title)
    }
}

@Composable
fun EmptyWishlistActions(onBrowse: () -> Unit, onImport: () -> Unit) {
    Row {
        // ok: compose-icon-button-missing-label
        FloatingActionButton(onClick = onBrowse) {
            Text(stringResource(R.string.browse_catalog))
        }
        // expect: compose-icon-button-missing-label
        SmallFloatingActionButton(onClick = onImport) {}
    }
}
