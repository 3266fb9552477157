import SwiftUI

/// One line of the cart: a product, how many, and what it costs.
struct CartLine: Identifiable, Hashable {
    let id: UUID
    let productName: String
    let thumbnailName: String
    var quantity: Int
    let unitPrice: Decimal
}

@MainActor
final class CartViewModel: ObservableObject {
    @Published var lines: [CartLine] = []
    @Published var promoCode = ""
    @Published var isApplyingPromo = false
    @Published var isCheckingOut = false

    var isCartValid: Bool { !lines.isEmpty && lines.allSatisfy { $0.quantity > 0 } }
    var canApplyPromo: Bool { promoCode.count >= 4 && !isApplyingPromo }

    func increment(_ line: CartLine) {
        guard let index = lines.firstIndex(of: line) else { return }
        lines[index].quantity += 1
    }

    func decrement(_ line: CartLine) {
        guard let index = lines.firstIndex(of: line), lines[index].quantity > 1 else { return }
        lines[index].quantity -= 1
    }

    func remove(_ line: CartLine) { lines.removeAll { $0.id == line.id } }
    func applyPromo() async { isApplyingPromo = true; defer { isApplyingPromo = false } }
    func checkout() async { isCheckingOut = true }
}

struct CartLineRow: View {
    let line: CartLine
    let onIncrement: () -> Void
    let onDecrement: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            // expect: swiftui-icon-beside-text-not-hidden
            // ok: swiftui-image-missing-label
            Image(line.thumbnailName)
                .resizable()
                .frame(width: 56, height: 56)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            // expect: swiftui-stacked-texts-not-combined
            VStack(alignment: .leading) {
                Text(line.productName).font(.headline)
                Text(line.unitPrice, format: .currency(code: "EUR"))
            }
            Spacer()
            // expect: swiftui-icon-only-button-unlabeled
            Button(action: onDecrement) {
                Image(systemName: "minus.circle")
            }
            Text("\(line.quantity)")
                .monospacedDigit()
            // ok: swiftui-icon-only-button-unlabeled
            Button(action: onIncrement) {
                Image(systemName: "plus.circle")
            }
            .accessibilityLabel("Add one \(line.productName)")
        }
    }
}

struct CartScreen: View {
    @StateObject private var model = CartViewModel()
    @FocusState private var promoFieldFocused: Bool

    var body: some View {
        VStack {
            List {
                ForEach(model.lines) { line in
                    CartLineRow(line: line,
                                onIncrement: { model.increment(line) },
                                onDecrement: { model.decrement(line) })
                        .swipeActions {
                            // ok: swiftui-icon-only-button-unlabeled
                            Button(role: .destructive) {
                                model.remove(line)
                            } label: {
                                Label("Remove", systemImage: "trash")
                            }
                        }
                }
            }
            promoSection
            checkoutButton
        }
        // ok: swiftui-tap-gesture-without-button-trait
        .onTapGesture { promoFieldFocused = false }
        .navigationTitle("Cart")
    }

    private var promoSection: some View {
        HStack {
            TextField("Promo code", text: $model.promoCode)
                .focused($promoFieldFocused)
            // expect: swiftui-guarded-action-without-disabled
            // expect: swiftui-dimmed-control-without-disabled
            Button("Apply") {
                guard model.canApplyPromo else { return }
                Task { await model.applyPromo() }
            }
            .foregroundColor(model.canApplyPromo ? .accentColor : .gray)
        }
        .padding(.horizontal)
    }

    private var checkoutButton: some View {
        // ok: swiftui-dimmed-control-without-disabled
        Button {
            Task { await model.checkout() }
        } label: {
            Text("Checkout")
                .frame(maxWidth: .infinity)
                .padding()
                .background(model.isCartValid ? Color.accentColor : Color.gray.opacity(0.4))
        }
        .disabled(!model.isCartValid || model.isCheckingOut)
        .padding()
    }
}

#Preview {
    NavigationStack { CartScreen() }
}
