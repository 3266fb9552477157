package com.example.chat.composer

import androidx.compose.foundation.clickable
import androidx.compose.foundation.combinedClickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.AttachFile
import androidx.compose.material.icons.filled.Mic
import androidx.compose.material.icons.filled.Mood
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.Icon
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/** The bar under a conversation: attachments, emoji, voice messages and the text field. */
@Composable
fun MessageComposerBar(state: ComposerState, actions: ComposerActions) {
    Row {
        // expect: compose-clickable-icon-unlabeled
        Surface(
            Modifier
                .size(36.dp)
                .clickable(role = Role.Button, onClick = actions::attach),
            shape = CircleShape,
        ) {
            Icon(Icons.Default.AttachFile, contentDescription = null)
        }
        // expect: compose-clickable-icon-unlabeled
        Box(Modifier.size(48.dp).combinedClickable(role = Role.Button, onClick = actions::startRecording, onLongClick = actions::lockRecording)) {
            if (state.isRecording) CircularProgressIndicator(Modifier.size(40.dp))
            Icon(Icons.Default.Mic, contentDescription = "")
        }
        // ok: compose-clickable-icon-unlabeled
        Box(
            Modifier
                .size(48.dp)
                .clickable(role = Role.Button, onClick = actions::openEmojiPicker)
                .semantics { contentDescription = "Emoji" },
        ) {
            Icon(Icons.Default.Mood, contentDescription = null)
        }
        // ok: compose-clickable-icon-unlabeled
        Row(Modifier.clickable(role = Role.Button, onClick = actions::openDrafts)) {
            Icon(painterResource(R.drawable.ic_drafts), contentDescription = null)
            Text(stringResource(R.string.drafts_count, state.draftCount))
        }
        ComposerField(state, actions)
    }
}
