@testable import A11yScanSyntax
import XCTest

/// The cursor reads the code view through a buffer pointer: every read at the edges of the
/// file must stay inside it and answer as the documentation says.
final class CodeCursorTests: XCTestCase {
    private func withCursor(_ code: String, _ body: (CodeCursor) -> Void) {
        let source = SourceFile(path: "A.swift", language: .swift, text: Array(code.utf8))
        source.code.withUnsafeBufferPointer { body(CodeCursor(code: $0, source: source)) }
    }

    func testReadsOutsideTheFileAnswerNothing() {
        withCursor("ab") { cursor in
            XCTAssertEqual(cursor.byte(-1), 0)
            XCTAssertEqual(cursor.byte(2), 0)
            XCTAssertEqual(cursor.byte(1), UInt8(ascii: "b"))
            XCTAssertNil(cursor.identifier(at: 2))
            XCTAssertNil(cursor.identifier(endingAt: -1))
            XCTAssertNil(cursor.identifier(endingAt: 2))
            XCTAssertEqual(cursor.text(1..<9), "b", "a range past the end is clamped")
        }
        withCursor("") { cursor in
            XCTAssertEqual(cursor.skipSpace(from: 0), 0)
            XCTAssertEqual(cursor.skipSpaceBackward(from: -1), -1)
            XCTAssertEqual(cursor.text(0..<3), "")
        }
    }

    func testIdentifiersAndSpaceUpToTheFilesEdges() {
        withCursor("  name  \n") { cursor in
            XCTAssertEqual(cursor.skipSpace(from: 0), 2)
            XCTAssertEqual(cursor.identifier(at: 2), 2..<6)
            XCTAssertEqual(cursor.identifier(endingAt: 5), 2..<6)
            XCTAssertEqual(cursor.skipSpace(from: 6), 9, "runs to the end of the file")
            XCTAssertEqual(cursor.skipSpace(from: 6, newlines: false), 8, "stops at the line break")
            XCTAssertEqual(cursor.skipSpaceBackward(from: 8), 5)
            XCTAssertEqual(cursor.skipSpaceBackward(from: 1), -1, "runs to before the first byte")
            XCTAssertEqual(cursor.skipSpaceBackward(from: 9), 5, "from past the end: from the last byte")
        }
        withCursor("x.`open") { cursor in
            XCTAssertNil(cursor.identifier(at: 2), "a backtick name left open at the end of the file")
            XCTAssertEqual(cursor.identifier(endingAt: 6), 3..<7)
        }
        withCursor("9lives") { cursor in
            XCTAssertNil(cursor.identifier(endingAt: 5), "a name cannot start with a digit")
        }
    }

    func testBracketsArePairedThroughTheTableAndAnUnclosedOneRunsToTheEnd() {
        withCursor("f(a, [b])") { cursor in
            XCTAssertEqual(cursor.closer(of: 1), 8)
            XCTAssertEqual(cursor.closer(of: 5), 7)
            XCTAssertEqual(cursor.opener(of: 8), 1)
        }
        withCursor("f(a") { cursor in
            XCTAssertEqual(cursor.closer(of: 1), 3)
        }
    }

    /// Blanks are skipped eight bytes at a time where they run long; a run ending on any
    /// offset, up to the file's last byte, must end the skip there.
    func testRunsOfSpacesEndWhereTheyEndAtEveryLength() {
        for length in 0...20 {
            for tail in ["", "x", "\n", "\nx", "\t"] {
                let text = String(repeating: " ", count: length) + tail
                withCursor(text) { cursor in
                    let expected = tail.hasPrefix("x") ? length : tail == "\nx" ? length + 1 : text.utf8.count
                    XCTAssertEqual(cursor.skipSpace(from: 0), expected, "\(length) spaces then \(tail.debugDescription)")
                    let sameLine = tail.hasPrefix("\n") ? length : expected
                    XCTAssertEqual(cursor.skipSpace(from: 0, newlines: false), sameLine)
                }
            }
        }
    }
}
