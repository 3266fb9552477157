package com.example.catalog

import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import coil.compose.AsyncImage

data class Product(val name: String, val imageUrl: String?, val price: String)

/** A product in the order summary: its picture, name and price, shown but not tapped. */
@Composable
fun OrderedProductSummary(product: Product) {
    Row {
        // expect: compose-icon-description-names-picture
        AsyncImage(
            model = product.imageUrl,
            contentDescription = stringResource(R.string.product_image_content_description),
            modifier = Modifier.size(48.dp),
        )
        Spacer(Modifier.width(8.dp))
        Column {
            Text(product.name, style = MaterialTheme.typography.bodyLarge)
            Text(product.price, style = MaterialTheme.typography.bodySmall)
        }
    }
}

/** Shown when the search finds nothing. */
@Composable
fun EmptyCatalog() {
    Column {
        // ok: compose-icon-description-names-picture
        Image(painterResource(R.drawable.empty_shelf), contentDescription = null)
        Text(stringResource(R.string.catalog_empty_title))
    }
}

/** The supplier's logo alone in the summary's footer: its description names the supplier. */
@Composable
fun SupplierFooter() {
    // ok: compose-icon-description-names-picture
    Image(painterResource(R.drawable.supplier_logo), contentDescription = stringResource(R.string.supplier_logo))
}
