import SwiftUI

/// Trims a podcast clip: a handle dragged along the waveform, and a message list with reactions.
struct ClipEditorView: View {
    @ObservedObject var clip: ClipModel

    var body: some View {
        VStack(spacing: 24) {
            Waveform(samples: clip.samples)
                .overlay(alignment: .leading) {
                    // expect: swiftui-custom-slider-without-name
                    TrimHandle(position: $clip.start, width: 280)
                }
            ForEach(clip.comments) { comment in
                CommentBubble(comment: comment, onReact: { clip.react(to: comment) })
            }
            // ok: swiftui-gesture-without-accessibility-action
            Text("Hold to preview")
                .onLongPressGesture(minimumDuration: 0.3) {
                    clip.playPreview()
                }
                .accessibilityAction(named: "Play preview") { clip.playPreview() }
        }
        .padding()
    }
}

struct TrimHandle: View {
    @Binding var position: Double
    let width: CGFloat

    var body: some View {
        Capsule()
            .fill(.yellow)
            .frame(width: 12, height: 64)
            .offset(x: position * width)
            // expect: swiftui-gesture-without-accessibility-action
            .highPriorityGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        position = min(max(0, value.location.x / width), 1)
                    }
            )
    }
}

struct CommentBubble: View {
    let comment: Comment
    let onReact: () -> Void
    @State private var showsReactions = false

    var body: some View {
        Text(comment.text)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(.thinMaterial))
            // expect: swiftui-gesture-without-accessibility-action
            .onLongPressGesture {
                showsReactions = true
            }
            // ok: swiftui-gesture-without-accessibility-action
            .onLongPressGesture(minimumDuration: 0.01, perform: {}) { pressing in
                withAnimation { isPressed = pressing }
            }
            .popover(isPresented: $showsReactions) {
                ReactionPicker(onPick: { _ in onReact() })
            }
    }

    @State private var isPressed = false
}
