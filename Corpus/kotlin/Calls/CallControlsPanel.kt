package com.example.calls.ui

import android.content.Context
import android.util.AttributeSet
import android.widget.ImageView
import android.widget.LinearLayout
import butterknife.BindView
import butterknife.ButterKnife
import butterknife.OnClick

data class CallUiState(val microphoneMuted: Boolean, val cameraOn: Boolean, val speakerOn: Boolean, val recording: Boolean)

interface CallControlsListener {
    fun onToggleMicrophone()
    fun onToggleCamera()
    fun onToggleSpeaker()
}

class CallControlsPanel @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : LinearLayout(context, attrs) {

    var listener: CallControlsListener? = null

    @BindView(R.id.call_microphone)
    lateinit var microphoneToggle: ImageView

    @BindView(R.id.call_camera)
    lateinit var cameraToggle: ImageView

    @BindView(R.id.call_speaker)
    lateinit var speakerToggle: ImageView

    @BindView(R.id.call_recording_badge)
    lateinit var recordingBadge: ImageView

    init {
        inflate(context, R.layout.view_call_controls_panel, this)
        ButterKnife.bind(this)
    }

    @OnClick(R.id.call_microphone)
    fun onMicrophoneTapped() {
        listener?.onToggleMicrophone()
    }

    @OnClick(R.id.call_camera)
    fun onCameraTapped() {
        listener?.onToggleCamera()
    }

    @OnClick(R.id.call_speaker)
    fun onSpeakerTapped() {
        listener?.onToggleSpeaker()
    }

    fun render(state: CallUiState) {
        // expect: views-swapped-icon-missing-description
        microphoneToggle.setImageResource(if (state.microphoneMuted) R.drawable.ic_mic_off else R.drawable.ic_mic)
        // expect: views-swapped-icon-missing-description
        cameraToggle.setImageResource(if (state.cameraOn) R.drawable.ic_videocam else R.drawable.ic_videocam_off)
        // ok: views-swapped-icon-missing-description
        speakerToggle.setImageResource(if (state.speakerOn) R.drawable.ic_speaker_on else R.drawable.ic_speaker_off)
        speakerToggle.contentDescription = context.getString(
            if (state.speakerOn) R.string.turn_speaker_off else R.string.turn_speaker_on,
        )
        // ok: views-swapped-icon-missing-description
        recordingBadge.setImageResource(if (state.recording) R.drawable.ic_rec_on else R.drawable.ic_rec_idle)
    }
}
