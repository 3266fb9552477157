import Foundation
import XCTest

/// Guideline entries from the command line: the coverage matrix, team pages quoted in
/// findings and in `explain`, links from a URL template, and unusable pages as warnings.
final class GuidelineCommandTests: XCTestCase {
    private let pages = CommandRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/GuidelinePages").path

    func testEntriesMatrixShowsRulesAndEmptyCells() throws {
        let result = try CommandRunner.run(["entries"])
        XCTAssertEqual(result.status, 0)
        for title in ["Button (button)", "Dropdown (dropdown)", "Expandable region (expandable-region)",
                      "Segmented Control / Tab (segmented-control)", "Table row button (table-row-button)"] {
            XCTAssertTrue(result.stdout.contains(title), "matrix lacks \(title)")
        }
        XCTAssertTrue(result.stdout.contains("swiftui-icon-not-hidden"))
        XCTAssertTrue(result.stdout.contains("—"), "empty cells are shown")
        let json = try CommandRunner.run(["entries", "--format", "json"])
        let cells = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        let buttonName = cells.first { $0["entry"] as? String == "button" && $0["section"] as? String == "name" && $0["framework"] as? String == "swiftui" }
        XCTAssertTrue((buttonName?["ruleIDs"] as? [String])?.contains("swiftui-icon-not-hidden") ?? false)
        XCTAssertTrue(cells.contains { ($0["ruleIDs"] as? [String])?.isEmpty ?? false })
    }

    func testFindingsQuoteTeamPagesAndLink() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try Samples.swiftWithFinding.write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            [".", "--format", "json", "--guidelines", pages, "--guidelines-url", "https://example.org/native/{slug}"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let finding = (report?["findings"] as? [[String: Any]])?.first
        let guidance = finding?["guidance"] as? [String: Any]
        XCTAssertEqual(guidance?["title"] as? String, "Button")
        XCTAssertEqual(guidance?["expectation"] as? String, "Says what it does, in the words of its visible label")
        XCTAssertEqual(guidance?["url"] as? String, "https://example.org/native/button")
        XCTAssertTrue((guidance?["advice"] as? [String])?.contains { $0.contains("accessibilityLabel(_:)") } ?? false)
    }

    func testUnusablePageIsAWarningAndTheScanRuns() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let pages = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try Data([0xFF, 0x00, 0x13]).write(to: pages.appendingPathComponent("broken.md"))
        try Samples.swiftWithFinding.write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run([".", "--format", "xcode", "--guidelines", "pages"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("broken.md"), result.stderr)
        XCTAssertTrue(result.stdout.contains("Bad.swift:5:17"))
    }

    func testExplainQuotesThePage() throws {
        let result = try CommandRunner.run(["explain", "swiftui-icon-not-hidden", "--guidelines", pages])
        XCTAssertTrue(result.stdout.contains("Screen reader: Says what it does, in the words of its visible label"), result.stdout)
    }

    func testRuleNamingAnUnknownEntryIsRejected() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let rules = folder.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try """
            id: team-rule
            family: missing-label
            framework: swiftui
            entry: carousel
            section: name
            message: m
            fix: f
            node: {call: Foo}
            examples: {bad: ['↓Foo()'], good: ['Bar()']}
            """.write(to: rules.appendingPathComponent("team-rule.yml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["rules", "--patterns", "rules"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("team-rule.yml:4"), result.stderr)
        XCTAssertTrue(result.stderr.contains("unknown guideline entry `carousel`"), result.stderr)
    }
}
