import Foundation
import XCTest
@testable import A11yScanCore

/// A spine lets an anchor be searched from literal to literal. It must find exactly the
/// matches a plain left-to-right search finds, so the comparisons below are the real test.
final class RegexSpineTests: XCTestCase {
    private func needles(_ pattern: String) -> [String]? {
        RegexSpine(pattern: pattern)?.needles.map { String(decoding: $0.literal.bytes, as: UTF8.self) }
    }

    func testAReceiverBeforeAMethodNameIsAPrefix() throws {
        let spine = try XCTUnwrap(RegexSpine(pattern: #"\b(?<view>\w+)\s*\.\s*(?<at>alpha)\s*=\s*0?\.\d+f"#))
        XCTAssertEqual(spine.needles.map(\.literal.bytes), [Array("alpha".utf8)])
        let prefix = spine.needles[0].prefix
        for byte in Array("saveButton .\t\n_9".utf8) { XCTAssertTrue(prefix.contains(byte)) }
        for byte in Array("=(){},;".utf8) { XCTAssertFalse(prefix.contains(byte)) }
    }

    func testALiteralInsideAnotherIsSearchedForBoth() throws {
        XCTAssertEqual(needles(#"\b(Button|TextButton|OutlinedButton|clickable)\("#), ["Button(", "clickable("])
        XCTAssertEqual(needles(#"\b(?:Button|TextButton|OutlinedButton)\("#), ["Button("], "the example in Patterns/README.md")
        let spine = try XCTUnwrap(RegexSpine(pattern: #"\b(Button|TextButton|OutlinedButton)\("#))
        let prefix = spine.needles[0].prefix
        for byte in Array("TextOutlined".utf8) { XCTAssertTrue(prefix.contains(byte), "a head byte") }
        XCTAssertFalse(prefix.contains(UInt8(ascii: "B")), "not in a head, not in the prefix")
        XCTAssertFalse(prefix.contains(UInt8(ascii: "(")))
    }

    func testEveryAlternativeNeedsALiteral() {
        XCTAssertEqual(needles(#"(?x) (?| \.\s*(?<at>clickable|combinedClickable) \s*\( | \b(?<!fun\ )(?<at>Button) \s*\( )"#),
                       ["clickable", "combinedClickable", "Button"])
        XCTAssertEqual(needles(#"\w+\s*\.setImage\(|\bImageButton\("#), [".setImage(", "ImageButton("])
        XCTAssertNil(needles(#"\w+\s*\.setImage\(|\w+\("#))
    }

    func testNoSpineWhenTheLiteralMayBeMissingOrThePrefixIsUnknown() {
        XCTAssertNil(needles(#"\w+(?:alpha)?\s*="#))
        XCTAssertNil(needles(#"(?&name)alpha(?(DEFINE)(?<name>x))"#))
        XCTAssertNil(needles(#"ab\s*cd"#))
    }

    func testTrickyTextGivesThePlainMatches() throws {
        let pattern = #"\b(?<view>\w+)\s*\.\s*(?<at>alpha)\s*=\s*0?\.\d+f"#
        let texts = [
            "a.alpha.alpha = 0.5f\nx . alpha=.3f",
            "alpha.alpha = 0.4f alpha = 0.3f",
            "view\n  .\n  alpha = 0.5f",
            "foo.alpha = 1f; bar.alpha = 0.2f; alpha; .alpha = 0.1f",
            "",
            "alpha",
        ]
        for text in texts { try assertSameMatches(pattern, Array(text.utf8), text) }
    }

    /// Literals found through a shorter literal they contain: the heads before it are prefix.
    func testContainedLiteralsGiveThePlainMatches() throws {
        let pattern = #"(?<![\w.])(?:Button|TextButton|OutlinedTextButton|FilledButton)\s*\("#
        let texts = [
            "TextButton( Button( OutlinedTextButton (",
            "MyTextButton( xButton( .Button( FilledButtonButton(",
            "TextButtonButton( TextTextButton( ButtonTextButton(",
            "Button",
            "TextButton",
        ]
        for text in texts { try assertSameMatches(pattern, Array(text.utf8), text) }
    }

    @discardableResult
    private func assertSameMatches(_ pattern: String, _ bytes: [UInt8], _ label: String) throws -> Int {
        try assertSameMatches(try Regex(pattern, spine: true), bytes, label)
    }

    /// Compares the windowed search with a plain one; returns how many matches were compared.
    private func assertSameMatches(_ regex: Regex, _ bytes: [UInt8], _ label: String) throws -> Int {
        XCTAssertNotNil(regex.spine, label)
        let scratch = RegexScratch()
        return try bytes.withUnsafeBufferPointer { code in
            var plain: [Range<Int>] = []
            var position = 0
            while position <= code.count, let match = try scratch.firstMatch(regex, in: code, range: 0..<code.count, from: position) {
                plain.append(match)
                position = max(match.upperBound, match.lowerBound + 1)
            }
            var windowed: [Range<Int>] = []
            let index = LiteralIndex()
            index.reset(code)
            var matches = AnchorMatches(anchor: regex, code: code, literals: index)
            while let match = try matches.next(scratch) { windowed.append(match) }
            XCTAssertEqual(windowed, plain, label)
            return plain.count
        }
    }
}
