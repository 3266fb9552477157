package com.example.shop.products

import androidx.compose.foundation.clickable
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.hideFromAccessibility
import androidx.compose.ui.semantics.semantics
import com.example.shop.R

/** The product list with its sort menu and its first-run hint, each closed by a tap outside. */
@Composable
fun ProductListOverlays(
    sortMenuOpen: Boolean,
    hintShown: Boolean,
    onCloseSortMenu: () -> Unit,
    onDismissHint: () -> Unit,
) {
    Box(Modifier.fillMaxSize()) {
        if (sortMenuOpen) {
            // expect: compose-dismiss-scrim-unnamed
            Box(
                modifier = Modifier
                    .fillMaxSize()
                    .clickable(
                        indication = null,
                        interactionSource = remember { MutableInteractionSource() },
                        onClick = onCloseSortMenu,
                    ),
            )
            SortMenu(onClose = onCloseSortMenu)
        }
        if (hintShown) {
            // expect: compose-dismiss-scrim-unnamed
            HintBackdrop(
                modifier = Modifier
                    .fillMaxSize()
                    .clickable(indication = null, interactionSource = null) { onDismissHint() },
            )
            Text(stringResource(R.string.swipe_to_compare_hint), style = MaterialTheme.typography.bodyLarge)
        }
    }
}

/** The checkout's overlays: the address picker's scrim is named, the promo's is hidden (its card has a close button). */
@Composable
fun CheckoutOverlays(pickerOpen: Boolean, onClosePicker: () -> Unit, onClosePromo: () -> Unit) {
    val closePicker = stringResource(R.string.close_address_picker)
    Box(Modifier.fillMaxSize()) {
        if (pickerOpen) {
            // ok: compose-dismiss-scrim-unnamed
            Box(
                modifier = Modifier
                    .fillMaxSize()
                    .clickable(indication = null, interactionSource = null, onClick = onClosePicker)
                    .semantics { contentDescription = closePicker },
            )
        }
        // ok: compose-dismiss-scrim-unnamed
        Box(
            modifier = Modifier
                .fillMaxSize()
                .clickable(indication = null, interactionSource = null, onClick = onClosePromo)
                .semantics { hideFromAccessibility() },
        )
        PromoCard(onClose = onClosePromo)
    }
}
