import A11yScanFindings
import A11yScanRules
import XCTest

/// A rule's `wcag:` list: WCAG 2.2 success criteria by number, checked when the rule loads, and
/// cited by every built-in rule that reports a failure.
final class RuleWCAGTests: XCTestCase {
    private func rule(wcag line: String?) throws -> Rule {
        var yaml = """
            id: team-rule
            family: missing-label
            framework: swiftui
            entry: button
            section: name

            """
        if let line { yaml += line + "\n" }
        yaml += """
            message: Foo has no name.
            fix: Name it.
            node: {call: Foo}
            examples: {bad: ['↓Foo()'], good: ['Bar()']}
            """
        return try RuleLoader().load(yaml: yaml, file: "team-rule.yml")
    }

    private func assertRejected(_ line: String, saying words: String, file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try rule(wcag: line), file: file, line: sourceLine) { error in
            guard let error = error as? RuleFileError else { return XCTFail("\(error)", file: file, line: sourceLine) }
            XCTAssertEqual(error.file, "team-rule.yml", file: file, line: sourceLine)
            XCTAssertEqual(error.line, 6, file: file, line: sourceLine)
            XCTAssertEqual(error.field, "wcag", file: file, line: sourceLine)
            XCTAssertTrue(error.message.contains(words), error.description, file: file, line: sourceLine)
        }
    }

    func testCriteriaAreReadInTheOrderWritten() throws {
        XCTAssertEqual(try rule(wcag: #"wcag: ["4.1.2", "1.1.1"]"#).descriptor.wcag, ["4.1.2", "1.1.1"])
        XCTAssertEqual(try rule(wcag: "wcag: 2.5.8").descriptor.wcag, ["2.5.8"], "one criterion may be written alone")
        XCTAssertEqual(try rule(wcag: nil).descriptor.wcag, [], "team rules may leave the key out")
        XCTAssertEqual(try rule(wcag: "wcag: []").descriptor.wcag, [])
    }

    func testUnknownMalformedObsoleteAndRepeatedCriteriaAreErrors() {
        assertRejected(#"wcag: ["1.1.9"]"#, saying: "WCAG 2.2 has no success criterion 1.1.9")
        assertRejected(#"wcag: ["1.1"]"#, saying: "not a success criterion number")
        assertRejected(#"wcag: ["SC 1.1.1"]"#, saying: "not a success criterion number")
        assertRejected(#"wcag: ["4.1.1"]"#, saying: "obsolete and removed from WCAG 2.2")
        assertRejected(#"wcag: ["1.1.1", "1.1.1"]"#, saying: "1.1.1 is cited twice")
        assertRejected(#"wcag: {level: A}"#, saying: "expected a list")
    }

    func testEveryBuiltInRuleThatReportsAFailureCitesACriterion() throws {
        let rules = try RuleSet.builtIn().rules
        XCTAssertEqual(rules.count, RuleSet.builtInIDs.count)
        for rule in rules where rule.descriptor.severity != .note {
            XCTAssertFalse(rule.descriptor.wcag.isEmpty, "\(rule.id) cites no WCAG success criterion")
        }
        let cited = Set(rules.flatMap(\.descriptor.wcag))
        XCTAssertTrue(cited.isSuperset(of: ["1.1.1", "1.3.1", "2.4.3", "4.1.2"]), "\(cited.sorted())")
    }

    func testTheTableHoldsWCAG22() throws {
        let name = try XCTUnwrap(WCAGCriterion.named("4.1.2"))
        XCTAssertEqual(name.label, "4.1.2 Name, Role, Value (A)")
        XCTAssertEqual(name.understandingURL, "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value")
        XCTAssertEqual(WCAGCriterion.named("2.5.8")?.understandingURL,
                       "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum")
        XCTAssertEqual(WCAGCriterion.named("2.5.8")?.level, .aa)
        XCTAssertEqual(WCAGCriterion.named("2.4.13")?.title, "Focus Appearance", "the criteria WCAG 2.2 added are known")
        XCTAssertNil(WCAGCriterion.named("4.1.1"), "Parsing is not part of WCAG 2.2")
    }
}
