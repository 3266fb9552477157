package com.example.shop.account

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.CenterAlignedTopAppBar
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/** The account tab: the customer's name, their addresses and payment methods. */
@Composable
fun AccountOverviewScreen(state: AccountState, actions: AccountActions) {
    Scaffold(
        topBar = {
            TopAppBar(
                // expect: compose-top-app-bar-title-not-heading
                title = { Text(stringResource(R.string.account_title)) },
            )
        },
    ) { padding ->
        Column(Modifier.padding(padding).padding(16.dp)) {
            // expect: compose-title-text-not-heading
            Text(text = state.customerName, style = MaterialTheme.typography.headlineMedium)
            // ok: compose-title-text-not-heading
            Text(state.memberSince, style = MaterialTheme.typography.bodyMedium)

            // expect: compose-title-text-not-heading
            Text(stringResource(R.string.addresses_title), style = MaterialTheme.typography.titleLarge)
            AddressList(state.addresses, actions)

            // ok: compose-title-text-not-heading
            Text(
                stringResource(R.string.payment_methods_title),
                style = MaterialTheme.typography.titleLarge,
                modifier = Modifier.semantics { heading() },
            )
            PaymentMethods(state.cards, actions)
        }
    }
    if (state.confirmSignOut) {
        AlertDialog(
            onDismissRequest = actions::dismissSignOut,
            title = { Text(stringResource(R.string.sign_out_title)) },
            confirmButton = { TextButton(onClick = actions::signOut) { Text(stringResource(R.string.sign_out)) } },
        )
    }
}

@Composable
fun AddressEditorTopBar(isNew: Boolean) {
    CenterAlignedTopAppBar(
        title = {
            // ok: compose-top-app-bar-title-not-heading
            Text(
                stringResource(if (isNew) R.string.address_new_title else R.string.address_edit_title),
                modifier = Modifier.semantics { heading() },
            )
        },
    )
}

@Composable
fun OrderTopBar(order: OrderSummary) {
    TopAppBar(
        title = {
            Column {
                // expect: compose-top-app-bar-title-not-heading
                Text(stringResource(R.string.order_number, order.number))
                // ok: compose-top-app-bar-title-not-heading
                Text(order.placedOn, style = MaterialTheme.typography.bodySmall)
            }
        },
    )
}
