import SwiftUI

/// The receipt shown after checkout: totals in a fixed layout the designers asked for.
struct OrderReceiptView: View {
    let order: Order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Thank you!")
                // expect: swiftui-fixed-font-size
                .font(.system(size: 28, weight: .bold))
            Text("Order \(order.number)")
                // ok: swiftui-fixed-font-size
                .font(.custom("Avenir Next", size: 15, relativeTo: .subheadline))
            ForEach(order.lines) { line in
                HStack {
                    Text(line.name)
                    Spacer()
                    Text(line.price, format: .currency(code: order.currency))
                        // expect: swiftui-fixed-font-size
                        .font(.custom("Menlo", fixedSize: 13))
                }
                .accessibilityElement(children: .combine)
            }
            HStack(spacing: 16) {
                Button(action: order.share) { Image(systemName: "square.and.arrow.up") }
                    .accessibilityLabel("Share receipt")
                Button(action: order.print) { Image(systemName: "printer") }
                    .accessibilityLabel("Print receipt")
            }
            // ok: swiftui-fixed-font-size
            .font(.system(size: 22))
            Button("Done") { dismiss() }
                .font(.headline)
        }
        .padding()
    }
}
