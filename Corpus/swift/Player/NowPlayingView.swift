import AVKit
import SwiftUI

struct Track: Equatable {
    let title: String
    let artist: String
    let artworkName: String
    let duration: TimeInterval
}

@MainActor
final class PlayerModel: ObservableObject {
    @Published var track = Track(title: "Blue in Green", artist: "Bill Evans", artworkName: "artwork-kind-of-blue", duration: 337)
    @Published var isPlaying = false
    @Published var position: TimeInterval = 0
    @Published var isShuffleAvailable = true
    @Published var repeatMode: RepeatMode = .off
    @Published var isQueueReady = false

    enum RepeatMode: String, CaseIterable { case off, all, one }

    func togglePlayback() { isPlaying.toggle() }
    func skipForward() { position = min(position + 15, track.duration) }
    func skipBackward() { position = max(position - 15, 0) }
}

struct ArtworkView: View {
    let name: String
    let title: String

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(.quaternary)
            // ok: swiftui-image-missing-label
            Image(name)
                .resizable()
                .scaledToFit()
                .accessibilityLabel("Album artwork for \(title)")
        }
        .shadow(radius: 8)
    }
}

struct TransportControls: View {
    @ObservedObject var player: PlayerModel

    var body: some View {
        HStack(spacing: 32) {
            // ok: swiftui-icon-only-button-unlabeled
            Button(action: player.skipBackward) {
                Image(systemName: "gobackward.15")
            }
            .accessibility(label: Text("Back 15 seconds"))
            // expect: swiftui-icon-only-button-unlabeled
            Button(action: player.togglePlayback) {
                Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                    // ok: swiftui-fixed-font-size
                    .font(.system(size: 64))
                    // Label is set by the caller. (It is not: this comment mentions .accessibilityLabel( only.)
            }
            // expect: swiftui-icon-only-button-unlabeled
            Button(action: player.skipForward) {
                Image(systemName: "goforward.15")
                    #if os(iOS)
                    .imageScale(.large)
                    #endif
            }
        }
        .font(.title)
    }
}

struct PlaybackOptions: View {
    @ObservedObject var player: PlayerModel

    var body: some View {
        HStack {
            // ok: swiftui-icon-only-button-unlabeled
            // expect: swiftui-dimmed-control-without-disabled
            Toggle(isOn: .constant(false)) {
                Image(systemName: "shuffle")
            }
            .toggleStyle(.button)
            .accessibilityLabel("Shuffle")
            .opacity(player.isShuffleAvailable ? 1 : 0.35)
            Spacer()
            // expect: swiftui-icon-only-button-unlabeled
            Menu {
                Picker("Repeat", selection: $player.repeatMode) {
                    ForEach(PlayerModel.RepeatMode.allCases, id: \.self) { mode in
                        Text(mode.rawValue.capitalized).tag(mode)
                    }
                }
            } label: {
                Image(systemName: "repeat")
            }
            Spacer()
            // ok: swiftui-icon-only-button-unlabeled
            // ok: swiftui-dimmed-control-without-disabled
            NavigationLink(value: "queue") {
                // expect: swiftui-icon-not-hidden
                Image(systemName: "list.bullet")
                Text("Up next")
            }
            .opacity(player.isQueueReady ? 1 : 0.4)
            .disabled(!player.isQueueReady)
        }
        .padding(.horizontal)
    }
}

struct NowPlayingView: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                ArtworkView(name: player.track.artworkName, title: player.track.title)
                VStack {
                    // expect: swiftui-title-text-not-heading
                    Text(player.track.title).font(.title2.bold())
                    Text(player.track.artist).foregroundStyle(.secondary)
                }
                ProgressView(value: player.position, total: player.track.duration)
                TransportControls(player: player)
                PlaybackOptions(player: player)
            }
            .padding()
        }
    }
}
