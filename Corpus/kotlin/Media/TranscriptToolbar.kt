package com.example.podcasts.transcript

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** The search bar over an episode's transcript: the query's matches and the episode title. */
@Composable
fun TranscriptToolbar(title: String, match: Int, matches: Int) {
    val density = LocalDensity.current
    Column {
        // expect: compose-text-size-ignores-font-scale
        Text(title, fontSize = with(density) { 17.dp.toSp() })
        // expect: compose-text-size-ignores-font-scale
        Text("$match / $matches", style = MaterialTheme.typography.labelMedium.copy(fontSize = (12 / density.fontScale).sp))
        // ok: compose-text-size-ignores-font-scale
        Text(title, fontSize = 17.sp)
        // ok: compose-text-size-ignores-font-scale
        Text("$match / $matches", style = MaterialTheme.typography.labelMedium)
    }
}
