package com.example.clinic.booking

import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Event
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.*
import androidx.compose.ui.unit.dp
import java.time.LocalTime

data class TimeSlot(val start: LocalTime, val isAvailable: Boolean, val doctor: String)

class BookingViewModel {
    var selected by mutableStateOf<TimeSlot?>(null)
        private set
    var isBooking by mutableStateOf(false)
        private set
    val canConfirm: Boolean get() = selected?.isAvailable == true && !isBooking

    fun select(slot: TimeSlot) { selected = slot }
    fun confirm() { isBooking = true }
}

@Composable
fun TimeSlotList(slots: List<TimeSlot>, viewModel: BookingViewModel) {
    LazyColumn(contentPadding = PaddingValues(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        items(slots, key = { it.start.toString() }) { slot ->
            val isSelected = viewModel.selected == slot
            // expect: compose-dimmed-without-disabled
            Row(
                Modifier
                    .fillMaxWidth()
                    .border(1.dp, if (isSelected) MaterialTheme.colorScheme.primary else Color.LightGray, RoundedCornerShape(8.dp))
                    // expect: compose-toggleable-without-role
                    .selectable(selected = isSelected) { if (slot.isAvailable) viewModel.select(slot) }
                    .alpha(if (slot.isAvailable) 1f else 0.4f)
                    .padding(16.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text(slot.start.toString(), style = MaterialTheme.typography.titleMedium)
                Text(slot.doctor, Modifier.weight(1f).padding(start = 16.dp))
            }
        }
        item {
            // expect: compose-guarded-click-without-enabled
            Button(
                onClick = {
                    if (!viewModel.canConfirm) return@Button
                    viewModel.confirm()
                },
                modifier = Modifier.fillMaxWidth(),
            ) {
                Text("Confirm appointment")
            }
        }
    }
}

/** The compact picker used on the home screen: chips, one per free slot. */
@Composable
fun QuickSlotChips(slots: List<TimeSlot>, selected: TimeSlot?, onSelect: (TimeSlot) -> Unit) {
    // ok: compose-dimmed-without-disabled
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        slots.take(4).forEach { slot ->
            FilterChip(
                selected = slot == selected,
                onClick = { onSelect(slot) },
                enabled = slot.isAvailable,
                label = { Text(slot.start.toString()) },
                modifier = Modifier.alpha(if (slot.isAvailable) 1f else 0.6f),
            )
        }
    }
}

@Composable
fun CalendarShortcut(hasCalendarPermission: Boolean, onOpenCalendar: () -> Unit, onRequestPermission: () -> Unit) {
    // ok: compose-guarded-click-without-enabled
    OutlinedButton(onClick = { if (hasCalendarPermission) onOpenCalendar() else onRequestPermission() }) {
        // expect: compose-icon-not-hidden
        Icon(Icons.Default.Event, contentDescription = "Calendar")
        Spacer(Modifier.width(8.dp))
        Text("Add to calendar")
    }
}

@Composable
fun DayHeader(label: String, isToday: Boolean, onJumpToToday: () -> Unit) {
    Row(Modifier.fillMaxWidth().padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
        // ok: compose-dimmed-without-disabled
        // expect: compose-date-separator-not-heading
        Text(
            label,
            Modifier.weight(1f),
            style = MaterialTheme.typography.titleLarge,
            color = if (isToday) MaterialTheme.colorScheme.primary else Color.Gray,
        )
        // ok: compose-guarded-click-without-enabled
        TextButton(onClick = onJumpToToday, enabled = !isToday) {
            Text("Today")
        }
    }
}
