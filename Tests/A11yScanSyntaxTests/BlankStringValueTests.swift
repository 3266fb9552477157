@testable import A11yScanSyntax
import XCTest

/// A string that renders nothing (white space, no-break or zero-width spaces, written raw or as
/// escapes) is an empty string to the rules; one letter or a visible escape makes it a string.
final class BlankStringValueTests: XCTestCase {
    private func kinds(_ text: String, language: Language = .swift) -> [String] {
        let tree = CallTreeBuilder.build(SourceFile(path: "T", language: language, text: Array(text.utf8)), names: NameTable([]))
        return tree.nodes.indices.flatMap { index in tree.arguments(of: Int32(index)).map { "\($0.kind)" } }
    }

    func testNoBreakAndZeroWidthSpacesWrittenAsSwiftEscapesAreBlank() {
        XCTAssertEqual(kinds(#"Label("\u{00A0}", systemImage: "heart")"#), ["emptyString", "string"])
        XCTAssertEqual(kinds(#"Label("\u{A0} \u{200B}\t", systemImage: "heart")"#), ["emptyString", "string"])
        XCTAssertEqual(kinds(#"Text("\u{2060}\u{FEFF}")"#), ["emptyString"])
    }

    func testNoBreakSpacesWrittenAsTheyAreAreBlank() {
        XCTAssertEqual(kinds("Label(\"\u{00A0}\u{202F}\", systemImage: \"heart\")"), ["emptyString", "string"])
        XCTAssertEqual(kinds("Text(\"\u{3000}\")"), ["emptyString"])
    }

    func testKotlinEscapesAreBlank() {
        XCTAssertEqual(kinds(#"Text(text = "\u00A0")"#, language: .kotlin), ["emptyString"])
        XCTAssertEqual(kinds(#"Text(text = "\u00A0x")"#, language: .kotlin), ["string"])
    }

    func testVisibleTextAndVisibleEscapesAreStrings() {
        XCTAssertEqual(kinds(#"Text("\u{00A0}Save")"#), ["string"])
        XCTAssertEqual(kinds(#"Text("\u{2764}")"#), ["string"])
        XCTAssertEqual(kinds("Text(\"é\")"), ["string"])
        XCTAssertEqual(kinds(#"Text("\\")"#), ["string"])
        XCTAssertEqual(kinds(#"Text("\u{}")"#), ["string"])
        XCTAssertEqual(kinds(#"Text(text = "\u00A")"#, language: .kotlin), ["string"])
    }
}
