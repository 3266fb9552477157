@testable import A11yScanWalk
import XCTest

/// A file with a NUL byte near its start is skipped as binary unless it was named.
final class SourceReaderTests: XCTestCase {
    private let target = ScanTarget(path: "A.swift", displayPath: "A.swift")

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
