package com.example.chat.media

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.weight
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Close
import androidx.compose.material.icons.filled.MoreVert
import androidx.compose.material3.Checkbox
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.customActions

data class QueuedDownload(val id: String, val title: String, val percent: Int, val wifiOnly: Boolean)

/** One download of the queue, read as one sentence; its cancel button is cleared with it. */
@Composable
fun QueuedDownloadRow(download: QueuedDownload, onCancel: (QueuedDownload) -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            // expect: compose-cleared-container-hides-control
            .clearAndSetSemantics { contentDescription = "${download.title}, ${download.percent} percent" },
    ) {
        Text(download.title, Modifier.weight(1f))
        LinearProgressIndicator(progress = { download.percent / 100f })
        IconButton(onClick = { onCancel(download) }) {
            Icon(Icons.Filled.Close, contentDescription = stringResource(R.string.cancel))
        }
    }
}

/** The same row with the cancel action given back on the row. */
@Composable
fun AccessibleDownloadRow(download: QueuedDownload, onCancel: (QueuedDownload) -> Unit) {
    val cancelLabel = stringResource(R.string.cancel)
    Row(
        Modifier
            .fillMaxWidth()
            // ok: compose-cleared-container-hides-control
            .clearAndSetSemantics {
                contentDescription = "${download.title}, ${download.percent} percent"
                customActions = listOf(CustomAccessibilityAction(cancelLabel) { onCancel(download); true })
            },
    ) {
        Text(download.title, Modifier.weight(1f))
        IconButton(onClick = { onCancel(download) }) {
            Icon(Icons.Filled.Close, contentDescription = null)
        }
    }
}

/** A finished download: the row opens the file, the cleared overflow button shows a menu. */
@Composable
fun FinishedDownloadRow(download: QueuedDownload, onOpen: () -> Unit, onShowActions: () -> Unit) {
    Box(Modifier.fillMaxWidth().clickable(onClick = onOpen)) {
        Text(download.title)
        // expect: compose-cleared-container-hides-control
        IconButton(modifier = Modifier.clearAndSetSemantics {}, onClick = onShowActions) {
            Icon(Icons.Filled.MoreVert, contentDescription = null)
        }
    }
}

/** The "Wi-Fi only" option: the row toggles it, and the check box only shows it. */
@Composable
fun WifiOnlyRow(download: QueuedDownload, onWifiOnlyChange: (Boolean) -> Unit) {
    Row(Modifier.toggleable(value = download.wifiOnly, role = Role.Checkbox, onValueChange = onWifiOnlyChange)) {
        Text(stringResource(R.string.wifi_only), Modifier.weight(1f))
        // ok: compose-cleared-container-hides-control
        Checkbox(checked = download.wifiOnly, onCheckedChange = { onWifiOnlyChange(it) }, modifier = Modifier.clearAndSetSemantics {})
    }
}
