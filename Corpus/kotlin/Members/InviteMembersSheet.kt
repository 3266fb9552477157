package com.example.members.invite

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.Send
import androidx.compose.material3.Checkbox
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.snapshots.SnapshotStateList
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import com.example.members.R
import com.example.members.ui.MemberSummary

/** One person the user may invite: tapping the row ticks the box at its end. */
@Composable
fun InviteeRow(member: Member, invited: Boolean, onInvitedChange: (Boolean) -> Unit) {
    Row(
        modifier = Modifier
            .fillMaxWidth()
            // expect: compose-clickable-toggle-without-state
            .clickable { onInvitedChange(!invited) }
            .padding(horizontal = 16.dp, vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        MemberSummary(member, Modifier.weight(1f))
        Checkbox(checked = invited, onCheckedChange = onInvitedChange)
    }
}

/** The groups an invitation may add the person to; several may be ticked. */
@Composable
fun InviteGroupChoices(groups: List<Group>, chosen: SnapshotStateList<String>) {
    Column {
        groups.forEach { group ->
            val isChosen = group.id in chosen
            val flip = { if (isChosen) chosen.remove(group.id) else chosen.add(group.id) }
            Row(
                modifier = Modifier
                    .fillMaxWidth()
                    // expect: compose-clickable-toggle-without-state
                    .clickable { flip() },
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Checkbox(checked = isChosen, onCheckedChange = { flip() })
                Text(group.name, Modifier.padding(start = 12.dp))
            }
        }
    }
}

/** The same row after the fix: the row is the checkbox, the box inside only shows it. */
@Composable
fun AccessibleInviteeRow(member: Member, invited: Boolean, onInvitedChange: (Boolean) -> Unit) {
    Row(
        modifier = Modifier
            .fillMaxWidth()
            // ok: compose-clickable-toggle-without-state
            .toggleable(value = invited, role = Role.Checkbox, onValueChange = onInvitedChange)
            .padding(horizontal = 16.dp, vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        MemberSummary(member, Modifier.weight(1f))
        Checkbox(checked = invited, onCheckedChange = null)
    }
}

/** A pending invitation: the row resends it, and so does the named button at its end (the
 *  address is a stop either way, so the row's click adds none). */
@Composable
fun PendingInviteRow(invite: Invite, onResend: () -> Unit) {
    // ok: compose-merged-row-multiple-controls
    Row(Modifier.fillMaxWidth().clickable(onClick = onResend)) {
        Text(invite.email, Modifier.weight(1f))
        IconButton(onClick = onResend) {
            Icon(Icons.AutoMirrored.Filled.Send, contentDescription = stringResource(R.string.resend_invite))
        }
    }
}

/** A muted member's row says its state itself, so a plain click is enough. */
@Composable
fun MutedMemberRow(member: Member, muted: Boolean, onMutedChange: (Boolean) -> Unit) {
    val state = stringResource(if (muted) R.string.muted else R.string.not_muted)
    Row(
        modifier = Modifier
            .fillMaxWidth()
            // ok: compose-clickable-toggle-without-state
            .clickable(role = Role.Switch) { onMutedChange(!muted) }
            .semantics { stateDescription = state },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(member.displayName, Modifier.weight(1f))
        Text(state)
    }
}

/** A role to give the invited member: the row picks it, and so does its radio button. */
@Composable
fun InviteRoleRow(role: MemberRole, chosen: Boolean, onChoose: (MemberRole) -> Unit) {
    // expect: compose-merged-row-multiple-controls
    Row(
        Modifier
            .fillMaxWidth()
            .selectable(selected = chosen, role = Role.RadioButton) { onChoose(role) }
            .padding(horizontal = 16.dp, vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected = chosen, onClick = { onChoose(role) })
        Text(stringResource(role.title))
    }
}
