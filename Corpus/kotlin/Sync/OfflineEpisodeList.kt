package com.example.podcasts.sync

import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.*
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.CloudOff
import androidx.compose.material.icons.filled.DoneAll
import androidx.compose.material.icons.filled.Error
import androidx.compose.material3.*
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import coil.compose.AsyncImagePainter
import coil.compose.rememberAsyncImagePainter

sealed interface DownloadState {
    data object Queued : DownloadState
    data object Downloaded : DownloadState
    data class Failed(val reason: String?) : DownloadState
}

/** One row of the offline list: the episode's title, then marks for its download and sync. */
@Composable
fun OfflineEpisodeRow(episode: OfflineEpisode, modifier: Modifier = Modifier) {
    Row(modifier = modifier.padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
        Column(Modifier.weight(1f)) {
            Text(episode.title, style = MaterialTheme.typography.titleMedium)
            if (episode.isExplicit) {
                Text(stringResource(R.string.explicit), style = MaterialTheme.typography.labelSmall)
            }
        }
        when (episode.download) {
            DownloadState.Queued -> Unit
            DownloadState.Downloaded -> {
                Spacer(Modifier.width(8.dp))
                // expect: compose-status-mark-unnamed
                Icon(Icons.Default.DoneAll, contentDescription = null, modifier = Modifier.size(18.dp))
            }
            is DownloadState.Failed -> {
                Spacer(Modifier.width(8.dp))
                // ok: compose-status-mark-unnamed
                Icon(
                    Icons.Default.Error,
                    contentDescription = stringResource(R.string.a11y_download_failed),
                    modifier = Modifier.size(18.dp),
                )
            }
        }
        if (episode.hasLocalChanges) {
            // expect: compose-status-mark-unnamed
            Image(painterResource(R.drawable.ic_sync_pending), null, Modifier.padding(start = 8.dp))
        }
        if (episode.isExplicit) {
            // ok: compose-status-mark-unnamed
            Icon(painterResource(R.drawable.ic_explicit), contentDescription = null)
        }
    }
}

/** Shown in place of the list while the device is offline. */
@Composable
fun OfflineBanner(isOffline: Boolean) {
    if (!isOffline) return
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Icon(Icons.Default.CloudOff, contentDescription = null)
        Text(stringResource(R.string.offline_banner))
    }
}

/** Tells why some episodes are missing from the offline list. */
@Composable
fun OfflineStorageNotice(message: String) {
    Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        // expect: compose-icon-description-names-picture
        Icon(painterResource(R.drawable.ic_info_outline), contentDescription = "Info")
        Text(message, style = MaterialTheme.typography.bodySmall)
    }
}

/** The show's artwork; its title is drawn in its place only when the artwork cannot be loaded. */
@Composable
fun OfflineShowArtwork(artworkUrl: String, showTitle: String) {
    val painter = rememberAsyncImagePainter(artworkUrl)
    Box(contentAlignment = Alignment.Center, modifier = Modifier.size(72.dp)) {
        // expect: compose-image-instead-of-text-unnamed
        Image(painter = painter, contentDescription = null, modifier = Modifier.fillMaxSize())
        if (painter.state is AsyncImagePainter.State.Error) {
            Text(showTitle, maxLines = 3, style = MaterialTheme.typography.labelSmall)
        }
    }
}
