package com.example.social.profile

import androidx.compose.foundation.Image
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.*
import androidx.compose.material.icons.outlined.*
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.semantics.*
import androidx.compose.ui.unit.dp

data class Profile(
    val handle: String,
    val displayName: String,
    val bio: String,
    val avatarRes: Int,
    val followers: Int,
    val isFollowing: Boolean,
    val isOwnProfile: Boolean,
    val isVerified: Boolean,
)

@Composable
fun ProfileHeader(
    profile: Profile,
    canFollow: Boolean,
    onChangeAvatar: () -> Unit,
    onFollow: () -> Unit,
    onOpenFollowers: () -> Unit,
    onShare: () -> Unit,
) {
    Column(Modifier.fillMaxWidth().padding(16.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            if (profile.isOwnProfile) {
                // expect: compose-clickable-image-missing-label
                Image(
                    painter = painterResource(profile.avatarRes),
                    contentDescription = null,
                    modifier = Modifier
                        .size(72.dp)
                        .clip(CircleShape)
                        // expect: compose-clickable-without-role
                        .clickable(onClickLabel = "Change profile photo", onClick = onChangeAvatar),
                )
            } else {
                // ok: compose-clickable-image-missing-label
                Image(
                    painter = painterResource(profile.avatarRes),
                    contentDescription = null,
                    modifier = Modifier.size(72.dp).clip(CircleShape),
                )
            }
            Column(Modifier.weight(1f).padding(start = 16.dp)) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    // expect: compose-title-text-not-heading
                    Text(profile.displayName, style = MaterialTheme.typography.titleLarge)
                    if (profile.isVerified) {
                        // ok: compose-icon-not-hidden
                        Icon(Icons.Filled.Verified, contentDescription = "Verified account", Modifier.size(18.dp))
                    }
                }
                Text("@${profile.handle}", style = MaterialTheme.typography.bodyMedium)
            }
            // ok: compose-icon-button-missing-label
            IconButton(onClick = onShare) { Icon(Icons.Outlined.Share, contentDescription = "Share profile") }
        }

        Text(profile.bio, Modifier.padding(vertical = 12.dp))

        Row(
            Modifier
                // ok: compose-clickable-without-role
                .clickable(role = Role.Button, onClick = onOpenFollowers)
                .padding(vertical = 8.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            // expect: compose-icon-not-hidden
            Icon(Icons.Outlined.Group, contentDescription = "Followers")
            Text("${profile.followers} followers", Modifier.padding(start = 8.dp))
        }

        if (!profile.isOwnProfile) {
            // expect: compose-guarded-click-without-enabled, compose-dimmed-without-disabled
            Button(
                onClick = { if (canFollow) onFollow() },
                colors = ButtonDefaults.buttonColors(
                    containerColor = if (canFollow) MaterialTheme.colorScheme.primary else Color.LightGray,
                ),
                modifier = Modifier.fillMaxWidth(),
            ) {
                Text(if (profile.isFollowing) "Following" else "Follow")
            }
        }
    }
}

/** The avatar picker sheet: the whole row is one labelled button, so the icon is hidden. */
@Composable
fun AvatarSourceRow(label: String, icon: androidx.compose.ui.graphics.vector.ImageVector, onPick: () -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            // ok: compose-clickable-without-role
            .clickable(onClick = onPick)
            .semantics { role = Role.Button }
            .padding(16.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        // ok: compose-icon-not-hidden
        Icon(icon, contentDescription = null)
        Text(label, Modifier.padding(start = 16.dp))
    }
}

@Composable
fun BlockedUserRow(handle: String, onUnblock: () -> Unit) {
    Row(Modifier.fillMaxWidth().padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
        Text("@$handle", Modifier.weight(1f), color = Color.Gray)
        // ok: compose-dimmed-without-disabled
        TextButton(onClick = onUnblock) { Text("Unblock", color = MaterialTheme.colorScheme.error) }
    }
}
