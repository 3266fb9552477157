import SwiftUI

struct UserProfile {
    var name: String
    var handle: String
    var bio: String
    var avatar: UIImage?
    var website: URL?
    var followers: Int
    var following: Int
    var isFollowed: Bool
}

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var profile: UserProfile
    @Published var isFollowRequestPending = false
    @Published var canMessage = false

    init(profile: UserProfile) { self.profile = profile }

    var canFollow: Bool { !isFollowRequestPending && !profile.isFollowed }

    func follow() async {
        isFollowRequestPending = true
        defer { isFollowRequestPending = false }
        profile.isFollowed = true
    }
}

struct StatView: View {
    let value: Int
    let title: String

    var body: some View {
        VStack {
            Text(value, format: .number).font(.headline)
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

struct ProfileHeaderView: View {
    let profile: UserProfile

    var body: some View {
        VStack(spacing: 12) {
            // ok: swiftui-image-missing-label
            Image(uiImage: profile.avatar ?? UIImage(named: "avatar-placeholder")!)
                .resizable()
                .frame(width: 96, height: 96)
                .clipShape(Circle())
                .accessibilityLabel("Profile photo of \(profile.name)")
            // expect: swiftui-title-text-not-heading
            Text(profile.name).font(.title2.bold())
            Text("@\(profile.handle)").foregroundStyle(.secondary)
            HStack(spacing: 32) {
                StatView(value: profile.followers, title: "Followers")
                StatView(value: profile.following, title: "Following")
            }
            HStack {
                // expect: swiftui-icon-beside-text-not-hidden
                // ok: swiftui-image-missing-label
                Image("verified-seal")
                Text("Verified creator")
            }
            .accessibilityElement(children: .combine)
            HStack {
                // ok: swiftui-image-missing-label
                Image("location-pin-small")
                Text("Lisbon")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Based in Lisbon")
        }
    }
}

struct ProfileView: View {
    @StateObject var model: ProfileViewModel
    @State private var isBioExpanded = false

    var body: some View {
        ScrollView {
            ProfileHeaderView(profile: model.profile)
            Text(model.profile.bio)
                .lineLimit(isBioExpanded ? nil : 3)
                .padding()
                // ok: swiftui-tap-gesture-without-button-trait, swiftui-expandable-state-not-exposed
                .onTapGesture { isBioExpanded.toggle() }
                #if os(iOS)
                .accessibilityAddTraits(.isButton)
                .accessibilityHint(isBioExpanded ? "Shows less" : "Shows the full bio")
                #endif
            actions
            if let website = model.profile.website {
                // expect: swiftui-icon-only-button-unlabeled
                Link(destination: website) {
                    Image(systemName: "globe")
                }
            }
        }
    }

    private var actions: some View {
        HStack {
            // ok: swiftui-guarded-action-without-disabled
            Button(model.profile.isFollowed ? "Following" : "Follow") {
                guard model.canFollow else { return }
                Task { await model.follow() }
            }
            .buttonStyle(.borderedProminent)
            .disabled(!model.canFollow)
            // expect: swiftui-guarded-action-without-disabled
            Button {
                guard model.canMessage else { return }
                openConversation()
            } label: {
                Label("Message", systemImage: "bubble.left")
            }
            .buttonStyle(.bordered)
        }
    }

    private func openConversation() {}
}

#Preview {
    ProfileView(model: ProfileViewModel(profile: UserProfile(
        name: "Ana Sousa", handle: "ana", bio: "Ceramics and coffee.", avatar: nil,
        website: URL(string: "https://example.com"), followers: 1200, following: 180, isFollowed: false)))
}
