@testable import A11yScanSyntax
import XCTest

/// The Swift lexer's code view: comments and string contents blank, code (including
/// interpolated code) intact, every byte at its original offset.
final class SwiftLexerTests: XCTestCase {
    private func code(_ source: String) -> String {
        let file = SourceFile(path: "t.swift", language: .swift, text: Array(source.utf8))
        XCTAssertEqual(file.code.count, file.text.count, "code view must keep the length")
        return String(decoding: file.code, as: UTF8.self)
    }

    /// As many blanks as `text` has bytes: the expected code view of blanked text.
    private func b(_ text: String) -> String { String(repeating: " ", count: text.utf8.count) }

    func testLineAndNestedBlockComments() {
        XCTAssertEqual(code("a // Text(\"x\")\nb"), "a " + b("// Text(\"x\")") + "\nb")
        XCTAssertEqual(code("a /* x /* y */ z */ b"), "a " + b("/* x /* y */ z */") + " b")
        XCTAssertEqual(code("a /* one\n/* two */\nthree */ b"), "a " + b("/* one") + "\n" + b("/* two */") + "\n" + b("three */") + " b")
    }

    func testStringContentsAreBlankedQuotesKept() {
        XCTAssertEqual(code(#"Text("Image(")"#), #"Text("      ")"#)
        XCTAssertEqual(code(#"f("a\"b", c)"#), #"f("    ", c)"#)
    }

    func testInterpolationStaysCodeWithNestedStringsAndParentheses() {
        XCTAssertEqual(code(#"Text("n: \(count(of: "x (y)") + 1) items")"#),
                       "Text(\"" + b(#"n: \"#) + "(count(of: \"" + b("x (y)") + "\") + 1)" + b(" items") + "\")")
        XCTAssertEqual(code(#""\("\("deep")")""#), "\" (\" (\"" + b("deep") + "\")\")\"")
    }

    func testMultilineStrings() {
        let source = "let s = \"\"\"\n  Image(\"x\") \\(name)\n  \"\"\"\nImage"
        XCTAssertEqual(code(source), "let s = \"\"\"\n" + b("  Image(\"x\") \\") + "(name)\n  \"\"\"\nImage")
    }

    func testRawStringsWithAnyNumberOfHashes() {
        XCTAssertEqual(code(##"x = #"a "quoted" \(not) \#(yes)"#"##), "x = #\"" + b(##"a "quoted" \(not) \#"##) + "(yes)\"#")
        XCTAssertEqual(code(###"x = ##"a "# still"##; y"###), "x = ##\"" + b(##"a "# still"##) + "\"##; y")
        XCTAssertEqual(code("x = #\"\"\"\nText(\"a\")\n\"\"\"#"), "x = #\"\"\"\n         \n\"\"\"#")
    }

    func testCompilerControlLinesAreBlanked() {
        let source = "Text(\"a\")\n#if os(iOS)\n  .padding()\n#else\n  .hidden()\n#endif"
        XCTAssertEqual(code(source), "Text(\" \")\n           \n  .padding()\n     \n  .hidden()\n      ")
        // `#available` and `#selector` are expressions, not compiler control lines.
        XCTAssertEqual(code("if #available(iOS 17, *) {}"), "if #available(iOS 17, *) {}")
    }

    func testRegexLiterals() {
        XCTAssertEqual(code(#"let r = /Image\("x"\)/"#), "let r = /" + b(#"Image\("x"\)"#) + "/")
        XCTAssertEqual(code("let r = #/a \"b\" /#"), "let r = #/" + b("a \"b\" ") + "/#")
        XCTAssertEqual(code("let q = a / b / c"), "let q = a / b / c", "division is not a regex")
    }

    func testBacktickIdentifiers() {
        XCTAssertEqual(code("let `default` = 1"), "let `default` = 1")
        XCTAssertEqual(code("func `test (a)`() {}"), "func `test  a `() {}")
    }

    func testUnterminatedLiteralsRecover() {
        let file = SourceFile(path: "t.swift", language: .swift, text: Array("let s = \"open\nText(\"x\")".utf8))
        XCTAssertEqual(String(decoding: file.code, as: UTF8.self), "let s = \"    \nText(\" \")")
        XCTAssertEqual(file.warnings.first?.line, 1)
        let comment = SourceFile(path: "t.swift", language: .swift, text: Array("a /* never closed\nb".utf8))
        XCTAssertEqual(String(decoding: comment.code, as: UTF8.self), "a                \n ")
        XCTAssertTrue(comment.warnings.contains { $0.message.contains("unterminated block comment") })
    }

    func testBracketTablePairsAndToleratesImbalance() {
        let file = SourceFile(path: "t.swift", language: .swift, text: Array("a(b[c]{d}) ] (".utf8))
        XCTAssertEqual(file.brackets.closer(ofOpenerAt: 1, end: 99), 9)
        XCTAssertEqual(file.brackets.closer(ofOpenerAt: 3, end: 99), 5)
        XCTAssertEqual(file.brackets.closer(ofOpenerAt: 6, end: 99), 8)
        XCTAssertEqual(file.brackets.closer(ofOpenerAt: 13, end: 99), 99, "unclosed runs to the end")
        XCTAssertEqual(file.brackets.opener(ofCloserAt: 9), 1)
        XCTAssertNil(file.brackets.opener(ofCloserAt: 11), "stray closer is ignored")
        XCTAssertEqual(file.brackets.enclosingIndex(of: 4).map { Int(file.brackets.openers[$0]) }, 3)
    }

    func testDeepNestingDoesNotRecurse() {
        let depth = 100_000
        let source = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        let file = SourceFile(path: "t.swift", language: .swift, text: Array(source.utf8))
        XCTAssertEqual(file.brackets.count, depth)
        XCTAssertEqual(file.brackets.closer(ofOpenerAt: 0, end: -1), 2 * depth - 1)
    }

    func testLineEndingsAndColumns() {
        let file = SourceFile(path: "t.swift", language: .swift, text: Array("a\r\nb\rc\nd".utf8))
        XCTAssertEqual(file.lines.count, 4)
        XCTAssertEqual(file.position(of: 3).line, 2)
        XCTAssertEqual(file.position(of: 5).line, 3)
        XCTAssertEqual(file.position(of: 7).line, 4)
        let wide = SourceFile(path: "t.swift", language: .swift, text: Array("let é = \"😀\"; Image".utf8))
        let offset = Array("let é = \"😀\"; ".utf8).count
        XCTAssertEqual(wide.position(of: offset).column, 14, "13 scalars (not 17 bytes) come before `Image`")
    }

    func testInvalidUTF8AndNulBytesDoNotCrash() {
        var bytes = Array("let a = \"".utf8) + [0xFF, 0xFE, 0x00, 0xC3] + Array("\" // \u{0}\nText(".utf8)
        bytes.append(0x80)
        let file = SourceFile(path: "t.swift", language: .swift, text: bytes)
        XCTAssertEqual(file.code.count, bytes.count)
        XCTAssertEqual(file.lines.count, 2)
        XCTAssertTrue(file.string(0..<bytes.count).contains("\u{FFFD}"))
    }

    func testCommentsAreRecorded() {
        let file = SourceFile(path: "t.swift", language: .swift, text: Array("a // a11yscan:disable-next-line x\n/* b */".utf8))
        XCTAssertEqual(file.comments.map(file.string), ["// a11yscan:disable-next-line x", "/* b */"])
    }
}
