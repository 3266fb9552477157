@testable import A11yScanMatcher
@testable import A11yScanRules
import XCTest

/// The words a rule requires of a file, read off its patterns: what the literal gate looks for
/// before a file is lexed and given a call tree.
final class RequiredWordsTests: XCTestCase {
    /// A rule that requires no word runs on every file of its language and makes every file
    /// need a call tree, so each built-in rule must require some.
    func testEveryBuiltInRuleRequiresWords() throws {
        let open = try RuleSet.builtIn(examples: false).rules.filter { $0.body.requiredWords.isOpen }.map(\.id)
        XCTAssertEqual(open, [], """
            these rules give the literal gate no word, so every file of their language is lexed and \
            given a call tree for them: name the node (`call: [A, B]`), or add a `where` item that \
            every finding needs and that names something (`chain: {modifier: clickable}`, \
            `arg: {label: fontSize}`, a regex with a literal part)
            """)
    }

    private func words(_ node: String, where conditions: [String] = [], framework: String = "compose") throws -> [[String]] {
        let body = "node: \(node)" + (conditions.isEmpty ? "" : "\nwhere:\n" + conditions.map { "  - \($0)" }.joined(separator: "\n"))
        let rule = try RuleFixture.rule(body, framework: framework)
        // `Text` standing whole, `~Text` anywhere, `…Text` ending a name.
        return rule.body.requiredWords.groups.map {
            $0.map { $0.shape != nil ? $0.text : ($0.whole ? "" : $0.endsName ? "…" : "~") + $0.text }.sorted()
        }
    }

    /// A `component:` test asks for a call of one of the project's components of its shape,
    /// beside the other alternatives' names; under `not:` it asks for nothing.
    func testAComponentShapeIsAnAlternativeOfItsOwn() throws {
        XCTAssertEqual(try words("{any: [{call: [Icon, Image]}, {component: image}]}"),
                       [["Icon", "Image", "a component of shape image"]])
        XCTAssertEqual(try words("{component: label-value}"), [["a component of shape label-value"]])
        XCTAssertEqual(try words("{call: Image}", where: ["not: {component: image}"]), [["Image"]])
        // Expanded to the components' names, standing whole; none known, no file passes the group.
        let words = RequiredWords(groups: [[.whole("Icon"), .shape(.image)]])
        XCTAssertEqual(words.gate { $0 == .image ? ["UserAvatar"] : [] }.map { $0.map(\.literal.bytes) },
                       [[Array("Icon".utf8), Array("UserAvatar".utf8)]])
        XCTAssertEqual(RequiredWords(groups: [[.shape(.image)]]).gate { _ in [] }.map(\.count), [0])
    }

    func testNamesStandWholeAndRegexLiteralsAnywhere() throws {
        XCTAssertEqual(try words("{call: [Icon, Image]}"), [["Icon", "Image"]])
        XCTAssertEqual(try words("{call: {regex: 'Avatar'}}"), [["~Avatar"]])
        XCTAssertEqual(try words("{call: '*'}"), [])
    }

    func testANameRegexAnchoredAtItsEndsGivesWholeNamesOrNameEnds() throws {
        XCTAssertEqual(try words("{call: {regex: '^(?:Icon|Image)$'}}"), [["Icon", "Image"]])
        XCTAssertEqual(try words("{call: {regex: '\\A[A-Z]\\w*(?:Slider|Knob)\\z'}}"), [["…Knob", "…Slider"]],
                       "a name ending in the word implies the word anywhere, so that group goes")
        XCTAssertEqual(try words("{call: {regex: 'Avatar$'}}"), [["…Avatar"]])
        XCTAssertEqual(try words("{call: '*'}", where: ["receiver: {regex: 'Label$'}"]), [["~Label"]],
                       "a receiver is a path, not a name of the code")
    }

    func testEveryBranchOfAnAnyGivesAWord() throws {
        XCTAssertEqual(try words("{any: [{call: Icon}, {modifier: clickable}]}"), [["Icon", "clickable"]])
        XCTAssertEqual(try words("{any: [{call: Icon}, {call: '*'}]}"), [], "a branch without a word opens the gate")
        XCTAssertEqual(try words("{any: [{call: Icon, chain: {modifier: clickable}}, {call: Image}]}"),
                       [["Icon", "Image"], ["Image", "clickable"]])
    }

