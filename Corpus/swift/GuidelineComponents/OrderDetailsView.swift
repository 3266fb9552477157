import SwiftUI

struct OrderLine: Identifiable {
    let id = UUID()
    let name: String
    let quantity: Int
    let price: Decimal
}

struct Order {
    let number: String
    let lines: [OrderLine]
    let subtotal: Decimal
    let shipping: Decimal
    let total: Decimal
    let address: String
    let carrier: String
    let events: [String]
}

/// A card whose header expands and collapses its content.
struct OrderSectionCard<Content: View>: View {
    let title: String
    @Binding var isExpanded: Bool
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // expect: swiftui-expandable-state-not-exposed
            Button {
                withAnimation(.easeInOut(duration: 0.2)) { isExpanded.toggle() }
            } label: {
                HStack {
                    Text(title).font(.headline)
                    Spacer()
                    // expect: swiftui-icon-not-hidden
                    // ok: swiftui-caret-focusable
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
            }
            .buttonStyle(.plain)
            if isExpanded {
                content()
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

struct OrderDetailsView: View {
    let order: Order
    let onCancel: () -> Void
    @State private var showsItems = true
    @State private var isDeliveryExpanded = false
    @State private var isPaymentExpanded = false
    @State private var isHistoryExpanded = false
    @State private var showsCancelDialog = false

    var body: some View {
        ZStack {
            ScrollView {
                VStack(spacing: 16) {
                    OrderSectionCard(title: "Delivery", isExpanded: $isDeliveryExpanded) {
                        Text(order.address)
                        Text(order.carrier).foregroundStyle(.secondary)
                    }
                    items
                    payment
                    history
                    Button("Cancel order", role: .destructive) { showsCancelDialog = true }
                }
                .padding()
            }
            if showsCancelDialog {
                // expect: swiftui-custom-modal-not-modal
                Color.black.opacity(0.4)
                    .ignoresSafeArea()
                    // ok: swiftui-tap-gesture-without-button-trait
                    .onTapGesture { showsCancelDialog = false }
                    .accessibilityHidden(true)
                VStack(spacing: 16) {
                    Text("Cancel order \(order.number)?").font(.headline)
                    Text("The refund reaches your card within five days.")
                    HStack {
                        Button("Keep order") { showsCancelDialog = false }
                        Button("Cancel order", role: .destructive, action: onCancel)
                    }
                }
                .padding(24)
                .background(RoundedRectangle(cornerRadius: 16).fill(.background))
                .padding(32)
            }
        }
    }

    private var items: some View {
        DisclosureGroup("Items (\(order.lines.count))", isExpanded: $showsItems) {
            ForEach(order.lines) { line in
                // expect: swiftui-row-not-combined
                HStack {
                    Text(line.name)
                    Spacer()
                    Text("× \(line.quantity)")
                    Text(line.price, format: .currency(code: "EUR"))
                }
            }
        }
    }

    private var payment: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Payment").font(.headline)
                Spacer()
                Text(order.total, format: .currency(code: "EUR"))
                // expect: swiftui-caret-focusable
                Image(systemName: isPaymentExpanded ? "chevron.up" : "chevron.down")
            }
            .contentShape(Rectangle())
            // expect: swiftui-expandable-state-not-exposed
            .onTapGesture { withAnimation { isPaymentExpanded.toggle() } }
            .accessibilityAddTraits(.isButton)
            if isPaymentExpanded {
                VStack {
                    // ok: swiftui-row-not-combined
                    HStack {
                        Text("Subtotal")
                        Spacer()
                        Text(order.subtotal, format: .currency(code: "EUR"))
                    }
                    .accessibilityElement(children: .combine)
                    LabeledContent("Shipping", value: order.shipping, format: .currency(code: "EUR"))
                }
            }
        }
    }

    private var history: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Order history").font(.headline)
                Spacer()
                // ok: swiftui-caret-focusable
                Image(systemName: isHistoryExpanded ? "chevron.up" : "chevron.down")
            }
            .contentShape(Rectangle())
            // ok: swiftui-expandable-state-not-exposed, swiftui-tap-gesture-without-button-trait
            .onTapGesture { withAnimation { isHistoryExpanded.toggle() } }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .accessibilityValue(isHistoryExpanded ? "Expanded" : "Collapsed")
            if isHistoryExpanded {
                ForEach(order.events, id: \.self) { event in
                    Text(event).font(.footnote)
                }
            }
        }
    }
}
