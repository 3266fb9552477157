import SwiftUI

/// The rows of the shipping sheet: a speed to choose and extras to add. The sheet that lists
/// them handles the taps; each row says what it shows.
struct ShippingSpeedRow: View {
    let speed: ShippingSpeed
    let isSelected: Bool

    var body: some View {
        HStack {
            Text(speed.title)
            Spacer()
            // expect: swiftui-selection-shown-by-checkmark
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
        }
        .accessibilityElement(children: .combine)
    }
}

struct ShippingExtraRow: View {
    let extra: ShippingExtra
    let isAdded: Bool

    var body: some View {
        HStack {
            // expect: swiftui-selection-shown-by-checkmark
            Image(systemName: isAdded ? "checkmark.square.fill" : "square")
            Text(extra.title)
        }
        .accessibilityElement(children: .combine)
    }
}

struct GiftWrapRow: View {
    let isAdded: Bool

    var body: some View {
        HStack {
            // ok: swiftui-selection-shown-by-checkmark
            Image(systemName: isAdded ? "checkmark.square.fill" : "square")
            Text("Gift wrap")
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(isAdded ? "Added" : "Not added")
    }
}

struct PickupPointRow: View {
    let point: PickupPoint
    let isSelected: Bool

    var body: some View {
        HStack {
            Text(point.name)
            Spacer()
            // ok: swiftui-selection-shown-by-checkmark
            Image(systemName: isSelected ? "checkmark" : "")
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
