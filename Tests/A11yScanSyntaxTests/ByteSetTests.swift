@testable import A11yScanSyntax
import XCTest

/// The lexers skip code four bytes at a time; a stop byte must be found wherever it falls.
final class ByteSetTests: XCTestCase {
    func testTheFirstMemberIsFoundAtEveryOffsetFromEveryStart() {
        let set = ByteSet("({\"")
        for length in [0, 1, 3, 4, 5, 8, 13] {
            for stop in [nil] + Array(0..<length) {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if let stop { bytes[stop] = UInt8(ascii: "{") }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in 0...length {
                        let expected = stop.map { $0 >= start ? $0 : length } ?? length
                        XCTAssertEqual(set.next(in: buffer, from: start), expected, "stop \(String(describing: stop)) in \(length) from \(start)")
                    }
                }
            }
        }
    }

    /// The argument and parameter readers search a bracket's inside only: a member at or past
    /// the end given is not found, and the answer is never past that end or the buffer's.
    func testASearchWithAnEndStopsThere() {
        let set = ByteSet(",(")
        let bytes = Array("ab,cdefg(h".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(set.next(in: buffer, from: 0, to: 9), 2)
            XCTAssertEqual(set.next(in: buffer, from: 3, to: 8), 8, "the `(` at the end given is not looked at")
            XCTAssertEqual(set.next(in: buffer, from: 3, to: 9), 8)
            XCTAssertEqual(set.next(in: buffer, from: 3, to: 5), 5)
            XCTAssertEqual(set.next(in: buffer, from: 9, to: 40), 10, "an end past the buffer is the buffer's end")
        }
    }
}
