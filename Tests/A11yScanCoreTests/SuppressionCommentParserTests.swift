import XCTest
@testable import A11yScanCore

/// The directive grammar of one comment: delimiters, verbs, id lists, `all` and reasons.
final class SuppressionCommentParserTests: XCTestCase {
    private func parse(_ text: String) -> SuppressionCommentParser.Outcome { SuppressionCommentParser.parse(text) }

    func testEveryVerbInLineAndBlockComments() {
        XCTAssertEqual(parse("// a11yscan:disable-line a"), .directive(.line, [.id("a")], reason: nil))
        XCTAssertEqual(parse("//a11yscan:disable-next-line a"), .directive(.nextLine, [.id("a")], reason: nil))
        XCTAssertEqual(parse("/* a11yscan:disable a */"), .directive(.rangeStart, [.id("a")], reason: nil))
        XCTAssertEqual(parse("/** a11yscan:enable all */"), .directive(.rangeEnd, [.all], reason: nil))
        XCTAssertEqual(parse("/// a11yscan:disable-file a"), .directive(.file, [.id("a")], reason: nil))
    }

    func testIdListsAndReasons() {
        XCTAssertEqual(parse("// a11yscan:disable-line a,b , c -- the icon is decorative"),
                       .directive(.line, [.id("a"), .id("b"), .id("c")], reason: "the icon is decorative"))
        XCTAssertEqual(parse("// a11yscan:disable-line rule--odd -- why"),
                       .directive(.line, [.id("rule--odd")], reason: "why"))
        XCTAssertEqual(parse("// a11yscan:disable-line a --"), .directive(.line, [.id("a")], reason: nil))
    }

    func testNonDirectivesAndMalformedDirectives() {
        XCTAssertEqual(parse("// see a11yscan:disable-line a"), .notADirective)
        XCTAssertEqual(parse("// A11YSCAN:disable-line a"), .notADirective)
        guard case .malformed(let verb) = parse("// a11yscan:ignore a") else { return XCTFail("not malformed") }
        XCTAssertTrue(verb.contains("a11yscan:ignore"))
        guard case .malformed(let empty) = parse("// a11yscan:disable -- just a reason") else { return XCTFail("not malformed") }
        XCTAssertTrue(empty.contains("names no rule"))
    }
}
