import SwiftUI

struct FAQEntry: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

struct FAQRow: View {
    let entry: FAQEntry
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            // expect: swiftui-expandable-state-not-exposed
            Button(action: { isExpanded = !isExpanded }) {
                HStack {
                    Text(entry.question)
                        .multilineTextAlignment(.leading)
                    Spacer()
                    // ok: swiftui-icon-not-hidden
                    Image(systemName: isExpanded ? "minus.circle" : "plus.circle")
                }
            }
            if isExpanded {
                Text(entry.answer)
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct TopicSection: View {
    let title: String
    let entries: [FAQEntry]
    @State private var isTopicCollapsed = false

    var body: some View {
        Section {
            if !isTopicCollapsed {
                ForEach(entries) { entry in
                    FAQRow(entry: entry)
                }
            }
        } header: {
            HStack {
                Text(title)
                Spacer()
                // expect: swiftui-caret-focusable
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isTopicCollapsed ? 0 : 90))
                    .padding(8)
                    // expect: swiftui-tap-gesture-without-button-trait, swiftui-expandable-state-not-exposed
                    .onTapGesture { withAnimation { isTopicCollapsed.toggle() } }
            }
        }
    }
}

struct ContactOptionsView: View {
    @State private var showsHours = false
    @State private var isPhoneListExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // ok: swiftui-expandable-state-not-exposed
            Button(showsHours ? "Hide opening hours" : "Show opening hours") {
                showsHours.toggle()
            }
            if showsHours {
                Text("Mon–Fri 8:00–20:00, Sat 9:00–14:00")
            }
            DisclosureGroup(isExpanded: $isPhoneListExpanded) {
                Text("Portugal +351 210 000 000")
                Text("Spain +34 910 000 000")
                // ok: swiftui-expandable-state-not-exposed
                Button("Hide numbers") { isPhoneListExpanded.toggle() }
            } label: {
                Label("Phone support", systemImage: "phone")
            }
        }
    }
}

struct HelpCenterView: View {
    let topics: [(title: String, entries: [FAQEntry])]
    @State private var isSearchTipsExpanded = false

    var body: some View {
        List {
            ForEach(topics, id: \.title) { topic in
                TopicSection(title: topic.title, entries: topic.entries)
            }
            Section {
                VStack(alignment: .leading) {
                    HStack {
                        Text("Search tips")
                        Spacer()
                        // ok: swiftui-caret-focusable
                        Image(systemName: "chevron.down")
                            .rotationEffect(.degrees(isSearchTipsExpanded ? 180 : 0))
                            .accessibilityHidden(true)
                    }
                    .contentShape(Rectangle())
                    // ok: swiftui-expandable-state-not-exposed, swiftui-tap-gesture-without-button-trait
                    .onTapGesture { isSearchTipsExpanded.toggle() }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityHint(isSearchTipsExpanded ? "Collapses the tips" : "Expands the tips")
                    if isSearchTipsExpanded {
                        Text("Use quotes to search for an exact phrase.")
                    }
                }
                ContactOptionsView()
            }
        }
    }
}
