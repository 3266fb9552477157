import SwiftUI

/// The controls over a playing clip: mute, like, close and the chapter list.
struct VideoControlsView: View {
    @Binding var isMuted: Bool
    @Binding var isLiked: Bool
    let onClose: () -> Void
    let onChapters: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: { isMuted.toggle() }) {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
                    // expect: swiftui-small-touch-target
                    .frame(width: 24, height: 24)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(isMuted ? "Unmute" : "Mute")
            Image(systemName: isLiked ? "heart.fill" : "heart")
                // expect: swiftui-small-touch-target
                .frame(width: 28, height: 28)
                // expect: swiftui-tap-toggle-without-state
                .onTapGesture { isLiked.toggle() }
                .accessibilityLabel("Like")
                .accessibilityAddTraits(.isButton)
            Spacer()
            Button(action: onChapters) {
                Image(systemName: "list.bullet")
                    // ok: swiftui-small-touch-target
                    .frame(width: 24, height: 24)
                    .padding(10)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Chapters")
            Button(action: onClose) {
                Image(systemName: "xmark")
                    // ok: swiftui-small-touch-target
                    .frame(width: 20, height: 20)
            }
            .frame(minWidth: 44, minHeight: 44)
            .accessibilityLabel("Close")
        }
    }
}
