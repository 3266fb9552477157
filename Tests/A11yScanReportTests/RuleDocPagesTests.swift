import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanReport
@testable import A11yScanRules
import Foundation
import XCTest

/// The generated rule pages: docs/rules holds exactly what the built-in rules give today, and a
/// page says what `explain` says.
final class RuleDocPagesTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules")

    private func builtInPages() throws -> [(name: String, text: String)] {
        let rules = try RuleSet.builtIn().rules
        return RuleDocPages.pages(rules.map { RuleExplanation($0, guidelines: .builtIn, docs: RuleDocsLink()) })
    }

    func testCommittedPagesAreTheOnesTheBuiltInRulesGive() throws {
        let pages = try builtInPages()
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".md") }
        XCTAssertEqual(Set(committed), Set(pages.map(\.name)), "docs/rules is stale: run scripts/rule-docs")
        XCTAssertEqual(pages.count, RuleSet.builtInIDs.count + 1)
        for page in pages {
            let text = try? String(contentsOf: Self.folder.appendingPathComponent(page.name), encoding: .utf8)
            if text != page.text { XCTFail("docs/rules/\(page.name) is stale: run scripts/rule-docs") }
        }
    }

    func testEveryCitedCriterionIsExplainedInTheFactTable() throws {
        let table = try String(contentsOf: Self.folder.deletingLastPathComponent().appendingPathComponent("wcag.md"), encoding: .utf8)
        for number in Set(try RuleSet.builtIn().rules.flatMap(\.descriptor.wcag)) {
            let criterion = try XCTUnwrap(WCAGCriterion.named(number))
            XCTAssertTrue(table.contains("\n| \(criterion.number) \(criterion.title) | \(criterion.level.rawValue) |"),
                          "docs/wcag.md has no row for \(criterion.label)")
            XCTAssertTrue(table.contains(criterion.understandingURL), criterion.understandingURL)
        }
    }

    func testAPageSaysWhatExplainSays() throws {
        let rule = try XCTUnwrap(RuleSet.builtIn().rule("compose-icon-button-missing-label"))
        let explanation = RuleExplanation(rule, guidelines: .builtIn, docs: RuleDocsLink())
        let page = RuleDocPages.page(explanation)
        let text = explanation.text
        XCTAssertTrue(text.contains("WCAG 2.2: 1.1.1 Non-text Content (A); 4.1.2 Name, Role, Value (A)\n"), text)
        XCTAssertTrue(page.contains("- **WCAG 2.2:** [1.1.1 Non-text Content](https://www.w3.org/WAI/WCAG22/Understanding/non-text-content) (A); "
            + "[4.1.2 Name, Role, Value](https://www.w3.org/WAI/WCAG22/Understanding/name-role-value) (A)\n"), page)
        XCTAssertTrue(text.contains(rule.descriptor.message) && page.contains(rule.descriptor.message))
        XCTAssertTrue(text.contains("Fix: \(rule.descriptor.fix)"))
        XCTAssertTrue(page.contains("## Fix\n\n\(rule.descriptor.fix)\n"), "rule prose keeps its code spans")
        for example in rule.examples.bad + rule.examples.good {
            let body = example.hasSuffix("\n") ? String(example.dropLast()) : example
            XCTAssertTrue(page.contains("```kotlin\n\(body)\n```\n"), body)
        }
        XCTAssertEqual(page.components(separatedBy: "```kotlin\n").count - 1, rule.examples.bad.count + rule.examples.good.count)
        XCTAssertTrue(text.contains("Documentation: https://github.com/a11yscan/a11yscan/blob/main/docs/rules/compose-icon-button-missing-label.md\n"))
    }

    func testExamplesHoldingBackticksGetALongerFence() throws {
        let yaml = """
            id: team-rule
            family: missing-label
            framework: swiftui
            entry: no-such-entry
            section: name
            message: Foo has no name.
            fix: Name it.
            node: {call: Foo}
            examples: {bad: ['↓Foo(s: "```")'], good: ['Bar()']}
            """
        let rule = try RuleLoader().load(yaml: yaml, file: "rules/team-rule.yml")
        let explanation = RuleExplanation(rule, guidelines: .builtIn, docs: RuleDocsLink())
        let page = RuleDocPages.page(explanation)
        XCTAssertTrue(page.contains("\n````swift\nFoo(s: \"```\")\n````\n"), page)
        XCTAssertTrue(page.contains("- **WCAG 2.2:** no success criterion cited\n"))
        XCTAssertFalse(page.contains("## What the guideline expects"), "an entry the catalog lacks has no quote")
        XCTAssertFalse(explanation.text.contains("Documentation:"), "a team rule has no page by default")
    }

    func testLinksGoToTheBuiltInPagesOrTheChosenTemplate() {
        XCTAssertEqual(RuleDocsLink().url(forRule: "swiftui-icon-not-hidden"),
                       "https://github.com/a11yscan/a11yscan/blob/main/docs/rules/swiftui-icon-not-hidden.md")
        XCTAssertNil(RuleDocsLink().url(forRule: "team-rule"), "the project has no page for a team's rule")
        XCTAssertEqual(RuleDocsLink(chosen: "https://docs.example/a11y").url(forRule: "team-rule"), "https://docs.example/a11y/team-rule.md")
        XCTAssertEqual(RuleDocsLink(chosen: "https://docs.example/a11y/").url(forRule: "team-rule"), "https://docs.example/a11y/team-rule.md")
        XCTAssertEqual(RuleDocsLink(chosen: "https://docs.example/r?id={rule}").url(forRule: "x-y"), "https://docs.example/r?id=x-y")
        XCTAssertNil(RuleDocsLink(chosen: "").url(forRule: "swiftui-icon-not-hidden"), "an empty template turns links off")
    }
}
