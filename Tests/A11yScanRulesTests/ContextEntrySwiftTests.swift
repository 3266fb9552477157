@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// The built-in SwiftUI rules name the guideline component a finding belongs to from what
/// surrounds it: the same unhidden icon is a dropdown problem in a menu's label and a
/// table-row problem in a list row. Each test scans a small
/// screen and checks the entry and section of the one finding it expects.
final class ContextEntrySwiftTests: XCTestCase {
    private static let rules: [Rule] = {
        do {
            return try RuleSet.builtIn().rules
        } catch {
            XCTFail("built-in rules do not load: \(error)")
            return []
        }
    }()

    /// Findings of `ruleID` in `code`, as (line, entry, section).
    private func findings(_ ruleID: String, in code: String) -> [(line: Int, entry: String, section: Section)] {
        let source = SourceFile(path: "Screen.swift", language: .swift, text: Array(code.utf8))
        return RuleMatcher().findings(in: source, rules: Self.rules).findings
            .filter { $0.ruleID == ruleID }
            .map { ($0.line, $0.entry, $0.section) }
    }

    private func assertOne(
        _ ruleID: String, in code: String, line: Int, entry: String, section: Section,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        let found = findings(ruleID, in: code)
        XCTAssertEqual(found.count, 1, "\(ruleID): \(found)", file: file, line: sourceLine)
        guard let first = found.first else { return }
        XCTAssertEqual(first.line, line, "\(ruleID) line", file: file, line: sourceLine)
        XCTAssertEqual(first.entry, entry, "\(ruleID) entry", file: file, line: sourceLine)
        XCTAssertEqual(first.section, section, "\(ruleID) section", file: file, line: sourceLine)
    }

    // MARK: Unhidden icons beside text

    func testIconsInPickerOptionsAndMenuItemsAreLeftToTheSystem() {
        for style in [".segmented", ".menu"] {
            let code = """
                Picker("Layout", selection: $layout) {
                    ForEach(CatalogLayout.allCases) { layout in
                        HStack {
                            Image(systemName: layout.symbolName)
                            Text(layout.title)
                        }
                        .tag(layout)
                    }
                }
                .pickerStyle(\(style))
                """
            XCTAssertEqual(findings("swiftui-icon-not-hidden", in: code).count, 0, style)
        }
        let items = """
            Menu("Move to") {
                ForEach(folders) { folder in
                    Button { move(to: folder) } label: {
                        HStack {
                            Image(systemName: folder.symbolName)
                            Text(folder.name)
                        }
                    }
                }
            }
            """
        XCTAssertEqual(findings("swiftui-icon-not-hidden", in: items).count, 0)
    }

    func testIconInAMenuLabelBelongsToDropdown() {
        let label = """
            List {
                Menu {
                    Button("Newest first") { sort = .newest }
                } label: {
                    Image(systemName: "arrow.up.arrow.down")
                    Text("Sort")
                }
            }
            """
        assertOne("swiftui-icon-not-hidden", in: label, line: 5, entry: "dropdown", section: .name)
    }

    func testIconInAListRowBelongsToTableRowButton() {
        let code = """
            List(folders) { folder in
                NavigationLink(value: folder) {
                    HStack {
                        Image(systemName: "folder")
                        Text(folder.name)
                    }
                }
            }
            """
        assertOne("swiftui-icon-not-hidden", in: code, line: 4, entry: "table-row-button", section: .name)
        let forEach = code.replacingOccurrences(of: "List(folders)", with: "ForEach(folders)")
        assertOne("swiftui-icon-not-hidden", in: forEach, line: 4, entry: "table-row-button", section: .name)
    }

    func testIconInADisclosureGroupLabelBelongsToExpandableRegion() {
        let code = """
            List {
                DisclosureGroup(isExpanded: $showsShipping) {
                    ShippingOptions()
                } label: {
                    HStack {
                        Image(systemName: "shippingbox")
                        Text("Shipping")
                    }
                }
            }
            """
        assertOne("swiftui-icon-not-hidden", in: code, line: 6, entry: "expandable-region", section: .name)
    }

    func testCaretInAnExpandHeaderButtonIsTheIconRuleAndBelongsToExpandableRegion() {
        let code = """
            List {
                Button {
                    withAnimation { isExpanded.toggle() }
                } label: {
                    HStack {
                        Text("Delivery details")
                        Spacer()
                        Image(systemName: "chevron.down")
                    }
                }
                .accessibilityValue(isExpanded ? "Expanded" : "Collapsed")
            }
            """
        assertOne("swiftui-icon-not-hidden", in: code, line: 8, entry: "expandable-region", section: .name)
        XCTAssertTrue(findings("swiftui-caret-focusable", in: code).isEmpty, "the same caret is reported once")
    }

