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

extension ByteOrderTests {
    func testRunsOfOneBufferCompareAsTheirBytes() {
        let bytes = Array("a/b.swifta/b.swiftxa/c".utf8)
        XCTAssertEqual(ByteOrder.compare(bytes, 0..<9, 9..<18), 0, "equal runs at different places")
        XCTAssertLessThan(ByteOrder.compare(bytes, 0..<9, 9..<19), 0, "a prefix sorts first")
        XCTAssertGreaterThan(ByteOrder.compare(bytes, 9..<19, 0..<9), 0)
        XCTAssertLessThan(ByteOrder.compare(bytes, 0..<3, 19..<22), 0, "a/b before a/c")
        XCTAssertEqual(ByteOrder.compare(bytes, 4..<4, 7..<7), 0, "two empty runs")
    }
}
