import XCTest
@testable import A11yScanCore

/// The required-literal analysis decides when a region is skipped without running its regex,
/// so a wrong answer loses findings. Each case states what must be found, or that nothing may be.
final class RequiredLiteralsTests: XCTestCase {
    private func literals(_ pattern: String) -> [String]? {
        RequiredLiterals(pattern: pattern)?.alternatives.map { String(decoding: $0, as: UTF8.self) }
    }

    func testPlainAndEscapedText() {
        XCTAssertEqual(literals(#"\.accessibilityLabel\s*\("#), [".accessibilityLabel"])
        XCTAssertEqual(literals(#"\bisEnabled\s*=(?!=)"#), ["isEnabled"])
        XCTAssertEqual(literals(#"\Qa.b(c\E\s*x"#), ["a.b(c"])
    }

    func testAlternationGivesOneOfEachBranch() {
        XCTAssertEqual(literals(#"\b(?:Icon|Image)\s*\("#), ["Icon", "Image"])
        XCTAssertEqual(literals(#"contentDescription\s*=|\bsetContentDescription\s*\("#), ["contentDescription", "setContentDescription"])
        // One branch with nothing required makes the whole alternation require nothing.
        XCTAssertNil(literals(#"foobar|\w+"#))
    }

    func testSmallClassesMultiplyOut() {
        XCTAssertEqual(literals(#"^[Mm]odifier\b"#), ["Modifier", "modifier"])
        XCTAssertEqual(literals(#"\.clickable\s*[({]"#), [".clickable"])
    }

    func testOptionalPartsAreNotRequired() {
        XCTAssertEqual(literals(#"abc(?:def)?ghi"#), ["abc"])
        XCTAssertEqual(literals(#"(?:self\.)?hidden"#), ["hidden"])
        XCTAssertEqual(literals(#"abcx*yz"#), ["abc"])
        XCTAssertEqual(literals(#"abcde{0,3}fgh"#), ["abcd"])
        XCTAssertEqual(literals(#"(?:selected)+\s*x"#), ["selected"])
        XCTAssertEqual(literals(#"a(?:bcd){2,}"#), ["bcd"])
    }

    func testLookaroundsAndDefinitionsRequireNothing() {
        XCTAssertEqual(literals(#"(?<!fun )\bRow\s*\("#), ["Row"])
        XCTAssertEqual(literals(#"(?=.*\bneedle)hay(?!stack)"#), ["hay"])
        XCTAssertEqual(literals(#"(?x) \b(?&name) \s* token (?(DEFINE) (?<name> Button|Link ) )"#), ["token"])
        XCTAssertNil(literals(#"(?&name)(?(DEFINE)(?<name>Button))"#))
    }

    func testExtendedModeIgnoresSpaceAndComments() {
        XCTAssertEqual(literals("(?x) \\b isEnabled \\s* = # the flag\n  (?!=)"), ["isEnabled"])
        XCTAssertEqual(literals(#"(?x) \b fun\ Modifier"#), ["fun Modifier"])
        // A quantifier after white space still applies to the byte before it.
        XCTAssertEqual(literals("(?x) abcd +ef"), ["abc"])
        XCTAssertEqual(literals("(?x) abcd# a comment\n?ef"), ["abc"])
        // Options set inside a group end with it.
        XCTAssertEqual(literals(#"(?:(?x) a b c)d e f"#), ["abcd e f"])
        // And apply to the later branches of the same group.
        XCTAssertEqual(literals(#"(?x) alpha | beta gamma"#), ["alpha", "betagamma"])
    }

    func testCaselessTextIsNotUsed() {
        XCTAssertNil(literals(#"(?i:pressed|selected)"#))
        XCTAssertEqual(literals(#"(?i)pressed|(?-i)selected"#), nil)
        XCTAssertEqual(literals(#"(?i:pressed)\s*selected"#), ["selected"])
        XCTAssertNil(RequiredLiterals(pattern: "selected", caseless: true))
    }

    func testShortOrUnknownPatternsGiveNothing() {
        XCTAssertNil(literals(#"\w+\s*\("#))
        XCTAssertNil(literals(#"ab"#))
        XCTAssertNil(literals(#"(abc"#))
        XCTAssertEqual(literals(#"(abc)\1"#), ["abc"])
        XCTAssertNil(literals(#"(a)\1bc"#))
    }

    func testFilledTemplateStandInRequiresNothingOfTheValue() {
        // `${view}` is analysed as `.`: the text around it is still required.
        XCTAssertEqual(literals(#"(?<!\w).(?<=\w)\s*=\s*UI(?!Tap)\w*GestureRecognizer\s*\("#), ["GestureRecognizer"])
        XCTAssertEqual(literals(#"\b.\s*\.\s*(?:isEnabled\s*=(?!=)|setEnabled\s*\()"#), ["isEnabled", "setEnabled"])
    }

}
