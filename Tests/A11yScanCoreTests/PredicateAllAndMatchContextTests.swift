import XCTest
@testable import A11yScanCore

/// The `all` predicate and `context` items written with `where` (about the match itself).
final class PredicateAllAndMatchContextTests: XCTestCase {
    private func rule(_ body: String, file: String = "test-rule.yml") throws -> Rule {
        let yaml = """
            id: test-rule
            family: grouping
            framework: compose
            entry: button
            section: group
            message: m
            fix: f
            match: '\\bRow\\s*\\('

            """ + body + """

            examples:
              bad: ['Row()']
              good: ['Column()']
            """
        return try RuleLoader().load(yaml: yaml, file: file)
    }

    private func findings(_ code: String, _ rule: Rule) -> [Finding] {
        let source = SourceFile(path: "Screen.kt", language: .kotlin, text: Array(code.utf8))
        return RuleMatcher().findings(in: source, rules: [rule]).findings
    }

    func testAllHoldsOnlyWhenEveryPredicateHolds() throws {
        let rule = try rule("""
            where:
              - any:
                  - content: '\\bIconButton\\b[\\s\\S]*\\bIconButton\\b'
                  - all:
                      - arg: {label: modifier, position: 1, value: '\\.clickable\\b'}
                      - content: '\\bSwitch\\s*\\('
            """)
        XCTAssertEqual(findings("Row(Modifier.clickable { toggle() }) { Text(\"Wi-Fi\"); Switch(on, { toggle() }) }", rule).count, 1)
        XCTAssertEqual(findings("Row(Modifier.padding(8.dp)) { Text(\"Wi-Fi\"); Switch(on, { toggle() }) }", rule).count, 0)
        XCTAssertEqual(findings("Row(Modifier.clickable { open() }) { Text(\"Wi-Fi\") }", rule).count, 0)
        XCTAssertEqual(findings("Row(Modifier.padding(8.dp)) { IconButton(onClick = a) {}; IconButton(onClick = b) {} }", rule).count, 1)
    }

    func testMatchContextIsTriedBeforeEnclosingCalls() throws {
        let rule = try rule("""
            context:
              - inside: {call: '^LazyColumn$'}
                entry: table-row-button
              - when:
                  - args: '\\bexpanded\\s*=\\s*!\\s*expanded\\b'
                entry: expandable-region
                section: state
            """)
        let header = findings("LazyColumn { item { Row(Modifier.clickable { expanded = !expanded }) {} } }", rule)
        XCTAssertEqual(header.map(\.entry), ["expandable-region"])
        XCTAssertEqual(header.map(\.section), [.state])
        let row = findings("LazyColumn { item { Row(Modifier.clickable { open() }) {} } }", rule)
        XCTAssertEqual(row.map(\.entry), ["table-row-button"])
        XCTAssertEqual(row.map(\.section), [.group])
        XCTAssertEqual(findings("Column { Row(Modifier.clickable { open() }) {} }", rule).map(\.entry), ["button"])
    }

    func testMatchContextNeedsEveryPredicate() throws {
        let rule = try rule("""
            context:
              - when:
                  - args: '\\.clickable\\b'
                  - sibling: '\\bDropdownMenu\\s*\\('
                entry: dropdown
            """)
        XCTAssertEqual(findings("Box { Row(Modifier.clickable { open = true }) {}; DropdownMenu(open, {}) {} }", rule).map(\.entry), ["dropdown"])
        XCTAssertEqual(findings("Box { Row(Modifier.clickable { open = true }) {} }", rule).map(\.entry), ["button"])
    }

    func testContextItemWithBothOrNeitherTestIsAnError() {
        XCTAssertThrowsError(try rule("""
            context:
              - inside: '^LazyColumn$'
                when: [args: 'x']
                entry: dropdown
            """)) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "context.when")
        }
        XCTAssertThrowsError(try rule("""
            context:
              - entry: dropdown
            """)) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "context.inside")
            XCTAssertNotNil((error as? RuleFileError)?.hint)
        }
    }

    func testEmptyAllIsAnError() {
        XCTAssertThrowsError(try rule("""
            where:
              - all: []
            """)) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "where.all")
            XCTAssertEqual((error as? RuleFileError)?.line, 10)
        }
    }
}
