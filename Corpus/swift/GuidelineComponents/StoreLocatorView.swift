import SwiftUI

struct StoreLocation: Identifiable {
    let id: Int
    let name: String
    let address: String
    let distance: String
    let hours: [String]
}

enum SearchRadius: Int, CaseIterable, Identifiable {
    case five = 5, ten = 10, twentyFive = 25
    var id: Self { self }
    var title: String { "\(rawValue) km" }
}

struct StoreLocatorView: View {
    let cities: [String]
    let stores: [StoreLocation]
    let onCall: (StoreLocation) -> Void
    let onDirections: (StoreLocation) -> Void
    @State private var city = "Lisbon"
    @State private var radius: SearchRadius = .ten
    @State private var isCityDropdownOpen = false
    @State private var isRadiusMenuOpen = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                cityField
                radiusField
                LazyVStack {
                    ForEach(stores) { store in
                        StoreCard(store: store, onCall: onCall, onDirections: onDirections)
                    }
                }
            }
            .padding()
        }
    }

    private var cityField: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(city)
                Spacer()
                Image(systemName: "chevron.down").accessibilityHidden(true)
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 8).stroke(.secondary))
            // expect: swiftui-custom-dropdown-no-state
            .onTapGesture { withAnimation { isCityDropdownOpen = !isCityDropdownOpen } }
            .accessibilityAddTraits(.isButton)
            .accessibilityLabel("City, \(city)")
            if isCityDropdownOpen {
                ForEach(cities, id: \.self) { name in
                    Button(name) {
                        city = name
                        isCityDropdownOpen = false
                    }
                }
            }
        }
    }

    private var radiusField: some View {
        VStack(alignment: .leading) {
            // ok: swiftui-custom-dropdown-no-state
            Button {
                isRadiusMenuOpen.toggle()
            } label: {
                Text("Within \(radius.title)")
            }
            .accessibilityHint(isRadiusMenuOpen ? "Closes the list of distances" : "Opens the list of distances")
            if isRadiusMenuOpen {
                ForEach(SearchRadius.allCases) { option in
                    // expect: swiftui-custom-segment-selection-not-exposed
                    Button {
                        radius = option
                        isRadiusMenuOpen = false
                    } label: {
                        Text(option.title)
                            .foregroundStyle(radius == option ? Color.accentColor : .primary)
                    }
                }
            }
        }
    }
}

struct StoreCard: View {
    let store: StoreLocation
    let onCall: (StoreLocation) -> Void
    let onDirections: (StoreLocation) -> Void
    @State private var isHoursExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            // expect: swiftui-combined-row-multiple-controls
            HStack {
                VStack(alignment: .leading) {
                    Text(store.name).font(.headline)
                    Text(store.address)
                    Text(store.distance).foregroundStyle(.secondary)
                }
                Spacer()
                Button("Call") { onCall(store) }
                Button("Directions") { onDirections(store) }
            }
            .accessibilityElement(children: .combine)
            HStack {
                // expect: swiftui-expandable-state-not-exposed
                Button("Opening hours") { isHoursExpanded.toggle() }
                Spacer()
                // expect: swiftui-caret-focusable
                Image(systemName: isHoursExpanded ? "chevron.up" : "chevron.down")
            }
            if isHoursExpanded {
                ForEach(store.hours, id: \.self) { line in
                    Text(line).font(.footnote)
                }
            }
        }
    }
}

struct NearbyStoresList: View {
    let stores: [StoreLocation]
    let onDirections: (StoreLocation) -> Void

    var body: some View {
        List(stores) { store in
            // ok: swiftui-combined-row-multiple-controls
            HStack {
                Text(store.name)
                Spacer()
                Text(store.distance)
                Button("Directions") { onDirections(store) }
                    .buttonStyle(.bordered)
            }
            .accessibilityElement(children: .combine)
        }
    }
}
