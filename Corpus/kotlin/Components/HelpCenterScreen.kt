package com.example.shop.help

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Chat
import androidx.compose.material.icons.filled.ExpandMore
import androidx.compose.material.icons.filled.Phone
import androidx.compose.material.icons.filled.Schedule
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.lifecycle.viewmodel.compose.viewModel

data class Faq(val id: String, val question: String, val answer: String, val expanded: Boolean)
data class ContactChannel(val label: String, val hours: String, val waitTime: String)

@Composable
fun HelpCenterScreen(
    faqs: List<Faq>,
    channels: List<ContactChannel>,
    onStartChat: () -> Unit,
    helpViewModel: HelpViewModel = viewModel(),
) {
    LazyColumn(contentPadding = PaddingValues(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        // expect: compose-title-text-not-heading
        item { Text("Frequently asked", style = MaterialTheme.typography.titleLarge) }

        items(faqs, key = { it.id }) { faq ->
            // expect: compose-expandable-state-not-exposed
            Card(onClick = { helpViewModel.toggleExpanded(faq.id) }, modifier = Modifier.fillMaxWidth()) {
                Column(Modifier.padding(16.dp)) {
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        Text(faq.question, Modifier.weight(1f), fontWeight = FontWeight.SemiBold)
                        // ok: compose-caret-icon-focusable
                        Icon(Icons.Default.ExpandMore, contentDescription = "More", Modifier.rotate(if (faq.expanded) 180f else 0f))
                    }
                    if (faq.expanded) Text(faq.answer, Modifier.padding(top = 8.dp))
                }
            }
        }

        // expect: compose-title-text-not-heading
        item { Text("Contact us", style = MaterialTheme.typography.titleLarge) }

        // Label and opening hours are read as two stops per channel.
        items(channels) { channel ->
            // expect: compose-row-not-merged
            Row(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
                Text(channel.label, Modifier.weight(1f))
                Text(channel.hours, style = MaterialTheme.typography.bodySmall)
            }
        }

        item {
            // expect: compose-row-not-merged
            Row(verticalAlignment = Alignment.CenterVertically) {
                Icon(Icons.Default.Schedule, contentDescription = "Average wait")
                Spacer(Modifier.width(8.dp))
                Text(channels.firstOrNull()?.waitTime ?: "Unknown")
            }
        }

        item {
            // ok: compose-row-not-merged
            Row(Modifier.semantics(mergeDescendants = true) {}.padding(vertical = 8.dp)) {
                Icon(Icons.Default.Phone, contentDescription = null)
                Text("Phone", Modifier.weight(1f).padding(start = 8.dp))
                Text("+1 555 0100")
            }
        }

        item {
            // ok: compose-row-not-merged
            Row(
                Modifier
                    .fillMaxWidth()
                    // ok: compose-clickable-without-role
                    .clickable(role = Role.Button, onClick = onStartChat)
                    .padding(vertical = 12.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Icon(Icons.Default.Chat, contentDescription = null)
                Text("Chat with us", Modifier.weight(1f).padding(start = 8.dp))
                Text("Online", color = MaterialTheme.colorScheme.primary)
            }
        }

        item {
            // One line of text: nothing to group.
            // ok: compose-row-not-merged
            Row { Text("Replies within one business day.", style = MaterialTheme.typography.bodySmall) }
        }

        item { PolicySection() }
    }
}

@Composable
private fun PolicySection() {
    var expanded by remember { mutableStateOf(false) }
    // ok: compose-expandable-state-not-exposed
    Card(
        onClick = { expanded = !expanded },
        modifier = Modifier
            .fillMaxWidth()
            .semantics { stateDescription = if (expanded) "Expanded" else "Collapsed" },
    ) {
        Text("Refund policy", Modifier.padding(16.dp), fontWeight = FontWeight.SemiBold)
        if (expanded) Text("Refunds are issued to the original payment method.", Modifier.padding(16.dp))
    }
}
