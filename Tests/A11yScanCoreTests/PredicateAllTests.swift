import XCTest
@testable import A11yScanCore

/// `all` groups predicates that must hold together, inside `any` (an alternative made of two
/// conditions) and inside `unless` (an exemption that needs two things at once).
final class PredicateAllTests: XCTestCase {
    private func rule(_ yaml: String) throws -> Rule {
        try RuleLoader().load(yaml: yaml, file: "Test.yml")
    }

    private func lines(_ code: String, _ rule: Rule) -> [Int] {
        let source = SourceFile(path: "Test.swift", language: .swift, text: Array(code.utf8))
        return RuleMatcher().findings(in: source, rules: [rule]).findings.map(\.line)
    }

    private let dimmingRule = """
        id: dimming-with-dialog
        family: focus
        framework: swiftui
        entry: modal
        section: focus
        message: A dimmed overlay shows a dialog.
        fix: Mark the dialog modal.
        match: '\\bColor\\s*\\.\\s*black\\s*\\.\\s*opacity\\s*\\('
        where:
          - any:
              - sibling: '\\bButton\\s*\\('
              - all:
                  - sibling: '\\b\\w*Dialog\\s*\\('
                  - file: '\\bstruct\\s+\\w*Dialog\\s*:\\s*View\\b'
        unless:
          - all:
              - sibling: '\\.accessibilityAddTraits\\s*\\(\\s*\\.isModal'
              - chain: '\\.accessibilityHidden\\s*\\(\\s*true'
        examples:
          bad: ['ZStack { Color.black.opacity(0.4); Button("OK") {} }']
          good: ['ZStack { Color.black.opacity(0.4) }']
        """

    func testAllInsideAnyNeedsEveryPart() throws {
        let rule = try rule(dimmingRule)
        let inline = "ZStack {\n    Color.black.opacity(0.4)\n    Button(\"OK\") {}\n}\n"
        let definedHere = "ZStack {\n    Color.black.opacity(0.4)\n    ConfirmDialog(title: t)\n}\nstruct ConfirmDialog: View {}\n"
        let definedElsewhere = "ZStack {\n    Color.black.opacity(0.4)\n    ConfirmDialog(title: t)\n}\n"
        XCTAssertEqual(lines(inline, rule), [2])
        XCTAssertEqual(lines(definedHere, rule), [2])
        XCTAssertEqual(lines(definedElsewhere, rule), [], "one part of `all` alone must not hold")
    }

    func testAllInsideUnlessExemptsOnlyWhenEveryPartHolds() throws {
        let rule = try rule(dimmingRule)
        let both = "ZStack {\n    Color.black.opacity(0.4).accessibilityHidden(true)\n    Button(\"OK\") {}.accessibilityAddTraits(.isModal)\n}\n"
        let onlyHidden = "ZStack {\n    Color.black.opacity(0.4).accessibilityHidden(true)\n    Button(\"OK\") {}\n}\n"
        XCTAssertEqual(lines(both, rule), [])
        XCTAssertEqual(lines(onlyHidden, rule), [2])
    }

    func testAllNeedsANonEmptyList() throws {
        let empty = """
            id: empty-all
            family: focus
            framework: swiftui
            entry: modal
            section: focus
            message: A dimmed overlay.
            fix: Mark the dialog modal.
            match: '\\bColor\\b'
            unless:
              - all: []
            examples:
              bad: ['Color.black']
              good: ['Text("")']
            """
        XCTAssertThrowsError(try rule(empty)) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "unless.all")
        }
    }
}
