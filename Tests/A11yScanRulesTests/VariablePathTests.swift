@testable import A11yScanMatcher
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// The byte-level helpers of the variable relations and of capture templates: paths as a
/// variable is named (`normalizedPath`, `isPath`), Kotlin's scope functions, and captured text
/// quoted for a pattern, each against answers written out by hand.
final class VariablePathTests: XCTestCase {
    private func path(_ text: String) -> String? { NodeEvaluator.normalizedPath(Array(text.utf8)) }

    func testPathsAreWrittenWithoutSelfSpacesSubscriptsAndUnwrapping() {
        XCTAssertEqual(path("self.header?.title"), "header.title")
        XCTAssertEqual(path("items[0].label"), "items.label")
        XCTAssertEqual(path("  button !"), "button")
        XCTAssertEqual(path("self"), "")
        XCTAssertEqual(path("this"), "")
        XCTAssertEqual(path("super.view"), "view")
        XCTAssertEqual(path("selfie.view"), "selfie.view", "only the whole first name counts as self")
        XCTAssertEqual(path("self..x"), ".x", "one dot after self is dropped, as written")
        XCTAssertEqual(path("[a]b"), "b")
    }

    func testWhatIsNoPath() {
        for text in ["", " ", "make()", "a + b", ".x", "x.", "a]", "[a", "\"s\"", "[0]"] {
            XCTAssertNil(path(text), text)
        }
    }

    func testBytesAboveASCIIAreOneCharacterEach() {
        // `é` is two bytes in UTF-8; each stands for its Latin-1 character, as the paths always did.
        XCTAssertEqual(path("caf\u{e9}.x"), "caf\u{c3}\u{a9}.x")
        XCTAssertEqual(path("self.caf\u{e9}"), "caf\u{c3}\u{a9}")
    }

    func testIsPathAgreesWithTheNormalizedPath() throws {
        let values = ["self.title", "super.title", "title", "items[1]", "make(title)", "caf\u{e9}", "this", "title .text",
                      "super.title.text.and.more.than.the.limit"]
        let file = EvaluatorFixture("let v = [" + values.joined(separator: "; ") + "]\n")
        try file.withEvaluator { evaluator in
            for value in values {
                let range = file.range(of: value)
                for candidate in ["title", "items", "", "title.text", "caf\u{c3}\u{a9}", "caf\u{e9}", "title.text.and.more.than.the.limit"] {
                    let ascii = candidate.utf8.allSatisfy { $0 < 0x80 } ? Array(candidate.utf8) : nil
                    XCTAssertEqual(evaluator.isPath(range, candidate, asciiPath: ascii),
                                   NodeEvaluator.normalizedPath(file.source.code[range]) == candidate, "\(value) as \(candidate)")
                }
            }
            XCTAssertTrue(evaluator.isPath(file.range(of: "self.title"), "title", asciiPath: Array("title".utf8)))
            XCTAssertFalse(evaluator.isPath(file.range(of: "make(title)"), "title", asciiPath: Array("title".utf8)))
            XCTAssertTrue(evaluator.isPath(file.range(of: "caf\u{e9}"), "caf\u{c3}\u{a9}", asciiPath: nil))
            let longest = "title.text.and.more.than.the.limit"
            XCTAssertTrue(evaluator.isPath(file.range(of: "super." + longest), longest, asciiPath: Array(longest.utf8)),
                          "a leading super. fits within the limit")
        }
    }

    func testScopeFunctionsByName() {
        let it = ["also", "let"], this = ["apply", "run", "with"]
        for name in it + this + ["lets", "ru", "apply2", "al", "", "withX", "Apply"] {
            let bytes = Array(name.utf8)
            XCTAssertEqual(NodeEvaluator.isScopeFunction(bytes, receivesIt: true), it.contains(name), name)
            XCTAssertEqual(NodeEvaluator.isScopeFunction(bytes, receivesIt: false), this.contains(name), name)
        }
    }

    func testCapturedTextIsQuotedForAPattern() {
        XCTAssertEqual(NodeEvaluator.escaped(Array("a.b (c)".utf8)), #"a\.b\ \(c\)"#)
        XCTAssertEqual(NodeEvaluator.escaped(Array(#"x\y^$|?*+[]{}#-/z"#.utf8)), ##"x\\y\^\$\|\?\*\+\[\]\{\}\#\-\/z"##)
        for byte in UInt8(0)..<0x80 {
            let text = String(decoding: [byte], as: UTF8.self)
            XCTAssertEqual(NodeEvaluator.escaped([byte]), NodeEvaluator.escaped(text), "byte \(byte)")
        }
        // A mark after `#` makes one character with it, which is not quoted.
        XCTAssertEqual(NodeEvaluator.escaped(Array("#\u{301}.".utf8)), "#\u{301}\\.")
        XCTAssertEqual(NodeEvaluator.escaped(Array("\u{e9}.".utf8)), "\u{e9}\\.")
    }
}
