package com.example.community.meetups

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.pluralStringResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import com.example.community.R
import com.example.community.albums.AlbumItem
import com.example.community.ui.BodyText
import com.example.community.ui.DisplayText

/** The header above each day of the meetup schedule: the date, then the day's theme. */
@Composable
fun MeetupDayHeader(month: String, day: String, theme: String, modifier: Modifier = Modifier) {
    // expect: compose-merged-header-not-heading
    Row(
        modifier = modifier
            .fillMaxWidth()
            .padding(horizontal = 16.dp, vertical = 8.dp)
            .semantics(mergeDescendants = true) {},
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            Text(month, style = MaterialTheme.typography.labelSmall)
            Text(day, style = MaterialTheme.typography.headlineMedium)
        }
        Text(theme, style = MaterialTheme.typography.bodyLarge)
    }
}

/** The top of the yearly recap: its headline and one line under it. */
@Composable
private fun RecapHeader(year: Int, meetups: Int) {
    // expect: compose-merged-header-not-heading
    Column(Modifier.semantics(mergeDescendants = true) {}) {
        DisplayText(stringResource(R.string.recap_headline, year))
        BodyText(stringResource(R.string.recap_intro, meetups))
    }
}

/** The same day header after the fix: the merged element is the heading. */
@Composable
fun AccessibleMeetupDayHeader(month: String, day: String, theme: String) {
    // ok: compose-merged-header-not-heading
    Row(Modifier.semantics(mergeDescendants = true) { heading() }) {
        Text(month)
        Text(day)
        Text(theme)
    }
}

/** A meetup card's header row: part of the card, not a section of the screen. */
@Composable
fun MeetupCardHeader(date: String, venue: String) {
    // ok: compose-merged-header-not-heading
    Row(Modifier.semantics(mergeDescendants = true) {}) {
        Text(date)
        Text(venue, Modifier.padding(start = 8.dp))
    }
}

/** The date above each day of the meetup's chat. */
@Composable
fun ChatDateHeaderLabel(text: String, modifier: Modifier = Modifier) {
    // expect: compose-date-separator-not-heading
    Text(
        text = text,
        modifier = modifier.padding(horizontal = 12.dp, vertical = 4.dp),
        style = MaterialTheme.typography.labelMedium,
    )
}

/** The date between groups of the meetup's photo album. */
@Composable
fun AlbumDateRow(item: AlbumItem.DateSeparator, modifier: Modifier = Modifier) {
    // expect: compose-date-separator-not-heading
    Text(text = item.formattedDate, modifier = modifier.fillMaxWidth().padding(12.dp))
}

@Composable
fun AccessibleChatDateHeaderLabel(text: String) {
    // ok: compose-date-separator-not-heading
    Text(text = text, modifier = Modifier.semantics { heading() })
}

@Composable
fun AlbumDaySeparatorView(date: String, photos: Int) {
    Column(Modifier.semantics { heading() }) {
        // ok: compose-date-separator-not-heading
        Text(date)
        Text(pluralStringResource(R.plurals.album_photos, photos, photos))
    }
}

/** The yearly recap screen's top. */
@Composable
fun RecapScreenTop(year: Int, meetups: Int) {
    RecapHeader(year, meetups)
}
