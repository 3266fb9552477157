import XCTest
@testable import A11yScanCore

/// `context` items with a `when` predicate: the match itself can name its guideline entry,
/// ahead of any enclosing call, and an item must hold exactly one of `inside` and `when`.
final class ContextConditionTests: XCTestCase {
    private func rule(_ yaml: String) throws -> Rule {
        try RuleLoader().load(yaml: yaml, file: "Test.yml")
    }

    private func findings(_ code: String, _ rule: Rule) -> [Finding] {
        let source = SourceFile(path: "Test.swift", language: .swift, text: Array(code.utf8))
        return RuleMatcher().findings(in: source, rules: [rule]).findings
    }

    private let fadedControlRule = """
        id: faded-control
        family: disabled-state-not-set
        framework: swiftui
        entry: button
        section: state
        message: Faded without being disabled.
        fix: Use `.disabled(_:)`.
        match: '\\.opacity\\s*\\('
        context:
          - inside: {call: '^(List|Section)$'}
            entry: table-row-button
          - when: {target: '\\AToggle\\b'}
            entry: toggle
        examples:
          bad: ['Button("Go") {}.opacity(0.5)']
          good: ['Text("Go")']
        """

    func testSwiftContextWhenRefinesTheEntryBeforeAnyEnclosingCall() throws {
        let rule = try rule(fadedControlRule)
        let code = """
            List {
                Toggle("Sync", isOn: $sync)
                    .opacity(0.5)
                Button("Sign out", action: signOut)
                    .opacity(0.5)
            }
            """
        XCTAssertEqual(findings(code, rule).map(\.entry), ["toggle", "table-row-button"])
        XCTAssertEqual(findings("Button(\"Go\") {}.opacity(0.5)", rule).map(\.entry), ["button"])
    }

    func testSwiftContextItemNeedsExactlyOneOfInsideAndWhen() throws {
        let both = fadedControlRule.replacingOccurrences(
            of: "  - when: {target:", with: "  - inside: '^Form$'\n    when: {target:")
        XCTAssertThrowsError(try rule(both)) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "context.when")
        }
        let neither = fadedControlRule.replacingOccurrences(of: "  - when: {target: '\\AToggle\\b'}\n    entry: toggle",
                                                            with: "  - entry: toggle")
        XCTAssertThrowsError(try rule(neither)) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "context.inside")
        }
    }
}
