package com.example.shop.stores

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.ImageView
import android.widget.LinearLayout
import android.widget.TextView
import androidx.core.view.AccessibilityDelegateCompat
import androidx.core.view.ViewCompat
import androidx.core.view.accessibility.AccessibilityNodeInfoCompat
import androidx.core.view.accessibility.AccessibilityNodeInfoCompat.AccessibilityActionCompat
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.recyclerview.widget.RecyclerView
import com.google.android.material.button.MaterialButton

data class StoreFaq(val question: String, val answer: String)

/** Store details: opening hours, services and questions, each section folding open. */
class StoreInfoFragment : Fragment(R.layout.fragment_store_info) {
    private var hoursExpanded = false
    private var servicesExpanded = false

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val hoursHeader = view.findViewById<LinearLayout>(R.id.hours_header)
        val hoursTable = view.findViewById<View>(R.id.hours_table)
        val hoursChevron = view.findViewById<ImageView>(R.id.hours_chevron)
        val servicesHeader = view.findViewById<LinearLayout>(R.id.services_header)
        val servicesList = view.findViewById<View>(R.id.services_list)
        val parkingToggle = view.findViewById<MaterialButton>(R.id.parking_toggle)
        val parkingInfo = view.findViewById<TextView>(R.id.parking_info)

        // The header flips its section and the chevron; TalkBack hears no state.
        // expect: views-clickable-without-role, views-expandable-state-not-exposed
        hoursHeader.setOnClickListener {
            hoursExpanded = !hoursExpanded
            hoursTable.isVisible = hoursExpanded
            hoursChevron.rotation = if (hoursExpanded) 180f else 0f
        }

        // The same header with its state set on every change.
        // expect: views-clickable-without-role
        // ok: views-expandable-state-not-exposed
        servicesHeader.setOnClickListener {
            servicesExpanded = !servicesExpanded
            servicesList.isVisible = servicesExpanded
            ViewCompat.setStateDescription(
                servicesHeader,
                getString(if (servicesExpanded) R.string.state_expanded else R.string.state_collapsed),
            )
        }

        // A button whose label follows the state.
        // ok: views-clickable-without-role, views-expandable-state-not-exposed
        parkingToggle.setOnClickListener {
            parkingInfo.isVisible = !parkingInfo.isVisible
            parkingToggle.setText(if (parkingInfo.isVisible) R.string.hide_parking else R.string.show_parking)
        }
    }
}

class StoreFaqAdapter(private val faqs: List<StoreFaq>) : RecyclerView.Adapter<StoreFaqAdapter.Holder>() {
    private val expandedRows = mutableSetOf<Int>()

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(LayoutInflater.from(parent.context).inflate(R.layout.row_store_faq, parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        holder.bind(faqs[position], position in expandedRows) { toggleExpanded(position) }
    }

    override fun getItemCount(): Int = faqs.size

    private fun toggleExpanded(position: Int) {
        if (!expandedRows.add(position)) expandedRows.remove(position)
        notifyItemChanged(position)
    }

    class Holder(itemView: View) : RecyclerView.ViewHolder(itemView) {
        private val question: TextView = itemView.findViewById(R.id.faq_question)
        private val answer: TextView = itemView.findViewById(R.id.faq_answer)

        fun bind(faq: StoreFaq, expanded: Boolean, onToggle: () -> Unit) {
            question.text = faq.question
            answer.text = faq.answer
            answer.isVisible = expanded
            // The question folds its answer open, with no state for TalkBack.
            // expect: views-clickable-without-role, views-expandable-state-not-exposed
            question.setOnClickListener {
                answer.visibility = if (answer.visibility == View.VISIBLE) View.GONE else View.VISIBLE
                onToggle()
            }
        }
    }
}

/** A delivery-notes panel whose header offers expand and collapse actions. */
class DeliveryNotesPanel(private val header: View, private val notes: TextView) {
    private var isExpanded = false

    init {
        ViewCompat.setAccessibilityDelegate(header, object : AccessibilityDelegateCompat() {
            override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) {
                super.onInitializeAccessibilityNodeInfo(host, info)
                info.addAction(if (isExpanded) AccessibilityActionCompat.ACTION_COLLAPSE else AccessibilityActionCompat.ACTION_EXPAND)
            }
        })
        // ok: views-clickable-without-role, views-expandable-state-not-exposed
        header.setOnClickListener {
            isExpanded = !isExpanded
            notes.isVisible = isExpanded
        }
    }
}

/** Opening a store's page is not an expandable region. */
class StoreRowHolder(itemView: View, private val onOpen: (String) -> Unit) : RecyclerView.ViewHolder(itemView) {
    private val row: LinearLayout = itemView.findViewById(R.id.store_row)
    private val name: TextView = itemView.findViewById(R.id.store_name)

    fun bind(storeId: String, storeName: String) {
        name.text = storeName
        // expect: views-clickable-without-role
        // ok: views-expandable-state-not-exposed
        row.setOnClickListener { onOpen(storeId) }
    }
}

/** The full week of opening hours folds out of a summary line. */
class OpeningHoursView(private val summary: LinearLayout, private val week: View) {
    private var weekExpanded = false

    fun attach(onExpandedChange: (Boolean) -> Unit) {
        // expect: views-clickable-without-role, views-expandable-state-not-exposed
        summary.setOnClickListener {
            weekExpanded = !weekExpanded
            week.isVisible = weekExpanded
            onExpandedChange(weekExpanded)
        }
    }
}
