import SwiftUI

/// Trims a recorded voice memo: two handles pick the start and end, a gain knob and a
/// speed slider shape the clip before it is shared.
struct AudioClipEditorView: View {
    @State private var start: CGFloat = 0
    @State private var end: CGFloat = 240
    @State private var gain: Double = 0.5
    @State private var speed: Double = 1
    let clipLength: TimeInterval

    var body: some View {
        VStack(spacing: 24) {
            ZStack(alignment: .leading) {
                WaveformStrip(length: clipLength)
                // expect: swiftui-custom-slider-without-name
                ClipEdgeHandle(offset: $start, edge: .leading)
                // ok: swiftui-custom-slider-without-name
                ClipEdgeHandle(offset: $end, edge: .trailing)
                    .accessibilityLabel("End of clip")
                    .accessibilityValue(timeText(for: end))
                    .accessibilityAdjustableAction { direction in
                        end += direction == .increment ? 5 : -5
                    }
            }
            HStack {
                Text("Gain")
                // expect: swiftui-custom-slider-without-name
                RotaryKnob(level: $gain, range: 0...1)
            }
            // ok: swiftui-custom-slider-without-name
            SpeedSlider(title: "Playback speed", value: $speed)
        }
        .padding()
    }

    private func timeText(for offset: CGFloat) -> String {
        let seconds = Int(Double(offset) / 240 * clipLength)
        return "\(seconds / 60) minutes \(seconds % 60) seconds"
    }
}

struct WaveformStrip: View {
    let length: TimeInterval

    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(.tint.opacity(0.2))
            .frame(height: 56)
            .accessibilityHidden(true)
    }
}

struct ClipEdgeHandle: View {
    @Binding var offset: CGFloat
    let edge: HorizontalEdge

    var body: some View {
        Capsule()
            .frame(width: 12, height: 64)
            .offset(x: offset)
            // expect: swiftui-gesture-without-accessibility-action
            .gesture(DragGesture().onChanged { offset = max(0, $0.location.x) })
    }
}

struct RotaryKnob: View {
    @Binding var level: Double
    let range: ClosedRange<Double>

    var body: some View {
        Circle()
            .stroke(lineWidth: 4)
            .frame(width: 44, height: 44)
            .rotationEffect(.degrees(level * 270))
            // expect: swiftui-gesture-without-accessibility-action
            .gesture(DragGesture().onChanged { level = min(range.upperBound, max(range.lowerBound, level + $0.translation.height / -200)) })
    }
}

struct SpeedSlider: View {
    let title: String
    @Binding var value: Double

    var body: some View {
        Slider(value: $value, in: 0.5...2) { Text(title) }
    }
}
