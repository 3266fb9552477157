import SwiftUI

/// The toolbar over an article: close, search, bookmark and the banner editor.
struct ReaderToolbarView: View {
    @Binding var isBookmarked: Bool
    let onClose: () -> Void
    let onSearch: () -> Void
    let onEditBanner: () -> Void

    var body: some View {
        HStack {
            Button(action: onClose) {
                Image(systemName: "xmark")
            }
            // expect: swiftui-label-names-role
            .accessibilityLabel("Close button")
            Button(action: onSearch) {
                Image(systemName: "magnifyingglass")
            }
            // ok: swiftui-label-names-role
            .accessibilityLabel(NSLocalizedString("Search", comment: "Accessibility label for the search button"))
            Spacer()
            Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                // expect: swiftui-tap-toggle-without-state
                .onTapGesture { isBookmarked.toggle() }
                .accessibilityAddTraits(.isButton)
                // expect: swiftui-label-names-role
                .accessibilityLabel(Text("Bookmark icon"))
            Button(action: onEditBanner) {
                Image(systemName: "photo.badge.plus")
            }
            // ok: swiftui-label-names-role
            .accessibilityLabel("Change banner image")
        }
    }
}
