import Foundation
import XCTest

/// `a11yscan test DIR` runs a rule folder's examples (its facts included); `a11yscan tree FILE`
/// prints the call tree rules are matched against.
final class RuleFolderCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
    }

    private func rule(bad: String) -> String {
        """
        id: team-toggle-empty-title
        family: missing-label
        framework: swiftui
        entry: toggle
        section: name
        message: The toggle has an empty title, so VoiceOver reads only its state.
        fix: Give the toggle a title and hide it with `.labelsHidden()` if it must not show.
        node: {call: Toggle, arg: {position: 1, value: empty-string}}
        unless:
          - fact: team-named
        examples:
          bad: ['\(bad)']
          good: ['Toggle("Wi-Fi", isOn: $on)', 'Toggle("", isOn: $on).accessibilityLabel("Wi-Fi")']
        """
    }

    private let fact = """
        id: team-named
        description: The node has an accessibility label.
        swift:
          chain: {modifier: accessibilityLabel}
        """

    func testPassingFolderWithItsOwnFacts() throws {
        try CommandRunner.write(rule(bad: "↓Toggle(\"\", isOn: $on)"), "toggle.yml", in: folder)
        try CommandRunner.write(fact, "facts/team-named.yml", in: folder)
        let result = try CommandRunner.run(["test", folder.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("1 rules, 3 examples, 0 failing"), result.stderr)
    }

    func testMisplacedMarkerFailsWithFileRuleAndPlace() throws {
        try CommandRunner.write(rule(bad: "Toggle(↓\"\", isOn: $on)"), "toggle.yml", in: folder)
        try CommandRunner.write(fact, "facts/team-named.yml", in: folder)
        let result = try CommandRunner.run(["test", folder.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, folder.appendingPathComponent("toggle.yml").path
                       + ": team-toggle-empty-title bad example 1: found at 1:1, but ↓ marks 1:8\n")
    }

    func testUnknownFactIsALoadError() throws {
        try CommandRunner.write(rule(bad: "↓Toggle(\"\", isOn: $on)"), "toggle.yml", in: folder)
        let result = try CommandRunner.run(["test", folder.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("toggle.yml:10"), result.stderr)
        XCTAssertTrue(result.stderr.contains("unknown fact `team-named`"), result.stderr)
    }

    func testBuiltInRulesPass() throws {
        let result = try CommandRunner.run(["test", "Patterns"])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertEqual(result.stdout, "")
    }

    func testTreePrintsNodesWithPlaces() throws {
        try CommandRunner.write("""
        Button(action: close) {
            Image(systemName: "xmark")
        }
        .accessibilityLabel("Close")
        """, "Close.swift", in: folder)
        let result = try CommandRunner.run(["tree", "Close.swift"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        call Button(action: reference) {} @1:1
          [closure 0] call Image(systemName: string) @2:5
          modifier .accessibilityLabel(string) @4:2

        """)
    }

    /// Two folders, each with a fact of its own: each rule must be matched with its own fact,
    /// not with the other folder's fact that took the same number.
    func testScanWithTwoFoldersUsesEachFoldersOwnFacts() throws {
        try writeTwoFoldersWithFacts()
        try CommandRunner.write("Image(\"logo\")\n", "Logo.swift", in: folder)
        for order in [["a", "b"], ["b", "a"]] {
            let result = try CommandRunner.run(["Logo.swift", "--no-config", "--no-builtin-rules", "--patterns", order[0],
                                                "--patterns", order[1], "--format", "xcode", "--quiet"], in: folder)
            XCTAssertTrue(result.stdout.contains("[team-b-rule]"), "\(order): " + result.stdout + result.stderr)
            XCTAssertFalse(result.stdout.contains("[team-a-rule]"), "\(order): " + result.stdout + result.stderr)
        }
    }

    /// The same in a batch: one folder given on the command line and the other by a repository's
    /// own configuration file, or both by that file.
    func testBatchWithACommandLineFolderAndARepositoryFolderUsesEachFoldersOwnFacts() throws {
        try writeTwoFoldersWithFacts()
        try CommandRunner.write("Image(\"logo\")\n", "repos/app/Logo.swift", in: folder)
        for (commandLine, repository) in [(["a"], "b"), (["b"], "a"), ([], "a, ../../b")] {
            try CommandRunner.write("patterns: [../../\(repository)]\n", "repos/app/.a11yscan.yml", in: folder)
            let result = try CommandRunner.run(["batch", "repos", "--no-builtin-rules"] + commandLine.flatMap { ["--patterns", $0] }
                                               + ["--json", "out.json", "--quiet"], in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out.json")))
                as? [String: Any])
            let scanned = try XCTUnwrap((report["repositories"] as? [[String: Any]])?.first)
            XCTAssertEqual((scanned["findings"] as? [[String: Any]])?.map { $0["ruleId"] as? String }, ["team-b-rule"],
                           "command line \(commandLine), repository \(repository): \(scanned)")
        }
    }

    private func writeTwoFoldersWithFacts() throws {
        func rule(_ id: String, fact: String) -> String {
            """
            id: \(id)
            family: icon-not-hidden
            framework: swiftui
            entry: image
            section: group
            message: m
            fix: f
            node: {call: Image}
            where:
              - fact: \(fact)
            examples:
              bad: ['↓Image("logo")']
              good: ['Text("logo")']
            """
        }
        func fact(_ id: String, _ pattern: String) -> String {
            "id: \(id)\ndescription: d\nswift:\n  \(pattern)\n"
        }
        try CommandRunner.write(rule("team-a-rule", fact: "team-a-symbol"), "a/rule.yml", in: folder)
        try CommandRunner.write(fact("team-a-symbol", "arg: {label: systemName}"), "a/facts/symbol.yml", in: folder)
        try CommandRunner.write(rule("team-b-rule", fact: "team-b-image"), "b/rule.yml", in: folder)
        try CommandRunner.write(fact("team-b-image", "call: Image"), "b/facts/image.yml", in: folder)
    }
}
