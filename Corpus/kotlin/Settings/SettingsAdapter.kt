package com.example.app.settings.legacy

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.ImageView
import android.widget.LinearLayout
import android.widget.TextView
import androidx.appcompat.widget.SwitchCompat
import androidx.core.view.AccessibilityDelegateCompat
import androidx.core.view.ViewCompat
import androidx.core.view.accessibility.AccessibilityNodeInfoCompat
import androidx.recyclerview.widget.RecyclerView
import com.google.android.material.card.MaterialCardView

sealed interface SettingsRow {
    data class Link(val title: String, val iconRes: Int, val action: () -> Unit) : SettingsRow
    data class Toggle(val title: String, val checked: Boolean, val onChange: (Boolean) -> Unit) : SettingsRow
    data class Promo(val headline: String, val onOpen: () -> Unit) : SettingsRow
}

class SettingsAdapter(private val rows: List<SettingsRow>) : RecyclerView.Adapter<RecyclerView.ViewHolder>() {

    override fun getItemViewType(position: Int): Int = when (rows[position]) {
        is SettingsRow.Link -> 0
        is SettingsRow.Toggle -> 1
        is SettingsRow.Promo -> 2
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): RecyclerView.ViewHolder {
        val inflater = LayoutInflater.from(parent.context)
        return when (viewType) {
            0 -> LinkHolder(inflater.inflate(R.layout.row_link, parent, false))
            1 -> ToggleHolder(inflater.inflate(R.layout.row_toggle, parent, false))
            else -> PromoHolder(inflater.inflate(R.layout.row_promo, parent, false) as MaterialCardView)
        }
    }

    override fun onBindViewHolder(holder: RecyclerView.ViewHolder, position: Int) {
        when (val row = rows[position]) {
            is SettingsRow.Link -> (holder as LinkHolder).bind(row)
            is SettingsRow.Toggle -> (holder as ToggleHolder).bind(row)
            is SettingsRow.Promo -> (holder as PromoHolder).bind(row)
        }
    }

    override fun getItemCount(): Int = rows.size
}

/** A plain row: icon, title and chevron. The whole row opens the linked screen. */
class LinkHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
    private val container: LinearLayout = itemView.findViewById(R.id.row_container)
    private val icon: ImageView = itemView.findViewById(R.id.row_icon)
    private val title: TextView = itemView.findViewById(R.id.row_title)

    fun bind(row: SettingsRow.Link) {
        title.text = row.title
        // ok: views-image-button-missing-description
        icon.setImageResource(row.iconRes)
        // expect: views-clickable-without-role
        container.setOnClickListener { row.action() }
    }

    /** A recycled row lets go of the action it was bound to. */
    fun unbind() {
        // ok: views-clickable-without-role
        container.setOnClickListener(null)
    }
}

/** The switch is the control; the row forwards taps to it and reads as one switch. */
class ToggleHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
    private val row: LinearLayout = itemView.findViewById(R.id.toggle_row)
    private val label: TextView = itemView.findViewById(R.id.toggle_label)
    private val toggle: SwitchCompat = itemView.findViewById(R.id.toggle_switch)

    init {
        ViewCompat.setAccessibilityDelegate(row, object : AccessibilityDelegateCompat() {
            override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) {
                super.onInitializeAccessibilityNodeInfo(host, info)
                info.className = SwitchCompat::class.java.name
                info.isCheckable = true
                info.isChecked = toggle.isChecked
            }
        })
    }

    fun bind(item: SettingsRow.Toggle) {
        label.text = item.title
        toggle.isChecked = item.checked
        // ok: views-clickable-without-role
        row.setOnClickListener { toggle.toggle(); item.onChange(toggle.isChecked) }
        // ok: views-clickable-without-role
        toggle.setOnClickListener { item.onChange(toggle.isChecked) }
    }
}

class PromoHolder(
    private val card: MaterialCardView,
    private val headline: TextView = card.findViewById(R.id.promo_headline),
) : RecyclerView.ViewHolder(card) {
    fun bind(promo: SettingsRow.Promo) {
        headline.text = promo.headline
        // expect: views-clickable-without-role
        card.setOnClickListener { promo.onOpen() }
        // Only the card is interactive; `headline.setOnClickListener { }` was removed on purpose.
    }
}
