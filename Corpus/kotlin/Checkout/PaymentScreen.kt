package com.example.shop.checkout

import androidx.compose.foundation.layout.*
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.unit.dp

enum class PaymentMethod(val label: String) { Card("Credit or debit card"), PayPal("PayPal"), Invoice("Pay by invoice") }

data class PaymentForm(
    val method: PaymentMethod = PaymentMethod.Card,
    val cardNumber: String = "",
    val expiry: String = "",
    val cvc: String = "",
    val saveCard: Boolean = false,
    val acceptTerms: Boolean = false,
) {
    val isComplete: Boolean
        get() = acceptTerms && (method != PaymentMethod.Card || (cardNumber.length >= 15 && cvc.length >= 3))
}

@Composable
fun PaymentScreen(form: PaymentForm, onFormChange: (PaymentForm) -> Unit, onPay: () -> Unit) {
    Column(Modifier.fillMaxSize().padding(16.dp)) {
        Text("Payment method", style = MaterialTheme.typography.titleMedium)
        Column(Modifier.selectableGroup()) {
            PaymentMethod.entries.forEach { method ->
                Row(
                    Modifier
                        .fillMaxWidth()
                        // expect: compose-toggleable-without-role
                        .selectable(selected = form.method == method, onClick = { onFormChange(form.copy(method = method)) })
                        .padding(vertical = 12.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    RadioButton(selected = form.method == method, onClick = null)
                    Text(method.label, Modifier.padding(start = 12.dp))
                }
            }
        }

        if (form.method == PaymentMethod.Card) {
            // ok: compose-text-field-missing-label
            OutlinedTextField(
                value = form.cardNumber,
                onValueChange = { onFormChange(form.copy(cardNumber = it.filter(Char::isDigit))) },
                label = { Text("Card number") },
                keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Number),
                modifier = Modifier.fillMaxWidth(),
            )
            Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                // ok: compose-text-field-missing-label
                OutlinedTextField(
                    value = form.expiry,
                    onValueChange = { onFormChange(form.copy(expiry = it)) },
                    label = { Text("MM/YY") },
                    modifier = Modifier.weight(1f),
                )
                // expect: compose-text-field-missing-label
                OutlinedTextField(
                    value = form.cvc,
                    onValueChange = { onFormChange(form.copy(cvc = it.take(4))) },
                    placeholder = { Text("CVC") },
                    modifier = Modifier.weight(1f),
                )
            }
            LabeledSwitchRow(
                text = "Save card for next time",
                checked = form.saveCard,
                onCheckedChange = { onFormChange(form.copy(saveCard = it)) },
            )
        }

        Row(
            Modifier
                // ok: compose-toggleable-without-role
                .toggleable(value = form.acceptTerms, role = Role.Checkbox, onValueChange = { onFormChange(form.copy(acceptTerms = it)) })
                .padding(vertical = 8.dp),
        ) {
            Checkbox(checked = form.acceptTerms, onCheckedChange = null)
            Text("I accept the terms of sale")
        }

        // expect: compose-dimmed-without-disabled
        Button(
            onClick = onPay,
            modifier = Modifier.fillMaxWidth().alpha(if (form.isComplete) 1f else 0.38f),
        ) {
            Text("Pay now")
        }
    }
}

@Composable
private fun LabeledSwitchRow(text: String, checked: Boolean, onCheckedChange: (Boolean) -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .semantics { role = Role.Switch }
            // ok: compose-toggleable-without-role
            .toggleable(value = checked, onValueChange = onCheckedChange)
            .padding(vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(text, Modifier.weight(1f))
        Switch(checked = checked, onCheckedChange = null)
    }
}

@Composable
fun SavedCardChip(last4: String, isExpired: Boolean, onUse: () -> Unit) {
    AssistChip(
        onClick = onUse,
        enabled = !isExpired,
        label = { Text("•••• $last4") },
        colors = AssistChipDefaults.assistChipColors(
            // ok: compose-dimmed-without-disabled
            labelColor = if (isExpired) Color.Gray else MaterialTheme.colorScheme.onSurface,
        ),
    )
}
