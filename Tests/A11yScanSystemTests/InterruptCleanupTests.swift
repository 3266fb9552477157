@testable import A11yScanSystem
import XCTest

/// The list of files an interruption removes: a slot per file, freed when the file is safe.
/// (That a signal removes them is tested end to end by the command line's interrupt tests.)
final class InterruptCleanupTests: XCTestCase {
    func testAForgottenSlotIsGivenOutAgainAndSlotsInUseAreNot() throws {
        let first = try XCTUnwrap(InterruptCleanup.remove(onInterrupt: "/nonexistent/first"))
        let second = try XCTUnwrap(InterruptCleanup.remove(onInterrupt: "/nonexistent/second"))
        XCTAssertNotEqual(first, second)
        InterruptCleanup.forget(first)
        let third = try XCTUnwrap(InterruptCleanup.remove(onInterrupt: "/nonexistent/third"))
        XCTAssertEqual(third, first, "the lowest free slot is reused")
        InterruptCleanup.forget(second)
        InterruptCleanup.forget(third)
        InterruptCleanup.forget(nil)
    }
}
