package com.example.community.club

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyRow
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.ExpandMore
import androidx.compose.material.icons.filled.Group
import androidx.compose.material.icons.filled.Star
import androidx.compose.material.icons.filled.Tag
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import com.example.community.R

data class Club(val name: String, val members: Int, val stars: Long, val tags: List<String>)
data class ClubReaction(val emoji: String, val count: Int)

object ClubEvents {
    fun openTag(tag: String) = Unit
}

/** A club's header: name, member count, the stars it earned, its tags and the reactions to it. */
@Composable
fun ClubOverview(
    club: Club,
    reactions: List<ClubReaction>,
    chosenReaction: String?,
    onReact: (String) -> Unit,
    onOpenTag: (String) -> Unit,
) {
    Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Text(club.name, style = MaterialTheme.typography.titleMedium)
        Row(horizontalArrangement = Arrangement.spacedBy(16.dp)) {
            MemberCount(club.members)
            StarBalance(club.stars)
        }
        LazyRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            items(reactions) { reaction ->
                ReactionButton(reaction, isHighlighted = reaction.emoji == chosenReaction, onClick = { onReact(reaction.emoji) })
            }
        }
        TagFilters(club.tags, onOpenTag)
    }
}

@Composable
private fun MemberCount(members: Int) {
    // expect: compose-count-beside-unnamed-icon
    Row(verticalAlignment = Alignment.CenterVertically) {
        Icon(Icons.Filled.Group, contentDescription = null, modifier = Modifier.size(16.dp))
        Spacer(Modifier.width(4.dp))
        Text(text = "$members", style = MaterialTheme.typography.labelMedium)
    }
}

@Composable
private fun StarBalance(stars: Long) {
    // expect: compose-count-beside-unnamed-icon
    Row(verticalAlignment = Alignment.CenterVertically) {
        Icon(Icons.Filled.Star, null, tint = Color(0xFFFFC107))
        Text(stars.toString(), style = MaterialTheme.typography.labelMedium)
    }
}

/** The same counts on the club's card, read as one stop with their captions. */
@Composable
fun ClubCardCounts(club: Club) {
    val membersCaption = stringResource(R.string.club_members, club.members)
    // ok: compose-count-beside-unnamed-icon
    Row(Modifier.semantics(mergeDescendants = true) { contentDescription = membersCaption }) {
        Icon(Icons.Filled.Group, contentDescription = null)
        Text(text = "${club.members}")
    }
    // ok: compose-count-beside-unnamed-icon
    Row {
        Icon(Icons.Filled.Star, contentDescription = null)
        Text(text = club.stars.toString())
        Text(text = stringResource(R.string.stars_caption))
    }
}

@Composable
private fun ReactionButton(reaction: ClubReaction, isHighlighted: Boolean, onClick: () -> Unit) {
    Surface(
        modifier = Modifier
            .clip(CircleShape)
            // expect: compose-selected-look-without-state, compose-clickable-component-without-role
            .clickable(onClick = onClick)
            .padding(horizontal = 12.dp, vertical = 6.dp),
        color = if (isHighlighted) MaterialTheme.colorScheme.primaryContainer else Color.Transparent,
    ) {
        Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(reaction.emoji)
            Text("${reaction.count}")
        }
    }
}

@Composable
fun ChosenReactionButton(reaction: ClubReaction, isHighlighted: Boolean, onClick: () -> Unit) {
    Surface(
        modifier = Modifier
            // ok: compose-selected-look-without-state
            .selectable(selected = isHighlighted, role = Role.Tab, onClick = onClick),
        color = if (isHighlighted) MaterialTheme.colorScheme.primaryContainer else Color.Transparent,
    ) {
        Text("${reaction.emoji} ${reaction.count}")
    }
}

@Composable
private fun TagFilters(tags: List<String>, onOpenTag: (String) -> Unit) {
    var expanded by remember { mutableStateOf(false) }
    val expandedState = stringResource(if (expanded) R.string.expanded else R.string.collapsed)
    Row(
        Modifier
            .fillMaxWidth()
            // An expander that speaks its state: no Compose role fits it.
            // ok: compose-toggleable-without-role
            .toggleable(value = expanded, onValueChange = { expanded = it })
            .semantics { stateDescription = expandedState },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        // expect: compose-control-repeats-row-toggle
        TextButton(onClick = { expanded = !expanded }) {
            Text(stringResource(R.string.filter_by_tags))
        }
    }
    if (expanded) {
        tags.forEach { tag -> TagChip(tag, onOpen = { onOpenTag(tag) }) }
        tags.forEach { tag -> TrendingTagChip(tag) }
    }
}

@Composable
fun CompactTagFilters(tags: List<String>, onClearTags: () -> Unit) {
    var expanded by remember { mutableStateOf(false) }
    // expect: compose-toggleable-without-role
    Row(Modifier.toggleable(value = expanded, onValueChange = { expanded = it })) {
        Text(stringResource(R.string.filter_by_tags), Modifier.weight(1f))
        // ok: compose-control-repeats-row-toggle
        TextButton(onClick = onClearTags) { Text(stringResource(R.string.clear_tags)) }
    }
    Row(Modifier.toggleable(value = expanded, role = Role.Switch, onValueChange = { expanded = it })) {
        Text(stringResource(R.string.more_tags), Modifier.weight(1f))
        // ok: compose-control-repeats-row-toggle
        TextButton(onClick = { expanded = !expanded }, modifier = Modifier.clearAndSetSemantics {}) {
            Text(stringResource(R.string.show))
        }
    }
}

@Composable
private fun TagChip(tag: String, onOpen: () -> Unit) {
    Row(
        Modifier
            .background(MaterialTheme.colorScheme.secondaryContainer, RoundedCornerShape(8.dp))
            // ok: compose-clickable-component-without-role
            .clickable(role = Role.Button) { onOpen() },
    ) {
        Icon(Icons.Filled.Tag, contentDescription = null)
        Text(tag)
    }
}

/** A tag that trends in the club; a tap opens the tag's page through the app's event bus. */
@Composable
fun TrendingTagChip(tag: String) {
    Row(
        Modifier
            .background(MaterialTheme.colorScheme.tertiaryContainer, RoundedCornerShape(8.dp))
            // expect: compose-clickable-component-without-role
            .clickable { ClubEvents.openTag(tag) },
    ) {
        Icon(Icons.Filled.Tag, contentDescription = null)
        Text(tag)
    }
}

/** The club's rules, folded away until the row is toggled open. */
@Composable
fun ClubRules(rules: List<String>) {
    var showRules by remember { mutableStateOf(false) }
    Column {
        Row(
            Modifier
                .fillMaxWidth()
                .toggleable(value = showRules, role = Role.Switch, onValueChange = { showRules = it }),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(stringResource(R.string.club_rules), Modifier.weight(1f))
            // expect: compose-control-repeats-row-toggle
            IconButton(onClick = { showRules = !showRules }) {
                Icon(Icons.Filled.ExpandMore, contentDescription = stringResource(R.string.show_rules))
            }
        }
        if (showRules) {
            rules.forEach { rule -> Text(rule, Modifier.padding(start = 16.dp)) }
        }
    }
}
