@testable import A11yScanSyntax
import XCTest

/// Words are read from the code view by offsets into a buffer: packing, keyword lookup and the
/// unit of a number read only the range they are given, up to the last byte of the file.
final class CodeWordTests: XCTestCase {
    private func withCode<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }

    func testPackingReadsTheRangeAloneAndLongWordsPackToZero() {
        withCode("x Modifier") { code in
            XCTAssertEqual(CodeWord.pack(code, 2..<10), CodeWord.modifierType)
            XCTAssertNotEqual(CodeWord.pack(code, 2..<9), CodeWord.modifierType)
            XCTAssertEqual(CodeWord.pack(code, 2..<2), 0)
        }
        withCode("case xxxxxxxx case") { code in
            XCTAssertEqual(CodeWord.pack(code, 0..<4), CodeWord.case, "read with the bytes after it")
            XCTAssertEqual(CodeWord.pack(code, 14..<18), CodeWord.case, "read up to the last byte")
            XCTAssertEqual(CodeWord.pack(code, 5..<13), 0x7878_7878_7878_7878, "eight bytes")
            XCTAssertEqual(CodeWord.pack(code, 5..<12), 0x78_7878_7878_7878, "seven, the eighth masked off")
        }
        withCode("xxxxxxx") { code in
            XCTAssertEqual(CodeWord.pack(code, 0..<7), 0x78_7878_7878_7878, "seven at the end of the file")
        }
        withCode("modifiers") { code in
            XCTAssertEqual(CodeWord.pack(code, 0..<9), 0, "nine bytes do not fit")
        }
    }

    func testKeywordsAreFoundByLanguageAndLengthUpToTheEndOfTheCode() {
        withCode("fun") { code in
            XCTAssertEqual(SyntaxKeyword.of(code, 0..<3, .kotlin), .declaration(.function))
            XCTAssertNil(SyntaxKeyword.of(code, 0..<3, .swift), "`fun` is no Swift keyword")
        }
        withCode("associatedtype") { code in
            XCTAssertEqual(SyntaxKeyword.of(code, 0..<14, .swift), .other, "a word of more than eight bytes")
            XCTAssertNil(SyntaxKeyword.of(code, 0..<13, .swift))
        }
        withCode("if is in init") { code in
            XCTAssertEqual(SyntaxKeyword.of(code, 0..<2, .swift), .condition, "words of one length and first letter")
            XCTAssertEqual(SyntaxKeyword.of(code, 3..<5, .kotlin), .other)
            XCTAssertEqual(SyntaxKeyword.of(code, 6..<8, .swift), .other)
            XCTAssertEqual(SyntaxKeyword.of(code, 9..<13, .swift), .declaration(.initializer))
            XCTAssertEqual(SyntaxKeyword.of(code, 9..<13, .kotlin), .other, "Kotlin's `init` is no declaration keyword")
            XCTAssertNil(SyntaxKeyword.of(code, 0..<1, .swift), "one letter is no keyword")
        }
        withCode("zz precedencegroupx") { code in
            XCTAssertNil(SyntaxKeyword.of(code, 0..<2, .swift), "the last letter's group is empty")
            XCTAssertEqual(SyntaxKeyword.of(code, 3..<18, .swift), .other, "fifteen bytes")
            XCTAssertNil(SyntaxKeyword.of(code, 3..<19, .swift), "sixteen bytes, no keyword")
        }
        withCode("Guard x") { code in
            XCTAssertNil(SyntaxKeyword.of(code, 0..<5, .swift), "keywords are lower case")
        }
    }

    func testTheUnitOfANumberEndsItsRange() {
        withCode("24.dp") { code in
            XCTAssertEqual(ValueClassifier.unit(of: 0..<5, in: code), 3..<5)
            XCTAssertNil(ValueClassifier.unit(of: 0..<3, in: code), "a dot with nothing after it")
        }
        withCode("dp") { code in
            XCTAssertNil(ValueClassifier.unit(of: 0..<2, in: code), "a unit needs a number before it")
        }
    }
}
