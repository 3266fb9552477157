@testable import A11yScanSystem
import XCTest

/// The encoding check skips ahead over plain ASCII in blocks; a bad byte must be seen
/// wherever it falls in or between blocks.
final class FileContentTests: XCTestCase {
    func testUTF8CheckAgreesWithTheStandardLibraryAtEveryOffset() {
        let samples: [[UInt8]] = [[0xE9], [0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xF5, 0x80, 0x80, 0x80],
                                  Array("é".utf8), Array("€".utf8), Array("🙂".utf8)]
        for length in [0, 7, 8, 31, 32, 33, 70] {
            for sample in samples {
                for offset in 0...length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes.insert(contentsOf: sample, at: offset)
                    let expected = String(validating: bytes, as: UTF8.self) != nil
                    XCTAssertEqual(FileContent.isValidUTF8(bytes), expected, "\(sample) at \(offset) of \(length)")
                }
            }
        }
    }

    func testANulByteIsFoundOnlyWithinTheLimit() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 100)
        XCTAssertFalse(FileContent.containsNUL(bytes, within: 100))
        bytes[99] = 0
        XCTAssertTrue(FileContent.containsNUL(bytes, within: 100))
        XCTAssertFalse(FileContent.containsNUL(bytes, within: 99))
        XCTAssertTrue(FileContent.containsNUL(bytes, within: 1000), "a limit past the end reads to the end only")
        XCTAssertFalse(FileContent.containsNUL([], within: 10))
    }
}
