import XCTest
@testable import A11yScanCore

/// A scan loads the built-in rules without their examples; the rules must be the same rules.
final class BuiltInRulesWithoutExamplesTests: XCTestCase {
    func testTheExamplesBlockAloneIsLeftOut() {
        let yaml = """
            id: r
            match: 'x'
            examples:
              bad:
                - |
                  Image("a")

            # a comment inside the block
                  - |
                    Text("b")
            context:
              - inside: '^A$'
            """
        XCTAssertEqual(RuleSet.withoutExamples(yaml), "id: r\nmatch: 'x'\ncontext:\n  - inside: '^A$'")
        XCTAssertEqual(RuleSet.withoutExamples("id: r\nexamples:\n  bad: [a]"), "id: r")
    }

    func testRulesLoadedWithoutExamplesFindWhatTheFullRulesFind() throws {
        let full = try RuleSet.builtIn(), lean = try RuleSet.builtIn(examples: false)
        XCTAssertEqual(lean.rules.map(\.descriptor), full.rules.map(\.descriptor))
        XCTAssertTrue(lean.rules.allSatisfy { $0.examples.bad.isEmpty && $0.examples.good.isEmpty })
        let examples = full.rules.flatMap { rule in (rule.examples.bad + rule.examples.good).map { (rule.language, $0) } }
        XCTAssertGreaterThan(examples.count, 80)
        for (index, (language, example)) in examples.enumerated() {
            let target = ScanTarget(path: "E\(index).\(language == .swift ? "swift" : "kt")", displayPath: "E\(index)",
                                    language: language)
            let found = { (set: RuleSet) in
                Scanner(rules: set, jobs: 1).scan(bytes: Array(example.utf8), as: target).findings
            }
            XCTAssertEqual(found(lean), found(full), example)
        }
    }
}
