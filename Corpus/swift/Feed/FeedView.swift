import SwiftUI

struct Post: Identifiable {
    let id: Int
    let author: String
    let authorAvatar: UIImage?
    let photoURL: URL
    let caption: String
    var isLiked: Bool
    var likeCount: Int
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published var selectedPost: Post?

    func toggleLike(_ post: Post) {
        guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
        posts[index].isLiked.toggle()
        posts[index].likeCount += posts[index].isLiked ? 1 : -1
    }

    func open(_ post: Post) { selectedPost = post }
}

/// Help text shown in the empty state. The words below mention `.onTapGesture` and
/// `Image("placeholder")` but are only prose, so no rule may look at them.
private let emptyFeedHint = """
    Nothing here yet. Follow people to fill your feed:
    Button { } label: { Image(systemName: "person.badge.plus") } .onTapGesture { follow() }
    """

struct PostHeader: View {
    let post: Post

    var body: some View {
        HStack(spacing: 8) {
            // ok: swiftui-image-missing-label
            Image(uiImage: post.authorAvatar ?? UIImage())
                .resizable()
                .frame(width: 32, height: 32)
                .clipShape(Circle())
            Text(post.author)
                .font(.subheadline.bold())
            Spacer()
        }
    }
}

struct PostCard: View {
    let post: Post
    let onLike: () -> Void
    let onOpen: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            PostHeader(post: post)
            // expect: swiftui-tapped-image-without-name
            AsyncImage(url: post.photoURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                ProgressView()
            }
            .frame(height: 280)
            .clipped()
            // expect: swiftui-tap-gesture-without-button-trait
            .onTapGesture(count: 2) { onLike() }
            HStack {
                // expect: swiftui-icon-only-button-unlabeled
                Button(action: onLike) {
                    Image(systemName: post.isLiked ? "heart.fill" : "heart")
                        .foregroundStyle(post.isLiked ? .red : .primary)
                }
                Text("\(post.likeCount)")
                // ok: swiftui-icon-only-button-unlabeled
                ShareLink(item: post.photoURL) {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel("Share photo")
            }
            Text(post.caption)
                .lineLimit(3)
                // expect: swiftui-tap-gesture-without-button-trait
                .onTapGesture { onOpen() }
        }
        .padding(.vertical)
    }
}

struct FeedView: View {
    @StateObject private var model = FeedViewModel()

    var body: some View {
        ScrollView {
            if model.posts.isEmpty {
                Text(emptyFeedHint)
                    .foregroundStyle(.secondary)
            }
            LazyVStack {
                ForEach(model.posts) { post in
                    PostCard(post: post,
                             onLike: { model.toggleLike(post) },
                             onOpen: { model.open(post) })
                }
            }
        }
        .sheet(item: $model.selectedPost) { post in
            PostDetail(post: post)
        }
    }
}

struct PostDetail: View {
    let post: Post

    var body: some View {
        VStack {
            // The caption is a link to the author's profile in the web version:
            // Text(post.author).onTapGesture { openProfile() }
            Text(post.caption)
            HStack {
                // ok: swiftui-image-missing-label
                Image(uiImage: post.authorAvatar ?? UIImage())
                    .accessibilityLabel("Photo of \(post.author)")
                Text(post.author)
            }
        }
    }
}

struct PhotoViewer: View {
    let photo: UIImage
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            // expect: swiftui-image-missing-label
            Image(uiImage: photo)
                .resizable()
                .scaledToFit()
        }
        .toolbar {
            Button("Done") { dismiss() }
        }
    }
}
