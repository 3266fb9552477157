@testable import A11yScanRules
import XCTest

/// Which nodes a rule is tried on: its subject's names, and for alternatives that include an
/// app component's shape, those names plus the file's components of that shape.
final class NodeRuleCandidateTests: XCTestCase {
    func testAlternativesOfNamedCallsAndAShapeKeepTheNamesAndTheShape() throws {
        let body = try XCTUnwrap(RuleFixture.rule("node: {any: [{call: [Column, Row]}, {component: label-value}]}",
                                                  framework: "compose").node)
        XCTAssertEqual(body.names?.count, 2)
        XCTAssertEqual(body.componentShapes, [.labelValue])
    }

    func testAnAlternativeThatNamesNoCallTakesEveryNode() throws {
        let body = try XCTUnwrap(RuleFixture.rule("node: {any: [{call: Column}, {has: {call: Text}}]}",
                                                  framework: "compose").node)
        XCTAssertNil(body.names)
        XCTAssertEqual(body.componentShapes, [])
    }

    func testACallListAloneHasNoShapes() throws {
        let body = try XCTUnwrap(RuleFixture.rule("node: {call: [Column, Row]}", framework: "compose").node)
        XCTAssertEqual(body.names?.count, 2)
        XCTAssertEqual(body.componentShapes, [])
    }
}

/// A subject that is a fact is read through the fact's pattern for the rule's language.
final class NodeRuleFactCandidateTests: XCTestCase {
    func testAFactOfNamedCallsAndAShapeGivesTheirNames() throws {
        let body = try XCTUnwrap(RuleFixture.rule("node: {fact: image-view}", framework: "compose").node)
        XCTAssertEqual(body.names?.count, 3)  // Icon, Image, AsyncImage
        XCTAssertEqual(body.componentShapes, [.image])
        XCTAssertEqual(body.nameLiterals.count, 0)
    }

    func testAFactThatNamesNoCallTakesEveryNode() throws {
        let body = try XCTUnwrap(RuleFixture.rule("node: {fact: hidden-from-accessibility}", framework: "compose").node)
        XCTAssertNil(body.names)
    }
}
