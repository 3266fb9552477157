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
        var sources: [SourceFile] = []
        let corpus = RepositoryPaths.corpus.path
        for relative in FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String] ?? [] {
            guard let language = Language(pathExtension: (relative as NSString).pathExtension) else { continue }
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: corpus + "/" + relative)))
            sources.append(SourceFile(path: relative, language: language, text: bytes))
        }
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
}
