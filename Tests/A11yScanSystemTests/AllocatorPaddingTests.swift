@testable import A11yScanSystem
import XCTest

/// The pad is set through a C function declared by hand: a wrong name or signature would fail
/// at link time or be refused at run time, so the call's answer is checked directly.
final class AllocatorPaddingTests: XCTestCase {
    func testTheAllocatorTakesThePadWhereGlibcRuns() {
        #if canImport(Glibc)
        XCTAssertTrue(AllocatorPadding.apply())
        XCTAssertTrue(AllocatorPadding.apply(), "setting it again is harmless")
        #else
        XCTAssertFalse(AllocatorPadding.apply())
        #endif
    }

    func testAllocationsStillWorkAfterThePadIsSet() {
        AllocatorPadding.apply()
        let blocks = (0..<64).map { [UInt8](repeating: UInt8($0), count: 256 << 10) }
        XCTAssertEqual(blocks.map { Int($0[$0.count - 1]) }, Array(0..<64))
    }
}
