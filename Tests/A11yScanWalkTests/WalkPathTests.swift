@testable import A11yScanWalk
import XCTest

/// `WalkPath.relative(_:to:)` is asked for every file of a scan, so it compares bytes; these
/// pin down its answers at the edges: the folder itself, `/`, a sibling that shares a prefix.
/// `normalize` reads bytes too: `.`, `..` and empty components at every place.
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

    func testNormalizedPaths() {
        let cases = [
            ("a/./b//c/../d", "a/b/d"), ("/../a", "/a"), ("../a", "../a"), ("a/..", "."), ("/", "/"), ("", "."),
            ("../../x/..", "../.."), ("/a/b/", "/a/b"), ("./", "."), ("/a/../..", "/"), ("é/./ü", "é/ü"),
            ("a/.../b/..", "a/..."), (".a/..b", ".a/..b"), ("e\u{301}/./x", "e\u{301}/x"),
        ]
        for (path, normalized) in cases { XCTAssertEqual(WalkPath.normalize(path), normalized, path) }
        XCTAssertEqual(WalkPath.absolute("b/../c", base: "/a"), "/a/c")
    }
}
