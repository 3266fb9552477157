import SwiftUI

/// The actions under an episode: play, queue, download and notes.
struct EpisodeActionsView: View {
    let episode: Episode
    @Binding var isQueued: Bool
    let onPlay: () -> Void
    let onDownload: () -> Void

    var body: some View {
        HStack(spacing: 20) {
            Button(action: onPlay) {
                Image(systemName: "play.fill")
            }
            .accessibilityLabel("Play")
            // expect: swiftui-hint-describes-gesture
            .accessibilityHint("Tap to play this episode")
            Button(action: { isQueued.toggle() }) {
                Image(systemName: isQueued ? "text.badge.checkmark" : "text.badge.plus")
            }
            .accessibilityLabel(isQueued ? "Remove from queue" : "Add to queue")
            // ok: swiftui-hint-describes-gesture
            .accessibilityHint("Up Next plays queued episodes in order")
            Button(action: onDownload) {
                Image(systemName: "arrow.down.circle")
            }
            .accessibilityLabel("Download")
            // expect: swiftui-hint-describes-gesture
            .accessibilityHint(NSLocalizedString("Tap to keep this episode for offline listening", comment: "Download hint"))
            Text(episode.notesSummary)
                .lineLimit(2)
                // ok: swiftui-hint-describes-gesture
                .accessibilityHint(episode.notesHint)
        }
    }
}
