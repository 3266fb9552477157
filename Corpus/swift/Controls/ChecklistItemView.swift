import SwiftUI

/// A packing list item: a circle to tick it off, a star to keep it, and a sound switch.
struct ChecklistItemView: View {
    let item: PackingItem
    let list: PackingList
    @Binding var isStarred: Bool
    @Binding var playsSound: Bool

    var body: some View {
        HStack {
            // expect: swiftui-tap-toggle-without-state
            Button { list.togglePacked(item) } label: {
                Circle()
                    .strokeBorder(Color.accentColor, lineWidth: 2)
                    .background(Circle().fill(item.isPacked ? Color.accentColor : Color.clear))
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel(item.name)
            Spacer()
            // ok: swiftui-tap-toggle-without-state
            Button { isStarred.toggle() } label: {
                Image(systemName: "star.fill")
                    .foregroundStyle(isStarred ? .yellow : .gray)
            }
            .accessibilityLabel("Keep for next trip")
            .accessibilityAddTraits(isStarred ? .isSelected : [])
            // ok: swiftui-tap-toggle-without-state
            Button(playsSound ? "Sound on" : "Sound off") { playsSound.toggle() }
        }
    }
}
