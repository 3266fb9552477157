package com.example.audiobooks.player

import androidx.compose.foundation.layout.Row
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Pause
import androidx.compose.material.icons.filled.PlayArrow
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.IconToggleButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription

/** The bar under an audiobook's cover: play, sleep timer, chapter repeat and night mode. */
@Composable
fun AudiobookPlayerBar(state: PlayerState, actions: PlayerActions) {
    Row {
        // expect: compose-icon-button-toggle-state-not-exposed
        IconButton(onClick = actions::playPause) {
            Icon(if (state.isPlaying) Icons.Default.Pause else Icons.Default.PlayArrow, stringResource(R.string.play_pause))
        }
        // expect: compose-icon-button-toggle-state-not-exposed
        IconButton(onClick = actions::toggleSleepTimer) {
            Icon(
                painter = painterResource(if (state.sleepTimerOn) R.drawable.ic_timer else R.drawable.ic_timer_off),
                contentDescription = stringResource(R.string.sleep_timer),
            )
        }
        // ok: compose-icon-button-toggle-state-not-exposed
        IconToggleButton(checked = state.repeatChapter, onCheckedChange = actions::setRepeatChapter) {
            Icon(painterResource(if (state.repeatChapter) R.drawable.ic_repeat_one else R.drawable.ic_repeat_off), stringResource(R.string.repeat_chapter))
        }
        // ok: compose-icon-button-toggle-state-not-exposed
        IconButton(
            onClick = actions::toggleNightMode,
            modifier = Modifier.semantics { stateDescription = if (state.nightMode) "On" else "Off" },
        ) {
            Icon(painterResource(if (state.nightMode) R.drawable.ic_night else R.drawable.ic_day), stringResource(R.string.night_mode))
        }
    }
}
