@testable import A11yScanSyntax
import XCTest

/// A table holds a copy of the array it was made from, element for element, and frees the
/// elements' references with itself.
final class FlatTableTests: XCTestCase {
    private final class Tracked {}

    func testEveryElementIsReadBackAndAnEmptyTableHasNone() {
        let numbers: [Int32] = [7, -1, 0, Int32.max]
        let table = FlatTable(numbers)
        defer { table.free() }
        XCTAssertEqual(table.count, 4)
        XCTAssertEqual((0..<4).map { table[Int32($0)] }, numbers)
        let empty = FlatTable([UInt8]())
        XCTAssertEqual(empty.count, 0)
        empty.free()
    }

    func testFreeingReleasesTheElements() {
        weak var watched: Tracked?
        do {
            let element = Tracked()
            watched = element
            let table = FlatTable([element, element])
            XCTAssertTrue(table[1] === element)
            table.free()
        }
        XCTAssertNil(watched, "the table kept no reference after free")
    }
}
