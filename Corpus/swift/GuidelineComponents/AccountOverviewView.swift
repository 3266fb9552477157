import SwiftUI

struct Subscription: Identifiable {
    let id: String
    let name: String
    let price: String
    var renews: Bool
}

struct Device: Identifiable {
    let id: String
    let name: String
    let lastSeen: String
}

struct Address: Identifiable {
    let id: String
    let label: String
    let summary: String
}

struct AccountOverviewView: View {
    @State var subscriptions: [Subscription]
    let devices: [Device]
    let addresses: [Address]
    let memberSince: String
    let loyaltyPoints: Int
    let appVersion: String
    let onSignOut: (Device) -> Void
    let onRename: (Device) -> Void
    let onEdit: (Address) -> Void
    let onDelete: (Address) -> Void

    var body: some View {
        List {
            Section("Membership") {
                // expect: swiftui-row-not-combined
                HStack {
                    Text("Member since")
                    Spacer()
                    Text(memberSince).foregroundStyle(.secondary)
                }
                // ok: swiftui-row-not-combined
                HStack {
                    Text("Loyalty points")
                    Spacer()
                    Text(loyaltyPoints, format: .number).foregroundStyle(.secondary)
                }
                .accessibilityElement(children: .combine)
                LabeledContent("Tier", value: loyaltyPoints > 1000 ? "Gold" : "Silver")
            }

            Section("Subscriptions") {
                ForEach($subscriptions) { $subscription in
                    // ok: swiftui-row-not-combined, swiftui-combined-row-multiple-controls
                    HStack {
                        VStack(alignment: .leading) {
                            Text(subscription.name)
                            Text(subscription.price).font(.caption)
                        }
                        Spacer()
                        Toggle("Renews", isOn: $subscription.renews)
                            .labelsHidden()
                    }
                    .accessibilityElement(children: .combine)
                }
            }

            Section("Devices") {
                ForEach(devices) { device in
                    // expect: swiftui-combined-row-multiple-controls
                    HStack {
                        VStack(alignment: .leading) {
                            Text(device.name)
                            Text(device.lastSeen).font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button("Rename") { onRename(device) }
                            .buttonStyle(.borderless)
                        Button("Sign out", role: .destructive) { onSignOut(device) }
                            .buttonStyle(.borderless)
                    }
                    .accessibilityElement(children: .combine)
                }
            }

            Section("Addresses") {
                ForEach(addresses) { address in
                    // ok: swiftui-combined-row-multiple-controls
                    HStack {
                        VStack(alignment: .leading) {
                            Text(address.label).font(.headline)
                            Text(address.summary)
                        }
                        Spacer()
                        Button("Edit") { onEdit(address) }
                        Button("Delete", role: .destructive) { onDelete(address) }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAction(named: "Delete") { onDelete(address) }
                }
            }

            Section("About") {
                // expect: swiftui-row-not-combined
                HStack {
                    Text("Version")
                    Spacer()
                    Text(appVersion)
                }
                // ok: swiftui-row-not-combined
                HStack {
                    Text("Terms of service")
                    Spacer()
                    Link("Open", destination: URL(string: "https://example.com/terms")!)
                }
            }
        }
    }
}

struct DeliverySlotRow: View {
    let day: String
    let window: String
    let price: String
    let onChoose: () -> Void
    let onDetails: () -> Void

    var body: some View {
        // expect: swiftui-combined-row-multiple-controls
        HStack {
            VStack(alignment: .leading) {
                Text(day)
                Text(window)
            }
            Spacer()
            Text(price)
            Button("Choose", action: onChoose)
            // expect: swiftui-tap-gesture-without-button-trait
            Image(systemName: "info.circle").onTapGesture(perform: onDetails)
        }
        .accessibilityElement(children: .combine)
    }
}

struct ReceiptView: View {
    let lines: [(label: String, amount: String)]

    var body: some View {
        VStack {
            ForEach(lines, id: \.label) { line in
                // expect: swiftui-row-not-combined
                HStack {
                    Text(line.label)
                    Spacer()
                    Text(line.amount).monospacedDigit()
                }
            }
            // ok: swiftui-row-not-combined
            HStack {
                Text("Paid with")
                Text("Visa •••• 4242")
            }
        }
    }
}
