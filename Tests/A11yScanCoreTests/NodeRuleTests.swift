import XCTest
@testable import A11yScanCore

/// The node rule language end to end: a rule file in YAML, run on code, findings by line and column.
final class NodeRuleTests: XCTestCase {
    func rule(_ body: String, framework: String = "swiftui") throws -> Rule {
        try RuleLoader().load(yaml: """
        id: test-rule
        family: missing-label
        framework: \(framework)
        entry: button
        section: name
        message: A message.
        fix: A fix.
        \(body)
        examples:
          bad: ["↓x()"]
          good: ["y()"]
        """, file: "test-rule.yml")
    }

    func positions(_ rule: Rule, _ code: String, language: Language = .swift) -> [String] {
        let source = SourceFile(path: "T", language: language, text: Array(code.utf8))
        return RuleMatcher().findings(in: source, rules: [rule]).findings.map { "\($0.line):\($0.column)" }
    }

    func testCallWithRelationsAndFacts() throws {
        let rule = try rule("""
        node: {call: Button}
        where:
          - has: {call: Image}
          - not: {has: {call: [Text, Label]}}
        unless:
          - fact: has-accessible-name
        """)
        XCTAssertEqual(positions(rule, """
        VStack {
            Button(action: close) { Image(systemName: "xmark") }
            Button(action: save) { HStack { Image(systemName: "tray"); Text("Save") } }
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                .accessibilityLabel("Share")
            Button(action: mute) { Image(systemName: "speaker") }.accessibilityLabel("")
        }
        """), ["2:5", "6:5"])
    }

    func testInsideWithViaSiblingsAndChain() throws {
        let rule = try rule("""
        node: {call: Image}
        where:
          - any:
              - inside: {call: Button, via: content}
              - inside: {call: Menu, via: label}
          - sibling: {call: Text}
        unless:
          - fact: hidden-from-accessibility
        """)
        XCTAssertEqual(positions(rule, """
        Menu {
            Image(systemName: "a"); Text("not in the label")
        } label: {
            Image(systemName: "b")
            Text("Sort")
        }
        Button(action: go) {
            Image(systemName: "c").accessibilityHidden(true)
            Text("Go")
        }
        Button(action: go) {
            HStack { Image(systemName: "d"); Text("Go") }.accessibilityElement(children: .ignore)
        }
        """), ["4:5"])
    }

    func testKotlinArgumentsValuesAndModifierChains() throws {
        let rule = try rule("""
        node: {modifier: clickable}
        unless:
          - arg: {label: role}
          - chain: {modifier: semantics, has: {assignment: role}}
          - owner: {call: [Button, Card]}
        """, framework: "compose")
        XCTAssertEqual(positions(rule, """
        Row(modifier = Modifier.clickable { open() }) {}
        Row(modifier = Modifier.clickable(role = Role.Button) { open() }) {}
        Box(Modifier.clickable(onClick = open).semantics { role = Role.Tab }) {}
        Card(modifier = Modifier.clickable { open() }) {}
        Text("x", modifier = Modifier.padding(4.dp).clickable(onClickLabel = "Open", onClick = open))
        """, language: .kotlin), ["1:25", "5:45"])
    }

    func testValueKindsUnitsAndNumbers() throws {
        let rule = try rule("""
        node: {modifier: size}
        where:
          - arg: {position: 1, value: {unit: dp, below: 48}}
        """, framework: "compose")
        XCTAssertEqual(positions(rule, """
        Icon(x, null, Modifier.size(24.dp))
        Icon(x, null, Modifier.size(48.dp))
        Icon(x, null, Modifier.size(20.sp))
        """, language: .kotlin), ["1:24"])
    }

