@testable import A11yScanCore
@testable import A11yScanRules
@testable import A11yScanWalk
import XCTest

/// Checks that a rule set loaded another way finds, on every built-in rule's examples, what the
/// fully loaded built-in rules find.
func assertSameFindingsOnEveryExample(_ other: RuleSet, as full: RuleSet,
                                      file: StaticString = #filePath, line: UInt = #line) {
    let examples = full.rules.flatMap { rule in (rule.examples.bad + rule.examples.good).map { (rule.language, $0) } }
    XCTAssertGreaterThan(examples.count, 80, file: file, line: line)
    for (index, (language, example)) in examples.enumerated() {
        let target = ScanTarget(path: "E\(index).\(language == .swift ? "swift" : "kt")", displayPath: "E\(index)",
                                language: language)
        let found = { (set: RuleSet) in
            Scanner(rules: set, jobs: 1).scan(bytes: Array(example.utf8), as: target).findings
        }
        XCTAssertEqual(found(other), found(full), example, file: file, line: line)
    }
}
