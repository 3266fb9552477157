package com.example.app.members

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Check
import androidx.compose.material.icons.filled.CheckCircle
import androidx.compose.material.icons.outlined.Circle
import androidx.compose.material3.*
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import com.example.app.R

enum class MemberSort(val labelRes: Int) { Name(R.string.sort_name), Joined(R.string.sort_joined), Activity(R.string.sort_activity) }

@Composable
fun MemberSortSheet(current: MemberSort, onSort: (MemberSort) -> Unit, showOnline: Boolean, onShowOnlineChange: (Boolean) -> Unit) {
    Column(Modifier.padding(vertical = 8.dp)) {
        MemberSort.entries.forEach { sort ->
            SortRow(label = stringResource(sort.labelRes), isSelected = sort == current, onClick = { onSort(sort) })
        }
        OnlineOnlyRow(checked = showOnline, onClick = { onShowOnlineChange(!showOnline) })
    }
}

@Composable
private fun SortRow(label: String, isSelected: Boolean, onClick: () -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            // expect: compose-selected-look-without-state
            .clickable(role = Role.Button, onClick = onClick)
            .padding(horizontal = 20.dp, vertical = 16.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(label, Modifier.weight(1f))
        if (isSelected) {
            // The click above is reported, once.
            // ok: compose-selection-shown-by-checkmark
            Icon(painterResource(R.drawable.ic_tick), contentDescription = null)
        }
    }
}

@Composable
private fun OnlineOnlyRow(checked: Boolean, onClick: () -> Unit) {
    OutlinedButton(onClick = onClick, modifier = Modifier.fillMaxWidth()) {
        Text(stringResource(R.string.members_online_only), Modifier.weight(1f))
        // expect: compose-selection-shown-by-checkmark
        Icon(
            imageVector = if (checked) Icons.Default.CheckCircle else Icons.Outlined.Circle,
            contentDescription = null,
        )
    }
}

@Composable
fun MemberRolePicker(roles: List<String>, selectedRole: String, expanded: Boolean, onPick: (String) -> Unit, onDismiss: () -> Unit) {
    DropdownMenu(expanded = expanded, onDismissRequest = onDismiss) {
        roles.forEach { role ->
            DropdownMenuItem(
                text = { Text(role) },
                trailingIcon = {
                    if (role == selectedRole) {
                        // expect: compose-selection-shown-by-checkmark
                        Icon(Icons.Default.Check, contentDescription = null)
                    }
                },
                onClick = { onPick(role) },
            )
        }
    }
}

@Composable
fun RoleFilterSheet(roles: List<String>, selectedRole: String?, onSelect: (String) -> Unit) {
    Column(Modifier.selectableGroup()) {
        roles.forEach { role ->
            val isSelected = role == selectedRole
            Row(
                Modifier
                    .fillMaxWidth()
                    .selectable(selected = isSelected, role = Role.RadioButton, onClick = { onSelect(role) })
                    .padding(20.dp),
            ) {
                Text(role, Modifier.weight(1f))
                if (isSelected) {
                    // ok: compose-selection-shown-by-checkmark
                    Icon(Icons.Default.Check, contentDescription = null)
                }
            }
        }
    }
}

@Composable
fun InviteSentBadge(isSelected: Boolean) {
    Row {
        Text(stringResource(R.string.invite_sent))
        if (isSelected) {
            // ok: compose-selection-shown-by-checkmark
            Icon(Icons.Default.Check, contentDescription = stringResource(R.string.selected))
        }
    }
}
