@testable import A11yScanMatcher
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// `ComponentSummarizer` on one file with two components: the parameters each takes, where
/// they flow, what each renders, and the check a caller of the wrapper must satisfy.
final class ComponentSummarizerTests: XCTestCase {
    static let rule = try! RuleLoader().load(yaml: """
        id: test-icon-button-unnamed
        family: missing-label
        framework: compose
        entry: button
        section: name
        message: The icon button has no name.
        fix: Describe the icon.
        node: {call: IconButton}
        where:
          - has: {call: Icon, arg: {label: contentDescription, position: 2, value: [null, empty-string]}}
        unless:
          - has: {call: Icon, arg: {label: contentDescription, position: 2, value: {not: [null, empty-string]}}}
        examples:
          bad: ['↓IconButton(onClick = {}) { Icon(Icons.Default.Close, null) }']
          good: ['IconButton(onClick = {}) { Icon(Icons.Default.Close, "Close") }']
        """, file: "test-icon-button-unnamed.yml")

    func testSummarisesBothDeclarationsOfAFile() throws {
        let file = EvaluatorFixture("""
            @Composable
            fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
                IconButton(onClick = onClick) {
                    Icon(Icons.Default.ArrowBack, contentDescription = contentDescription)
                }
            }

            @Composable
            fun Toolbar(title: String) {
                Row { Text(title); BackButton(onClick = {}) }
            }
            """, path: "Bars.kt")
        let summarizer = ComponentSummarizer(rules: [Self.rule], names: file.names, scratch: RegexScratch(),
                                             templates: NodeTemplateCache())
        let summaries = try summarizer.summaries(of: file.tree)
        XCTAssertEqual(summaries.map(\.name), ["BackButton", "Toolbar"])
        XCTAssertEqual(summaries.map(\.line), [2, 9])
        guard summaries.count == 2 else { return }
        let (back, toolbar) = (summaries[0], summaries[1])

        XCTAssertEqual(back.parameters.map(\.name), ["onClick", "contentDescription"])
        XCTAssertEqual(back.parameters.map(\.defaultKind), [nil, .null])
        XCTAssertEqual(back.parameters.map(\.flows), [["IconButton.onClick"], ["Icon.contentDescription"]])
        XCTAssertEqual(back.renders, ["IconButton", "Icon"])
        XCTAssertEqual(back.checks.map(\.rule), ["test-icon-button-unnamed"])
        XCTAssertEqual(back.checks.first?.parameter, "contentDescription")
        XCTAssertEqual(back.checks.first?.control, "IconButton")
        XCTAssertEqual(back.checks.first?.controlLine, 3)

        XCTAssertEqual(toolbar.parameters.map(\.name), ["title"])
        XCTAssertEqual(toolbar.parameters.first?.flows, ["Text.1"])
        XCTAssertEqual(toolbar.checks, [], "Toolbar leaves no parameter of its own missing")
        XCTAssertEqual(toolbar.uses?["BackButton"], 1)
    }

    /// A rule run as written notes which parameters it read as an argument's value, and only
    /// those are run bound; a fact's answer given from memory to a later rule counts as read
    /// too, else that rule's check would be lost.
    func testAFactAnsweredFromMemoryStillMakesTheCheckOfEachRule() throws {
        let rules = try ["test-icon-unnamed", "test-icon-in-button-unnamed"].map { id in
            try RuleLoader().load(yaml: """
                id: \(id)
                family: missing-label
                framework: compose
                entry: button
                section: name
                message: The icon has no name.
                fix: Describe the icon.
                node: {call: Icon}
                where:
                  - \(id == "test-icon-unnamed" ? "position: statement" : "inside: {call: IconButton}")
                unless:
                  - fact: has-accessible-name
                examples:
                  bad: ['IconButton(onClick = {}) { ↓Icon(Icons.Default.Close, contentDescription = null) }']
                  good: ['IconButton(onClick = {}) { Icon(Icons.Default.Close, contentDescription = "Close") }']
                """, file: "\(id).yml")
        }
        let file = EvaluatorFixture("""
            @Composable
            fun CloseButton(onClick: () -> Unit, description: String?, tint: Color) {
                IconButton(onClick = onClick) {
                    Icon(Icons.Default.Close, contentDescription = description, tint = tint)
                }
            }
            """, path: "CloseButton.kt")
        let summarizer = ComponentSummarizer(rules: rules, names: file.names, scratch: RegexScratch(), templates: NodeTemplateCache())
        let summaries = try summarizer.summaries(of: file.tree)
        XCTAssertEqual(summaries.first?.checks.map(\.rule), ["test-icon-unnamed", "test-icon-in-button-unnamed"])
        XCTAssertEqual(summaries.first?.checks.map(\.parameter), ["description", "description"],
                       "the tint reaches the icon too, but no rule reads it")
    }

