import Foundation
import XCTest

/// Broken team rule files and configuration files: each is a usage error (exit 2) naming the
/// file, the line and the field, and nothing is scanned with half a rule set. A rule that loads
/// but backtracks catastrophically is a per-file rule error, and the scan still finishes.
final class RobustnessRuleFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "App/Normal.swift")
    }

    private func write(_ text: String, _ name: String) throws {
        try CommandRunner.write(text, name, in: folder)
    }

    /// A valid rule's head (8 lines); each test appends its own `node` and patterns.
    private let head = """
        id: team-rule
        family: missing-label
        framework: swiftui
        entry: button
        section: name
        message: Foo has no name.
        fix: Name it.
        examples: {bad: ['↓Foo()'], good: ['Bar()']}

        """

    /// Loads `rule` from a `--patterns` folder and checks the error names file, line and field.
    private func assertRejected(_ rule: String, line: Int, field: String, saying words: String,
                                file: StaticString = #filePath, sourceLine: UInt = #line) throws {
        try write(rule, "rules/team-rule.yml")
        let result = try CommandRunner.run(["App", "--patterns", "rules"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: sourceLine)
        XCTAssertTrue(result.stderr.contains("team-rule.yml:\(line): error: `\(field)`: "), result.stderr, file: file, line: sourceLine)
        XCTAssertTrue(result.stderr.contains(words), result.stderr, file: file, line: sourceLine)
        XCTAssertEqual(result.stdout, "", "nothing is scanned with a broken rule set", file: file, line: sourceLine)
    }

    func testDuplicateKeysNameTheKeyAndItsLine() throws {
        try assertRejected(head + "node: {call: Foo}\nnode: {call: Bar}\n", line: 9, field: "node", saying: "key given twice")
    }

    func testWrongTypesNameTheField() throws {
        try assertRejected(head + "node: {call: Foo}\nwhere: {has: Bar}\n", line: 10, field: "where", saying: "expected a list")
        try assertRejected(head + "node: {call: Foo}\nwhere:\n  - has: {call: Text, count: many}\n",
                           line: 11, field: "where.has.count", saying: "many")
        try assertRejected(head + "node: {call: Foo}\nseverity: [warning]\n", line: 10, field: "severity", saying: "expected a string")
    }

    func testUnknownPatternWordsListTheKnownOnes() throws {
        try assertRejected(head + "node: {call: Foo}\nwhere:\n  - ancestor: Button\n", line: 11, field: "where.ancestor", saying: "allowed here:")
        try assertRejected(head + "node: {call: Foo}\nunless:\n  - inside: {cal: Button}\n", line: 11, field: "unless.inside.cal",
                           saying: "unknown key")
    }

    func testCaptureReferencesMustNameACaptureMadeBefore() throws {
        try assertRejected(head + "node: {call: Foo, text: '(?<name>Foo)'}\nwhere:\n  - text: '\\.x\\(${nmae}\\)'\n",
                           line: 11, field: "where.text", saying: "`${nmae}` names no capture made before it")
    }

    /// A rule in the region format (a `match:` regex anchor, `requires:`) is told that the node
    /// format replaced it and where the migration table is, by `scan --patterns` and by `test`.
    func testRegionFormatRuleNamesTheNodeFormatAndTheMigrationTable() throws {
        let migration = "Moving from the region format"
        try assertRejected(head + "match: '\\bFoo\\('\nwhere:\n  - chain: '\\.accessibilityLabel'\n", line: 9, field: "match",
                           saying: "the node format replaced")
        let scan = try CommandRunner.run(["App", "--patterns", "rules"], in: folder)
        XCTAssertTrue(scan.stderr.contains(migration), scan.stderr)
        let test = try CommandRunner.run(["test", "rules"], in: folder)
        XCTAssertEqual(test.status, 2, test.stderr)
        XCTAssertTrue(test.stderr.contains("team-rule.yml:9: error: `match`: "), test.stderr)
        XCTAssertTrue(test.stderr.contains(migration), test.stderr)
        try assertRejected(head + "requires: [Foo]\nnode: {call: Foo}\n", line: 9, field: "requires",
                           saying: "the node format replaced")
    }

    /// `(a+)+$` on a long run of `a`s hits PCRE2's match limit: that rule is skipped for that
    /// file with a `rule-error` naming it; the built-in rule still reports, other files too.
    func testBacktrackingRuleIsARuleErrorAndTheScanFinishes() throws {
        let trap = Samples.swiftWithFinding + "\nlet " + String(repeating: "a", count: 60) + "1 = 0\n"
        try write(trap, "App/Trap.swift")
        for (name, pattern) in [("team-rule", "(a+)+$"), ("team-word-rule", "\\w(a+)+$")] {
            let rule = head.replacingOccurrences(of: "team-rule", with: name)
                + "node: {call: Image}\nwhere:\n  - text: {pattern: '\(pattern)', in: file}\n"
            try write(rule, "rules/\(name).yml")
        }
        let result = try TimedCommand.run(["App", "--patterns", "rules", "--format", "json"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.report?.findings.map { "\($0.path):\($0.line) \($0.ruleId)" },
                       ["Normal.swift:5 swiftui-icon-not-hidden", "Trap.swift:5 swiftui-icon-not-hidden"])
        let errors = result.problems.filter { $0.kind == "rule-error" }
        XCTAssertEqual(errors.map(\.path), ["Trap.swift", "Trap.swift"])
        for name in ["team-rule", "team-word-rule"] {
            XCTAssertTrue(errors.contains { $0.message.hasPrefix("rule \(name): regex match limit exceeded") }, "\(errors)")
        }
    }

    func testBrokenConfigurationNamesFileLineAndKey() throws {
        let cases: [(String, String)] = [
            ("jobs: 2\nexclude: [a]\njobs: 3\n", ".a11yscan.yml:1: error: `jobs`: key given twice"),
            ("exclude: '**/Generated/**'\njobs: many\n", ".a11yscan.yml:2: error: `jobs`: expected a whole number, got `many`"),
            ("rules:\n  disable: {a: b}\n", ".a11yscan.yml:2: error: `rules.disable`"),
            ("patterns: [rules]\n", "team-rule.yml:9: error: `node.text`"),
        ]
        try write(head + "node: {call: Foo, text: 'Foo('}\n", "rules/team-rule.yml")
        for (text, expected) in cases {
            try write(text, ".a11yscan.yml")
            let result = try CommandRunner.run(["App"], in: folder)
            XCTAssertEqual(result.status, 2, "\(text): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(text): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
        }
    }
}