    func testIconInACustomDropdownTriggerBelongsToDropdown() {
        let code = """
            Button {
                isCountryMenuOpen.toggle()
            } label: {
                HStack {
                    Text(country.name)
                    Image(systemName: "chevron.down")
                }
            }
            .accessibilityValue(isCountryMenuOpen ? "Expanded" : "Collapsed")
            """
        assertOne("swiftui-icon-not-hidden", in: code, line: 6, entry: "dropdown", section: .name)
    }

    // MARK: Taps without a role

    func testTapOnAListRowBelongsToTableRowButton() {
        let code = """
            List {
                ForEach(recentSearches, id: \\.self) { term in
                    Text(term)
                        .onTapGesture { search(term) }
                }
            }
            """
        assertOne("swiftui-tap-gesture-without-button-trait", in: code, line: 4, entry: "table-row-button", section: .role)
    }

    func testTapOnAForEachRowOutsideAListIsStillATableRow() {
        let rows = """
            ScrollView {
                LazyVStack {
                    ForEach(orders) { order in
                        OrderRow(order: order)
                            .onTapGesture { open(order) }
                    }
                }
            }
            """
        assertOne("swiftui-tap-gesture-without-button-trait", in: rows, line: 5, entry: "table-row-button", section: .role)
        let segments = """
            VStack {
                HStack {
                    ForEach(tabs) { tab in
                        Text(tab.title)
                            .onTapGesture { open(tab) }
                    }
                }
            }
            """
        assertOne("swiftui-tap-gesture-without-button-trait", in: segments, line: 5, entry: "segmented-control", section: .role)
    }

    func testTapThatExpandsASectionBelongsToExpandableRegion() {
        let code = """
            List {
                HStack {
                    Text("Nutrition")
                    Spacer()
                    Image(systemName: "chevron.down").accessibilityHidden(true)
                }
                .onTapGesture { isNutritionExpanded.toggle() }
                .accessibilityValue(isNutritionExpanded ? "Expanded" : "Collapsed")
            }
            """
        assertOne("swiftui-tap-gesture-without-button-trait", in: code, line: 7, entry: "expandable-region", section: .role)
    }

    func testTapThatOpensAnOptionListBelongsToDropdown() {
        let code = """
            HStack {
                Text(sortOrder.title)
                Image(systemName: "chevron.down").accessibilityHidden(true)
            }
            .onTapGesture { showSortOptions.toggle() }
            .accessibilityValue(showSortOptions ? "Expanded" : "Collapsed")
            """
        assertOne("swiftui-tap-gesture-without-button-trait", in: code, line: 5, entry: "dropdown", section: .role)
    }

    // MARK: The component rules' own entries

    func testSegmentRuleEntryFollowsWhereTheOptionsAre() {
        let segments = """
            HStack {
                ForEach(Period.allCases) { period in
                    Button { selection = period } label: {
                        Text(period.title)
                            .background(selection == period ? Color.accentColor : .clear)
                    }
                }
            }
            """
        assertOne("swiftui-custom-segment-selection-not-exposed", in: segments, line: 3, entry: "segmented-control", section: .state)
        let checkmarkRows = """
            List {
                ForEach(languages) { language in
                    Button { selectedLanguage = language } label: {
                        HStack {
                            Text(language.name)
                            if selectedLanguage == language { Image(systemName: "checkmark") }
                        }
                    }
                }
            }
            """
        assertOne("swiftui-custom-segment-selection-not-exposed", in: checkmarkRows, line: 3, entry: "table-row-button", section: .state)
        let dropdownOptions = """
            VStack {
                ForEach(countries) { country in
                    Button {
                        selectedCountry = country
                        isCountryMenuOpen = false
                    } label: {
                        Text(country.name).bold(selectedCountry == country)
                    }
                }
            }
            """
        assertOne("swiftui-custom-segment-selection-not-exposed", in: dropdownOptions, line: 3, entry: "dropdown", section: .state)
    }

    func testExpandFlagInsideADropdownComponentBelongsToDropdown() {
        let code = """
            struct CountryDropdown: View {
                @State private var isExpanded = false

                var body: some View {
                    Button(country.name) { isExpanded.toggle() }
                }
            }
            """
        assertOne("swiftui-expandable-state-not-exposed", in: code, line: 5, entry: "dropdown", section: .state)
        let header = code.replacingOccurrences(of: "CountryDropdown", with: "ShippingSection")
        assertOne("swiftui-expandable-state-not-exposed", in: header, line: 5, entry: "expandable-region", section: .state)
    }

    func testComponentRulesReportTheirOwnSections() {
        let row = """
            List {
                HStack {
                    Text("Version")
                    Text(appVersion)
                }
            }
            """
        assertOne("swiftui-row-not-combined", in: row, line: 2, entry: "table-row-button", section: .group)
        let modal = """
            ZStack {
                Content()
                if showsDialog {
                    Color.black.opacity(0.4).ignoresSafeArea()
                    VStack { Text("Delete?"); Button("Delete", action: delete) }
                }
            }
            """
        assertOne("swiftui-custom-modal-not-modal", in: modal, line: 4, entry: "modal", section: .focus)
    }
}
