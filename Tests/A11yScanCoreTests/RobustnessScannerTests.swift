import A11yScanRules
import A11yScanWalk
import Foundation
import XCTest
import A11yScanCore

/// The scanner keeps going when one file or one rule fails: a file gone before it is read,
/// special files named directly, and a rule whose regex backtracks catastrophically.
final class RobustnessScannerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-robust-scanner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(RobustnessSamples.swiftWithFinding.utf8).write(to: folder.appendingPathComponent("Normal.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func target(_ name: String) -> ScanTarget {
        ScanTarget(path: folder.appendingPathComponent(name).path, displayPath: name, explicitlyNamed: true)
    }

    private func summary(_ result: A11yScanCore.Scanner.FileResult) -> [String] {
        result.findings.map { "\($0.line):\($0.column) \($0.ruleID)" }
    }

    /// A file listed by the walk but deleted before it is read.
    func testFileDeletedBeforeItIsReadIsUnreadableAndTheScanGoesOn() throws {
        let results = A11yScanCore.Scanner(rules: try RuleSet.builtIn(), jobs: 2).scan([target("Gone.swift"), target("Normal.swift")])
        XCTAssertEqual(results.map(\.scanned), [false, true])
        XCTAssertEqual(results[0].problems.map(\.kind), [.unreadable])
        XCTAssertEqual(results[0].problems.map(\.path), ["Gone.swift"])
        XCTAssertTrue(results[0].problems.first?.message.contains("No such file") ?? false, "\(results[0].problems)")
        XCTAssertEqual(summary(results[1]), ["5:17 swiftui-icon-not-hidden"])
    }

    /// Even named directly, a FIFO or a folder is never opened (opening a FIFO can block).
    func testSpecialFilesAreNeverOpened() throws {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o644), 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        let results = A11yScanCore.Scanner(rules: try RuleSet.builtIn(), jobs: 1)
            .scan([target("Pipe.swift"), target("Folder.swift"), target("Normal.swift")])
        XCTAssertEqual(results.map { $0.problems.map(\.kind) }, [[.skippedSpecial], [.skippedSpecial], []])
        XCTAssertEqual(summary(results[2]), ["5:17 swiftui-icon-not-hidden"])
    }

    // MARK: - Catastrophic backtracking

    /// A rule file whose `where` pattern is `(a+)+$`-style: run over the whole file, on a run of
    /// `a`s not followed by a line end it backtracks exponentially, until PCRE2's match limit.
    private func backtrackingRule(id: String, pattern: String = "(a+)+$") throws -> Rule {
        try RuleLoader().load(yaml: """
            id: \(id)
            family: missing-label
            framework: swiftui
            entry: button
            section: name
            message: Backtracks.
            fix: Do not.
            node: {call: Image}
            where:
              - text: {pattern: '\(pattern)', in: file}
            examples: {bad: ['↓Image("aa")'], good: ['Text("b")']}
            """, file: "\(id).yml")
    }

    /// The icon sample with a 60-letter identifier of `a`s followed by a digit.
    private let trap = Array((RobustnessSamples.swiftWithFinding + "\nlet " + String(repeating: "a", count: 60) + "1 = 0\n").utf8)

    private func scanTrap(adding bad: [Rule]) throws -> A11yScanCore.Scanner.FileResult {
        let rules = try RuleSet.builtIn().adding(bad)
        return A11yScanCore.Scanner(rules: rules, jobs: 1)
            .scan(bytes: trap, as: ScanTarget(path: "Trap.swift", displayPath: "Trap.swift", language: .swift))
    }

    func testBacktrackingPatternIsARuleError() throws {
        let bad = try backtrackingRule(id: "team-backtracking")
        let result = try scanTrap(adding: [bad])
        XCTAssertEqual(result.problems.map(\.kind), [.ruleError])
        let message = result.problems.first?.message ?? ""
        XCTAssertTrue(message.contains(bad.id) && message.contains("match limit"), message)
        XCTAssertEqual(summary(result), ["5:17 swiftui-icon-not-hidden"], "the other rules still report")
    }

    func testRulesSharingABacktrackingPatternEachReportIt() throws {
        let first = try backtrackingRule(id: "team-shared-1", pattern: "\\w(a+)+$")
        let second = try backtrackingRule(id: "team-shared-2", pattern: "\\w(a+)+$")
        let result = try scanTrap(adding: [first, second])
        XCTAssertEqual(result.problems.map(\.kind), [.ruleError, .ruleError])
        XCTAssertTrue(result.problems.contains { $0.message.contains("team-shared-1") })
        XCTAssertTrue(result.problems.contains { $0.message.contains("team-shared-2") })
        XCTAssertEqual(summary(result), ["5:17 swiftui-icon-not-hidden"], "the other rules still report")
    }
}
