import XCTest
import A11yScanCore

/// Inputs the fuzzer (`scripts/fuzz`) found breaking an invariant, kept as bytes exactly as
/// found (after minimizing), each with the behaviour the fix restored.
final class FuzzRegressionTests: XCTestCase {
    /// `{(}` as Kotlin: the `(` is never closed, and used to run to the end of the file past
    /// its parent's `}`, so code after the block counted as inside the unclosed call.
    func testUnclosedOpenerEndsWithTheBlockThatEndedIt() {
        let input: [UInt8] = [0x7B, 0x28, 0x7D]
        for language in Language.allCases {
            let table = SourceFile(path: "fuzz", language: language, text: input + Array(" x".utf8)).brackets
            XCTAssertEqual(table.closer(ofOpenerAt: 1, end: 5), 2, "\(language): the `(` ends at the `}` that closed its parent")
            XCTAssertEqual(table.closer(ofOpenerAt: 0, end: 5), 2)
            XCTAssertNil(table.enclosingIndex(of: 4), "\(language): code after the block is inside nothing")
            XCTAssertEqual(table.enclosingIndex(of: 2), 1, "\(language): the closer itself is still inside both")
        }
    }

    /// A rule pattern with `{` and a long run of digits and no `}` (literal text to PCRE2): the
    /// pattern reader multiplied the digits up and overflowed. Found through a rule file.
    func testALongRunOfDigitsAfterABraceIsReadWithoutOverflow() throws {
        let digits = String(repeating: "0", count: 100) + "18446744073709551615"
        let literal = try Regex("Image\\(a{" + digits)
        XCTAssertEqual(literal.literals?.alternatives.map { String(decoding: $0, as: UTF8.self) }, ["Image(a{" + digits])
        let quantifier = try XCTUnwrap(RequiredLiterals(pattern: "Image\\(a{99999999999999999999999}"))
        XCTAssertEqual(quantifier.alternatives.map { String(decoding: $0, as: UTF8.self) }, ["Image("])
    }

    /// The same recovery seen from a rule: an icon after a block holding a broken call is not
    /// "inside" the button the block belongs to.
    func testCodeAfterAnUnclosedCallIsNotInsideTheEnclosingButton() throws {
        let text = """
            Button(action: go) {
                Text("Save")
                HStack { broken(
                }
            }
            Image(systemName: "star")
            """
        let source = SourceFile(path: "A.swift", language: .swift, text: Array(text.utf8))
        let rules = try RuleSet.builtIn().rules
        let (findings, problems) = RuleMatcher().findings(in: source, rules: rules, index: AnchorIndex(rules: rules))
        XCTAssertEqual(problems, [])
        XCTAssertEqual(findings.map(\.ruleID), [], "the image on line 6 is outside the button")
        let inside = text.replacingOccurrences(of: "    }\n}\nImage(systemName: \"star\")", with: "    }\n    Image(systemName: \"star\")\n}")
        let control = SourceFile(path: "A.swift", language: .swift, text: Array(inside.utf8))
        XCTAssertEqual(RuleMatcher().findings(in: control, rules: rules).findings.map(\.line), [5],
                       "moved inside the button, the same icon is reported")
    }
}
