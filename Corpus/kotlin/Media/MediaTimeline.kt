package com.example.chat.media

import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Icon
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.unit.dp
import coil.compose.AsyncImage

enum class Weekday { Monday, Tuesday, Wednesday }

data class MediaItem(val uri: String, val caption: String)

data class Sender(val name: String, val photoUrl: String)

/** A photo posted in the timeline: the picture is all the message shows. */
@Composable
fun PhotoMessage(item: MediaItem) {
    Box(Modifier.fillMaxSize()) {
        // expect: compose-only-picture-unnamed
        AsyncImage(model = item.uri, contentDescription = null, modifier = Modifier.fillMaxSize())
    }
}

/** The schedule's header for one day: a drawn banner, and no text, says which day it is. */
@Composable
fun DayHeader(day: Weekday) {
    val banner = when (day) {
        Weekday.Monday -> R.drawable.banner_monday
        Weekday.Tuesday -> R.drawable.banner_tuesday
        Weekday.Wednesday -> R.drawable.banner_wednesday
    }
    Column {
        // expect: compose-only-picture-unnamed
        Image(painterResource(banner), contentDescription = null, modifier = Modifier.size(320.dp, 56.dp))
    }
}

/** The same photo with its caption under it: the caption says what it shows. */
@Composable
fun CaptionedPhoto(item: MediaItem) {
    Column {
        // ok: compose-only-picture-unnamed
        AsyncImage(model = item.uri, contentDescription = null)
        Text(item.caption)
    }
}

/** A sender's photo, placed by the row beside the sender's name. */
@Composable
fun SenderRow(sender: Sender) {
    Row {
        SenderPhoto(sender)
        Text(sender.name)
    }
}

@Composable
private fun SenderPhoto(sender: Sender) {
    // ok: compose-only-picture-unnamed
    AsyncImage(model = sender.photoUrl, contentDescription = null, modifier = Modifier.size(40.dp))
}

/** A day's banner that names the day. */
@Composable
fun NamedDayHeader(day: Weekday) {
    val banner = when (day) {
        Weekday.Monday -> R.drawable.banner_monday
        else -> R.drawable.banner_tuesday
    }
    // ok: compose-only-picture-unnamed
    Icon(painterResource(banner), contentDescription = day.name)
}
