@testable import A11yScanRules
import XCTest

/// Captures by slot: a reset empties every slot, however the captures before it were made or
/// rolled back, and makes room for the slots the next program uses.
final class NodeCapturesTests: XCTestCase {
    func testResetEmptiesEverySlot() {
        var captures = NodeCaptures()
        captures.reset(slots: 2)
        captures.set(0, 1..<2)
        let mark = captures.mark
        captures.set(1, 3..<4)
        captures.set(0, 5..<6)
        captures.restore(to: mark)
        XCTAssertEqual(captures[0], 1..<2)
        XCTAssertNil(captures[1])
        captures.set(4, 7..<8)
        captures.reset(slots: 6)
        XCTAssertEqual((0..<6).map { captures[Int32($0)] }, Array(repeating: nil, count: 6))
        XCTAssertEqual(captures.mark, 0)
        captures.set(5, 9..<10)
        captures.reset(slots: 1)
        XCTAssertNil(captures[5])
    }
}
