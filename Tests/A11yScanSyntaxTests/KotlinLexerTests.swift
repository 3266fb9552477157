@testable import A11yScanSyntax
import XCTest

/// The Kotlin lexer's code view: templates stay code, char literals and raw strings blank.
final class KotlinLexerTests: XCTestCase {
    private func code(_ source: String) -> String {
        let file = SourceFile(path: "t.kt", language: .kotlin, text: Array(source.utf8))
        XCTAssertEqual(file.code.count, file.text.count)
        return String(decoding: file.code, as: UTF8.self)
    }

    func testCommentsNest() {
        XCTAssertEqual(code("a /* x /* Icon( */ y */ b // c\nd"), "a                       b     \nd")
    }

    func testStringsAndEscapes() {
        XCTAssertEqual(code(#"Text("Icon(\"x\")")"#), #"Text("           ")"#)
    }

    func testTemplatesStayCode() {
        XCTAssertEqual(code(#"Text("Hi $name!")"#), #"Text("    name ")"#)
        XCTAssertEqual(code(#"Text("n=${items.count { it.ok("a}") }} x")"#), #"Text("   {items.count { it.ok("  ") }}  ")"#)
    }

    func testRawStrings() {
        XCTAssertEqual(code("val s = \"\"\"\nIcon(\"x\") \\n ${a}\n\"\"\""), "val s = \"\"\"\n              {a}\n\"\"\"")
        XCTAssertEqual(code("val s = \"\"\"a\"\"\"\"; b"), "val s = \"\"\"  \"\"\"; b", "the last three quotes close")
    }

    func testCharLiterals() {
        XCTAssertEqual(code("val c = '\"'; val d = '\\''; val e = '('; f()"), "val c = ' '; val d = '  '; val e = ' '; f()")
        XCTAssertEqual(code("val u = '\\u0041'; val m = 'é'"), "val u = '      '; val m = '  '")
    }

    func testBacktickIdentifiers() {
        XCTAssertEqual(code("fun `shows (icon) label`() {}"), "fun `shows  icon  label`() {}")
    }

    func testUnterminatedStringRecoversAtLineEnd() {
        let file = SourceFile(path: "t.kt", language: .kotlin, text: Array("val s = \"open\nIcon(x)".utf8))
        XCTAssertEqual(String(decoding: file.code, as: UTF8.self), "val s = \"    \nIcon(x)")
        XCTAssertFalse(file.warnings.isEmpty)
    }

    func testBracketsInsideTemplatesBalance() {
        let source = #"Row { Text("a ${b(c)} d") }"#
        let file = SourceFile(path: "t.kt", language: .kotlin, text: Array(source.utf8))
        XCTAssertEqual(file.brackets.closer(ofOpenerAt: 4, end: -1), source.utf8.count - 1)
    }
}
