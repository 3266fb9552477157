@testable import A11yScanComponents
@testable import A11yScanRules
@testable import A11yScanSyntax
import Foundation
import XCTest
@testable import A11yScanCore

/// The literal shortcut (a rule skips a file that lacks a word it requires, found through the
/// per-file literal index; a file lacking every rule's words is not lexed) must never change a
/// finding: every Corpus file and every rule example gives the same findings with it as the
/// reference matcher that runs every rule.
final class LiteralShortcutTests: XCTestCase {
    func testShortcutsFindWhatTheReferenceFinds() throws {
        let rules = try RuleSet.builtIn().rules
        var sources = try Self.corpusSources()
        for rule in rules {
            for example in rule.examples.bad + rule.examples.good {
                sources.append(SourceFile(path: rule.id, language: rule.language, text: Array(example.utf8)))
            }
        }
        let fast = RuleMatcher(), reference = RuleMatcher(literalShortcuts: false)
        // As a scan asks: whether to lex the text, then the findings of the lexed file, whose
        // code view is answered from the text's pass.
        let scanning = RuleMatcher()
        scanning.gatesFirstFile = true
        var findings = 0
        var lexed = 0
        for source in sources {
            let shortcut = fast.findings(in: source, rules: rules)
            let full = reference.findings(in: source, rules: rules)
            XCTAssertEqual(shortcut.findings, full.findings, source.path)
            XCTAssertEqual(shortcut.problems, full.problems, source.path)
            if !full.findings.isEmpty {
                XCTAssertTrue(fast.needsLexing(source.text, language: source.language, rules: rules), "\(source.path) is not lexed")
            }
            if scanning.needsLexing(source.text, language: source.language, rules: rules) {
                lexed += 1
                let scanned = scanning.findings(in: SourceFile(path: source.path, language: source.language, text: source.text),
                                                rules: rules)
                XCTAssertEqual(scanned.findings, full.findings, "\(source.path), scanned as a scan does")
                XCTAssertEqual(scanned.problems, full.problems, "\(source.path), scanned as a scan does")
            } else {
                XCTAssertEqual(full.findings, [], "\(source.path) is not lexed")
            }
            findings += full.findings.count
        }
        XCTAssertLessThan(lexed, sources.count, "some files are not lexed")
        XCTAssertGreaterThan(findings, 200, "the comparison must cover real findings")
    }

    private static func corpusSources() throws -> [SourceFile] {
        var sources: [SourceFile] = []
        let corpus = RepositoryPaths.corpus.path
        for relative in FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String] ?? [] {
            guard let language = Language(pathExtension: (relative as NSString).pathExtension) else { continue }
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: corpus + "/" + relative)))
            sources.append(SourceFile(path: relative, language: language, text: bytes))
        }
        return sources
    }

    /// The component summaries run whole rules only where the file holds their words, with
    /// parameters bound too: they must be those the reference makes running every rule.
    func testSummariesOfTheGatedRulesAreTheReferences() throws {
        let rules = try RuleSet.builtIn().rules
        let fast = RuleMatcher(), reference = RuleMatcher(literalShortcuts: false)
        fast.gatesFirstFile = true
        fast.componentRecorder = ComponentRecorder(rules: rules)
        reference.componentRecorder = ComponentRecorder(rules: rules)
        var checks = 0
        for source in try Self.corpusSources() + Self.wrappers {
            _ = fast.findings(in: source, rules: rules)
            _ = reference.findings(in: source, rules: rules)
            let made = Self.summaries(fast.takeComponentRecord()), expected = Self.summaries(reference.takeComponentRecord())
            XCTAssertEqual(made, expected, source.path)
            checks += expected.reduce(0) { $0 + $1.checks.count }
        }
        XCTAssertGreaterThan(checks, 12, "the comparison must cover components with checks")
    }

    /// Wrappers whose parameters reach a control's name, beside the Corpus's few.
    private static let wrappers = [
        SourceFile(path: "Wrappers.kt", language: .kotlin, text: Array("""
            @Composable
            fun ActionIcon(icon: ImageVector, description: String?, onClick: () -> Unit) {
                IconButton(onClick = onClick) { Icon(icon, contentDescription = description) }
            }

            @Composable
            fun Avatar(url: String, label: String? = null) {
                AsyncImage(model = url, contentDescription = label, modifier = Modifier.clickable { })
            }

            @Composable
            fun Fab(onClick: () -> Unit, text: String = "") {
                FloatingActionButton(onClick = onClick) { Icon(Icons.Default.Add, contentDescription = text) }
            }

            @Composable
            fun Setting(checked: Boolean, onChange: (Boolean) -> Unit, title: String?) {
                Row { Switch(checked = checked, onCheckedChange = onChange); title?.let { Text(it) } }
            }
            """.utf8)),
        SourceFile(path: "Wrappers.swift", language: .swift, text: Array("""
            struct ToolbarButton: View {
                let systemName: String
                let label: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }.accessibilityLabel(label)
                }
            }

            struct Thumbnail: View {
                let name: String
                var caption: String = ""
                var body: some View {
                    Image(name).onTapGesture { }.accessibilityLabel(caption)
                }
            }

            struct Field: View {
                @Binding var text: String
                let title: String
                var body: some View {
                    TextField(title, text: $text)
                }
            }
            """.utf8)),
    ]

    private static func summaries(_ record: FileComponentRecord?) -> [ComponentSummary] {
        switch record?.summaries {
        case .summarised(let found)?, .deferred(_, let found)?: return found
        case .noComponent?, nil: return []
        }
    }
}
