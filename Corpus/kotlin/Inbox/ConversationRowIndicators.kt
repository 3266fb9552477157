package com.example.chat.inbox

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.AlternateEmail
import androidx.compose.material.icons.filled.NotificationsOff
import androidx.compose.material3.*
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

enum class Presence { Online, Away, DoNotDisturb, Offline }

/** The small marks at the end of a conversation row: muted, mentioned, unread, presence. */
@Composable
fun ConversationRowTrailing(isMuted: Boolean, hasMention: Boolean, unreadCount: Int, presence: Presence) {
    Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
        if (isMuted) MutedIndicator()
        if (hasMention) MentionIndicator()
        if (unreadCount > 0) UnreadDotIndicator(unreadCount)
        PresenceBadge(presence)
    }
}

@Composable
private fun MutedIndicator() {
    // expect: compose-indicator-draws-no-name
    Icon(
        imageVector = Icons.Default.NotificationsOff,
        contentDescription = null,
        modifier = Modifier.size(16.dp),
        tint = MaterialTheme.colorScheme.outline,
    )
}

@Composable
private fun MentionIndicator() {
    // ok: compose-indicator-draws-no-name
    Icon(
        imageVector = Icons.Default.AlternateEmail,
        contentDescription = stringResource(R.string.a11y_conversation_mentioned),
        modifier = Modifier.size(16.dp),
        tint = MaterialTheme.colorScheme.primary,
    )
}

@Composable
private fun UnreadDotIndicator(unreadCount: Int) {
    val description = pluralStringResource(R.plurals.a11y_unread_messages, unreadCount, unreadCount)
    // ok: compose-indicator-draws-no-name
    Box(
        modifier = Modifier
            .semantics { contentDescription = description }
            .size(10.dp)
            .clip(CircleShape)
            .background(MaterialTheme.colorScheme.error)
    )
}

@Composable
private fun PresenceBadge(presence: Presence, modifier: Modifier = Modifier) {
    val picture = when (presence) {
        Presence.Online -> R.drawable.ic_presence_online
        Presence.Away -> R.drawable.ic_presence_away
        Presence.DoNotDisturb -> R.drawable.ic_presence_dnd
        Presence.Offline -> null
    }
    if (picture != null) {
        // expect: compose-indicator-draws-no-name
        Image(
            painter = painterResource(picture),
            contentDescription = null,
            modifier = modifier.size(12.dp).clip(CircleShape),
        )
    }
}
