package com.example.events.detail

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.pluralStringResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/** The attendees of an event: faces of the first few, a count of the rest, and the venue. */
@Composable
fun EventAttendeesCard(event: EventDetail, onOpenAttendees: () -> Unit) {
    val going = pluralStringResource(R.plurals.event_going, event.attendees.size, event.attendees.size)
    Card(Modifier.fillMaxWidth().padding(16.dp)) {
        // expect: compose-described-container-children-read
        Row(Modifier.padding(12.dp).semantics { contentDescription = going }) {
            event.attendees.take(3).forEach { AttendeeFace(it) }
            Spacer(Modifier.width(8.dp))
            Text("+${event.attendees.size - 3}", style = MaterialTheme.typography.labelMedium)
        }
        // ok: compose-described-container-children-read
        Row(Modifier.padding(12.dp).clearAndSetSemantics { contentDescription = going }) {
            event.attendees.take(3).forEach { AttendeeFace(it) }
            Text("+${event.attendees.size - 3}")
        }
        // ok: compose-described-container-children-read
        Row(Modifier.clickable(onClick = onOpenAttendees).semantics { contentDescription = going }) {
            Text(stringResource(R.string.event_see_all))
        }
        VenueBlock(event.venueName, event.venueAddress)
    }
}

@Composable
private fun VenueBlock(name: String, address: String) {
    val spoken = stringResource(R.string.event_venue_spoken, name, address)
    // expect: compose-described-container-children-read
    Column(
        Modifier
            .padding(horizontal = 12.dp)
            .semantics { contentDescription = spoken },
    ) {
        Text(name, style = MaterialTheme.typography.titleSmall)
        Text(address, style = MaterialTheme.typography.bodySmall)
    }
}