    /// A call passes a parameter on when an argument's text is the parameter's name; names
    /// outside ASCII are compared as text, where a precomposed letter equals its decomposed form.
    func testAParameterNamedOutsideASCIIIsFollowedAsText() throws {
        let file = EvaluatorFixture("""
            @Composable
            fun CloseIcon(l\u{E9}gende: String?) { Icon(Icons.Default.Close, contentDescription = le\u{301}gende) }
            """, path: "CloseIcon.kt")
        let summarizer = ComponentSummarizer(rules: [], names: file.names, scratch: RegexScratch(), templates: NodeTemplateCache())
        let summaries = try summarizer.summaries(of: file.tree)
        XCTAssertEqual(summaries.first?.parameters.map(\.flows), [["Icon.contentDescription"]])
    }

    /// A parameter passed on inside a local value that the control is handed (a decoration kept
    /// in a `val`) reaches the control: a caller that leaves it missing is checked for it.
    func testAParameterPassedOnThroughALocalHandedToTheControlIsChecked() throws {
        let rule = try RuleLoader().load(yaml: """
            id: test-field-unnamed
            family: missing-label
            framework: compose
            entry: text-field
            section: name
            message: The field has no name.
            fix: Give it a label.
            node: {call: BasicTextField}
            unless:
              - arg:
                  label: decorationBox
                  value: {variable: {declared: {has: {arg: {label: labelText, value: {not: null}}}}}}
            examples:
              bad: ['↓BasicTextField(value = v, onValueChange = {})']
              good: ['BasicTextField(value = v, onValueChange = {}, decorationBox = { Decoration(labelText = "Name") })']
            """, file: "test-field-unnamed.yml")
        let file = EvaluatorFixture("""
            @Composable
            fun AppField(value: String, onValueChange: (String) -> Unit, labelText: String? = null) {
                val decoration: @Composable (@Composable () -> Unit) -> Unit = @Composable { inner ->
                    FieldDecoration(labelText = labelText, inner = inner)
                }
                BasicTextField(value = value, onValueChange = onValueChange, decorationBox = decoration)
            }
            """, path: "AppField.kt")
        let summarizer = ComponentSummarizer(rules: [rule], names: file.names, scratch: RegexScratch(),
                                             templates: NodeTemplateCache())
        let summaries = try summarizer.summaries(of: file.tree)
        XCTAssertEqual(summaries.first?.checks.map(\.parameter), ["labelText"])
        XCTAssertEqual(summaries.first?.checks.first?.control, "BasicTextField")
    }

    func testFileWithoutDeclarationsHasNoSummaries() throws {
        let file = EvaluatorFixture("IconButton(onClick = {}) { Icon(Icons.Default.Close, null) }", path: "Loose.kt")
        let summarizer = ComponentSummarizer(rules: [Self.rule], names: file.names, scratch: RegexScratch(),
                                             templates: NodeTemplateCache())
        XCTAssertEqual(try summarizer.summaries(of: file.tree), [])
    }
}
