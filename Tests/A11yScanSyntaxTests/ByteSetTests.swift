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
}
