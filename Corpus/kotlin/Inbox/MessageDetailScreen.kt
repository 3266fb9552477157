package com.example.mail.inbox

import androidx.compose.foundation.Image
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyRow
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.Reply
import androidx.compose.material.icons.automirrored.filled.Send
import androidx.compose.material.icons.filled.AttachFile
import androidx.compose.material.icons.filled.Close
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.asImageBitmap
import androidx.compose.ui.layout.ContentScale
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

data class Attachment(val id: String, val fileName: String, val thumbnail: android.graphics.Bitmap?)

class ReplyDraft {
    var text by mutableStateOf("")
    var isSending by mutableStateOf(false)
    val canSend: Boolean get() = text.isNotBlank() && !isSending
}

@Composable
fun MessageDetailScreen(
    subject: String,
    body: String,
    attachments: List<Attachment>,
    draft: ReplyDraft,
    onOpenAttachment: (Attachment) -> Unit,
    onSend: () -> Unit,
    onAttach: () -> Unit,
) {
    Column(Modifier.fillMaxSize()) {
        Text(subject, style = MaterialTheme.typography.headlineSmall, modifier = Modifier.padding(16.dp))
        Text(body, modifier = Modifier.padding(horizontal = 16.dp).weight(1f))

        LazyRow(contentPadding = PaddingValues(16.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            items(attachments, key = { it.id }) { attachment ->
                val bitmap = attachment.thumbnail
                if (bitmap != null) {
                    // expect: compose-clickable-image-missing-label
                    Image(
                        bitmap = bitmap.asImageBitmap(),
                        contentDescription = null,
                        contentScale = ContentScale.Crop,
                        modifier = Modifier
                            .size(72.dp)
                            .clip(RoundedCornerShape(8.dp))
                            // expect: compose-clickable-without-role
                            .clickable { onOpenAttachment(attachment) },
                    )
                } else {
                    AssistChip(
                        onClick = { onOpenAttachment(attachment) },
                        label = { Text(attachment.fileName) },
                        // ok: compose-icon-not-hidden
                        leadingIcon = { Icon(Icons.Default.AttachFile, contentDescription = null) },
                    )
                }
            }
        }

        ReplyBar(draft = draft, onSend = onSend, onAttach = onAttach)
    }
}

@Composable
private fun ReplyBar(draft: ReplyDraft, onSend: () -> Unit, onAttach: () -> Unit) {
    Row(Modifier.fillMaxWidth().padding(8.dp), verticalAlignment = Alignment.CenterVertically) {
        // ok: compose-icon-button-missing-label
        IconButton(onClick = onAttach) { Icon(Icons.Default.AttachFile, contentDescription = "Attach file") }
        // expect: compose-text-field-missing-label
        TextField(
            value = draft.text,
            onValueChange = { draft.text = it },
            placeholder = { Text("Write a reply…") },
            modifier = Modifier.weight(1f),
        )
        // expect: compose-guarded-click-without-enabled
        IconButton(onClick = { if (draft.canSend) onSend() }) {
            Icon(Icons.AutoMirrored.Filled.Send, contentDescription = "Send")
        }
    }
}

@Composable
fun QuotedReplyBanner(author: String, onDismiss: () -> Unit) {
    Surface(tonalElevation = 2.dp) {
        Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
            Icon(Icons.AutoMirrored.Filled.Reply, contentDescription = null)
            Text("Replying to $author", Modifier.weight(1f).padding(horizontal = 8.dp))
            // expect: compose-clickable-image-missing-label, compose-clickable-without-role
            Icon(Icons.Default.Close, null, Modifier.size(24.dp).clickable(onClick = onDismiss))
        }
    }
}

@Composable
fun InlineImage(bitmap: android.graphics.Bitmap, altText: String, onZoom: () -> Unit) {
    // ok: compose-clickable-image-missing-label
    Image(
        bitmap = bitmap.asImageBitmap(),
        contentDescription = null,
        modifier = Modifier
            .fillMaxWidth()
            .semantics { contentDescription = altText }
            // expect: compose-clickable-without-role
            .clickable(onClickLabel = "Zoom image", onClick = onZoom),
    )
}

@Composable
fun SenderLogo(logo: android.graphics.Bitmap) {
    // ok: compose-clickable-image-missing-label
    Image(logo.asImageBitmap(), contentDescription = null, modifier = Modifier.size(24.dp))
}
