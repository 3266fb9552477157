import SwiftUI

/// The app's filled call-to-action style. It reads the environment's enabled flag, so a
/// `.disabled(…)` anywhere above the button both fades it and tells VoiceOver it is dimmed.
struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.accentColor))
            .foregroundStyle(.white)
            // ok: swiftui-dimmed-control-without-disabled
            .opacity(isEnabled ? (configuration.isPressed ? 0.8 : 1) : 0.45)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

/// A pill that toggles between selected and not, used for tags and quick filters.
struct TagPill: View {
    let title: String
    @Binding var isSelected: Bool

    var body: some View {
        // ok: swiftui-dimmed-control-without-disabled
        Button {
            isSelected.toggle()
        } label: {
            Text(title)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2))
                .clipShape(Capsule())
        }
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

/// Sample markup for the design-system catalogue. The snippets are strings, never views.
enum ButtonCatalogue {
    static let doNotCopy = #"""
        Button(action: save) { Image(systemName: "tray.and.arrow.down") }
        Text("Details").onTapGesture { open() }
        Button("Buy") { guard isPurchaseEnabled else { return } }
        """#

    static let rawSnippet = #"Image("logo") .opacity(isEnabled ? 1 : 0.3) "quoted" \#(doNotCopy.count)"#

    /* Nested comment: /* Image("sticker") */ Button { } label: { Image(systemName: "gear") } */
    static let version = 2
}

/// A compact icon button with a required accessible name: the title is spoken, the icon shown.
struct IconButton: View {
    let title: LocalizedStringKey
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label(title, systemImage: systemImage)
                .labelStyle(.iconOnly)
        }
    }
}

/// A tappable card used on the home screen. Cards are buttons for VoiceOver.
struct HomeCard<Content: View>: View {
    let isAvailable: Bool
    let action: () -> Void
    @ViewBuilder var content: Content

    var body: some View {
        content
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            .opacity(isAvailable ? 1 : 0.5)
            // expect: swiftui-tap-gesture-without-button-trait, swiftui-dimmed-control-without-disabled
            .onTapGesture(perform: action)
    }
}

#Preview {
    VStack {
        Button("Continue") {}
            .buttonStyle(.primary)
            .disabled(true)
        IconButton(title: "Settings", systemImage: "gear") {}
        HomeCard(isAvailable: false, action: {}) { Text("Recipes") }
    }
}
