@testable import A11yScanMatcher
import XCTest

/// The one-pass search for many literals says yes exactly when one of them occurs somewhere,
/// as searching for each alone does.
final class AnyLiteralSearchTests: XCTestCase {
    private func occurs(_ literals: [String], in text: String) -> Bool {
        AnyLiteralSearch(literals.map { Array($0.utf8) }).occurs(in: Array(text.utf8))
    }

    func testFindsALiteralAnywhereInTheText() {
        XCTAssertTrue(occurs(["AppButton", "Nope"], in: "AppButton(onClick = {})"))
        XCTAssertTrue(occurs(["AppButton"], in: "  MyAppButtonRow"), "inside a longer word")
        XCTAssertTrue(occurs(["Row"], in: "Column { Row"), "at the very end")
        XCTAssertFalse(occurs(["AppButton"], in: "AppButto"), "cut short by the end of the text")
        XCTAssertFalse(occurs(["AppButton", "Card"], in: "Text(\"App\") Carousel"))
    }

    func testTellsANameOfItsOwnFromOneInsideALongerName() {
        let occurrence = { (literals: [String], text: String) in
            AnyLiteralSearch(literals.map { Array($0.utf8) }).occurrence(in: Array(text.utf8))
        }
        XCTAssertEqual(occurrence(["Button"], "ChipButton(onClick = {})"), .insideNames)
        XCTAssertEqual(occurrence(["Button"], "ButtonRow { } Button_2"), .insideNames)
        XCTAssertEqual(occurrence(["Button"], "ChipButton() Button(x)"), .asName, "a later occurrence of its own")
        XCTAssertEqual(occurrence(["Button"], "Button"), .asName, "the whole text")
        XCTAssertEqual(occurrence(["Button"], "$Button é"), .asName, "bytes other than ASCII letters, digits and _ end a name")
        XCTAssertEqual(occurrence(["Button"], "Butto"), .nowhere)
        XCTAssertEqual(occurrence(["Hi"], "SayHi"), .asName, "a short literal counts anywhere")
    }

    func testLiteralsSharingTheirFirstThreeBytesAreEachTried() {
        XCTAssertTrue(occurs(["ButtonLarge", "ButtonSmall"], in: "x ButtonSmall()"))
        XCTAssertFalse(occurs(["ButtonLarge", "ButtonSmall"], in: "x ButtonMedium()"))
    }

    func testShortAndEmptyLiterals() {
        XCTAssertTrue(occurs(["Hi"], in: "say Hi"))
        XCTAssertTrue(occurs(["X"], in: "X"))
        XCTAssertFalse(occurs(["Hi"], in: "H i"))
        XCTAssertFalse(occurs([""], in: "anything"), "an empty literal occurs nowhere, as in the literal index")
        XCTAssertFalse(occurs([], in: "anything"))
        XCTAssertFalse(occurs(["abc"], in: ""))
    }

    /// Against a search for each literal alone, on texts of few letters, where literals overlap
    /// and repeat often.
    func testAgreesWithSearchingEachLiteralAlone() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcab".utf8)
        func word(_ length: Int) -> [UInt8] { (0..<length).map { _ in letters.randomElement(using: &generator)! } }
        for _ in 0..<500 {
            let literals = (0..<Int.random(in: 1...6, using: &generator)).map { _ in word(Int.random(in: 1...6, using: &generator)) }
            let text = word(Int.random(in: 0...40, using: &generator))
            let index = LiteralIndex()
            let expected = index.containsAny(of: literals.map(Literal.interned), in: text, kind: 0)
            XCTAssertEqual(AnyLiteralSearch(literals).occurs(in: text), expected,
                           "\(literals.map { String(decoding: $0, as: UTF8.self) }) in \(String(decoding: text, as: UTF8.self))")
        }
    }

    /// Texts with spaces, punctuation and non-ASCII bytes between the letters: names are found
    /// beside them and at both ends, and so are literals that start with punctuation or beyond ASCII.
    func testAgreesWithSearchingEachLiteralAloneBesidePunctuation() {
        var state: UInt64 = 3
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        let pieces = ["Row", "Ro", "w", " ", ".", "(", "\n", "é", "ab", "Rows"]
        for round in 0..<600 {
            let text = Array((0..<(round % 40)).map { _ in pieces[next(pieces.count)] }.joined().utf8)
            let literals = round % 2 == 0 ? [Array("Rows".utf8), Array("éab".utf8)] : [Array("Rows".utf8), Array(".Row".utf8)]
            let expected = literals.contains { LiteralSearch.contains(text, $0) }
            XCTAssertEqual(AnyLiteralSearch(literals).occurs(in: text), expected, String(decoding: text, as: UTF8.self).debugDescription)
        }
    }
}
