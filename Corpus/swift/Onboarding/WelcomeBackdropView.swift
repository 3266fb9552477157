import SwiftUI

/// The first screen of the app: a painted landscape behind the greeting, and a header band
/// reused by the sign-in and sign-up screens.
struct WelcomeBackdropView: View {
    var onStart: () -> Void = {}

    var body: some View {
        ZStack {
            // expect: swiftui-backdrop-image-not-hidden
            Image("welcome-landscape")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()
            VStack(spacing: 16) {
                Text("Plan your next hike")
                    .font(.headline)
                Button("Get started", action: onStart)
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}

struct AuthHeaderBand: View {
    var body: some View {
        // expect: swiftui-backdrop-image-not-hidden
        Image("auth-header-band")
            .resizable()
            .frame(maxWidth: .infinity, maxHeight: 220)
            .edgesIgnoringSafeArea(.top)
    }
}

struct SeasonBackdrop: View {
    let isWinter: Bool

    var body: some View {
        ZStack {
            // ok: swiftui-backdrop-image-not-hidden
            Image(decorative: isWinter ? "backdrop-winter" : "backdrop-summer")
                .resizable()
                .ignoresSafeArea()
            // ok: swiftui-backdrop-image-not-hidden
            Image("trail-map-overview")
                .resizable()
                .ignoresSafeArea()
                .accessibilityLabel("Map of the marked trails around the lake")
        }
    }
}
