package com.example.clinic.booking.legacy

import android.os.Bundle
import android.view.View
import android.widget.FrameLayout
import android.widget.ImageButton
import android.widget.LinearLayout
import android.widget.TextView
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import com.google.android.material.button.MaterialButton
import com.google.android.material.card.MaterialCardView
import com.google.android.material.floatingactionbutton.FloatingActionButton

/**
 * The booking summary in the View-based flavour. Strings below mention
 * `setOnClickListener` and `alpha = 0.4f` only as text for the analytics log.
 */
class BookingFragment : Fragment(R.layout.fragment_booking) {
    private val viewModel: LegacyBookingViewModel by viewModels()

    private lateinit var doctorCard: MaterialCardView
    private lateinit var dateRow: LinearLayout
    private lateinit var confirmButton: MaterialButton
    private lateinit var cancelButton: MaterialButton
    private lateinit var reminderToggle: ImageButton
    private lateinit var mapPreview: FrameLayout
    private lateinit var callFab: FloatingActionButton
    private lateinit var summary: TextView

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        doctorCard = view.findViewById(R.id.doctor_card)
        dateRow = view.findViewById(R.id.date_row)
        confirmButton = view.findViewById(R.id.confirm)
        cancelButton = view.findViewById(R.id.cancel)
        reminderToggle = view.findViewById(R.id.reminder_toggle)
        mapPreview = view.findViewById(R.id.map_preview)
        callFab = view.findViewById(R.id.call_fab)
        summary = view.findViewById(R.id.summary)

        // expect: views-clickable-without-role
        doctorCard.setOnClickListener { viewModel.openDoctorProfile() }
        // expect: views-clickable-without-role
        dateRow.setOnClickListener { showDatePicker() }
        // ok: views-clickable-without-role
        confirmButton.setOnClickListener { viewModel.confirm() }
        // ok: views-clickable-without-role
        cancelButton.setOnClickListener { viewModel.cancel() }
        reminderToggle.setOnClickListener { viewModel.toggleReminder() }
        callFab.setOnClickListener { viewModel.callClinic() }

        mapPreview.isClickable = false
        log("tapped: dateRow.setOnClickListener, dimmed with alpha = 0.4f")
        viewModel.state.observe(viewLifecycleOwner, ::render)
    }

    private fun render(state: LegacyBookingState) {
        summary.text = "${state.doctorName} · ${state.dateLabel}"
        // expect: views-dimmed-without-disabled
        confirmButton.alpha = if (state.canConfirm) 1f else 0.4f

        // ok: views-dimmed-without-disabled
        cancelButton.alpha = if (state.isCancelPressed) 0.7f else 1f

        // expect: views-image-button-missing-description
        reminderToggle.setImageResource(if (state.reminderOn) R.drawable.ic_alarm_on else R.drawable.ic_alarm_off)

        // ok: views-image-button-missing-description
        callFab.setImageResource(R.drawable.ic_phone)
        callFab.contentDescription = getString(R.string.call_clinic, state.clinicName)
    }

    private fun showDatePicker() {
        DatePickerSheet().show(childFragmentManager, "date")
    }

    private fun log(message: String) = android.util.Log.d("Booking", message)
}

data class LegacyBookingState(
    val doctorName: String,
    val dateLabel: String,
    val clinicName: String,
    val canConfirm: Boolean,
    val isCancelPressed: Boolean,
    val reminderOn: Boolean,
)
