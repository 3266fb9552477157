import SwiftUI

final class SettingsStore: ObservableObject {
    @AppStorage("notificationsEnabled") var notificationsEnabled = true
    @AppStorage("syncOverCellular") var syncOverCellular = false
    @AppStorage("faceIDEnabled") var faceIDEnabled = false
    @Published var isSyncEnabled = true
    @Published var storageUsed: Measurement<UnitInformationStorage> = .init(value: 1.2, unit: .gigabytes)
}

enum SettingsRoute: Hashable {
    case account, privacy, storage, about
}

struct SettingsView: View {
    @StateObject private var store = SettingsStore()
    @State private var showsSignOutConfirmation = false

    var body: some View {
        NavigationStack {
            List {
                Section("General") {
                    Toggle(isOn: $store.notificationsEnabled) {
                        HStack {
                            // expect: swiftui-icon-not-hidden
                            Image(systemName: "bell.badge")
                            Text("Notifications")
                        }
                    }
                    Toggle(isOn: $store.faceIDEnabled) {
                        // ok: swiftui-icon-not-hidden
                        Label("Unlock with Face ID", systemImage: "faceid")
                    }
                    // expect: swiftui-dimmed-control-without-disabled
                    Toggle("Sync over cellular", isOn: $store.syncOverCellular)
                        .opacity(store.isSyncEnabled ? 1 : 0.5)
                }

                Section("Account") {
                    NavigationLink(value: SettingsRoute.account) {
                        HStack {
                            // expect: swiftui-icon-not-hidden
                            Image("settings-account")
                            Text("Account")
                        }
                    }
                    NavigationLink(value: SettingsRoute.privacy) {
                        HStack {
                            // ok: swiftui-icon-not-hidden
                            Image(systemName: "hand.raised")
                                .accessibilityHidden(true)
                            Text("Privacy")
                        }
                    }
                    NavigationLink(value: SettingsRoute.storage) {
                        HStack {
                            // ok: swiftui-icon-not-hidden
                            Image(systemName: "internaldrive")
                            Text("Storage")
                            Spacer()
                            Text(store.storageUsed.formatted())
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Storage, \(store.storageUsed.formatted()) used")
                    }
                }

                Section {
                    Button(role: .destructive) {
                        showsSignOutConfirmation = true
                    } label: {
                        HStack {
                            // expect: swiftui-icon-not-hidden
                            Image(systemName: "rectangle.portrait.and.arrow.right")
                            Text("Sign out")
                                .accessibilityHidden(false)
                        }
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: SettingsRoute.self) { route in
                SettingsDetail(route: route)
            }
            .confirmationDialog("Sign out?", isPresented: $showsSignOutConfirmation) {
                Button("Sign out", role: .destructive) {}
            }
        }
    }
}

struct SettingsDetail: View {
    let route: SettingsRoute
    @Environment(\.openURL) private var openURL

    var body: some View {
        switch route {
        case .about:
            VStack(spacing: 12) {
                // ok: swiftui-image-missing-label
                Image(decorative: "app-icon-large")
                Text("Version 4.2 (1187)")
                Text("Privacy policy")
                    .underline()
                    .foregroundStyle(.tint)
                    // expect: swiftui-tap-gesture-without-button-trait
                    .onTapGesture { openURL(URL(string: "https://example.com/privacy")!) }
                Link(destination: URL(string: "https://example.com/licenses")!) {
                    HStack {
                        // ok: swiftui-icon-not-hidden
                        Image(systemName: "doc.plaintext")
                            .accessibility(hidden: true)
                        Text("Open-source licenses")
                    }
                }
            }
        default:
            Text(String(describing: route))
        }
    }
}

#Preview {
    SettingsView()
}
