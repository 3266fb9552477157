package com.example.shop.auth

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.autofill.ContentType
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentType
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.text.input.PasswordVisualTransformation
import androidx.compose.ui.unit.dp

/** Sign-up: the new customer's e-mail address, phone number, password and display name. */
@Composable
fun CreateAccountScreen(state: SignUpState, actions: SignUpActions) {
    Column(Modifier.padding(24.dp)) {
        // expect: compose-text-field-without-content-type
        OutlinedTextField(
            value = state.phone,
            onValueChange = actions::setPhone,
            label = { Text(stringResource(R.string.sign_up_phone_number)) },
            keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Phone),
        )
        // expect: compose-text-field-without-content-type
        OutlinedTextField(
            value = state.password,
            onValueChange = actions::setPassword,
            label = { Text(stringResource(R.string.sign_up_choose_password)) },
            visualTransformation = PasswordVisualTransformation(),
        )
        // ok: compose-text-field-without-content-type
        OutlinedTextField(
            value = state.email,
            onValueChange = actions::setEmail,
            label = { Text(stringResource(R.string.sign_up_email)) },
            keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Email),
            modifier = Modifier.semantics { contentType = ContentType.NewUsername + ContentType.EmailAddress },
        )
        // ok: compose-text-field-without-content-type
        OutlinedTextField(
            value = state.displayName,
            onValueChange = actions::setDisplayName,
            label = { Text(stringResource(R.string.sign_up_display_name)) },
        )
    }
}
