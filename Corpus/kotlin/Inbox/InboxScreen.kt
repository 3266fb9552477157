package com.example.mail.inbox

import androidx.compose.foundation.ExperimentalFoundationApi
import androidx.compose.foundation.clickable
import androidx.compose.foundation.combinedClickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.*
import androidx.compose.material.icons.outlined.*
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp

data class MessageSummary(
    val id: Long,
    val sender: String,
    val subject: String,
    val preview: String,
    val isUnread: Boolean,
    val isStarred: Boolean,
)

@OptIn(ExperimentalMaterial3Api::class, ExperimentalFoundationApi::class)
@Composable
fun InboxScreen(
    messages: List<MessageSummary>,
    selection: Set<Long>,
    onOpen: (MessageSummary) -> Unit,
    onToggleSelection: (MessageSummary) -> Unit,
    onCompose: () -> Unit,
    onOpenDrawer: () -> Unit,
    onSearch: () -> Unit,
) {
    var menuExpanded by remember { mutableStateOf(false) }
    Scaffold(
        topBar = {
            TopAppBar(
                // expect: compose-top-app-bar-title-not-heading
                title = { Text(if (selection.isEmpty()) "Inbox" else "${selection.size} selected") },
                navigationIcon = {
                    // expect: compose-icon-button-missing-label
                    IconButton(onClick = onOpenDrawer) { Icon(Icons.Default.Menu, contentDescription = null) }
                },
                actions = {
                    // ok: compose-icon-button-missing-label
                    IconButton(onClick = onSearch) {
                        Icon(Icons.Default.Search, contentDescription = stringResource(R.string.search_mail))
                    }
                    Box {
                        // ok: compose-icon-button-missing-label
                        IconButton(onClick = { menuExpanded = true }) {
                            Icon(Icons.Default.MoreVert, "More options")
                        }
                        DropdownMenu(expanded = menuExpanded, onDismissRequest = { menuExpanded = false }) {
                            DropdownMenuItem(
                                text = { Text("Mark all as read") },
                                onClick = { menuExpanded = false },
                                // expect: compose-icon-not-hidden
                                leadingIcon = { Icon(Icons.Outlined.DoneAll, contentDescription = "Mark all as read") },
                            )
                            DropdownMenuItem(
                                text = { Text("Settings") },
                                onClick = { menuExpanded = false },
                                // ok: compose-icon-not-hidden
                                leadingIcon = { Icon(Icons.Outlined.Settings, contentDescription = null) },
                            )
                            DropdownMenuItem(
                                text = { Text("Show unread first") },
                                onClick = { menuExpanded = false },
                                // ok: compose-icon-not-hidden
                                trailingIcon = { Icon(Icons.Default.Check, contentDescription = "On") },
                            )
                        }
                    }
                },
            )
        },
        floatingActionButton = {
            ExtendedFloatingActionButton(
                onClick = onCompose,
                // ok: compose-icon-not-hidden
                icon = { Icon(Icons.Default.Edit, contentDescription = null) },
                text = { Text("Compose") },
            )
        },
    ) { padding ->
        LazyColumn(contentPadding = padding) {
            items(messages, key = { it.id }) { message ->
                MessageRow(
                    message = message,
                    selected = message.id in selection,
                    // ok: compose-clickable-without-role
                    modifier = Modifier.combinedClickable(
                        onClick = { onOpen(message) },
                        onLongClick = { onToggleSelection(message) },
                    ),
                )
            }
        }
    }
}

@Composable
private fun MessageRow(message: MessageSummary, selected: Boolean, modifier: Modifier = Modifier) {
    Row(modifier.fillMaxWidth().padding(16.dp), verticalAlignment = Alignment.Top) {
        Avatar(message.sender, selected)
        Column(Modifier.weight(1f).padding(start = 12.dp)) {
            Text(
                message.sender,
                fontWeight = if (message.isUnread) FontWeight.Bold else FontWeight.Normal,
            )
            Text(message.subject, maxLines = 1)
            Text(message.preview, maxLines = 2, style = MaterialTheme.typography.bodySmall)
        }
        if (message.isStarred) {
            // ok: compose-icon-not-hidden
            Icon(Icons.Default.Star, contentDescription = "Starred", tint = MaterialTheme.colorScheme.tertiary)
        }
    }
}

@Composable
private fun Avatar(name: String, selected: Boolean) {
    Surface(shape = MaterialTheme.shapes.extraLarge, modifier = Modifier.size(40.dp)) {
        Box(contentAlignment = Alignment.Center) {
            if (selected) Icon(Icons.Default.Check, contentDescription = "Selected")
            else Text(name.take(1))
        }
    }
}

@Composable
fun InboxFilterRow(filters: List<String>, active: String, onSelect: (String) -> Unit) {
    Row(Modifier.padding(horizontal = 16.dp)) {
        filters.forEach { filter ->
            FilterChip(
                selected = filter == active,
                onClick = { onSelect(filter) },
                label = { Text(filter) },
                // ok: compose-icon-not-hidden
                leadingIcon = if (filter == active) ({ Icon(Icons.Default.Check, contentDescription = null) }) else null,
            )
        }
    }
}

@Composable
fun LoadMoreFooter(isLoading: Boolean, onLoadMore: () -> Unit) {
    Box(
        Modifier
            .fillMaxWidth()
            // ok: compose-clickable-without-role
            .clickable(enabled = !isLoading, role = Role.Button, onClick = onLoadMore)
            .padding(16.dp),
        contentAlignment = Alignment.Center,
    ) {
        Text(if (isLoading) "Loading…" else "Load older messages")
    }
}
