import SwiftUI

/// The app's main tabs: library, discover, downloads and settings.
struct ReaderTabsView: View {
    var body: some View {
        TabView {
            LibraryView()
                // ok: swiftui-tab-item-without-name
                .tabItem { Label("Library", systemImage: "books.vertical") }
            DiscoverView()
                // expect: swiftui-tab-item-without-name
                .tabItem {
                    Image(systemName: "sparkles")
                }
            DownloadsView()
                // ok: swiftui-tab-item-without-name
                .tabItem {
                    Image(systemName: "arrow.down.circle")
                    Text("Downloads")
                }
            SettingsView()
                // expect: swiftui-tab-item-without-name
                .tabItem { Label("", systemImage: "gearshape") }
        }
    }
}
