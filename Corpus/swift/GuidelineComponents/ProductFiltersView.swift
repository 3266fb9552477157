import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case relevance, priceLowToHigh, priceHighToLow, newest
    var id: Self { self }
    var title: String {
        switch self {
        case .relevance: "Relevance"
        case .priceLowToHigh: "Price: low to high"
        case .priceHighToLow: "Price: high to low"
        case .newest: "Newest"
        }
    }
    var symbolName: String {
        switch self {
        case .relevance: "sparkles"
        case .priceLowToHigh: "arrow.up"
        case .priceHighToLow: "arrow.down"
        case .newest: "clock"
        }
    }
}

enum CatalogLayout: String, CaseIterable, Identifiable {
    case grid, list
    var id: Self { self }
}

enum Audience: String, CaseIterable, Identifiable {
    case women, men, kids
    var id: Self { self }
}

struct Size: Identifiable, Hashable {
    let id: String
    var label: String { id }
}

/// A home-made dropdown: the trigger opens a list of sort orders under it.
struct SortDropdown: View {
    @Binding var sortOrder: SortOrder
    @State private var isSortMenuOpen = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // expect: swiftui-custom-dropdown-no-state
            Button {
                withAnimation(.snappy) { isSortMenuOpen.toggle() }
            } label: {
                HStack {
                    Text("Sort: \(sortOrder.title)")
                    Spacer()
                    // expect: swiftui-icon-not-hidden
                    Image(systemName: "chevron.down")
                }
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 8).stroke(.secondary))
            }
            if isSortMenuOpen {
                VStack(alignment: .leading) {
                    ForEach(SortOrder.allCases) { order in
                        // expect: swiftui-custom-segment-selection-not-exposed
                        Button {
                            sortOrder = order
                            isSortMenuOpen = false
                        } label: {
                            Text(order.title)
                                .fontWeight(sortOrder == order ? .semibold : .regular)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(10)
                        }
                    }
                }
                .background(.background, in: RoundedRectangle(cornerRadius: 8))
                .shadow(radius: 4)
            }
        }
    }
}

/// A size selector drawn as a field; tapping it unfolds the sizes.
struct SizeField: View {
    let sizes: [Size]
    @Binding var selected: Size?
    @State private var showSizeOptions = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(selected?.label ?? "Choose a size")
                Spacer()
                Image(systemName: "chevron.down")
                    .accessibilityHidden(true)
            }
            .contentShape(Rectangle())
            // expect: swiftui-custom-dropdown-no-state
            .onTapGesture { showSizeOptions.toggle() }
            .accessibilityAddTraits(.isButton)
            if showSizeOptions {
                ForEach(sizes) { size in
                    Text(size.label)
                        // ok: swiftui-tap-gesture-without-button-trait, swiftui-custom-segment-selection-not-exposed
                        .onTapGesture {
                            selected = size
                            showSizeOptions = false
                        }
                        .accessibilityAddTraits(selected == size ? [.isButton, .isSelected] : .isButton)
                }
            }
        }
    }
}

struct ColorField: View {
    let colors: [String]
    @Binding var selected: String
    @State private var isColorPickerExpanded = false

    var body: some View {
        VStack {
            // ok: swiftui-custom-dropdown-no-state
            Button {
                isColorPickerExpanded.toggle()
            } label: {
                Text(selected)
            }
            .accessibilityValue(isColorPickerExpanded ? "Expanded" : "Collapsed")
            if isColorPickerExpanded {
                ColorSwatches(colors: colors, selected: $selected)
            }
        }
    }
}

struct ColorSwatches: View {
    let colors: [String]
    @Binding var selected: String

    var body: some View {
        HStack {
            ForEach(colors, id: \.self) { color in
                Circle()
                    .fill(Color(color))
                    // expect: swiftui-small-touch-target
                    .frame(width: 28, height: 28)
                    .overlay(Circle().stroke(selected == color ? Color.primary : .clear, lineWidth: 2))
                    // expect: swiftui-tap-gesture-without-button-trait, swiftui-custom-segment-selection-not-exposed
                    .onTapGesture { selected = color }
                    .accessibilityLabel(color)
            }
        }
    }
}

struct ProductFiltersView: View {
    @State private var sortOrder: SortOrder = .relevance
    @State private var layout: CatalogLayout = .grid
    @State private var audience: Audience = .women
    @State private var selectedSize: Size?
    @State private var color = "Black"
    @State private var showsBrandOptions = false
    let sizes: [Size]
    let brands: [String]

    var body: some View {
        Form {
            SortDropdown(sortOrder: $sortOrder)
            Picker("Layout", selection: $layout) {
                ForEach(CatalogLayout.allCases) { layout in
                    HStack {
                        // ok: swiftui-icon-not-hidden
                        Image(systemName: layout == .grid ? "square.grid.2x2" : "list.bullet")
                        Text(layout.rawValue.capitalized)
                    }
                    .tag(layout)
                }
            }
            .pickerStyle(.segmented)
            HStack(spacing: 0) {
                ForEach(Audience.allCases) { option in
                    // ok: swiftui-custom-segment-selection-not-exposed
                    Button {
                        audience = option
                    } label: {
                        Text(option.rawValue.capitalized)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 6)
                            .background(audience == option ? Color.accentColor.opacity(0.2) : .clear)
                    }
                    .accessibilityAddTraits(audience == option ? .isSelected : [])
                }
            }
            SizeField(sizes: sizes, selected: $selectedSize)
            ColorField(colors: ["Black", "Sand", "Olive"], selected: $color)
            Menu {
                ForEach(SortOrder.allCases) { order in
                    // ok: swiftui-custom-segment-selection-not-exposed
                    Button {
                        sortOrder = order
                    } label: {
                        HStack {
                            // ok: swiftui-icon-not-hidden
                            Image(systemName: order.symbolName)
                            Text(order.title)
                                .fontWeight(sortOrder == order ? .bold : .regular)
                        }
                    }
                }
            } label: {
                Text("Quick sort")
            }
            VStack(alignment: .leading) {
                // ok: swiftui-custom-dropdown-no-state
                Button(showsBrandOptions ? "Hide brand options" : "Show brand options") {
                    showsBrandOptions.toggle()
                }
                if showsBrandOptions {
                    ForEach(brands, id: \.self) { Text($0) }
                }
            }
        }
    }
}