    func testCapturesFlowFromNodeToUnless() throws {
        let rule = try rule("""
        node: {call: setImage, text: {pattern: '(?<view>\\w+)\\s*\\.\\s*setImage', in: node}}
        unless:
          - text: {pattern: '\\b${view}\\.accessibilityLabel\\s*=', in: declaration}
        """, framework: "uikit")
        XCTAssertEqual(positions(rule, """
        func setUp() {
            closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
            playButton.setImage(UIImage(systemName: "play"), for: .normal)
            playButton.accessibilityLabel = "Play"
        }
        """), ["2:17"])
    }

    func testContextRefinesEntryByNearestEnclosingNode() throws {
        let rule = try rule("""
        node: {call: Image}
        context:
          - inside: {call: Menu}
            entry: dropdown
          - inside: {call: List}
            entry: table-row-button
            severity: error
        """)
        let source = SourceFile(path: "T", language: .swift, text: Array("""
        List { Menu { Image("a") } }
        List { Image("b") }
        Image("c")
        """.utf8))
        let found = RuleMatcher().findings(in: source, rules: [rule]).findings
        XCTAssertEqual(found.map(\.entry), ["dropdown", "table-row-button", "button"])
        XCTAssertEqual(found.map(\.severity), [.warning, .error, .warning])
    }

    func testErrorsNameFileLineAndField() {
        XCTAssertThrowsError(try rule("node: {call: Button, hass: {call: Image}}")) { error in
            let error = error as? RuleFileError
            XCTAssertEqual(error?.field, "node.hass")
            XCTAssertEqual(error?.line, 8)
        }
        XCTAssertThrowsError(try rule("node: {call: Button}\nwhere:\n  - fact: no-such-fact")) { error in
            XCTAssertEqual((error as? RuleFileError)?.message, "unknown fact `no-such-fact`")
        }
        XCTAssertThrowsError(try rule("node: {call: Button, text: '${missing}'}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.message, "`${missing}` names no capture made before it")
        }
        XCTAssertThrowsError(try rule("node: {call: Button, arg: {value: nothing}}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "node.arg.value")
        }
    }

    func testHasCountsDescendants() throws {
        let rule = try rule("""
        node: {call: HStack}
        where:
          - has: {call: Text, count: 2}
        """)
        XCTAssertEqual(positions(rule, """
        List {
            HStack { Text("Version") }
            HStack { Text("Version"); Spacer(); Text(appVersion) }
            HStack { Image("a"); VStack { Text(title); Text(subtitle) } }
        }
        """), ["3:5", "4:5"])
        XCTAssertThrowsError(try self.rule("node: {call: HStack, has: {call: Text, count: 0}}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "node.has.count")
        }
    }

    func testSiblingsShownTogetherLeaveOutOtherBranches() throws {
        let rule = try rule("""
        node: {call: Image}
        where:
          - sibling: {call: Text, together: true}
        """)
        XCTAssertEqual(positions(rule, """
        HStack {
            if isCompact { Image("a") } else { Text("Title") }
        }
        HStack {
            Image("b")
            if showsTitle { Text("Title") }
        }
        HStack {
            switch state {
            case .ready: Image("c"); Text("Ready")
            case .failed: Image("d")
            default: Text("Waiting")
            }
        }
        HStack {
            guard let user else { Image("e"); Text("Signed out") }
        }
        """), ["5:5", "10:18", "16:27"])
        let shownIf = try self.rule("node: {call: Image}\nwhere:\n  - conditional: true")
        XCTAssertEqual(positions(shownIf, """
        VStack {
            Image("a")
            if isReady { Image("b") } else { Image("c") }
            switch state { case .done: Image("d") default: Text("Waiting") }
        }
        """), ["3:18", "3:38", "4:32"])
        XCTAssertThrowsError(try self.rule("node: {call: Image, conditional: maybe}"))
        let loose = try self.rule("node: {call: Image}\nwhere:\n  - sibling: {call: Text}")
        XCTAssertEqual(positions(loose, """
        HStack {
            if isCompact { Image("a") } else { Text("Title") }
        }
        """), ["2:20"])
    }
}
