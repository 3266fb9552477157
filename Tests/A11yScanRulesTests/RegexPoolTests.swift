@testable import A11yScanRules
import XCTest

/// Rules that repeat a pattern share one compiled regex, so it is compiled and JIT-compiled
/// once.
final class RegexPoolTests: XCTestCase {
    func testTheSameTextIsCompiledOnce() throws {
        let pool = RegexPool()
        let first = try pool.regex(#"\.accessibilityHidden\s*\(\s*true\s*\)"#)
        XCTAssertTrue(first === (try pool.regex(#"\.accessibilityHidden\s*\(\s*true\s*\)"#)))
        XCTAssertFalse(first === (try pool.regex(#"\.accessibilityHidden\s*\(\s*false\s*\)"#)))
    }

    func testEachRuleReportsAPatternThatDoesNotCompileWithItsOwnFileAndLine() {
        let rule = """
            id: broken
            family: missing-label
            framework: swiftui
            entry: button
            section: name
            message: A message.
            fix: A fix.
            node: {call: Image}
            unless:
              - text: '(unclosed'
            examples:
              bad: ['↓Image("x")']
              good: ['Text("x")']
            """
        let loader = RuleLoader()
        var reported: [(String, Int?)] = []
        for (file, text) in [("A.yml", rule), ("B.yml", "# one more line\n" + rule)] {
            XCTAssertThrowsError(try loader.load(yaml: text, file: file)) { error in
                let error = error as? RuleFileError
                XCTAssertTrue(error?.message.contains("does not compile") ?? false)
                reported.append((error?.file ?? "", error?.line))
            }
        }
        XCTAssertEqual(reported.map(\.0), ["A.yml", "B.yml"])
        XCTAssertNotNil(reported[0].1)
        XCTAssertEqual(reported[1].1, reported[0].1.map { $0 + 1 })
    }

}
