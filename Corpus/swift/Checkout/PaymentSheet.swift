import SwiftUI

enum PaymentMethod: String, CaseIterable, Identifiable {
    case card, applePay, paypal, invoice

    var id: String { rawValue }

    var logoAsset: String {
        switch self {
        case .card: return "logo-card"
        case .applePay: return "logo-apple-pay"
        case .paypal: return "logo-paypal"
        case .invoice: return "logo-invoice"
        }
    }

    var title: String {
        switch self {
        case .card: return "Credit card"
        case .applePay: return "Apple Pay"
        case .paypal: return "PayPal"
        case .invoice: return "Invoice"
        }
    }
}

struct PaymentMethodRow: View {
    let method: PaymentMethod
    let isSelected: Bool

    var body: some View {
        HStack {
            // ok: swiftui-image-missing-label
            Image(method.logoAsset)
                .resizable()
                .scaledToFit()
                .frame(width: 44, height: 28)
                .accessibilityHidden(true)
            Text(method.title)
            Spacer()
            if isSelected {
                Image(systemName: "checkmark")
                    .foregroundStyle(.tint)
            }
        }
        .contentShape(Rectangle())
    }
}

struct PaymentSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var selected: PaymentMethod = .card
    @State private var acceptedTerms = false
    @State private var isPaying = false
    let amount: Decimal

    private var canPay: Bool { acceptedTerms && !isPaying }

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                ForEach(PaymentMethod.allCases) { method in
                    PaymentMethodRow(method: method, isSelected: method == selected)
                        // ok: swiftui-tap-gesture-without-button-trait, swiftui-custom-segment-selection-not-exposed
                        .onTapGesture { selected = method }
                        .accessibilityAddTraits(method == selected ? [.isButton, .isSelected] : .isButton)
                }
                Toggle(isOn: $acceptedTerms) {
                    HStack {
                        // expect: swiftui-icon-not-hidden
                        Image(systemName: "doc.text")
                        Text("I accept the terms of sale")
                    }
                }
                // ok: swiftui-image-missing-label
                Image("secure-checkout-badge")
                    .padding(.top)
                payButton
            }
            .padding()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    // expect: swiftui-icon-only-button-unlabeled
                    Button(action: { dismiss() }) {
                        Image(systemName: "xmark")
                            .font(.body.weight(.semibold))
                    }
                }
            }
        }
    }

    private var payButton: some View {
        // ok: swiftui-guarded-action-without-disabled
        Button {
            guard canPay else { return }
            isPaying = true
        } label: {
            HStack {
                // ok: swiftui-icon-not-hidden
                Image(systemName: "lock.fill")
                    .accessibilityHidden(true)
                Text("Pay \(amount.formatted(.currency(code: "EUR")))")
            }
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        #if os(iOS)
        .controlSize(.large)
        #endif
        .disabled(!canPay)
    }
}

#Preview {
    PaymentSheet(amount: 42.50)
}
