package com.example.podcasts.episodes

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.core.content.ContextCompat
import androidx.core.view.ViewCompat
import androidx.core.view.isVisible
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.example.podcasts.R
import com.example.podcasts.databinding.ItemEpisodeBinding
import com.example.podcasts.databinding.ItemEpisodeSectionBinding
import com.example.podcasts.databinding.ItemSeasonHeaderBinding

/**
 * The episodes of a show, grouped under "New", "In progress" and season headers. Each row has
 * a play toggle, a download button and a small played badge, all switched by the episode's state.
 */
class EpisodeListAdapter(
    private val onPlayToggle: (Episode) -> Unit,
    private val onDownload: (Episode) -> Unit,
) : ListAdapter<EpisodeRow, RecyclerView.ViewHolder>(EpisodeDiff) {

    override fun getItemViewType(position: Int) = when (getItem(position)) {
        is EpisodeRow.Section -> TYPE_SECTION
        is EpisodeRow.Season -> TYPE_SEASON
        is EpisodeRow.Item -> TYPE_EPISODE
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): RecyclerView.ViewHolder {
        val inflater = LayoutInflater.from(parent.context)
        return when (viewType) {
            TYPE_SECTION -> SectionHeaderViewHolder(ItemEpisodeSectionBinding.inflate(inflater, parent, false))
            TYPE_SEASON -> SeasonHeaderViewHolder(ItemSeasonHeaderBinding.inflate(inflater, parent, false))
            else -> EpisodeViewHolder(ItemEpisodeBinding.inflate(inflater, parent, false))
        }
    }

    override fun onBindViewHolder(holder: RecyclerView.ViewHolder, position: Int) {
        when (val row = getItem(position)) {
            is EpisodeRow.Section -> (holder as SectionHeaderViewHolder).bind(row)
            is EpisodeRow.Season -> (holder as SeasonHeaderViewHolder).bind(row)
            is EpisodeRow.Item -> (holder as EpisodeViewHolder).bind(row.episode)
        }
    }

    /** "New episodes", "In progress": plain section titles. */
    private class SectionHeaderViewHolder(private val binding: ItemEpisodeSectionBinding) :
        RecyclerView.ViewHolder(binding.root) {
        fun bind(section: EpisodeRow.Section) {
            // expect: views-section-header-not-heading
            binding.sectionTitle.setText(section.titleRes)
            if (section.isFiltered) {
                // The same title again: reported once, above.
                // ok: views-section-header-not-heading
                binding.sectionTitle.text = itemView.context.getString(R.string.filtered_section, section.name)
            }
            binding.episodeCount.text = section.count.toString()
        }
    }

    /** Season headers are headings: marked once when the holder is made. */
    private class SeasonHeaderViewHolder(private val binding: ItemSeasonHeaderBinding) :
        RecyclerView.ViewHolder(binding.root) {
        init {
            ViewCompat.setAccessibilityHeading(binding.title, true)
        }

        fun bind(season: EpisodeRow.Season) {
            // ok: views-section-header-not-heading
            binding.title.text = itemView.context.getString(R.string.season_number, season.number)
        }
    }

    private inner class EpisodeViewHolder(private val binding: ItemEpisodeBinding) :
        RecyclerView.ViewHolder(binding.root) {
        private var episode: Episode? = null

        init {
            binding.playToggle.setOnClickListener { episode?.let(onPlayToggle) }
            binding.downloadButton.setOnClickListener { episode?.let(onDownload) }
        }

        fun bind(item: Episode) {
            episode = item
            binding.title.text = item.title
            // expect: views-swapped-icon-missing-description
            binding.playToggle.setImageResource(if (item.isPlaying) R.drawable.ic_pause else R.drawable.ic_play)

            // ok: views-swapped-icon-missing-description
            binding.downloadButton.setImageDrawable(
                ContextCompat.getDrawable(
                    itemView.context,
                    if (item.isDownloaded) R.drawable.ic_delete_download else R.drawable.ic_download,
                ),
            )
            binding.downloadButton.contentDescription = itemView.context.getString(
                if (item.isDownloaded) R.string.remove_download else R.string.download_episode,
            )

            // The badge is not clickable and sits beside the "Played" text: decoration.
            // ok: views-swapped-icon-missing-description
            binding.playedBadge.setImageResource(if (item.isPlayed) R.drawable.ic_played else R.drawable.ic_unplayed)
            binding.playedText.isVisible = item.isPlayed
        }
    }

    private companion object {
        const val TYPE_SECTION = 0
        const val TYPE_SEASON = 1
        const val TYPE_EPISODE = 2
    }
}

/** The up-next queue's header: a title and an expand arrow that shows or hides the queue. */
class UpNextHeaderViewHolder(private val root: View, private val onToggle: () -> Unit) :
    RecyclerView.ViewHolder(root) {
    private val header = root.findViewById<android.widget.TextView>(R.id.up_next_header)
    private val arrow = root.findViewById<android.widget.ImageView>(R.id.up_next_arrow)

    init {
        // A clicked image view is read as a button.
        // ok: views-clickable-without-role
        arrow.setOnClickListener { onToggle() }
    }

    fun bind(count: Int, expanded: Boolean) {
        // expect: views-section-header-not-heading
        header.text = root.context.resources.getQuantityString(R.plurals.up_next_count, count, count)
        // expect: views-swapped-icon-missing-description
        arrow.setImageResource(if (expanded) R.drawable.ic_expand_less else R.drawable.ic_expand_more)
    }
}

private object EpisodeDiff : DiffUtil.ItemCallback<EpisodeRow>() {
    override fun areItemsTheSame(oldItem: EpisodeRow, newItem: EpisodeRow) = oldItem.key == newItem.key
    override fun areContentsTheSame(oldItem: EpisodeRow, newItem: EpisodeRow) = oldItem == newItem
}
