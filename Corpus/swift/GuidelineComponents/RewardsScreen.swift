import SwiftUI

struct Reward: Identifiable {
    let id: Int
    let title: String
    let cost: Int
}

/// The dialog shown over the rewards list before points are spent.
struct RedeemConfirmationDialog: View {
    let reward: Reward
    let onConfirm: () -> Void
    let onDismiss: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Redeem \(reward.title)?").font(.headline)
            Text("\(reward.cost) points will be taken from your balance.")
            HStack {
                Button("Not now", action: onDismiss)
                Button("Redeem", action: onConfirm).buttonStyle(.borderedProminent)
            }
        }
        .padding(24)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
    }
}

struct RewardsScreen: View {
    let rewards: [Reward]
    let balance: Int
    let onRedeem: (Reward) -> Void
    @State private var pendingReward: Reward?
    @State private var showsWelcome = true
    @State private var showsRules = false
    @State private var isRefreshing = false

    var body: some View {
        ZStack {
            List(rewards) { reward in
                Button(reward.title) { pendingReward = reward }
            }
            .refreshable { isRefreshing = false }

            if let reward = pendingReward {
                // expect: swiftui-custom-modal-not-modal
                Color.black.opacity(0.45)
                    .ignoresSafeArea()
                    .accessibilityHidden(true)
                RedeemConfirmationDialog(reward: reward) {
                    onRedeem(reward)
                    pendingReward = nil
                } onDismiss: {
                    pendingReward = nil
                }
                .transition(.scale)
            }

            if isRefreshing {
                // ok: swiftui-custom-modal-not-modal
                Color.black.opacity(0.1)
                    .ignoresSafeArea()
                ProgressView("Refreshing")
            }
        }
        .overlay {
            if showsWelcome {
                ZStack {
                    // expect: swiftui-custom-modal-not-modal
                    Rectangle().fill(.ultraThinMaterial)
                        .ignoresSafeArea()
                    VStack(spacing: 12) {
                        // expect: swiftui-title-text-not-heading
                        Text("Welcome to Rewards").font(.title2.bold())
                        Text("You have \(balance) points to spend.")
                        Button("Start exploring") { showsWelcome = false }
                            .buttonStyle(.borderedProminent)
                    }
                    .padding()
                }
            }
        }
        .overlay {
            if showsRules {
                ZStack {
                    // ok: swiftui-custom-modal-not-modal
                    Color.black.opacity(0.4)
                        .ignoresSafeArea()
                        .accessibilityHidden(true)
                    VStack(spacing: 12) {
                        Text("How points work").font(.headline)
                        Text("Earn one point for every euro you spend.")
                        Button("Got it") { showsRules = false }
                    }
                    .padding()
                    .background(.background, in: RoundedRectangle(cornerRadius: 16))
                    .accessibilityAddTraits(.isModal)
                    .accessibilityAction(.escape) { showsRules = false }
                }
            }
        }
        .toolbar {
            Button("Rules") { showsRules = true }
        }
    }
}

struct RewardDetailView: View {
    let reward: Reward
    @State private var showsShareHint = false
    @State private var showsGiftCard = false

    var body: some View {
        VStack {
            // expect: swiftui-title-text-not-heading
            Text(reward.title).font(.largeTitle)
            Button("Send as a gift") { showsGiftCard = true }
        }
        .fullScreenCover(isPresented: $showsGiftCard) {
            ZStack {
                GiftCardEditor(reward: reward)
                if showsShareHint {
                    // ok: swiftui-custom-modal-not-modal
                    Color.black.opacity(0.6)
                        .ignoresSafeArea()
                    Button("Got it") { showsShareHint = false }
                }
            }
        }
    }
}

struct GiftCardEditor: View {
    let reward: Reward
    @State private var isPreviewShown = false

    var body: some View {
        ZStack {
            Form { Text("To: …") }
            // expect: swiftui-custom-modal-not-modal
            Color.black.opacity(isPreviewShown ? 0.5 : 0)
                .ignoresSafeArea()
                .overlay {
                    VStack {
                        Text("Preview of your gift card for \(reward.title)")
                        Button("Close preview") { isPreviewShown = false }
                    }
                }
        }
    }
}
