package com.example.events.agenda

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import java.time.LocalDate

/** The calendar badge on an event card: the month in small capitals over the day's number. */
@Composable
fun EventDateBadge(month: String, day: String, modifier: Modifier = Modifier) {
    // expect: compose-date-split-over-texts
    Column(
        modifier = modifier
            .background(MaterialTheme.colorScheme.primaryContainer)
            .padding(horizontal = 12.dp, vertical = 6.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Text(month.uppercase(), style = MaterialTheme.typography.labelSmall)
        Text(day, style = MaterialTheme.typography.headlineSmall)
    }
}

/** The banner above each day of the agenda: the date on the left, the day's theme beside it. */
@Composable
fun AgendaDayBanner(date: LocalDate, theme: String, modifier: Modifier = Modifier) {
    // expect: compose-date-split-over-texts
    Row(
        modifier = modifier.fillMaxWidth().padding(16.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            Text(text = date.month.name.take(3), style = MaterialTheme.typography.labelMedium)
            Text(text = date.dayOfMonth.toString(), style = MaterialTheme.typography.titleLarge)
        }
        Spacer(Modifier.width(16.dp))
        Text(theme, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
    }
}

/** The same banner after the fix: the date and the theme are read as one. */
@Composable
fun AccessibleAgendaDayBanner(date: LocalDate, theme: String) {
    // ok: compose-date-split-over-texts
    Row(Modifier.fillMaxWidth().semantics(mergeDescendants = true) { heading() }) {
        Column {
            Text(text = date.month.name.take(3))
            Text(text = date.dayOfMonth.toString())
        }
        Text(theme)
    }
}

/** A day the user can pick from the week strip; the click reads its month and day together. */
@Composable
fun WeekStripDay(month: String, day: String, onPick: () -> Unit) {
    // ok: compose-date-split-over-texts
    Column(Modifier.clickable(role = Role.Button, onClick = onPick).padding(8.dp)) {
        Text(month)
        Text(day)
    }
}
