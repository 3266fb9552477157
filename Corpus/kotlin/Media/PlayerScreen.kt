package com.example.media.player

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.Image
import androidx.compose.foundation.clickable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.*
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.*
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.semantics.*
import androidx.compose.ui.unit.dp

data class Track(val title: String, val artist: String, val artworkRes: Int, val durationMs: Long)

class PlayerState(track: Track) {
    var track by mutableStateOf(track)
    var isPlaying by mutableStateOf(false)
    var positionMs by mutableLongStateOf(0L)
    var isShuffled by mutableStateOf(false)
    var isLiked by mutableStateOf(false)
}

@Composable
fun PlayerScreen(state: PlayerState, onSkipNext: () -> Unit, onSkipPrevious: () -> Unit, onSeek: (Long) -> Unit) {
    Column(Modifier.fillMaxSize().padding(24.dp), horizontalAlignment = Alignment.CenterHorizontally) {
        Image(
            painter = painterResource(state.track.artworkRes),
            contentDescription = "Album artwork for ${state.track.title}",
            modifier = Modifier
                .fillMaxWidth()
                .aspectRatio(1f)
                // ok: compose-tap-gestures-without-semantics
                .pointerInput(state.track) {
                    detectTapGestures(onDoubleTap = { state.isLiked = true })
                },
        )
        // expect: compose-title-text-not-heading
        Text(state.track.title, style = MaterialTheme.typography.titleLarge)
        Text(state.track.artist, style = MaterialTheme.typography.bodyMedium)

        Waveform(
            progress = state.positionMs.toFloat() / state.track.durationMs,
            modifier = Modifier
                .fillMaxWidth()
                .height(48.dp)
                // expect: compose-tap-gestures-without-semantics
                .pointerInput(state.track) {
                    detectTapGestures { offset: Offset -> onSeek((offset.x / size.width * state.track.durationMs).toLong()) }
                },
        )

        Row(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalAlignment = Alignment.CenterVertically) {
            // expect: compose-icon-button-missing-label
            IconToggleButton(checked = state.isShuffled, onCheckedChange = { state.isShuffled = it }) {
                Icon(Icons.Default.Shuffle, contentDescription = null)
            }
            // ok: compose-icon-button-missing-label
            IconButton(onClick = onSkipPrevious) { Icon(Icons.Default.SkipPrevious, contentDescription = "Previous track") }
            PlayPauseButton(isPlaying = state.isPlaying, onToggle = { state.isPlaying = !state.isPlaying })
            // ok: compose-icon-button-missing-label
            IconButton(onClick = onSkipNext, modifier = Modifier.semantics { contentDescription = "Next track" }) {
                Icon(Icons.Default.SkipNext, contentDescription = null)
            }
            // ok: compose-icon-button-missing-label, compose-dimmed-without-disabled
            IconToggleButton(checked = state.isLiked, onCheckedChange = { state.isLiked = it }) {
                Icon(
                    if (state.isLiked) Icons.Default.Favorite else Icons.Default.FavoriteBorder,
                    contentDescription = if (state.isLiked) "Remove from liked songs" else "Add to liked songs",
                    tint = if (state.isLiked) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.onSurfaceVariant,
                )
            }
        }
    }
}

/** A big round play/pause target. The tap handler is raw, so semantics supply the button. */
@Composable
private fun PlayPauseButton(isPlaying: Boolean, onToggle: () -> Unit) {
    Box(
        modifier = Modifier
            .size(72.dp)
            .semantics {
                role = Role.Button
                contentDescription = if (isPlaying) "Pause" else "Play"
                onClick { onToggle(); true }
            }
            // ok: compose-tap-gestures-without-semantics
            .pointerInput(isPlaying) { detectTapGestures(onTap = { onToggle() }) },
        contentAlignment = Alignment.Center,
    ) {
        Icon(if (isPlaying) Icons.Default.Pause else Icons.Default.PlayArrow, contentDescription = null)
    }
}

@Composable
fun MiniPlayer(state: PlayerState, onExpand: () -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            // expect: compose-tap-gestures-without-semantics
            .pointerInput(Unit) { detectTapGestures(onTap = { onExpand() }, onLongPress = { state.isPlaying = false }) }
            .padding(8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Image(painterResource(state.track.artworkRes), contentDescription = null, Modifier.size(40.dp))
        Text(state.track.title, Modifier.weight(1f).padding(horizontal = 8.dp))
        // expect: compose-icon-button-missing-label
        FilledIconButton(onClick = { state.isPlaying = !state.isPlaying }) {
            Icon(if (state.isPlaying) Icons.Default.Pause else Icons.Default.PlayArrow, null)
        }
    }
}

@Composable
private fun Waveform(progress: Float, modifier: Modifier = Modifier) {
    Canvas(modifier) {
        drawRect(color = androidx.compose.ui.graphics.Color.LightGray, size = size.copy(width = size.width * progress))
    }
}
