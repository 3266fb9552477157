@testable import A11yScanSyntax
import XCTest

/// The buffer manages its own memory: growing must keep every element, and reading back what
/// was written must agree with an array doing the same.
final class GrowableBufferTests: XCTestCase {
    func testGrowingKeepsEveryElementInOrder() {
        var buffer = GrowableBuffer<Int32>(capacity: 0)
        var reference: [Int32] = []
        for value in 0..<1_000 as Range<Int32> {
            buffer.append(value * 3)
            reference.append(value * 3)
        }
        XCTAssertEqual(buffer.count, 1_000)
        XCTAssertEqual(buffer.array(), reference)
        XCTAssertEqual(buffer[999], 2_997)
    }

    func testWritesAndRemovalsAgreeWithAnArray() {
        var buffer = GrowableBuffer<UInt8>(capacity: 2)
        var reference: [UInt8] = []
        for step in 0..<300 {
            if step % 7 == 6, !reference.isEmpty {
                XCTAssertEqual(buffer.removeLast(), reference.removeLast())
            } else {
                buffer.append(UInt8(step & 0xFF))
                reference.append(UInt8(step & 0xFF))
            }
            if !reference.isEmpty {
                buffer[0] = UInt8(step % 5)
                reference[0] = UInt8(step % 5)
            }
        }
        XCTAssertEqual(buffer.array(), reference)
        XCTAssertEqual(GrowableBuffer<UInt8>(capacity: 4).array(), [], "a new buffer holds nothing")
    }
}
