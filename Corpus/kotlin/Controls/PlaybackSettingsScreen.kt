package com.example.podcasts.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material3.Checkbox
import androidx.compose.material3.ListItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.RangeSlider
import androidx.compose.material3.Slider
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/** Playback settings of a podcast player: speed, skip lengths, sleep timer and downloads. */
@Composable
fun PlaybackSettingsScreen(state: PlaybackSettings, actions: PlaybackSettingsActions) {
    Column(Modifier.padding(16.dp)) {
        Text("Playback speed", style = MaterialTheme.typography.labelLarge)
        // expect: compose-slider-missing-label
        Slider(
            value = state.speed,
            onValueChange = actions::setSpeed,
            valueRange = 0.5f..3f,
            steps = 9,
        )

        Text("Skip silence threshold", style = MaterialTheme.typography.labelLarge)
        // expect: compose-slider-missing-label
        RangeSlider(value = state.silenceRange, onValueChange = actions::setSilenceRange, valueRange = 0f..60f)

        // ok: compose-slider-missing-label
        Slider(
            value = state.volumeBoost,
            onValueChange = actions::setVolumeBoost,
            modifier = Modifier.semantics { contentDescription = "Volume boost" },
        )

        Column(Modifier.semantics(mergeDescendants = true) {}) {
            Text("Sleep timer, minutes")
            // ok: compose-slider-missing-label
            Slider(value = state.sleepMinutes, onValueChange = actions::setSleepMinutes, valueRange = 0f..120f)
        }

        DownloadSettings(state, actions)
        SkipLengthChoices(state, actions)
    }
}

@Composable
private fun DownloadSettings(state: PlaybackSettings, actions: PlaybackSettingsActions) {
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        Text("Download new episodes", Modifier.weight(1f))
        // expect: compose-toggle-row-not-toggleable
        Switch(checked = state.autoDownload, onCheckedChange = actions::setAutoDownload)
    }
    Row(verticalAlignment = Alignment.CenterVertically) {
        // expect: compose-toggle-row-not-toggleable
        Checkbox(checked = state.wifiOnly, onCheckedChange = actions::setWifiOnly)
        Text("Only on Wi-Fi")
    }
    Row(
        Modifier
            .fillMaxWidth()
            .toggleable(value = state.deletePlayed, onValueChange = actions::setDeletePlayed, role = Role.Switch),
    ) {
        Text("Delete played episodes", Modifier.weight(1f))
        // ok: compose-toggle-row-not-toggleable, compose-toggle-missing-label
        Switch(checked = state.deletePlayed, onCheckedChange = null)
    }
    ListItem(
        headlineContent = { Text("Stream on mobile data") },
        trailingContent = {
            // ok: compose-toggle-row-not-toggleable
            Switch(
                checked = state.mobileStreaming,
                onCheckedChange = actions::setMobileStreaming,
                modifier = Modifier.semantics { contentDescription = "Stream on mobile data" },
            )
        },
    )
    // expect: compose-toggle-missing-label
    Switch(checked = state.chapterSkipping, onCheckedChange = actions::setChapterSkipping)
    Column {
        ChapterHint()
        // expect: compose-toggle-missing-label
        Checkbox(checked = state.chapterMarkers, onCheckedChange = actions::setChapterMarkers)
    }
    // ok: compose-toggle-missing-label
    Checkbox(
        checked = state.keepScreenOn,
        onCheckedChange = actions::setKeepScreenOn,
        modifier = Modifier.semantics { contentDescription = "Keep the screen on while playing" },
    )
}

@Composable
private fun SkipLengthChoices(state: PlaybackSettings, actions: PlaybackSettingsActions) {
    Column(Modifier.selectableGroup()) {
        listOf(10, 30, 60).forEach { seconds ->
            Row(
                Modifier.selectable(
                    selected = state.skipSeconds == seconds,
                    onClick = { actions.setSkipSeconds(seconds) },
                    role = Role.RadioButton,
                ),
            ) {
                // ok: compose-toggle-missing-label
                RadioButton(selected = state.skipSeconds == seconds, onClick = null)
                Text("$seconds seconds")
            }
        }
    }
}
