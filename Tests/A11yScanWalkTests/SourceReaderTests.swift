@testable import A11yScanWalk
import XCTest

/// The reader's encoding checks skip ahead over plain ASCII in blocks; a bad byte must be
/// seen wherever it falls in or between blocks.
final class SourceReaderTests: XCTestCase {
    private let target = ScanTarget(path: "A.swift", displayPath: "A.swift")

    func testUTF8CheckAgreesWithTheStandardLibraryAtEveryOffset() {
        let samples: [[UInt8]] = [[0xE9], [0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xF5, 0x80, 0x80, 0x80],
                                  Array("é".utf8), Array("€".utf8), Array("🙂".utf8)]
        for length in [0, 7, 8, 31, 32, 33, 70] {
            for sample in samples {
                for offset in 0...length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes.insert(contentsOf: sample, at: offset)
                    let expected = String(validating: bytes, as: UTF8.self) != nil
                    XCTAssertEqual(SourceReader.isValidUTF8(bytes), expected, "\(sample) at \(offset) of \(length)")
                }
            }
        }
    }

    func testANulByteMakesAFileBinaryOnlyWithinTheFirstEightKilobytes() {
        func isSkipped(nulAt offset: Int) -> Bool {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 10000)
            bytes[offset] = 0
            if case .skipped = SourceReader.classify(bytes, target) { return true }
            return false
        }
        XCTAssertTrue(isSkipped(nulAt: 0))
        XCTAssertTrue(isSkipped(nulAt: 8191))
        XCTAssertFalse(isSkipped(nulAt: 8192))
    }
}
