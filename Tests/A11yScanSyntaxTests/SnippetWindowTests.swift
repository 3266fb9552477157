@testable import A11yScanSyntax
import XCTest

/// Snippet windows are cut from the file's bytes through a buffer pointer: on a long line the
/// window stays within the line and the limit, and never cuts a scalar in two.
final class SnippetWindowTests: XCTestCase {
    private func source(_ text: String) -> SourceFile {
        SourceFile(path: "A.kt", language: .kotlin, text: Array(text.utf8))
    }

    func testShortLinesAreWholeWithoutTheirLineBreak() {
        let file = source("first\r\nsecond")
        let first = file.snippetWindow(line: 1, matchStart: 2)
        XCTAssertEqual(first.range, 0..<5)
        XCTAssertFalse(first.isTruncated)
        let second = file.snippetWindow(line: 2, matchStart: 7)
        XCTAssertEqual(second.range, 7..<13)
        XCTAssertFalse(second.isTruncated)
    }

    func testALongLineGivesAWindowOfWholeScalarsAroundTheMatch() {
        let prefix = String(repeating: "é", count: 400)
        let text = prefix + "Icon()" + String(repeating: "ü", count: 400) + "\nnext"
        let file = source(text)
        let match = prefix.utf8.count
        let window = file.snippetWindow(line: 1, matchStart: match)
        XCTAssertTrue(window.isTruncated)
        XCTAssertLessThanOrEqual(window.range.count, SnippetWindow.maximumBytes)
        XCTAssertTrue(window.range.contains(match))
        XCTAssertLessThanOrEqual(window.range.upperBound, text.utf8.count - 5, "the window stays on its line")
        let bytes = Array(text.utf8)
        XCTAssertNotEqual(bytes[window.range.lowerBound] & 0xC0, 0x80, "the window starts on a scalar")
        XCTAssertNotEqual(bytes[window.range.upperBound] & 0xC0, 0x80, "the window ends before a scalar")
        XCTAssertNotNil(String(validating: bytes[window.range], as: UTF8.self))
    }

    func testAMatchAtTheEndOfAHugeLastLineWithoutABreak() {
        let text = String(repeating: "a", count: 5_000)
        let window = source(text).snippetWindow(line: 1, matchStart: 4_999)
        XCTAssertEqual(window.range.upperBound, 5_000)
        XCTAssertFalse(window.isTruncated, "nothing of the line follows the window")
        XCTAssertTrue(window.range.contains(4_999))
    }
}
