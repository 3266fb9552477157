@testable import A11yScanMatcher
import A11yScanSyntax
import XCTest

/// A regex and a literal answer the one question alike: the first match inside the range,
/// in the buffer's offsets, never one that runs past the range's end.
final class BytePatternTests: XCTestCase {
    private func firstMatch<Pattern: BytePattern>(_ pattern: Pattern, in text: String, _ range: Range<Int>) throws -> Range<Int>? {
        try Array(text.utf8).withByteView { try pattern.firstMatch(in: $0, range, scratch: RegexScratch()) }
    }

    func testARegexAndALiteralOfTheSameWordAgreeOnEveryRange() throws {
        let text = "Button(x) TextButton Button"
        let regex = try Regex("Button"), literal = Literal.interned(Array("Button".utf8))
        let count = text.utf8.count
        for start in 0...count {
            for end in start...count {
                let expected = try firstMatch(regex, in: text, start..<end)
                XCTAssertEqual(try firstMatch(literal, in: text, start..<end), expected, "\(start)..<\(end)")
            }
        }
        XCTAssertEqual(try firstMatch(literal, in: text, 1..<27), 14..<20)
        XCTAssertNil(try firstMatch(literal, in: text, 22..<26), "a match cut by the range's end is none")
    }
}
