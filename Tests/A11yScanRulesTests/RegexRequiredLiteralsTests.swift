@testable import A11yScanRules
import XCTest

/// The literals read off a regex must occur in every match, or be nil: a wrong literal would
/// make the gate skip a file the rule finds something in.
final class RegexRequiredLiteralsTests: XCTestCase {
    /// The most telling set only.
    private func literals(_ pattern: String) -> [String]? {
        RegexRequiredLiterals.of(pattern).first?.map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    func testEverySetASequenceRequiresIsKept() {
        let sets = RegexRequiredLiterals.of(#"^on\w*?(?:Expand|Collaps)\w*?Change"#).map { set in
            set.map { String(decoding: $0, as: UTF8.self) }.sorted()
        }
        XCTAssertEqual(sets, [["Change"], ["Collaps", "Expand"]])
    }

    func testOptionalGroupsJoinTheirNeighbours() {
        XCTAssertEqual(literals("^(?:Filled|FilledTonal|Outlined)?Icon(?:Toggle)?Button$|^(?:Small|Large)?FloatingActionButton$"),
                       ["FloatingActionButton", "IconButton", "IconToggleButton"])
    }

    func testTheLongestLiteralBetweenUnknownPartsIsKept() {
        XCTAssertEqual(literals(#"\.dp\s*\.\s*toSp\s*\("#), ["toSp"])
        XCTAssertEqual(literals(#"\A[A-Z]\w*(?:Image|ImageView|Icon|IconView)\z|\AImageView\z"#), ["Icon", "Image"])
        XCTAssertEqual(literals(#"(?s)\bUILabel\s*\(.*?\bUILabel\s*\("#), ["UILabel"])
    }

    func testLookaroundsRequireNothingOfTheMatch() {
        XCTAssertEqual(literals(#"^(?!Text(?:Field|Button|Input))Text(?:[A-Z0-9]\w*)?$|^\w+Text$"#), ["Text"])
        XCTAssertEqual(literals(#"(?<!Avatar)Cover"#), ["Cover"])
    }

    func testABranchWithoutALiteralLeavesTheWholeWithout() {
        XCTAssertNil(literals(#"^[A-Z]"#))
        XCTAssertNil(literals(#"Avatar|\w+"#))
        XCTAssertNil(literals(#"Av(?:atar)?"#), "`Av` alone is too short to tell anything")
        XCTAssertEqual(literals(#"(?:Avatar)?Image?"#), ["Imag"])
    }

    func testRepeatsKeepWhatOneRoundRequires() {
        XCTAssertEqual(literals(#"(?:onClick)+x"#), ["onClick"])
        XCTAssertNil(literals(#"(?:onClick)*x"#))
        XCTAssertEqual(literals(#"a{2}Button"#), ["Button"])
        XCTAssertEqual(literals(#"x{a}yz"#), ["x{a}yz"], "a brace that is no count is a literal")
    }

    func testExtendedModeIsReadWithoutItsSpacingAndDefinitionsMatchNothing() {
        XCTAssertEqual(literals("(?x) \\b (?:tint | contentColor) \\s*= # a comment (\n  if [ ]+ \\( (?&cond) \\)\n(?(DEFINE) (?<cond> [^()]* ))"),
                       ["contentColor", "tint"])
        XCTAssertEqual(literals(#"(?x) press \ and"#), ["press"], "an escaped space is a space")
    }

    func testCaseInsensitiveModeAndOtherConditionalsAreNotRead() {
        XCTAssertNil(literals(#"(?i)button"#))
        XCTAssertNil(literals(#"a(?x) button \s"#))
        XCTAssertNil(literals(#"(?(1)abc|def)"#))
        XCTAssertEqual(literals(#"(?i:btn)Button"#), ["Button"])
        XCTAssertNil(literals(#"(?(DEFINE)(?<a>abc))(?&a)"#))
    }

    func testWhiteSpaceCutsALiteral() {
        XCTAssertEqual(literals(#"press and hold"#), ["press"])
        XCTAssertEqual(literals(#"\Qa.b(c\E"#), ["a.b(c"])
    }

    func testEscapesStandForTheirByteOrForUnknownText() {
        XCTAssertEqual(literals(#"\.header\b"#), [".header"])
        XCTAssertEqual(literals(#"(?<flag>\w+)\s*=\s*!\s*\k<flag>Expanded"#), ["Expanded"])
        XCTAssertEqual(literals(#"\x41pple"#), ["pple"])
        XCTAssertNil(literals(#"[Ee]x\d"#))
    }

    func testEachBranchOfAnAlternationGivesASetOfItsOwnToCombine() {
        let sets = RegexRequiredLiterals.of(#"\.alpha\(if|\b(?:tint|color)\s*=\s*if\s*\(.*\)\s*else"#).map { set in
            set.map { String(decoding: $0, as: UTF8.self) }.sorted()
        }
        XCTAssertEqual(sets, [[".alpha(if", "else"], [".alpha(if", "color", "tint"]])
    }

    private func nameParts(_ pattern: String) -> (exact: [String]?, end: [String]?) {
        let parts = RegexRequiredLiterals.nameParts(pattern)
        let strings = { (set: Set<[UInt8]>) in set.map { String(decoding: $0, as: UTF8.self) }.sorted() }
        return (parts.exact.map(strings), parts.end.map(strings))
    }

    func testANameAnchoredAtBothEndsIsOneOfItsStrings() {
        XCTAssertEqual(nameParts(#"^(?:Icon|Image)$"#).exact, ["Icon", "Image"])
        XCTAssertEqual(nameParts(#"\A(?:Filled)?IconButton\z"#).exact, ["FilledIconButton", "IconButton"])
        XCTAssertNil(nameParts(#"^Icon|Image$"#).exact, "each anchor binds one branch only")
        XCTAssertNil(nameParts(#"(?:Icon|Image)$"#).exact, "not anchored at the start")
        XCTAssertNil(nameParts(#"^\w*Icon$"#).exact)
        XCTAssertNil(nameParts(#"(?i)^icon$"#).exact)
    }

    func testANameAnchoredAtItsEndEndsWithItsLastStrings() {
        XCTAssertEqual(nameParts(#"\A[A-Z]\w*(?:Slider|Knob)\z"#).end, ["Knob", "Slider"])
        XCTAssertEqual(nameParts(#"^[A-Z]\w*Button$"#).end, ["Button"])
        XCTAssertEqual(nameParts(#"^\w+(?:Tab)?Bar$"#).end, ["Bar", "TabBar"])
        XCTAssertNil(nameParts(#"^[A-Z]\w*Button"#).end, "not anchored at the end")
        XCTAssertNil(nameParts(#"^\w*Button\$"#).end, "an escaped dollar is no anchor")
        XCTAssertNil(nameParts(#"^Icon$|Button$"#).end)
        XCTAssertNil(nameParts(#"^Icon\w*$"#).end)
    }
}
