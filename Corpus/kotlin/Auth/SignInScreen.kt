package com.example.shop.auth

import androidx.compose.foundation.clickable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Visibility
import androidx.compose.material.icons.filled.VisibilityOff
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalFocusManager
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.input.PasswordVisualTransformation
import androidx.compose.ui.text.input.VisualTransformation
import androidx.compose.ui.unit.dp

/**
 * Sign-in form. Note for reviewers: the old version used `Modifier.clickable { }` on the
 * "Forgot password?" text and a bare `IconButton(onClick = …) { Icon(…, null) }`.
 */
@Composable
fun SignInScreen(
    state: SignInState,
    onEmailChange: (String) -> Unit,
    onPasswordChange: (String) -> Unit,
    onSignIn: () -> Unit,
    onForgotPassword: () -> Unit,
) {
    val focusManager = LocalFocusManager.current
    var passwordVisible by rememberSaveable { mutableStateOf(false) }

    Column(
        modifier = Modifier
            .fillMaxSize()
            // ok: compose-tap-gestures-without-semantics
            .pointerInput(Unit) { detectTapGestures(onTap = { focusManager.clearFocus() }) }
            .padding(24.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        // expect: compose-title-text-not-heading
        Text("Welcome back", style = MaterialTheme.typography.headlineSmall)
        // ok: compose-text-field-missing-label
        // expect: compose-text-field-without-content-type
        OutlinedTextField(
            value = state.email,
            onValueChange = onEmailChange,
            label = { Text("Email") },
            isError = state.emailError != null,
            supportingText = { state.emailError?.let { Text(it) } },
            modifier = Modifier.fillMaxWidth(),
        )
        // ok: compose-text-field-missing-label
        // expect: compose-text-field-without-content-type
        OutlinedTextField(
            value = state.password,
            onValueChange = onPasswordChange,
            label = { Text("Password") },
            visualTransformation = if (passwordVisible) VisualTransformation.None else PasswordVisualTransformation(),
            trailingIcon = {
                // expect: compose-icon-button-missing-label
                IconButton(onClick = { passwordVisible = !passwordVisible }) {
                    Icon(if (passwordVisible) Icons.Filled.VisibilityOff else Icons.Filled.Visibility, null)
                }
            },
            modifier = Modifier.fillMaxWidth(),
        )
        Text(
            text = "Forgot password?",
            color = MaterialTheme.colorScheme.primary,
            // expect: compose-clickable-without-role
            modifier = Modifier.clickable(onClickLabel = "Reset your password") { onForgotPassword() },
        )
        // expect: compose-guarded-click-without-enabled
        Button(onClick = { if (state.canSubmit) onSignIn() }, modifier = Modifier.fillMaxWidth()) {
            Text(if (state.isLoading) "Signing in…" else "Sign in")
        }
        // ok: compose-guarded-click-without-enabled
        OutlinedButton(
            onClick = {
                if (!state.hasNetwork) {
                    state.showOfflineMessage()
                    return@OutlinedButton
                }
                state.startPasskeyFlow()
            },
            modifier = Modifier.fillMaxWidth(),
        ) {
            Text("Use a passkey")
        }
    }
}

/** Six boxes showing the typed digits; the invisible field underneath takes the input. */
@Composable
fun OneTimeCodeInput(code: String, onCodeChange: (String) -> Unit) {
    Box {
        // ok: compose-text-field-missing-label
        BasicTextField(
            value = code,
            onValueChange = { if (it.length <= 6) onCodeChange(it) },
            keyboardOptions = KeyboardOptions(keyboardType = androidx.compose.ui.text.input.KeyboardType.NumberPassword),
            modifier = Modifier.semantics { contentDescription = "One-time code, ${code.length} of 6 digits" },
        )
        CodeBoxes(code)
    }
}

@Composable
fun RecoveryCodeInput(code: String, onCodeChange: (String) -> Unit) {
    // expect: compose-text-field-missing-label
    BasicTextField(value = code, onValueChange = onCodeChange, singleLine = true, modifier = Modifier.fillMaxWidth())
}

class SignInState(
    val email: String,
    val password: String,
    val emailError: String?,
    val isLoading: Boolean,
    val hasNetwork: Boolean,
) {
    val canSubmit: Boolean get() = email.isNotBlank() && password.length >= 8 && !isLoading
    fun showOfflineMessage() {}
    fun startPasskeyFlow() {}
}

@Composable
private fun CodeBoxes(code: String) {
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        repeat(6) { index -> Text(code.getOrNull(index)?.toString() ?: "–") }
    }
}
