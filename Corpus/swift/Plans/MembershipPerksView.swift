import SwiftUI

/// The perks of a membership tier: each perk's icon sits in a tinted circle beside its title,
/// and the tier's list of included features is set off by check marks.
struct MembershipPerksView: View {
    let tier: MembershipTier

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(tier.perks) { perk in
                // expect: swiftui-row-not-combined
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 10)
                        .fill(perk.tint.opacity(0.15))
                        .frame(width: 44, height: 44)
                        // expect: swiftui-icon-beside-text-not-hidden
                        .overlay(Image(perk.iconName))
                    VStack(alignment: .leading) {
                        Text(perk.title)
                            .font(.headline)
                        Text(perk.summary)
                            .font(.subheadline)
                    }
                }
            }
            ForEach(tier.includedFeatures, id: \.self) { feature in
                HStack {
                    // expect: swiftui-icon-beside-text-not-hidden
                    Image(systemName: "checkmark")
                        .foregroundStyle(.green)
                    Text(feature)
                }
            }
        }
    }
}

/// The tier picker: a check mark shows which tier is chosen, and a warning sign shows when the
/// price could not be loaded.
struct MembershipTierPicker: View {
    let tiers: [MembershipTier]
    @Binding var chosenTierID: MembershipTier.ID
    let priceFailedToLoad: Bool

    var body: some View {
        VStack {
            HStack {
                // ok: swiftui-icon-beside-text-not-hidden
                Image(systemName: "exclamationmark.triangle")
                    .renderedIf(priceFailedToLoad)
                Text("Choose a plan")
            }
            ForEach(tiers) { tier in
                HStack {
                    Text(tier.name)
                    Spacer()
                    if tier.id == chosenTierID {
                        // ok: swiftui-icon-beside-text-not-hidden
                        Image(systemName: "checkmark")
                    }
                }
            }
        }
    }
}

private extension View {
    /// Draws the view only while the condition holds.
    @ViewBuilder func renderedIf(_ condition: Bool) -> some View {
        if condition { self }
    }
}
