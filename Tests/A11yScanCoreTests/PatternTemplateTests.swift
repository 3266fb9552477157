import XCTest
@testable import A11yScanCore

/// `${name}` splitting: literal text and capture names in order, an unclosed reference kept
/// as text, non-ASCII text intact.
final class PatternTemplateTests: XCTestCase {
    private func describe(_ text: String) -> [String] {
        PatternTemplate.parts(of: text).map {
            switch $0 {
            case .literal(let text): return "L:" + text
            case .capture(let name): return "C:" + name
            }
        }
    }

    func testSplitsLiteralsAndCaptures() {
        XCTAssertEqual(describe(#"\b${view}\s*\.\s*isEnabled\s*="#), [#"L:\b"#, "C:view", #"L:\s*\.\s*isEnabled\s*="#])
        XCTAssertEqual(describe("${a}${b}"), ["C:a", "C:b"])
        XCTAssertEqual(describe("$${a}x"), ["L:$", "C:a", "L:x"])
        XCTAssertEqual(describe("${}"), ["C:"])
        XCTAssertEqual(describe("plain"), ["L:plain"])
        XCTAssertEqual(describe(""), [])
    }

    func testUnclosedReferenceStaysText() {
        XCTAssertEqual(describe("a${b}c${d"), ["L:a", "C:b", "L:c${d"])
        XCTAssertEqual(describe("${"), ["L:${"])
        XCTAssertEqual(describe("$"), ["L:$"])
    }

    func testNonASCIITextIsKept() {
        XCTAssertEqual(describe("é${ü}ß"), ["L:é", "C:ü", "L:ß"])
    }
}
