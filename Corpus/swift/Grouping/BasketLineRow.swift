import SwiftUI

/// One line of the shopping basket, shown in the basket list and in the order review.
struct BasketLineRow: View {
    let line: BasketLine
    let onRemove: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            // expect: swiftui-picture-view-beside-text-not-hidden
            ProductThumbnail(url: line.product.imageURL)
            // expect: swiftui-stacked-texts-not-combined
            VStack(alignment: .leading, spacing: 2) {
                Text(line.product.name)
                    .font(.body)
                Text(line.product.formattedPrice)
                    .font(.subheadline)
            }
            Spacer()
            Button(action: onRemove) {
                Image(systemName: "minus.circle")
            }
            .accessibilityLabel("Remove \(line.product.name)")
        }
    }
}

/// A saved delivery address in the address book.
struct SavedAddressCell: View {
    let address: PostalAddress

    var body: some View {
        HStack {
            Image(systemName: "house")
                .accessibilityHidden(true)
            // expect: swiftui-stacked-texts-not-combined
            VStack(alignment: .leading) {
                Text(address.recipient)
                Text(address.street)
                Text(address.city)
            }
        }
    }
}

/// The same line with the product's parts read as one stop.
struct ReviewLineRow: View {
    let line: BasketLine

    var body: some View {
        HStack {
            // ok: swiftui-stacked-texts-not-combined
            VStack(alignment: .leading) {
                Text(line.product.name)
                Text(line.product.formattedPrice)
            }
            .accessibilityElement(children: .combine)
            Spacer()
        }
    }
}

/// The top of the account screen: the signed-in shopper, shown once and read in order.
struct AccountOwnerBanner: View {
    let shopper: Shopper
    let onEdit: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            // ok: swiftui-stacked-texts-not-combined
            VStack(alignment: .center, spacing: 2) {
                Text(shopper.fullName)
                    .font(.headline)
                Text(shopper.loyaltyNumber)
                    .monospaced()
            }
            Button("Edit details", action: onEdit)
        }
        .padding(.vertical)
    }
}
