@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// `all` inside `any` and `unless` (a condition or an exemption that needs two things at once),
/// and `context` items: one about the node itself (`when`) is tried before any enclosing node,
/// and an item holds exactly one of `when` and `inside`.
final class NodeRuleCombinationTests: XCTestCase {
    private func rule(_ body: String) throws -> Rule {
        try RuleLoader().load(yaml: """
            id: test-rule
            family: focus
            framework: swiftui
            entry: button
            section: group
            message: m
            fix: f
            \(body)
            examples:
              bad: ['↓ZStack { Button("OK") {} }']
              good: ['VStack {}']
            """, file: "test-rule.yml")
    }

    private func findings(_ code: String, _ rule: Rule) -> [Finding] {
        let source = SourceFile(path: "Test.swift", language: .swift, text: Array(code.utf8))
        return RuleMatcher().findings(in: source, rules: [rule]).findings
    }

    private let overlay = """
        node: {call: ZStack}
        where:
          - any:
              - has: {call: Button}
              - all:
                  - has: {call: Toggle}
                  - has: {call: Text}
        unless:
          - all:
              - chain: {modifier: accessibilityAddTraits}
              - chain: {modifier: accessibilityHidden}
        """

    func testAllInsideAnyNeedsEveryPart() throws {
        let rule = try rule(overlay)
        XCTAssertEqual(findings("ZStack { Button(\"OK\") {} }", rule).count, 1)
        XCTAssertEqual(findings("ZStack {\n    Toggle(\"Sync\", isOn: $sync)\n    Text(\"On\")\n}", rule).map(\.line), [1])
        XCTAssertEqual(findings("ZStack { Toggle(\"Sync\", isOn: $sync) }", rule).count, 0, "one part of `all` alone must not hold")
    }

    func testAllInsideUnlessExemptsOnlyWhenEveryPartHolds() throws {
        let rule = try rule(overlay)
        let both = "ZStack { Button(\"OK\") {} }\n    .accessibilityAddTraits(.isModal)\n    .accessibilityHidden(true)"
        XCTAssertEqual(findings(both, rule).count, 0)
        XCTAssertEqual(findings("ZStack { Button(\"OK\") {} }.accessibilityHidden(true)", rule).count, 1)
    }

    func testAllNeedsANonEmptyList() {
        XCTAssertThrowsError(try rule("node: {call: ZStack}\nunless:\n  - all: []")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "unless.all")
            XCTAssertEqual((error as? RuleFileError)?.line, 10)
        }
    }

    private let fadedControl = """
        node: {modifier: opacity}
        context:
          - inside: {call: [List, Section]}
            entry: table-row-button
          - when: {owner: {call: Toggle}}
            entry: toggle
            section: state
        """

    func testContextWhenRefinesTheEntryBeforeAnyEnclosingNode() throws {
        let rule = try rule(fadedControl)
        let found = findings("""
            List {
                Toggle("Sync", isOn: $sync)
                    .opacity(0.5)
                Button("Sign out", action: signOut)
                    .opacity(0.5)
            }
            """, rule)
        XCTAssertEqual(found.map(\.entry), ["toggle", "table-row-button"])
        XCTAssertEqual(found.map(\.section), [.state, .group])
        XCTAssertEqual(findings("Button(\"Go\") {}.opacity(0.5)", rule).map(\.entry), ["button"])
    }

    func testContextWhenNeedsEveryPattern() throws {
        let rule = try rule("""
            node: {modifier: opacity}
            context:
              - when:
                  - owner: {call: Toggle}
                  - arg: {position: 1, value: number}
                entry: toggle
            """)
        XCTAssertEqual(findings("Toggle(\"Sync\", isOn: $sync).opacity(0.5)", rule).map(\.entry), ["toggle"])
        XCTAssertEqual(findings("Toggle(\"Sync\", isOn: $sync).opacity(fade)", rule).map(\.entry), ["button"])
    }

    func testContextItemNeedsExactlyOneOfInsideAndWhen() {
        let both = fadedControl.replacingOccurrences(of: "  - when: {owner:", with: "  - inside: Form\n    when: {owner:")
        XCTAssertThrowsError(try rule(both)) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "context.when")
        }
        let neither = fadedControl.replacingOccurrences(of: "  - when: {owner: {call: Toggle}}\n    entry: toggle",
                                                        with: "  - entry: toggle")
        XCTAssertThrowsError(try rule(neither)) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "context.inside")
            XCTAssertNotNil((error as? RuleFileError)?.hint)
        }
    }
}
