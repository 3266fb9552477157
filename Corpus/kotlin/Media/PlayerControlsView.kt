package com.example.media.legacy

import android.content.Context
import android.util.AttributeSet
import android.view.LayoutInflater
import android.view.View
import android.widget.FrameLayout
import android.widget.ImageButton
import android.widget.ImageView
import android.widget.SeekBar
import android.widget.TextView
import androidx.core.content.ContextCompat
import com.google.android.material.button.MaterialButton
import com.google.android.material.floatingactionbutton.FloatingActionButton

/**
 * Transport controls for the View-based player. Icons change with the playback state, so
 * their descriptions have to change with them: "Play" must become "Pause".
 */
class PlayerControlsView @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : FrameLayout(context, attrs) {

    private val playPause: ImageButton
    private val repeatMode: ImageButton
    private val castButton: ImageButton
    private val artwork: ImageView
    private val elapsed: TextView
    private val seekBar: SeekBar
    private val skipAd: MaterialButton

    var listener: Listener? = null

    init {
        LayoutInflater.from(context).inflate(R.layout.view_player_controls, this, true)
        playPause = findViewById(R.id.play_pause)
        repeatMode = findViewById(R.id.repeat_mode)
        castButton = findViewById(R.id.cast)
        artwork = findViewById(R.id.artwork)
        elapsed = findViewById(R.id.elapsed)
        seekBar = findViewById(R.id.seek_bar)
        skipAd = findViewById(R.id.skip_ad)

        playPause.setOnClickListener { listener?.onPlayPause() }
        repeatMode.setOnClickListener { listener?.onCycleRepeat() }
        castButton.setOnClickListener { listener?.onCast() }
    }

    fun render(state: PlaybackUi) {
        // ok: views-image-button-missing-description
        playPause.setImageResource(if (state.isPlaying) R.drawable.ic_pause else R.drawable.ic_play)
        playPause.contentDescription = context.getString(if (state.isPlaying) R.string.pause else R.string.play)

        // The icon follows the repeat mode, but the rule cannot tell a changing meaning from
        // variants of one icon when the icon is computed elsewhere.
        // todo-expect: views-image-button-missing-description
        repeatMode.setImageDrawable(ContextCompat.getDrawable(context, state.repeat.iconRes))

        // ok: views-image-button-missing-description
        artwork.setImageBitmap(state.artwork)
        elapsed.text = formatElapsed(state.positionMs)
        seekBar.progress = (state.positionMs / 1000).toInt()

        // ok: views-dimmed-without-disabled
        castButton.alpha = if (state.isCasting) 1f else 0.6f
        castButton.contentDescription = context.getString(
            if (state.isCasting) R.string.stop_casting else R.string.cast_to_device,
        )
        castButton.isEnabled = state.castAvailable
    }

    /** Ads can be skipped after five seconds; the button counts down until then. */
    fun showAdCountdown(secondsLeft: Int) {
        skipAd.text = if (secondsLeft > 0) "Skip in $secondsLeft" else context.getString(R.string.skip_ad)
        // expect: views-dimmed-without-disabled
        skipAd.alpha = if (secondsLeft == 0) 1f else 0.5f
    }

    private fun formatElapsed(ms: Long): String {
        val seconds = ms / 1000
        return "%d:%02d".format(seconds / 60, seconds % 60)
    }

    interface Listener {
        fun onPlayPause()
        fun onCycleRepeat()
        fun onCast()
    }
}

/** The queue screen's floating "shuffle all" button, built in code for the tablet layout. */
class QueueActions(private val context: Context) {
    fun shuffleButton(onShuffle: () -> Unit): View =
        FloatingActionButton(context).apply {
            // expect: views-image-button-missing-description
            setImageResource(R.drawable.ic_shuffle)
            setOnClickListener { onShuffle() }
        }

    fun closeButton(onClose: () -> Unit): View =
        ImageButton(context).apply {
            // ok: views-image-button-missing-description
            setImageResource(R.drawable.ic_close)
            contentDescription = context.getString(R.string.close_queue)
            setOnClickListener { onClose() }
        }

    fun downloadingIndicator(): View =
        ImageView(context).apply {
            // ok: views-image-button-missing-description
            setImageResource(R.drawable.ic_downloading)
            importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO
        }
}

data class PlaybackUi(
    val isPlaying: Boolean,
    val repeat: RepeatUi,
    val artwork: android.graphics.Bitmap?,
    val positionMs: Long,
    val isCasting: Boolean,
    val castAvailable: Boolean,
)

enum class RepeatUi(val iconRes: Int) { Off(R.drawable.ic_repeat), All(R.drawable.ic_repeat_on), One(R.drawable.ic_repeat_one) }
