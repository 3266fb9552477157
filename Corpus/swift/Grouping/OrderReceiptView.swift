import SwiftUI

/// The receipt shown after checkout: the amounts, the payment and the delivery estimate.
struct OrderReceiptView: View {
    let receipt: Receipt

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                // ok: swiftui-label-value-not-combined
                HStack {
                    Text("Item")
                    Spacer()
                    Text("Price")
                }
                .font(.caption.bold())
                .foregroundStyle(.secondary)

                ForEach(receipt.lines) { line in
                    LabeledContent(line.name, value: line.formattedPrice)
                }
                Divider()

                // expect: swiftui-label-value-not-combined
                HStack {
                    Text("Delivery")
                    Spacer()
                    Text(receipt.formattedDelivery)
                }
                // ok: swiftui-label-value-not-combined
                HStack {
                    Text("Total").bold()
                    Spacer()
                    Text(receipt.formattedTotal).bold()
                }
                .accessibilityElement(children: .combine)

                VStack(alignment: .leading) {
                    // expect: swiftui-label-value-not-combined
                    HStack {
                        Text("Paid with").foregroundStyle(.secondary)
                        Spacer()
                        Text(receipt.paymentMethodName)
                    }
                    Text("Arrives \(receipt.estimatedArrival, style: .date)")
                        .font(.footnote)
                }
            }
            .padding()
        }
        .navigationTitle("Receipt")
    }
}
