@testable import A11yScanMatcher
import A11yScanSyntax
import XCTest

/// A file asked about in its text, then in its code view, has one pass: the answers for the code
/// view, derived from the text's occurrences, are those a pass over the code view gives.
final class LiteralIndexCodeViewTests: XCTestCase {
    private let names = ["Text", "TextField", "Icon", "Button", "for", "fun Icon", "clickable"]
    private var words: [Literal] { names.map { Literal.interned(Array($0.utf8)) } }

    /// Each word's answers (anywhere, whole, ending a name) after a plain reset for the code view.
    private func direct(_ source: SourceFile) -> [[Bool]] {
        let index = LiteralIndex()
        return source.code.withByteView { code in
            index.reset(code, kind: 0)
            return words.map { [index.contains($0), index.containsWord($0), index.containsNameEnd($0)] }
        }
    }

    /// The same, asked of `index` after the text's pass and the move to the code view.
    private func derived(_ source: SourceFile, _ index: LiteralIndex, askFirst: [Literal]) -> [[Bool]]? {
        source.text.withByteView { text in
            index.reset(text, kind: 0, keepingOccurrences: true)
            for word in askFirst { _ = index.contains(word) }
        }
        return source.code.withByteView { code in
            guard index.moveToCodeView(code) else { return nil }
            return words.map { [index.contains($0), index.containsWord($0), index.containsNameEnd($0)] }
        }
    }

    private let texts = [
        "",
        "Text(\"x\")",
        "// Text Icon Button\nval a = 1",
        "Row { Icon(x); /* Text */ TextField(\"Text\") }",
        "/*c*/Text/*c*/ x\"s\"Icon\"s\"y",
        "fun Icon() {} // fun Icon\nfor (i in 0..2) { Button(onClick = {}) }",
        "Modifier.clickable { }\n\"clickable\" fun  Icon",
        "val s = \"${Text(a)} Icon\" + Buttonz",
    ]

    func testCodeViewAnswersMatchAPassOverTheCodeView() {
        let index = LiteralIndex()
        index.expect(words, kind: 0)
        for text in texts {
            let source = SourceFile(path: "A.kt", language: .kotlin, text: Array(text.utf8))
            XCTAssertEqual(derived(source, index, askFirst: [words[0]]), direct(source), text)
        }
    }

    func testAWordInACommentOnlyIsNotInTheCodeView() {
        let index = LiteralIndex()
        index.expect(words, kind: 0)
        let source = SourceFile(path: "A.kt", language: .kotlin, text: Array("// Button\n/* Icon */ val x = \"Text\"".utf8))
        let answers = derived(source, index, askFirst: [words[0]])
        XCTAssertEqual(answers?[3], [false, false, false], "Button stands only in a comment")
        XCTAssertEqual(answers?[2], [false, false, false], "Icon stands only in a block comment")
        XCTAssertEqual(answers?[0], [false, false, false], "Text stands only in a string")
    }

    func testAWordJoiningAfterTheTextsPassIsSearchedInTheCodeView() {
        // Nothing expected: the first question is searched alone and joins the expected words,
        // after the text had a pass for none of them.
        let index = LiteralIndex()
        let late = Literal.interned(Array("LateWord".utf8))
        let text = Array("// LateWord\nLateWord2()".utf8)
        let source = SourceFile(path: "A.kt", language: .kotlin, text: text)
        index.expect([words[0]], kind: 0)
        text.withByteView { bytes in
            index.reset(bytes, kind: 0, keepingOccurrences: true)
            XCTAssertFalse(index.contains(words[0]))
            XCTAssertTrue(index.contains(late))
        }
        source.code.withByteView { code in
            XCTAssertTrue(index.moveToCodeView(code))
            XCTAssertTrue(index.contains(late), "in LateWord2")
            XCTAssertFalse(index.containsWord(late), "whole only in the comment")
        }
    }

    func testNoMoveWithoutTheTextsPass() {
        let index = LiteralIndex()
        index.expect(words, kind: 0)
        let source = SourceFile(path: "A.kt", language: .kotlin, text: Array("Text(a)".utf8))
        source.text.withByteView { index.reset($0, kind: 0) }
        source.code.withByteView { XCTAssertFalse(index.moveToCodeView($0), "occurrences were not kept") }
        source.text.withByteView { text in
            index.reset(text, kind: 0, keepingOccurrences: true)
            XCTAssertTrue(index.contains(words[0]))
        }
        Array("Text(a) ".utf8).withByteView { XCTAssertFalse(index.moveToCodeView($0), "another length") }
    }
}
