@testable import A11yScanWalk
import XCTest

/// `WalkPath.relative(_:to:)` is asked for every file of a scan, so it compares bytes; these
/// pin down its answers at the edges: the folder itself, `/`, a sibling that shares a prefix.
final class WalkPathTests: XCTestCase {
    func testAPathBelowAFolder() {
        XCTAssertEqual(WalkPath.relative("/a/b/C.swift", to: "/a"), "b/C.swift")
        XCTAssertEqual(WalkPath.relative("/a/b", to: "/a/b"), "")
        XCTAssertEqual(WalkPath.relative("/a/b", to: "/"), "a/b")
        XCTAssertEqual(WalkPath.relative("/", to: "/"), "")
        XCTAssertEqual(WalkPath.relative("/é/ü.kt", to: "/é"), "ü.kt")
    }

    func testAPathOutsideAFolder() {
        XCTAssertNil(WalkPath.relative("/a/bc/C.swift", to: "/a/b"))
        XCTAssertNil(WalkPath.relative("/a", to: "/a/b"))
        XCTAssertNil(WalkPath.relative("/ab", to: "/a"))
        XCTAssertNil(WalkPath.relative("/x/C.swift", to: "/a"))
        // The same name spelt with other bytes (decomposed) is another folder to the file system.
        XCTAssertNil(WalkPath.relative("/e\u{301}/C.swift", to: "/\u{e9}"))
        XCTAssertNil(WalkPath.relative("/e\u{301}", to: "/\u{e9}"))
    }
}
