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

    /// Backwards too: a run of spaces of any length, after any head and with any blank inside
    /// it, ends the skip at the last byte before it that is no blank (or before the file).
    func testRunsOfSpacesEndWhereTheyEndAtEveryLengthBackwards() {
        for length in 0...20 {
            for head in ["", "x", "x\n", "\t", "x\r\n "] {
                for inner in 0...length where inner == 0 || inner == length || inner % 5 == 0 {
                    let spaces = String(repeating: " ", count: inner) + (inner < length ? "\t" : "")
                        + String(repeating: " ", count: max(0, length - inner - 1))
                    let text = head + spaces
                    let bytes = Array(text.utf8)
                    var expected = bytes.count - 1
                    while expected >= 0, ByteClass.isSpace(bytes[expected]) { expected -= 1 }
                    withCursor(text) { cursor in
                        XCTAssertEqual(cursor.skipSpaceBackward(from: bytes.count - 1), expected,
                                       "\(head.debugDescription) then \(spaces.debugDescription)")
                        XCTAssertEqual(cursor.skipSpaceBackward(from: bytes.count + 3), expected, "from past the end")
                    }
                }
            }
        }
    }

    /// Names are read eight bytes at a time, forwards and backwards: every byte value, at every
    /// position of the word that is read, must end a name exactly where the byte-by-byte rule says.
    func testANameEndsAtTheFirstByteThatIsNoPartOfOneAtEveryOffsetBothWays() {
        let nameBytes = (UInt8(0)...UInt8(255)).filter(ByteClass.isIdentifier)
        let source = SourceFile(path: "A.swift", language: .swift, text: [])
        for stop in UInt8(0)...UInt8(255) {
            for length in 1...18 {
                for tail in [[], Array(repeating: UInt8(ascii: "x"), count: 9)] {
                    let name = (0..<length).map { k in k == 0 ? UInt8(ascii: "a") : nameBytes[(k * 7 + Int(stop)) % nameBytes.count] }
                    let code = name + [stop] + tail
                    var expected = length
                    while expected < code.count, ByteClass.isIdentifier(code[expected]) { expected += 1 }
                    code.withUnsafeBufferPointer { buffer in
                        let cursor = CodeCursor(code: buffer, source: source)
                        XCTAssertEqual(cursor.identifier(at: 0), 0..<expected, "byte \(stop) after \(length) bytes")
                    }
                    // The same backwards: the name read from its last byte, the stop before it.
                    let reversed = tail + [stop] + name.reversed()
                    var first = reversed.count - 1
                    while first > 0, ByteClass.isIdentifier(reversed[first - 1]) { first -= 1 }
                    let start: Range<Int>? = ByteClass.isIdentifierStart(reversed[first]) ? first..<reversed.count : nil
                    reversed.withUnsafeBufferPointer { buffer in
                        let cursor = CodeCursor(code: buffer, source: source)
                        XCTAssertEqual(cursor.identifier(endingAt: reversed.count - 1), start, "byte \(stop) before \(length) bytes")
                    }
                }
            }
        }
    }
}
