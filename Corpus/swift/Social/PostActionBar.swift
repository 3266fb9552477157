import SwiftUI

/// The actions under a post in the feed: reply, like and share, drawn as bare icons.
struct PostActionBar: View {
    let post: Post
    @ObservedObject var feed: FeedModel
    @State private var isSharing = false

    var body: some View {
        HStack(spacing: 28) {
            // expect: swiftui-tapped-image-without-name
            Image(systemName: "arrowshape.turn.up.left")
                .foregroundStyle(.secondary)
                // expect: swiftui-tap-gesture-without-button-trait
                .onTapGesture { feed.startReply(to: post) }
            // ok: swiftui-tapped-image-without-name
            Image(systemName: post.isLiked ? "heart.fill" : "heart")
                .foregroundStyle(post.isLiked ? .red : .secondary)
                .onTapGesture { feed.toggleLike(post) }
                .accessibilityLabel(post.isLiked ? "Unlike" : "Like")
                .accessibilityAddTraits(.isButton)
            Spacer()
            // expect: swiftui-tapped-image-without-name
            Image("share-outline")
                .resizable()
                // expect: swiftui-small-touch-target
                .frame(width: 20, height: 20)
                // expect: swiftui-tap-gesture-without-button-trait
                .onTapGesture { isSharing = true }
        }
        .sheet(isPresented: $isSharing) { ShareSheet(items: [post.url]) }
    }
}

/// The author's picture above a post; tapping it opens the profile.
struct PostAuthorBadge: View {
    let author: Author
    let openProfile: () -> Void

    var body: some View {
        HStack {
            // ok: swiftui-tapped-image-without-name
            Image(uiImage: author.avatar)
                .resizable()
                // expect: swiftui-small-touch-target
                .frame(width: 36, height: 36)
                .clipShape(Circle())
                .onTapGesture(perform: openProfile)
            Text(author.displayName)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}
