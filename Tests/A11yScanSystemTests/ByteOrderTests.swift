@testable import A11yScanSystem
import XCTest

/// Paths are ordered by their UTF-8 bytes everywhere in a scan.
final class ByteOrderTests: XCTestCase {
    func testCompareAgreesWithAByteByByteReference() {
        let paths = ["", "a", "a/b", "a.b", "a/b/c", "ab", "B", "b", "é", "e\u{301}", "a/é.swift", "a/z.swift", "a-b"]
        for left in paths {
            for right in paths {
                let reference = Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8)) ? -1
                    : Array(left.utf8) == Array(right.utf8) ? 0 : 1
                XCTAssertEqual(ByteOrder.compare(left, right).signum(), reference, "\(left) vs \(right)")
                XCTAssertEqual(ByteOrder.precedes(left, right), reference < 0, "\(left) vs \(right)")
            }
        }
    }
}
