package com.example.community.meetups

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics

/** A session's header in the agenda: a tap opens the session; the team marked its name. */
@Composable
fun SessionHeader(name: String, room: String, onOpen: () -> Unit) {
    // expect: compose-heading-inside-merged-element
    Row(Modifier.clickable(role = Role.Button, onClick = onOpen)) {
        Text(name, Modifier.semantics { heading() })
        Text(room)
    }
}

/** A meetup's page title block, read as one element: its name drawn by the function below. */
@Composable
fun MeetupTitleBlock(name: String, city: String) {
    // expect: compose-heading-inside-merged-element
    Column(Modifier.semantics(mergeDescendants = true) {}) {
        MeetupName(name)
        Text(city)
    }
}

@Composable
private fun MeetupName(name: String) {
    Text(name, Modifier.semantics { heading() })
}

/** The same header after the fix: the clickable row is the heading. */
@Composable
fun AccessibleSessionHeader(name: String, room: String, onOpen: () -> Unit) {
    // ok: compose-heading-inside-merged-element
    Row(
        Modifier
            .clickable(role = Role.Button, onClick = onOpen)
            .semantics { heading() },
    ) {
        Text(name)
        Text(room)
    }
}

/** Nothing merges this row: the name is a stop of its own and keeps its heading. */
@Composable
fun MeetupNameRow(name: String, city: String) {
    // ok: compose-heading-inside-merged-element
    Row {
        Text(name, Modifier.semantics { heading() })
        Text(city)
    }
}
