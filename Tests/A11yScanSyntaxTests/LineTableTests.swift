@testable import A11yScanSyntax
import XCTest

/// Line starts: every `\n` counts, and bytes near it in value (`\u{0B}`, `\u{8A}`, `\u{09}`)
/// do not.
final class LineTableTests: XCTestCase {
    private func reference(_ bytes: [UInt8]) -> [Int32] {
        [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { Int32($0 + 1) }
    }

    func testEveryLineBreakIsFoundWhateverItsNeighbours() {
        var state: UInt64 = 11
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x09, 0x8A, 0x01, 0x00, 0x61, 0x20, 0xFF]
        for length in 0..<70 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ -> UInt8 in
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return alphabet[Int(state >> 33) % alphabet.count]
                }
                let table = bytes.withUnsafeBufferPointer { LineTable(scanning: $0) }
                XCTAssertEqual(table.starts, reference(bytes), "\(bytes)")
            }
        }
    }

    /// Whether one offset is on a later line than another, with one search: the same answer as
    /// comparing the two offsets' lines, for every pair, across `\n`, `\r\n` and a lone `\r`.
    func testALaterLineIsTheLineComparisonOfBothOffsets() {
        let bytes = Array("a\nbc\r\n\rd\n\nef".utf8)
        let table = bytes.withUnsafeBufferPointer { LineTable(scanning: $0) }
        for offset in 0...bytes.count {
            for later in 0...(bytes.count + 1) {
                XCTAssertEqual(table.isOnLaterLine(later, than: offset), table.line(of: later) > table.line(of: offset),
                               "\(later) after \(offset)")
            }
        }
    }
}
