package com.example.podcasts.charts

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import coil.compose.AsyncImage

/** The year's most played shows, best first, as the recap screen shows them. */
@Composable
fun TopShowsList(shows: List<ChartShow>) {
    Column(Modifier.padding(16.dp)) {
        shows.forEachIndexed { index, show ->
            // expect: compose-position-number-not-merged
            Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(vertical = 8.dp)) {
                Text(text = "#${index + 1}", style = MaterialTheme.typography.titleLarge)
                Spacer(Modifier.width(16.dp))
                AsyncImage(model = show.artworkUrl, contentDescription = null, modifier = Modifier.size(64.dp))
                Column(Modifier.padding(start = 12.dp)) {
                    Text(show.title, style = MaterialTheme.typography.titleMedium)
                    Text(show.author, style = MaterialTheme.typography.bodySmall)
                }
            }
        }
    }
}

/** How to add a show by its feed address, one numbered step a line. */
@Composable
fun AddByFeedSteps(steps: List<String>) {
    Column {
        steps.forEachIndexed { position, step ->
            // expect: compose-position-number-not-merged
            Row(Modifier.padding(vertical = 4.dp)) {
                Text((position + 1).toString(), style = MaterialTheme.typography.labelLarge)
                Text(step, Modifier.padding(start = 8.dp))
            }
        }
    }
}

/** The same list after the fix: each rank is read with its show. */
@Composable
fun AccessibleTopShowsList(shows: List<ChartShow>) {
    Column(Modifier.padding(16.dp)) {
        shows.forEachIndexed { index, show ->
            // ok: compose-position-number-not-merged
            Row(Modifier.semantics(mergeDescendants = true) {}) {
                Text(text = "#${index + 1}")
                Column {
                    Text(show.title)
                    Text(show.author)
                }
            }
        }
    }
}

/** Each entry opens the show; the click merges the rank with the title. */
@Composable
fun TopShowsLinks(shows: List<ChartShow>, onOpen: (ChartShow) -> Unit) {
    Column {
        shows.forEachIndexed { index, show ->
            // ok: compose-position-number-not-merged
            Row(Modifier.clickable { onOpen(show) }) {
                Text("${index + 1}.")
                Text(show.title)
            }
        }
    }
}
