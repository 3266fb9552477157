package com.example.accounts

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.ArrowForward
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp

data class SignInProvider(val id: String, val title: String, val subtitle: String)

/** The first screen of signing in: the usual provider, or another one typed by hand. */
@Composable
fun SignInProviderPicker(
    usual: SignInProvider,
    recent: List<SignInProvider>,
    onChoose: (SignInProvider) -> Unit,
    onOtherClick: () -> Unit,
) {
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        UsualProviderChoice(usual, onClick = { onChoose(usual) })
        OtherProviderAction(onClick = onOtherClick)
        LearnMoreLink(onClick = { onChoose(usual) })
        LazyColumn {
            items(recent) { provider -> RecentProviderEntry(provider, onClick = { onChoose(provider) }) }
        }
    }
}

@Composable
private fun UsualProviderChoice(provider: SignInProvider, onClick: () -> Unit, modifier: Modifier = Modifier) {
    Column(
        modifier = modifier
            .fillMaxWidth()
            // expect: compose-clickable-component-without-role
            .clickable { onClick() }
            .padding(16.dp),
    ) {
        Text(provider.title, style = MaterialTheme.typography.titleMedium)
        Text(provider.subtitle, style = MaterialTheme.typography.bodySmall)
    }
}

@Composable
private fun OtherProviderAction(onClick: () -> Unit, modifier: Modifier = Modifier) {
    Column(modifier = modifier.fillMaxWidth()
        // expect: compose-clickable-component-without-role
        .clickable(onClick = onClick, indication = null, interactionSource = null)) {
        HorizontalDivider()
        Row(Modifier.padding(16.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Text("Another provider")
            Icon(Icons.AutoMirrored.Filled.ArrowForward, contentDescription = null)
        }
    }
}

@Composable
private fun LearnMoreLink(onClick: () -> Unit) {
    Row(
        // ok: compose-clickable-component-without-role
        modifier = Modifier.clickable(role = Role.Button, onClick = onClick).padding(8.dp),
    ) {
        Text("What is a provider?", color = MaterialTheme.colorScheme.primary)
    }
}

/** One of the recent providers: an item of the list above, read as a list item. */
@Composable
private fun RecentProviderEntry(provider: SignInProvider, onClick: () -> Unit) {
    Column(
        // ok: compose-clickable-component-without-role
        modifier = Modifier.fillMaxWidth().clickable(onClick = onClick).padding(16.dp),
    ) {
        Text(provider.title)
        Text(provider.subtitle)
    }
}
