import SwiftUI

struct Plan: Identifiable {
    let id: String
    let name: String
    let summary: String
    let headerIllustration: String
    let badgeIllustration: String
    let perks: [String]
}

/// A plan's page: an illustration row over the plan's name, then its perks.
struct PlanDetailsView: View {
    let plan: Plan
    let upgrade: () -> Void

    var body: some View {
        List {
            Section {
                // expect: swiftui-icon-beside-text-not-hidden
                Image(plan.headerIllustration)
                    .resizable()
                    .scaledToFit()
                    .frame(maxWidth: .infinity)
                VStack(alignment: .leading, spacing: 4) {
                    Text(plan.name)
                        .font(.title2.bold())
                        .accessibilityAddTraits(.isHeader)
                    Text(plan.summary)
                        .foregroundStyle(.secondary)
                }
            }
            Section("Included") {
                ForEach(plan.perks, id: \.self) { perk in
                    Text(perk)
                }
            }
            Section {
                // ok: swiftui-icon-beside-text-not-hidden
                Image(plan.badgeIllustration)
                    .resizable()
                    .scaledToFit()
                    .frame(height: 80)
                    .accessibilityHidden(true)
                Text("Cancel any time from your account settings.")
                Button("Upgrade", action: upgrade)
            }
        }
    }
}
