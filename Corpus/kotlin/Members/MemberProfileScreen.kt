package com.example.app.members

import androidx.compose.animation.AnimatedVisibility
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.Backspace
import androidx.compose.material.icons.filled.ExpandMore
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import com.example.app.R

data class Member(
    val id: String,
    val displayName: String,
    val photoUrl: String?,
    val bio: String,
    val favouriteBook: Book?,
)

data class Book(val title: String, val coverUrl: String)

@Composable
fun MemberProfileScreen(
    member: Member,
    onOpenPhoto: (String) -> Unit,
    onOpenBook: (Book) -> Unit,
    onOpenFollower: (String) -> Unit,
    onAppendDigit: (Int) -> Unit,
    onDeleteDigit: () -> Unit,
) {
    Column(Modifier.fillMaxSize().padding(16.dp), horizontalAlignment = Alignment.CenterHorizontally) {
        // expect: compose-clickable-picture-unnamed
        MemberAvatar(
            member = member,
            size = 96.dp,
            modifier = Modifier
                .padding(bottom = 12.dp)
                .clip(CircleShape)
                .clickable { member.photoUrl?.let(onOpenPhoto) },
        )
        // expect: compose-title-text-not-heading
        Text(member.displayName, style = MaterialTheme.typography.headlineSmall)

        member.favouriteBook?.let { book ->
            ProfileSectionHeader(stringResource(R.string.profile_favourite_book_title))
            Row(verticalAlignment = Alignment.CenterVertically) {
                // expect: compose-clickable-picture-unnamed
                BookCover.Large(
                    data = book.coverUrl,
                    onClick = { onOpenBook(book) },
                    modifier = Modifier.width(96.dp),
                )
                Text(book.title, Modifier.padding(start = 16.dp))
            }
        }

        var bioExpanded by rememberSaveable { mutableStateOf(false) }
        // expect: compose-expandable-state-not-exposed
        SectionAction(
            label = stringResource(R.string.profile_about),
            icon = Icons.Default.ExpandMore,
            onClick = { bioExpanded = !bioExpanded },
        )
        AnimatedVisibility(visible = bioExpanded) { Text(member.bio) }

        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            PinKeypadDigits(onAppendDigit)
            // expect: compose-clickable-icon-unlabeled
            KeypadKeyButton(onClick = onDeleteDigit) {
                Icon(Icons.AutoMirrored.Filled.Backspace, contentDescription = null)
            }
        }
    }
}

@Composable
private fun ProfileSectionHeader(title: String) {
    // expect: compose-title-text-not-heading
    Text(title, fontWeight = FontWeight.SemiBold, modifier = Modifier.padding(top = 24.dp, bottom = 8.dp))
}

@Composable
fun FollowerRow(follower: Member, onOpenFollower: (String) -> Unit) {
    // The row is the control: the avatar is read with the name beside it.
    Row(
        Modifier
            .fillMaxWidth()
            .clickable(role = Role.Button) { onOpenFollower(follower.id) },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        // ok: compose-clickable-picture-unnamed
        UserAvatar(url = follower.photoUrl, size = AvatarSize.Small, modifier = Modifier.clickable { onOpenFollower(follower.id) })
        Text(follower.displayName, Modifier.padding(start = 12.dp))
    }
}

@Composable
fun MemberCard(member: Member, onOpenPhoto: (String) -> Unit) {
    Column {
        // ok: compose-clickable-picture-unnamed
        UserAvatar(
            url = member.photoUrl,
            contentDescription = stringResource(R.string.profile_photo_of, member.displayName),
            modifier = Modifier.clickable { member.photoUrl?.let(onOpenPhoto) },
        )
        ProfileCardHeader(member)
    }
}

@Composable
private fun ProfileCardHeader(member: Member) {
    Column {
        // ok: compose-title-text-not-heading
        Text(member.displayName, modifier = Modifier.semantics { heading() })
        Text(member.favouriteBook?.title ?: "", style = MaterialTheme.typography.bodyMedium)
    }
}

@Composable
fun BioSection(member: Member) {
    var expanded by rememberSaveable { mutableStateOf(false) }
    // ok: compose-expandable-state-not-exposed
    CollapsibleSection(
        title = stringResource(R.string.profile_about),
        expanded = expanded,
        onClick = { expanded = !expanded },
    ) {
        Text(member.bio)
    }
}

@Composable
private fun DeleteDigitKey(onDeleteDigit: () -> Unit) {
    // ok: compose-clickable-icon-unlabeled
    KeypadKeyButton(onClick = onDeleteDigit, contentDescription = stringResource(R.string.delete_digit)) {
        Icon(Icons.AutoMirrored.Filled.Backspace, contentDescription = null)
    }
}
