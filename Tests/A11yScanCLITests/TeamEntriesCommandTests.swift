import Foundation
import XCTest

/// A rule folder's `entries/` sub-folder adds guideline entries (or replaces built-in ones), so
/// a team rule can name an entry the built-in set lacks; `entries`, `explain` and `scan` use them.
final class TeamEntriesCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("""
            id: team-star-rating-unlabeled
            family: missing-label
            framework: swiftui
            entry: star-rating
            section: name
            message: The rating control has no label, so VoiceOver reads only its stars.
            fix: Give the rating an `accessibilityLabel` that names what is rated.
            node: {call: StarRating}
            examples:
              bad: ['↓StarRating(value: 3)']
              good: ['Text("Rating")']
            """, "rules/star-rating.yml", in: folder)
        try CommandRunner.write("let view = StarRating(value: 3)\n", "App/Review.swift", in: folder)
    }

    private let starRating = """
        id: star-rating
        title: Star rating
        summary: A row of stars that shows or sets a score.
        name:
          conveys: Says what is rated, then the score.
          swiftui:
            - Label the rating with `accessibilityLabel(_:)` and give the score as its value.
        """

    func testATeamRuleNamesATeamEntry() throws {
        try CommandRunner.write(starRating, "rules/entries/star-rating.yml", in: folder)

        let entries = try CommandRunner.run(["entries", "--patterns", "rules"], in: folder)
        XCTAssertEqual(entries.status, 0, entries.stderr)
        let block = try XCTUnwrap(entries.stdout.components(separatedBy: "\n\n").first { $0.hasPrefix("Star rating (star-rating)\n") },
                                  entries.stdout)
        let nameRow = try XCTUnwrap(block.split(separator: "\n").first { $0.hasPrefix("  name") })
        XCTAssertTrue(nameRow.contains("team-star-rating-unlabeled"), block)
        XCTAssertTrue(entries.stdout.contains("Button (button)\n"), "the built-in entries stay")

        let explain = try CommandRunner.run(["explain", "team-star-rating-unlabeled", "--patterns", "rules"], in: folder)
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertTrue(explain.stdout.contains("Says what is rated, then the score."), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Label the rating with `accessibilityLabel(_:)`"), explain.stdout)

        let scan = try CommandRunner.run(["scan", "--patterns", "rules", "--no-builtin-rules", "--format", "json", "App"], in: folder)
        XCTAssertEqual(scan.status, 1, scan.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["entry"] as? String }, ["star-rating"])
    }

    func testTheConfigurationsPatternFoldersBringTheirEntries() throws {
        try CommandRunner.write(starRating, "rules/entries/star-rating.yml", in: folder)
        try CommandRunner.write("patterns: [rules]\n", ".a11yscan.yml", in: folder)
        let scan = try CommandRunner.run(["scan", "--no-builtin-rules", "App"], in: folder)
        XCTAssertEqual(scan.status, 1, scan.stderr)
        XCTAssertTrue(scan.stdout.contains("entry: star-rating · name · SwiftUI"), scan.stdout)
    }

    func testARuleNamingAnEntryNoFolderDefinesIsAnError() throws {
        let result = try CommandRunner.run(["scan", "--patterns", "rules", "App"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("star-rating.yml:4: error: `entry`: unknown guideline entry `star-rating`"), result.stderr)
    }

    func testATeamEntryReplacesTheBuiltInOneOfItsSlug() throws {
        try CommandRunner.write(starRating, "rules/entries/star-rating.yml", in: folder)
        try CommandRunner.write("""
            id: toggle
            title: On/off switch
            summary: Our switch.
            role:
              conveys: Says “switch” in our words.
              compose:
                - Our own Compose advice.
            """, "rules/entries/toggle.yml", in: folder)
        let entries = try CommandRunner.run(["entries", "--patterns", "rules"], in: folder)
        XCTAssertEqual(entries.status, 0, entries.stderr)
        XCTAssertTrue(entries.stdout.contains("On/off switch (toggle)\n"), entries.stdout)
        XCTAssertFalse(entries.stdout.contains("Toggle (toggle)"), entries.stdout)

        let explain = try CommandRunner.run(["explain", "compose-toggleable-without-role", "--patterns", "rules"], in: folder)
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertTrue(explain.stdout.contains("""

            On/off switch — role:
              Screen reader: Says “switch” in our words.
              Jetpack Compose: Our own Compose advice.

            """), explain.stdout)
    }

    func testABrokenEntryFileNamesFileLineAndField() throws {
        try CommandRunner.write(starRating + "\nfocus:\n  android: [Keep it focusable.]\n", "rules/entries/star-rating.yml", in: folder)
        let path = folder.appendingPathComponent("rules/entries/star-rating.yml").path
        for arguments in [["scan", "--patterns", "rules", "App"], ["entries", "--patterns", "rules"], ["test", "rules"]] {
            let result = try CommandRunner.run(arguments, in: folder)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("\(path):9: error: `focus.android`: unknown key"), result.stderr)
        }
    }

    func testTwoTeamFilesWithOneSlugAreAnError() throws {
        try CommandRunner.write(starRating, "rules/entries/star-rating.yml", in: folder)
        try CommandRunner.write(starRating, "more/entries/stars.yml", in: folder)
        let result = try CommandRunner.run(["entries", "--patterns", "rules", "--patterns", "more"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("stars.yml: error: `id`: entry `star-rating` is already defined in "
                                             + folder.appendingPathComponent("rules/entries/star-rating.yml").path), result.stderr)
    }

    func testABatchRepositorysOwnPatternFolderBringsItsEntries() throws {
        let rule = try String(contentsOf: folder.appendingPathComponent("rules/star-rating.yml"), encoding: .utf8)
        for name in ["rated", "unrated"] {
            try CommandRunner.write(rule, "repos/\(name)/a11y/star-rating.yml", in: folder)
            try CommandRunner.write("patterns: [a11y]\n", "repos/\(name)/.a11yscan.yml", in: folder)
            try CommandRunner.write("let view = StarRating(value: 3)\n", "repos/\(name)/Review.swift", in: folder)
        }
        try CommandRunner.write(starRating, "repos/rated/a11y/entries/star-rating.yml", in: folder)
        let result = try CommandRunner.run(["batch", "repos", "--no-builtin-rules", "--json", "out.json", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out.json"))) as? [String: Any])
        let repositories = try XCTUnwrap(report["repositories"] as? [[String: Any]])
        let rated = try XCTUnwrap(repositories.first { $0["name"] as? String == "rated" })
        XCTAssertEqual((rated["findings"] as? [[String: Any]])?.map { $0["entry"] as? String }, ["star-rating"], "\(rated)")
        let unrated = try XCTUnwrap(repositories.first { $0["name"] as? String == "unrated" })
        XCTAssertEqual(unrated["status"] as? String, "configuration-error", "\(unrated)")
    }

    func testTheBuiltInFolderCanBeLoadedAsATeamFolder() throws {
        let plain = try CommandRunner.run(["entries"])
        let again = try CommandRunner.run(["entries", "--no-builtin-rules", "--patterns", "Patterns"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, plain.stdout)
    }
}
