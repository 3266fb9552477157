@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanWalk
import XCTest
@testable import A11yScanCore

/// Two tiny real rules (one Swift, one Kotlin) and helpers that scan text with them, so the
/// suppression, baseline and changed-lines tests filter findings the scanner really produced.
enum FindingFilterFixtures {
    static let tapRuleID = "test-tap-gesture"
    static let clickRuleID = "test-clickable"

    private static let tapRule = """
        id: test-tap-gesture
        family: clickable-without-role
        framework: swiftui
        entry: button
        section: role
        message: A tap handler without a button role.
        fix: Use a Button.
        node: {node: onTapGesture}
        examples:
          bad: ['Text("a").↓onTapGesture { go() }']
          good: ['Button("a") { go() }']
        """

    private static let clickRule = """
        id: test-clickable
        family: clickable-without-role
        framework: compose
        entry: button
        section: role
        message: A clickable modifier without a role.
        fix: Pass role = Role.Button.
        node: {node: clickable}
        examples:
          bad: ['Text("a", Modifier.↓clickable { go() })']
          good: ['Button(onClick = { go() }) { Text("a") }']
        """

    static func rules() throws -> RuleSet {
        let loader = RuleLoader()
        return try RuleSet(checking: [
            loader.load(yaml: tapRule, file: "test-tap-gesture.yml"),
            loader.load(yaml: clickRule, file: "test-clickable.yml"),
        ])
    }

    static var ruleIDs: Set<String> { [tapRuleID, clickRuleID] }

    /// Scans `code` as the file `path` (its extension picks the language), keeping the source.
    static func scan(_ code: String, path: String) throws -> A11yScanCore.Scanner.FileResult {
        let target = ScanTarget(path: path, displayPath: path)
        return A11yScanCore.Scanner(rules: try rules(), jobs: 1).scan(bytes: Array(code.utf8), as: target, keepSource: true)
    }

    /// Runs `filter` over already scanned files, returning the kept findings and the summary.
    static func apply(_ filter: any FindingFilter, to files: [A11yScanCore.Scanner.FileResult]) -> (files: [A11yScanCore.Scanner.FileResult], summary: ScanSummary) {
        var summary = ScanSummary()
        let kept = filter.apply(files, summary: &summary)
        return (kept, summary)
    }

    /// Start lines of the findings left after `filter` on `code`.
    static func keptLines(_ code: String, path: String, filter: any FindingFilter) throws -> [Int] {
        apply(filter, to: [try scan(code, path: path)]).files.flatMap(\.findings).map(\.line)
    }
}
