import SwiftUI

/// The plan upgrade screen: the current plan, what the next plan adds, and the checkout totals.
struct PlanUpgradeView: View {
    @ObservedObject var model: PlanUpgradeModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                // expect: swiftui-title-text-not-heading
                Text("Your free trial ends in \(model.daysLeft) days")
                    .font(.title2.bold())
                Text("Upgrade to keep your store online and your orders flowing.")
                    .font(.footnote)

                // ok: swiftui-title-text-not-heading
                Text("What you get")
                    .font(.title3)
                    .accessibilityAddTraits(.isHeader)
                ForEach(model.nextPlan.features, id: \.self) { feature in
                    Label(feature, systemImage: "checkmark.circle")
                }

                VStack(alignment: .leading, spacing: 4) {
                    Text("Due today")
                        .font(.subheadline)
                    // ok: swiftui-title-text-not-heading
                    Text(model.formattedPrice)
                        .font(.largeTitle)
                }

                // expect: swiftui-title-text-not-heading
                Text("Questions?").font(.title3)
                Text("Our support team answers within a day.")
            }
            .padding()
        }
        .navigationTitle("Upgrade")
    }
}
