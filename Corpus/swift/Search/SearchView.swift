import SwiftUI

struct SearchFilter: Identifiable, Hashable {
    let id: String
    let title: String
    let symbol: String
}

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var recentSearches: [String] = ["running shoes", "rain jacket", "trail socks"]
    @Published var activeFilters: Set<SearchFilter> = []
    @Published var results: [String] = []

    let filters: [SearchFilter] = [
        .init(id: "sale", title: "On sale", symbol: "tag"),
        .init(id: "new", title: "New", symbol: "sparkles"),
        .init(id: "nearby", title: "In store", symbol: "mappin"),
    ]

    var isQueryValid: Bool { !query.trimmingCharacters(in: .whitespaces).isEmpty }

    func toggle(_ filter: SearchFilter) {
        if activeFilters.contains(filter) { activeFilters.remove(filter) } else { activeFilters.insert(filter) }
    }

    func search() { results = recentSearches.filter { $0.contains(query) } }
    func clearRecents() { recentSearches.removeAll() }
}

struct FilterChip: View {
    let filter: SearchFilter
    let isOn: Bool

    var body: some View {
        HStack(spacing: 4) {
            // expect: swiftui-icon-beside-text-not-hidden
            // ok: swiftui-image-missing-label, swiftui-icon-not-hidden
            Image(systemName: filter.symbol)
            Text(filter.title)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().fill(isOn ? Color.accentColor.opacity(0.2) : Color.clear))
    }
}

struct SearchBar: View {
    @Binding var text: String
    var onSubmit: () -> Void

    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            TextField("Search products", text: $text)
                .onSubmit(onSubmit)
            if !text.isEmpty {
                // expect: swiftui-icon-only-button-unlabeled
                Button(action: { text = "" }) {
                    Image(systemName: "xmark.circle.fill")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 10).fill(.quaternary))
    }
}

struct SearchView: View {
    @StateObject private var model = SearchViewModel()

    var body: some View {
        VStack(alignment: .leading) {
            SearchBar(text: $model.query, onSubmit: model.search)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(model.filters) { filter in
                        FilterChip(filter: filter, isOn: model.activeFilters.contains(filter))
                            // ok: swiftui-tap-gesture-without-button-trait
                            .onTapGesture { model.toggle(filter) }
                            .accessibilityAddTraits(model.activeFilters.contains(filter) ? [.isButton, .isSelected] : [.isButton])
                    }
                }
            }
            List {
                Section("Recent") {
                    ForEach(model.recentSearches, id: \.self) { term in
                        Text(term)
                            // expect: swiftui-tap-gesture-without-button-trait
                            .onTapGesture {
                                model.query = term
                                model.search()
                            }
                    }
                }
                // expect: swiftui-guarded-action-without-disabled
                Button("Search") {
                    guard model.isQueryValid, !model.results.isEmpty else { return }
                    model.search()
                }
            }
            .listStyle(.plain)
        }
        .padding(.top)
        // ok: swiftui-tap-gesture-without-button-trait
        .simultaneousGesture(
            TapGesture().onEnded { dismissKeyboard() }
        )
    }

    private func dismissKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}
