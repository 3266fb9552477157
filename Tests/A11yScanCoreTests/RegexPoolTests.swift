import XCTest
@testable import A11yScanCore

/// Rules that repeat a pattern share one compiled regex, so it is compiled, analysed and
/// JIT-compiled once; an anchor (searched with a spine) is never mixed up with a predicate.
final class RegexPoolTests: XCTestCase {
    func testTheSameTextIsCompiledOnce() throws {
        let pool = RegexPool()
        let first = try pool.regex(#"\.accessibilityHidden\s*\(\s*true\s*\)"#)
        XCTAssertTrue(first === (try pool.regex(#"\.accessibilityHidden\s*\(\s*true\s*\)"#)))
        XCTAssertFalse(first === (try pool.regex(#"\.accessibilityHidden\s*\(\s*false\s*\)"#)))
        XCTAssertFalse(first === (try pool.regex(#"\.accessibilityHidden\s*\(\s*true\s*\)"#, spine: true)))
    }

    func testAPatternThatDoesNotCompileFailsEachTime() {
        let pool = RegexPool()
        XCTAssertThrowsError(try pool.regex("(unclosed"))
        XCTAssertThrowsError(try pool.regex("(unclosed"))
    }

    func testBuiltInRulesShareTheirRepeatedAnchors() throws {
        let anchors = try RuleSet.builtIn(examples: false).rules.map(\.anchor)
        let texts = Set(anchors.map(\.pattern))
        XCTAssertLessThan(texts.count, anchors.count, "some built-in rules share an anchor")
        XCTAssertEqual(Set(anchors.map(ObjectIdentifier.init)).count, texts.count)
    }
}
