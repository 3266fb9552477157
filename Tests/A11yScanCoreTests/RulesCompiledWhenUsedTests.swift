@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanRules
@testable import A11yScanSyntax
@testable import A11yScanWalk
import XCTest

/// A scan of one file compiles a built-in rule's patterns only when the file needs them
/// (`DeferredRuleBody`): the rules must find what rules compiled when loaded find.
final class RulesCompiledWhenUsedTests: XCTestCase {
    func testRulesCompiledWhenUsedFindWhatTheCompiledRulesFind() throws {
        let full = try RuleSet.builtIn(), deferred = try RuleSet.builtIn(examples: false, compilesWhenUsed: true)
        XCTAssertEqual(deferred.rules.map(\.descriptor), full.rules.map(\.descriptor))
        XCTAssertTrue(deferred.rules.allSatisfy { !$0.isCompiled }, "nothing is compiled before a file asks")
        assertSameFindingsOnEveryExample(deferred, as: full)
    }

    /// Only the rules whose words the file holds are compiled; those that find something are among them.
    func testOnlyTheRulesAFileNeedsAreCompiled() throws {
        let deferred = try RuleSet.builtIn(languages: [.kotlin], examples: false, compilesWhenUsed: true)
        let text = "@Composable\nfun Close(onClick: () -> Unit) {\n    IconButton(onClick = onClick) { Icon(Icons.Default.Close, null) }\n}\n"
        // Gated as a scan gates its files, the first one too.
        let matcher = RuleMatcher()
        matcher.gatesFirstFile = true
        let findings = matcher.findings(in: SourceFile(path: "Close.kt", language: .kotlin, text: Array(text.utf8)),
                                        rules: deferred.rules).findings
        XCTAssertTrue(findings.contains { $0.ruleID == "compose-icon-button-missing-label" }, "\(findings.map(\.ruleID))")
        let compiled = Set(deferred.rules.filter(\.isCompiled).map(\.id))
        XCTAssertTrue(Set(findings.map(\.ruleID)).isSubset(of: compiled))
        XCTAssertGreaterThan(compiled.count, 0)
        XCTAssertLessThan(compiled.count, deferred.rules.count, "a rule whose words the file lacks stays uncompiled")
    }

    /// A call of a component with checks is checked with every rule of its language, its words in
    /// the file or not: those rules are compiled before the file's tree is built.
    func testACallOfAComponentWithChecksIsCheckedWithRulesCompiledWhenUsed() throws {
        let wrapper = SourceFile(path: "Buttons.kt", language: .kotlin, text: Array("""
            @Composable
            fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
                IconButton(onClick = onClick) { Icon(Icons.Default.ArrowBack, contentDescription = contentDescription) }
            }
            """.utf8))
        let screen = SourceFile(path: "Screen.kt", language: .kotlin, text: Array("""
            @Composable
            fun Screen(onBack: () -> Unit) {
                BackButton(onClick = onBack)
                BackButton(onClick = onBack, contentDescription = "Back")
            }
            """.utf8))
        let full = try RuleSet.builtIn(languages: [.kotlin], examples: false)
        let index = ComponentIndex(ComponentScan.summaries(of: [wrapper], rules: full.rules))
        let found = { (rules: [Rule]) -> [String] in
            let matcher = RuleMatcher()
            matcher.gatesFirstFile = true
            matcher.components = index
            return matcher.findings(in: screen, rules: rules).findings.map { "\($0.line):\($0.column) \($0.ruleID)" }
        }
        let expected = found(full.rules)
        XCTAssertTrue(expected.contains("3:5 compose-icon-button-missing-label"), "\(expected)")
        XCTAssertFalse(expected.contains { $0.hasPrefix("4:") }, "\(expected)")
        let deferred = try RuleSet.builtIn(languages: [.kotlin], examples: false, compilesWhenUsed: true)
        XCTAssertEqual(found(deferred.rules), expected)
        // All of them before the tree is built, not only those a check names when it is met:
        // a name only a rule compiled after the tree mentions would be unknown to the tree.
        XCTAssertEqual(deferred.rules.filter { !$0.isCompiled }.map(\.id), [])
    }
}
