package com.example.podcasts.episode

import androidx.annotation.DrawableRes
import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.Row
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.ArrowBack
import androidx.compose.material.icons.filled.OpenInFull
import androidx.compose.material.icons.filled.Share
import androidx.compose.material3.*
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource

/** The actions over an episode's artwork: back, expand the notes, share, and the chosen mark. */
@Composable
fun EpisodeToolbarActions(onBack: () -> Unit, onExpand: () -> Unit, onShare: () -> Unit) {
    Row {
        IconButton(onClick = onBack) {
            // ok: compose-description-is-placeholder
            Icon(Icons.AutoMirrored.Filled.ArrowBack, contentDescription = stringResource(R.string.navigate_up))
        }
        IconButton(onClick = onExpand) {
            // expect: compose-description-is-placeholder
            Icon(imageVector = Icons.Default.OpenInFull, contentDescription = "TODO")
        }
        IconButton(onClick = onShare) {
            // ok: compose-description-is-placeholder
            Icon(Icons.Default.Share, contentDescription = "Share episode")
        }
    }
}

@Composable
fun ChosenEpisodeMark(@DrawableRes mark: Int) {
    // expect: compose-description-is-placeholder
    Image(painter = painterResource(mark), contentDescription = "imageContentDescription")
}
