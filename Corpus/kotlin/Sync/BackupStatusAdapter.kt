package com.example.podcasts.sync

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.core.content.ContextCompat
import androidx.recyclerview.widget.RecyclerView
import com.example.podcasts.R
import com.example.podcasts.databinding.ItemBackupStatusBinding

enum class BackupState { Done, Waiting, Uploading, Failed }

data class BackupEntry(val deviceName: String, val state: BackupState, val lastRun: String)

/** The devices that back up the library, each with the state of its last backup. */
class BackupStatusAdapter(private val entries: List<BackupEntry>) :
    RecyclerView.Adapter<BackupStatusAdapter.Holder>() {

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemBackupStatusBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun getItemCount() = entries.size

    override fun onBindViewHolder(holder: Holder, position: Int) = holder.bind(entries[position])

    class Holder(private val binding: ItemBackupStatusBinding) : RecyclerView.ViewHolder(binding.root) {
        fun bind(entry: BackupEntry) {
            binding.deviceName.text = entry.deviceName
            binding.lastRun.text = entry.lastRun
            // The state icon alone says whether the backup finished or is still waiting.
            when (entry.state) {
                BackupState.Done ->
                    // expect: views-status-picture-unnamed
                    binding.stateIcon.setImageResource(R.drawable.ic_backup_done)
                BackupState.Waiting ->
                    // expect: views-status-picture-unnamed
                    binding.stateIcon.setImageResource(R.drawable.ic_backup_waiting)
                BackupState.Uploading -> {
                    // ok: views-status-picture-unnamed
                    binding.stateIcon.setImageResource(R.drawable.ic_backup_uploading)
                    binding.stateCaption.setText(R.string.backup_uploading)
                }
                BackupState.Failed -> {
                    // ok: views-status-picture-unnamed
                    binding.stateIcon.setImageResource(R.drawable.ic_backup_failed)
                    binding.stateCaption.setText(R.string.backup_failed)
                }
            }
        }
    }
}

/** The same states on the settings screen's header, each picture described as it is set. */
class BackupHeaderView(private val binding: ItemBackupStatusBinding) {
    fun render(state: BackupState) {
        val context = binding.root.context
        when (state) {
            BackupState.Done -> {
                // ok: views-status-picture-unnamed
                binding.stateIcon.setImageDrawable(ContextCompat.getDrawable(context, R.drawable.ic_backup_done))
                binding.stateIcon.contentDescription = context.getString(R.string.backup_done)
            }
            BackupState.Waiting, BackupState.Uploading -> {
                // ok: views-status-picture-unnamed
                binding.stateIcon.setImageDrawable(ContextCompat.getDrawable(context, R.drawable.ic_backup_waiting))
                binding.stateIcon.contentDescription = context.getString(R.string.backup_waiting)
            }
            BackupState.Failed -> {
                binding.stateIcon.setImageDrawable(ContextCompat.getDrawable(context, R.drawable.ic_backup_failed))
                binding.stateIcon.contentDescription = context.getString(R.string.backup_failed)
            }
        }
        binding.root.visibility = View.VISIBLE
    }
}
