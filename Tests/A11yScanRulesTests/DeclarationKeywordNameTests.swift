@testable import A11yScanRules
import A11yScanSyntax
import XCTest

/// The names rules give declaration keywords (`keyword: struct`) are written out in the
/// compiler; each must be the name of its case, and every case must have one.
final class DeclarationKeywordNameTests: XCTestCase {
    func testEveryKeywordIsNamedAfterItsCase() {
        for keyword in DeclarationKeyword.allCases {
            XCTAssertEqual(NodePatternCompiler.keywords["\(keyword)"], [keyword], "\(keyword)")
        }
        XCTAssertEqual(NodePatternCompiler.keywords.count, DeclarationKeyword.allCases.count + 1)
        XCTAssertEqual(NodePatternCompiler.keywords["type"]?.count, 8)
    }

    func testKeywordPatternSelectsDeclarations() throws {
        let rule = try RuleLoader().load(yaml: """
        id: test-rule
        family: missing-label
        framework: compose
        entry: button
        section: name
        message: A message.
        fix: A fix.
        node: {declaration: '*', keyword: object}
        examples:
          bad: ["↓object A {}"]
          good: ["class B {}"]
        """, file: "test-rule.yml")
        let source = SourceFile(path: "T", language: .kotlin, text: Array("class B {}\nobject A {}\n".utf8))
        let found = RuleMatcher().findings(in: source, rules: [rule]).findings.map { "\($0.line):\($0.column)" }
        XCTAssertEqual(found, ["2:8"])
    }
}