    func testAFactGivesTheWordsOfItsPatternForTheRulesLanguage() throws {
        XCTAssertEqual(try words("{fact: interactive-control}"),
                       [["…Button", "Checkbox", "Switch", "TriStateCheckbox", "onClick", "~Clickable", "~clickable",
                         "~selectable", "~toggleable", "~triStateToggleable"].sorted()],
                       "a modifier regex with an app's own `…Clickable` gives the literals every match holds")
    }

    func testWhereItemsAndRelationsAddWords() throws {
        XCTAssertEqual(try words("{call: '*'}", where: ["arg: {label: fontSize}", "chain: {modifier: [clickable, selectable]}"]),
                       [["fontSize"], ["clickable", "selectable"]])
        XCTAssertEqual(try words("{call: '*'}", where: ["arg: {label: contentDescription, position: 2}"]), [],
                       "a position stands in for the label")
        XCTAssertEqual(try words("{call: '*'}", where: ["has: {call: Icon}", "not: {call: Text}", "inside: {call: Row}"]),
                       [["Icon"], ["Row"]])
        XCTAssertEqual(try words("{call: '*'}", where: ["text: '\\bonClick\\s*='"]), [["~onClick"]])
        XCTAssertEqual(try words("{call: '*'}", where: ["text: {pattern: 'onClick', view: source}"]), [],
                       "words of the source view may stand in strings, which the code view blanks")
    }

    /// The component summaries run a rule with a parameter standing for null or an empty string
    /// only in files that hold the rule's words: a word read off a value's kind would be missing
    /// from a file whose component passes the parameter on, and its check would be lost.
    func testAValueKindGivesNoWord() throws {
        XCTAssertEqual(try words("{call: Icon}", where: ["arg: {label: contentDescription, value: null}"]),
                       [["Icon"], ["contentDescription"]])
        XCTAssertEqual(try words("{call: Text}", where: ["arg: {position: 1, value: [empty-string, null]}"]), [["Text"]])
        XCTAssertEqual(try words("{call: Text}", where: ["arg: {position: 1, value: {not: string}}"]), [["Text"]])
    }

    func testATemplateGivesTheLiteralsOfItsOwnText() throws {
        XCTAssertEqual(try words("{call: Row}", where: ["text: '(?<flag>\\w+)\\s*=\\s*true'",
                                                        "text: {pattern: '\\bDropdownMenu\\s*\\(${flag}\\)', in: declaration}"]),
                       [["Row"], ["~true"], ["~DropdownMenu"]])
        XCTAssertEqual(try words("{call: Row}", where: ["text: '(?<flag>\\w+)'", "text: 'Menu${flag}|Dropdown${flag}'"]),
                       [["Row"], ["~Dropdown", "~Menu"]])
    }

    func testClosureLabelsAndVariablesAddWords() throws {
        XCTAssertEqual(try words("{call: Button}", where: ["closure: label"], framework: "swiftui"), [["Button"], ["label"]])
        XCTAssertEqual(try words("{call: Button}", where: ["closure: content"], framework: "swiftui"), [["Button"]],
                       "the first trailing closure has no label in the code")
        XCTAssertEqual(try words("{call: setOnClickListener}",
                                 where: ["variable: {type: [LinearLayout, TextView], used: {node: setBackground}}"], framework: "views"),
                       [["setOnClickListener"], ["~LinearLayout", "~TextView"], ["setBackground"]])
        XCTAssertEqual(try words("{call: Image}", where: ["arg: {label: icon, value: {variable: {declared: {has: {call: Icon}}}}}"]),
                       [["Image"], ["icon"], ["Icon"]])
    }

    func testAWordStandsWholeOnlyBetweenNonIdentifierBytes() {
        let index = LiteralIndex()
        let text = Literal.interned(Array("Text".utf8))
        for (code, whole) in [("TextUtils.x()", false), ("x = MyText", false), ("Text(\"a\")", true), ("a.Text", true),
                              ("TextÅ", false), ("(Text)", true), ("Text", true), ("", false)] {
            let bytes = Array(code.utf8)
            bytes.withByteView { buffer in
                index.reset(buffer)
                XCTAssertEqual(index.containsWord(text), whole, code)
                XCTAssertEqual(index.contains(text), code.contains("Text"), code)
            }
        }
    }
}
