package com.example.shop.checkout.address

import androidx.compose.foundation.layout.*
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ExposedDropdownMenuBox
import androidx.compose.material3.ExposedDropdownMenuDefaults
import androidx.compose.material3.MenuAnchorType
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.material3.TextField
import androidx.compose.runtime.*
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusOrder
import androidx.compose.ui.focus.focusProperties
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.unit.dp

data class AddressForm(
    val name: String = "",
    val street: String = "",
    val city: String = "",
    val postcode: String = "",
    val country: String = "",
    val region: String = "",
    val addressType: String = "Home",
    val deliveryWindow: String = "Any time",
)

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ShippingAddressForm(
    form: AddressForm,
    countries: List<String>,
    regions: List<String>,
    onChange: (AddressForm) -> Unit,
    onSave: () -> Unit,
) {
    val (nameField, streetField, cityField, postcodeField) = remember { FocusRequester.createRefs() }
    Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
        OutlinedTextField(
            value = form.name,
            onValueChange = { onChange(form.copy(name = it)) },
            label = { Text("Full name") },
            // expect: compose-focus-order-deprecated
            modifier = Modifier.fillMaxWidth().focusOrder(nameField) { down = streetField },
        )
        OutlinedTextField(
            value = form.street,
            onValueChange = { onChange(form.copy(street = it)) },
            label = { Text("Street and number") },
            modifier = Modifier
                .fillMaxWidth()
                // expect: compose-focus-order-deprecated
                .focusOrder(streetField) {
                    up = nameField
                    down = cityField
                },
        )
        Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            OutlinedTextField(
                value = form.city,
                onValueChange = { onChange(form.copy(city = it)) },
                label = { Text("City") },
                // ok: compose-focus-order-deprecated
                modifier = Modifier.weight(1f).focusRequester(cityField).focusProperties { next = postcodeField },
            )
            OutlinedTextField(
                value = form.postcode,
                onValueChange = { onChange(form.copy(postcode = it)) },
                label = { Text("Postcode") },
                // expect: compose-focus-order-deprecated
                modifier = Modifier.width(120.dp).focusOrder(postcodeField),
            )
        }

        CountryField(form.country, countries) { onChange(form.copy(country = it)) }
        RegionField(form.region, regions) { onChange(form.copy(region = it)) }
        AddressTypeField(form.addressType) { onChange(form.copy(addressType = it)) }
        DeliveryWindowField(form.deliveryWindow) { onChange(form.copy(deliveryWindow = it)) }

        // ok: compose-focus-order-deprecated
        Button(onClick = onSave, modifier = Modifier.fillMaxWidth().focusProperties { canFocus = true }) {
            Text("Save address")
        }
    }
}

/** The text field is not the menu's anchor: TalkBack hears an edit box, not a drop-down list. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun CountryField(country: String, countries: List<String>, onSelect: (String) -> Unit) {
    var expanded by remember { mutableStateOf(false) }
    ExposedDropdownMenuBox(expanded = expanded, onExpandedChange = { expanded = it }) {
        // expect: compose-exposed-dropdown-missing-menu-anchor
        OutlinedTextField(
            value = country,
            onValueChange = {},
            readOnly = true,
            label = { Text("Country") },
            trailingIcon = { ExposedDropdownMenuDefaults.TrailingIcon(expanded = expanded) },
            modifier = Modifier.fillMaxWidth(),
        )
        ExposedDropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
            countries.forEach { option ->
                DropdownMenuItem(text = { Text(option) }, onClick = { onSelect(option); expanded = false })
            }
        }
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun RegionField(region: String, regions: List<String>, onSelect: (String) -> Unit) {
    var expanded by remember { mutableStateOf(false) }
    var query by remember(region) { mutableStateOf(region) }
    ExposedDropdownMenuBox(expanded = expanded, onExpandedChange = { expanded = it }) {
        // An editable field that filters the list is anchored too.
        // ok: compose-exposed-dropdown-missing-menu-anchor
        OutlinedTextField(
            value = query,
            onValueChange = { query = it; expanded = true },
            label = { Text("Region") },
            modifier = Modifier.menuAnchor(MenuAnchorType.PrimaryEditable).fillMaxWidth(),
        )
        ExposedDropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
            regions.filter { it.contains(query, ignoreCase = true) }.forEach { option ->
                DropdownMenuItem(text = { Text(option) }, onClick = { onSelect(option); expanded = false })
            }
        }
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun AddressTypeField(type: String, onSelect: (String) -> Unit) {
    var open by remember { mutableStateOf(false) }
    ExposedDropdownMenuBox(expanded = open, onExpandedChange = { open = !open }) {
        // expect: compose-exposed-dropdown-missing-menu-anchor
        TextField(value = type, onValueChange = {}, readOnly = true, label = { Text("Address type") })
        ExposedDropdownMenu(expanded = open, onDismissRequest = { open = false }) {
            listOf("Home", "Work", "Other").forEach { option ->
                DropdownMenuItem(text = { Text(option) }, onClick = { onSelect(option); open = false })
            }
        }
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun DeliveryWindowField(window: String, onSelect: (String) -> Unit) {
    var expanded by remember { mutableStateOf(false) }
    var note by remember { mutableStateOf("") }
    Column {
        ExposedDropdownMenuBox(expanded = expanded, onExpandedChange = { expanded = it }) {
            // ok: compose-exposed-dropdown-missing-menu-anchor
            TextField(
                value = window,
                onValueChange = {},
                readOnly = true,
                label = { Text("Delivery window") },
                modifier = Modifier.menuAnchor(MenuAnchorType.PrimaryNotEditable),
            )
            ExposedDropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
                listOf("Any time", "Morning", "Evening").forEach { option ->
                    DropdownMenuItem(text = { Text(option) }, onClick = { onSelect(option); expanded = false })
                }
            }
        }
        // A field outside the box needs no anchor.
        // ok: compose-exposed-dropdown-missing-menu-anchor
        OutlinedTextField(value = note, onValueChange = { note = it }, label = { Text("Note for the courier") })
        PostcodeLookupField()
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun PostcodeLookupField() {
    var expanded by remember { mutableStateOf(false) }
    var postcode by remember { mutableStateOf("") }
    ExposedDropdownMenuBox(expanded = expanded, onExpandedChange = { expanded = it }) {
        // expect: compose-exposed-dropdown-missing-menu-anchor
        OutlinedTextField(
            value = postcode,
            onValueChange = { postcode = it; expanded = it.length >= 3 },
            label = { Text("Find address by postcode") },
            singleLine = true,
            keyboardActions = KeyboardActions(onDone = { expanded = false }),
        )
        ExposedDropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
            DropdownMenuItem(text = { Text("12 High Street") }, onClick = { expanded = false })
        }
    }
}
