@testable import A11yScanComponents
import XCTest

/// The cache's one-line values: every character that could split a line, or be taken for an
/// escape, comes back as written; a value without them is written as it is.
final class CacheEscapingTests: XCTestCase {
    func testValuesWithBreaksTabsAndBackslashesComeBackAsWritten() {
        for value in ["plain", "", "a\tb", "line\nbreak\r", "back\\slash", "\\t is not a tab", "é\t\\n🙂"] {
            let escaped = CacheEscaping.escaped(value)
            XCTAssertFalse(escaped.utf8.contains { $0 == 9 || $0 == 10 || $0 == 13 }, "\(escaped.debugDescription) spans fields or lines")
            XCTAssertEqual(CacheEscaping.unescaped(Array(escaped.utf8)[...]), value)
        }
        XCTAssertEqual(CacheEscaping.escaped("delete_button"), "delete_button")
        XCTAssertEqual(CacheEscaping.escaped("a\tb\\"), "a\\tb\\\\")
    }
}
