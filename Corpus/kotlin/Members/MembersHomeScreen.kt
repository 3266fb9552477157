package com.example.app.members

import androidx.compose.foundation.layout.padding
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Chat
import androidx.compose.material.icons.filled.Group
import androidx.compose.material.icons.filled.Notifications
import androidx.compose.material.icons.filled.Person
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import com.example.app.R

enum class MembersTab { Directory, Chats, Alerts, Me }

@Composable
fun MembersHomeScreen(tab: MembersTab, onTab: (MembersTab) -> Unit, content: @Composable (MembersTab) -> Unit) {
    Scaffold(
        bottomBar = {
            NavigationBar {
                // ok: compose-tab-item-unlabeled
                NavigationBarItem(
                    selected = tab == MembersTab.Directory,
                    onClick = { onTab(MembersTab.Directory) },
                    icon = { Icon(Icons.Default.Group, contentDescription = null) },
                    label = { Text(stringResource(R.string.members_directory)) },
                )
                // expect: compose-tab-item-unlabeled
                NavigationBarItem(
                    selected = tab == MembersTab.Chats,
                    onClick = { onTab(MembersTab.Chats) },
                    icon = { Icon(Icons.Default.Chat, contentDescription = null) },
                )
                // expect: compose-tab-item-unlabeled
                NavigationBarItem(
                    selected = tab == MembersTab.Alerts,
                    onClick = { onTab(MembersTab.Alerts) },
                    icon = {
                        BadgedBox(badge = { Badge() }) { Icon(Icons.Default.Notifications, contentDescription = "") }
                    },
                )
                // ok: compose-tab-item-unlabeled
                NavigationBarItem(
                    selected = tab == MembersTab.Me,
                    onClick = { onTab(MembersTab.Me) },
                    icon = { Icon(Icons.Default.Person, contentDescription = stringResource(R.string.members_me)) },
                )
            }
        },
    ) { padding ->
        Surface(Modifier.padding(padding)) { content(tab) }
    }
}
