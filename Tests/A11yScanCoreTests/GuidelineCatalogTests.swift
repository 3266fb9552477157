@testable import A11yScanFindings
@testable import A11yScanGuidelines
import Foundation
import XCTest
@testable import A11yScanCore

final class GuidelineCatalogTests: XCTestCase {
    private let catalog = GuidelineCatalog.builtIn

    private func fixturePages() -> [GuidelinePage] {
        GuidelineFixturePages.loaded.pages
    }

    // MARK: Built-in entries

    func testEveryRequiredEntryExists() {
        for slug in [
            "button", "dropdown", "expandable-region", "segmented-control", "table-row-button",
            "image", "toggle", "link", "text-field", "modal",
            "slider", "stepper", "picker", "date-picker", "heading", "tab-bar", "progress-indicator", "list-item",
        ] {
            XCTAssertTrue(catalog.isKnown(slug), "missing built-in entry \(slug)")
            XCTAssertEqual(catalog.entry(slug)?.slug, slug)
            XCTAssertEqual(catalog.entry(slug)?.source, .builtIn)
        }
        XCTAssertEqual(catalog.entry("segmented-control")?.title, "Segmented Control / Tab")
        XCTAssertEqual(catalog.entry("tab-bar")?.title, "Tab bar / bottom navigation")
        XCTAssertFalse(catalog.isKnown("carousel"))
        XCTAssertFalse(catalog.isKnown("list-row"))
        XCTAssertFalse(catalog.isKnown("Button"), "slugs are compared exactly")
    }

