@testable import A11yScanMatcher
import A11yScanSyntax
import XCTest

/// The byte triples of a file's code, read through a view of its bytes: never a wrong no, and a
/// no for what the code lacks, at the smallest size and past the largest.
final class ByteTriplesTests: XCTestCase {
    private func triples(_ text: String) -> ByteTriples {
        Array(text.utf8).withByteView(ByteTriples.init)
    }

    func testCodeShorterThanATripleContainsOnlyNamesShorterThanOne() {
        for code in ["", "a", "ab"] {
            let triples = triples(code)
            XCTAssertTrue(triples.mayContain(Array("ab".utf8)), "a name without a triple cannot be ruled out")
            XCTAssertFalse(triples.mayContain(Array("abc".utf8)), code)
        }
    }

    func testTheBitsAreThoseOfEveryTripleAndNoOther() {
        // Triples are read four bytes at a time while four remain, then the last one alone.
        let text = Array("abcdefghijklmnopqrstuvwxyz0123".utf8)
        for length in 0...text.count {
            let code = Array(text[..<length])
            let triples = code.withByteView(ByteTriples.init)
            var expected = [UInt64](repeating: 0, count: triples.bits.count)
            for start in stride(from: 0, to: length - 2, by: 1) {
                let slot = ByteTriples.slot(code[start], code[start + 1], code[start + 2], triples.shift)
                expected[slot >> 6] |= 1 << UInt64(slot & 63)
            }
            XCTAssertEqual(triples.bits, expected, "\(length) bytes")
        }
    }

    func testEveryPieceOfTheCodeIsContainedInALargeFile() {
        // Past 65,536 bytes the table stops growing: more triples share a slot, none is lost.
        var code = ""
        var number = 0
        while code.utf8.count < 80_000 {
            code += "Label\(number)(text = \"row \(number)\")\n"
            number += 1
        }
        let triples = triples(code)
        let bytes = Array(code.utf8)
        for start in stride(from: 0, to: bytes.count - 12, by: 997) {
            XCTAssertTrue(triples.mayContain(Array(bytes[start..<start + 12])), "offset \(start)")
        }
        XCTAssertTrue(triples.mayContain(Array("Label\(number - 1)".utf8)))
        XCTAssertFalse(triples.mayContain(Array("Button".utf8)))
    }
}
