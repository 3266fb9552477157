@testable import A11yScanSystem
import XCTest

/// A joined path is the parent's bytes, one slash and the name's bytes, whatever they hold.
final class PathTextTests: XCTestCase {
    func testThePartsAreJoinedByOneSlashByteForByte() {
        XCTAssertEqual(PathText.joined("a/b", "c.swift"), "a/b/c.swift")
        XCTAssertEqual(PathText.joined("/", "x"), "//x", "no special case for the root here")
        XCTAssertEqual(PathText.joined("", ""), "/")
        XCTAssertEqual(PathText.joined("é", "e\u{301}"), "é/e\u{301}")
        let long = String(repeating: "folder/", count: 200)
        XCTAssertEqual(Array(PathText.joined(long, "ü.kt").utf8), Array(long.utf8) + [UInt8(ascii: "/")] + Array("ü.kt".utf8))
    }
}