    func testEveryEntryIsCompleteEnoughToQuote() {
        for entry in catalog.entries {
            XCTAssertFalse(entry.title.isEmpty, entry.slug)
            XCTAssertFalse(entry.summary.isEmpty, entry.slug)
            for section in [Section.name, .role, .group, .state] {
                let expectation = entry.expectations[section] ?? ""
                XCTAssertFalse(expectation.isEmpty, "\(entry.slug) has no \(section) expectation")
            }
            for section in Section.allCases {
                let cells = Framework.allCases.map { entry.advice(for: section, framework: $0) }
                XCTAssertTrue(cells.contains { !$0.isEmpty }, "\(entry.slug) has no advice at all for \(section)")
                for hints in cells {
                    XCTAssertLessThanOrEqual(hints.count, 3, "\(entry.slug) \(section): keep hints short")
                    XCTAssertFalse(hints.contains { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(entry.slug) \(section)")
                }
            }
        }
    }

    func testBuiltInAdviceNamesTheRealAPIs() {
        func hints(_ slug: String, _ section: Section, _ framework: Framework) -> String {
            catalog.entry(slug)?.advice(for: section, framework: framework).joined(separator: " ") ?? ""
        }
        XCTAssertTrue(hints("image", .group, .swiftui).contains("accessibilityHidden(true)"))
        XCTAssertTrue(hints("button", .group, .swiftui).contains("accessibilityElement(children: .combine)"))
        XCTAssertTrue(hints("button", .state, .swiftui).contains("disabled(_:)"))
        XCTAssertTrue(hints("button", .role, .compose).contains("Modifier.clickable(role = Role.Button)"))
        XCTAssertTrue(hints("button", .group, .compose).contains("semantics(mergeDescendants = true)"))
        XCTAssertTrue(hints("segmented-control", .group, .compose).contains("Modifier.selectableGroup()"))
        XCTAssertTrue(hints("dropdown", .name, .compose).contains("menuAnchor()"))
        XCTAssertTrue(hints("modal", .role, .uikit).contains("accessibilityViewIsModal"))
        XCTAssertTrue(hints("button", .group, .views).contains("screenReaderFocusable"))
        XCTAssertTrue(hints("image", .name, .views).contains("contentDescription"))
        XCTAssertTrue(hints("heading", .role, .swiftui).contains("accessibilityAddTraits(.isHeader)"))
        XCTAssertTrue(hints("heading", .role, .uikit).contains("`.header`"))
        XCTAssertTrue(hints("heading", .role, .compose).contains("Modifier.semantics { heading() }"))
        XCTAssertTrue(hints("heading", .role, .views).contains("ViewCompat.setAccessibilityHeading"))
        XCTAssertTrue(hints("slider", .role, .uikit).contains("`.adjustable`"))
        XCTAssertTrue(hints("slider", .role, .swiftui).contains("accessibilityAdjustableAction(_:)"))
        XCTAssertTrue(hints("picker", .role, .compose).contains("Role.ValuePicker"))
        XCTAssertTrue(hints("tab-bar", .role, .compose).contains("role = Role.Tab"))
        XCTAssertTrue(hints("tab-bar", .role, .uikit).contains("`.tabBar`"))
        XCTAssertTrue(hints("progress-indicator", .role, .compose).contains("progressSemantics"))
    }

    func testEmptyCellsAreRepresentable() throws {
        let link = try XCTUnwrap(catalog.entry("link"))
        XCTAssertEqual(link.advice(for: .focus, framework: .swiftui), [])
        XCTAssertFalse(link.hasAdvice(for: .focus, framework: .swiftui))
        XCTAssertTrue(link.hasAdvice(for: .focus, framework: .uikit))
        let quote = try XCTUnwrap(catalog.quote(entry: "link", section: .focus, framework: .compose))
        XCTAssertEqual(quote.advice, [])
        XCTAssertNotNil(quote.expectation)
    }

    func testEntriesAreSortedBySlug() {
        let slugs = catalog.entries.map(\.slug)
        XCTAssertEqual(slugs, slugs.sorted())
        XCTAssertEqual(slugs, catalog.slugs)
    }

    func testSuggestionsForMisspelledSlugs() {
        XCTAssertEqual(catalog.suggestion(forUnknown: "dropdwn"), "dropdown")
        XCTAssertEqual(catalog.suggestion(forUnknown: "Text Field"), "text-field")
        XCTAssertNil(catalog.suggestion(forUnknown: "carousel-with-pagination"))
    }

    func testEntriesSurviveAJSONRoundTrip() throws {
        let data = try JSONEncoder().encode(catalog.entries)
        let decoded = try JSONDecoder().decode([GuidelineEntry].self, from: data)
        XCTAssertEqual(decoded, catalog.entries)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let expectations = try XCTUnwrap(object.first?["expectations"] as? [String: String])
        XCTAssertEqual(Set(expectations.keys), Set(Section.allCases.map(\.rawValue)), "sections are coded by name")

        let page = GuidelineEntry(slug: "x", title: "X", summary: "", expectations: [:], advice: [:], source: .page("p.md"))
        XCTAssertEqual(try JSONDecoder().decode(GuidelineEntry.self, from: JSONEncoder().encode(page)).source, .page("p.md"))
    }

    func testDecodingAnUnknownSectionFails() {
        let json = #"{"slug":"x","title":"X","summary":"","expectations":{"labelling":"?"},"advice":{}}"#
        XCTAssertThrowsError(try JSONDecoder().decode(GuidelineEntry.self, from: Data(json.utf8))) { error in
            XCTAssertTrue(String(describing: error).contains("labelling"))
        }
    }

    // MARK: Quotes and merging

    func testQuoteUsesBuiltInWordsBeforeMerging() throws {
        let quote = try XCTUnwrap(catalog.quote(entry: "dropdown", section: .state, framework: .compose))
        let entry = try XCTUnwrap(catalog.entry("dropdown"))
        XCTAssertEqual(quote.title, "Dropdown")
        XCTAssertEqual(quote.expectation, entry.expectations[.state])
        XCTAssertEqual(quote.advice, entry.advice(for: .state, framework: .compose))
        XCTAssertNotEqual(quote.expectation, "Says whether the list is open and whether the control is unavailable")
        XCTAssertNil(quote.url)
        XCTAssertNil(catalog.quote(entry: "carousel", section: .name, framework: .swiftui))
    }

    func testQuoteUsesThePageWordsAfterMerging() throws {
        let merged = catalog.merging(pages: fixturePages(), aliases: [:])
        let quote = try XCTUnwrap(merged.quote(entry: "dropdown", section: .state, framework: .compose))
        XCTAssertEqual(quote.title, "Dropdown")
        XCTAssertEqual(quote.expectation, "Says whether the list is open and whether the control is unavailable")
        XCTAssertEqual(quote.advice, [
            "Items are enabled unless told otherwise; `DropdownMenuItem(enabled = true)` says so explicitly",
            "Unavailable:  `DropdownMenuItem(enabled = false)` is announced as disabled",
            "A custom item can call `disabled()` inside `Modifier.semantics { }`",
            "`stateDescription` inside `Modifier.semantics { }` gives a state its own words",
        ])
        guard case .page(let path) = merged.entry("dropdown")?.source else {
            return XCTFail("merged entry should name its page")
        }
        XCTAssertTrue(path.hasSuffix("3-dropdown.md"))
    }

    func testMergingKeepsBuiltInWordsWhereThePageIsSilent() throws {
        let merged = catalog.merging(pages: fixturePages())
        let dropdown = try XCTUnwrap(merged.entry("dropdown"))
        XCTAssertEqual(dropdown.expectations[.focus], catalog.entry("dropdown")?.expectations[.focus],
                       "the page has no focus expectation")
        XCTAssertEqual(merged.entry("button")?.advice(for: .role, framework: .uikit),
                       catalog.entry("button")?.advice(for: .role, framework: .uikit),
                       "the template page's Role/UIKit bullets are all empty")
        XCTAssertEqual(merged.entries.count, catalog.entries.count, "every fixture page matches a built-in entry")
        XCTAssertEqual(merged.entry("image"), catalog.entry("image"))
    }

    func testTemplatePageKeepsTheEntryTitleAndFillsThePlaceholder() throws {
        let merged = catalog.merging(pages: fixturePages())
        let button = try XCTUnwrap(merged.entry("button"))
        XCTAssertEqual(button.title, "Button")
        XCTAssertEqual(button.expectations[.role], "Announced as a button on iOS and as a button or \"double tap to activate\" on Android")
        for text in button.expectations.values + button.advice.values.flatMap({ $0.values.flatMap { $0 } }) {
            XCTAssertFalse(text.contains("_component"), text)
        }
    }

    func testAPageForAnUnknownComponentAddsAnEntry() throws {
        let text = "---\ntitle: Carousel\nscreenreader:\n  role: Announced as a carousel\n---\n## Developer notes\n- Pages scroll sideways.\n### Role\n- **Jetpack Compose**\n  - Set `Role.Carousel`.\n"
        let page = try XCTUnwrap(GuidelinePage.parse(text: text, path: "carousel.md").page)
        let merged = catalog.merging(pages: [page])
        XCTAssertTrue(merged.isKnown("carousel"))
        XCTAssertFalse(catalog.isKnown("carousel"), "merging returns a new catalog")
        let entry = try XCTUnwrap(merged.entry("carousel"))
        XCTAssertEqual(entry.summary, "Pages scroll sideways.")
        XCTAssertEqual(entry.expectations, [.role: "Announced as a carousel"])
        XCTAssertEqual(entry.advice(for: .role, framework: .compose), ["Set `Role.Carousel`."])
    }

    func testAliasesRouteAPageToAnotherSlug() throws {
        let merged = catalog.merging(pages: fixturePages(), aliases: ["Segmented Control / Tab": "tab-bar"])
        XCTAssertEqual(merged.entry("segmented-control"), catalog.entry("segmented-control"))
        let tabBar = try XCTUnwrap(merged.entry("tab-bar"))
        XCTAssertEqual(tabBar.title, "Segmented Control / Tab")
        XCTAssertEqual(tabBar.advice(for: .role, framework: .uikit), ["Use `UISegmentedControl`"])
    }

    func testLaterPagesOverrideEarlierOnesForTheSameSlug() throws {
        func page(_ hint: String, path: String) throws -> GuidelinePage {
            let text = "---\ntitle: Toggle\n---\n### State\n- **SwiftUI**\n  - \(hint)\n"
            return try XCTUnwrap(GuidelinePage.parse(text: text, path: path).page)
        }
        let merged = catalog.merging(pages: [try page("first", path: "a.md"), try page("second", path: "b.md")])
        XCTAssertEqual(merged.entry("toggle")?.advice(for: .state, framework: .swiftui), ["second"])
        XCTAssertEqual(merged.entry("toggle")?.source, .page("b.md"))
    }

    // MARK: Links

    func testURLTemplatesSubstituteSlugTitleSectionAndFramework() throws {
        let bySlug = try XCTUnwrap(catalog.quote(
            entry: "segmented-control", section: .state, framework: .compose,
            urlTemplate: "https://example.org/native/{slug}"
        ))
        XCTAssertEqual(bySlug.url, "https://example.org/native/segmented-control")

        let byTitle = try XCTUnwrap(catalog.quote(
            entry: "segmented-control", section: .state, framework: .compose,
            urlTemplate: "https://example.org/wiki/{title}#{section}-{platform}-{framework}"
        ))
        XCTAssertEqual(byTitle.url, "https://example.org/wiki/Segmented%20Control%20%2F%20Tab#state-android-compose")

        XCTAssertEqual(catalog.url(forEntry: "toggle", urlTemplate: "https://x.test/{slug}/{section}"), "https://x.test/toggle/{section}")
        XCTAssertNil(catalog.url(forEntry: "toggle", urlTemplate: nil))
        XCTAssertEqual(GuidelineURLTemplate("https://x.test/{titel}/{slug}/{}").unknownPlaceholders, ["titel", ""])
    }

    func testPageURLIsUsedWhenNoTemplateIsGiven() throws {
        let text = "---\ntitle: Link\nurl: https://guides.example.org/link\n---\n### Role\n- x\n"
        let page = try XCTUnwrap(GuidelinePage.parse(text: text, path: "link.md").page)
        let merged = catalog.merging(pages: [page])
        XCTAssertEqual(merged.quote(entry: "link", section: .role, framework: .uikit)?.url, "https://guides.example.org/link")
        XCTAssertEqual(
            merged.quote(entry: "link", section: .role, framework: .uikit, urlTemplate: "https://t.test/{slug}")?.url,
            "https://t.test/link", "a configured template wins"
        )
    }

    // MARK: Coverage

    private func rule(_ id: String, _ entry: String, _ section: Section, _ framework: Framework) -> RuleDescriptor {
        RuleDescriptor(
            id: id, family: .missingLabel, severity: .warning, language: framework.language,
            framework: framework, entry: entry, section: section, message: "m", fix: "f"
        )
    }

    func testCoverageListsEveryCellWithItsRules() throws {
        let rules = [
            rule("swiftui-b", "button", .name, .swiftui),
            rule("swiftui-a", "button", .name, .swiftui),
            rule("compose-dropdown-state", "dropdown", .state, .compose),
            rule("views-carousel", "carousel", .role, .views),
        ]
        let cells = catalog.coverage(rules: rules)
        let cellsPerEntry = Section.allCases.count * Framework.allCases.count
        XCTAssertEqual(cells.count, (catalog.entries.count + 1) * cellsPerEntry)

        func cell(_ entry: String, _ section: Section, _ framework: Framework) throws -> CoverageCell {
            try XCTUnwrap(cells.first { $0.entry == entry && $0.section == section && $0.framework == framework })
        }
        XCTAssertEqual(try cell("button", .name, .swiftui).ruleIDs, ["swiftui-a", "swiftui-b"])
        XCTAssertEqual(try cell("button", .name, .compose).ruleIDs, [])
        XCTAssertEqual(try cell("dropdown", .state, .compose).ruleIDs, ["compose-dropdown-state"])
        XCTAssertTrue(try cell("dropdown", .focus, .uikit).hasAdvice)
        XCTAssertFalse(try cell("link", .focus, .swiftui).hasAdvice)
        let carousel = try cell("carousel", .role, .views)
        XCTAssertEqual(carousel.ruleIDs, ["views-carousel"])
        XCTAssertFalse(carousel.isCataloged)
        XCTAssertFalse(carousel.hasAdvice)
        XCTAssertTrue(try cell("button", .role, .uikit).isCataloged)

        XCTAssertEqual(cells.first?.entry, "button")
        XCTAssertEqual(cells.first?.section, .name)
        XCTAssertEqual(cells.first?.framework, Framework.allCases.first)
        XCTAssertEqual(Set(cells.map(\.entry)).count, catalog.entries.count + 1)
    }

    func testCoverageWithoutRulesIsAllEmptyCells() {
        let cells = catalog.coverage(rules: [])
        XCTAssertEqual(cells.count, catalog.entries.count * Section.allCases.count * Framework.allCases.count)
        XCTAssertTrue(cells.allSatisfy { $0.ruleIDs.isEmpty && $0.isCataloged })
    }
}
