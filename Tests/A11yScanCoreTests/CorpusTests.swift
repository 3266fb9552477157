@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
@testable import A11yScanWalk
import Foundation
import XCTest
@testable import A11yScanCore

/// Scans the whole annotated Corpus with the built-in rules and fails on any finding that is
/// not expected and any expected finding that is missing. Prints per-rule precision/recall.
final class CorpusTests: XCTestCase {
    private struct Scan {
        var annotations: [CorpusAnnotation] = []
        var findings: [Finding] = []
        var errors: [String] = []
        var files: [Language: Int] = [:]
    }

    private func scanCorpus() throws -> Scan {
        let rules = try RuleSet.builtIn()
        var scan = Scan()
        let enumerator = FileManager.default.enumerator(atPath: RepositoryPaths.corpus.path)
        var targets: [ScanTarget] = []
        while let relative = enumerator?.nextObject() as? String {
            guard let language = Language(path: relative) else { continue }
            scan.files[language, default: 0] += 1
            targets.append(ScanTarget(path: RepositoryPaths.corpus.appendingPathComponent(relative).path,
                                      displayPath: relative, language: language))
        }
        targets.sort { $0.displayPath < $1.displayPath }
        // The layouts beside the Kotlin source set that has them, as a scan of the app knows them.
        let layoutFolder = RepositoryPaths.corpus.appendingPathComponent("kotlin/Tasks/src/main/res/layout")
        let layouts = try FileManager.default.contentsOfDirectory(atPath: layoutFolder.path).sorted().flatMap { name in
            LayoutReader.views(in: Array(try Data(contentsOf: layoutFolder.appendingPathComponent(name))),
                               path: "kotlin/Tasks/src/main/res/layout/\(name)").map(\.summary)
        }
        // What the Kotlin code names of the layouts' views and the Swift code of the nibs', as
        // the component pass keeps it.
        let named = try targets.filter { $0.language == .kotlin || $0.language == .swift }.compactMap { target in
            CodeNamedViews.summary(code: Array(try Data(contentsOf: URL(fileURLWithPath: target.path))), language: target.language!,
                                   path: target.displayPath)
        }
        let scanner = Scanner(rules: rules, jobs: 2, components: ComponentIndex(layouts + named))
        for result in scanner.scan(targets, keepSources: true) {
            scan.findings += result.findings
            guard let source = result.source else {
                scan.errors += result.problems.map { "\($0.path): \($0.message)" }
                continue
            }
            let parsed = CorpusAnnotations.parse(source)
            scan.annotations += parsed.annotations
            scan.errors += parsed.errors
        }
        let known = Set(rules.rules.map(\.id))
        for annotation in scan.annotations where !known.contains(annotation.rule) {
            scan.errors.append("\(annotation.path):\(annotation.commentLine): unknown rule `\(annotation.rule)`")
        }
        return scan
    }

    func testCorpusFindingsMatchAnnotations() throws {
        let scan = try scanCorpus()
        XCTAssertTrue(scan.errors.isEmpty, scan.errors.joined(separator: "\n"))
        var found: [String: Set<Int>] = [:]  // "path|rule" → lines
        for finding in scan.findings { found["\(finding.path)|\(finding.ruleID)", default: []].insert(finding.line) }
        var expected: Set<String> = []
        var stats: [String: (tp: Int, fp: Int, fn: Int)] = [:]
        var failures: [String] = []
        for a in scan.annotations {
            let key = "\(a.path)|\(a.rule)"
            let fired = found[key]?.contains(a.line) ?? false
            switch a.kind {
            case .expect:
                expected.insert("\(key)|\(a.line)")
                if fired { stats[a.rule, default: (0, 0, 0)].tp += 1 } else {
                    stats[a.rule, default: (0, 0, 0)].fn += 1
                    failures.append("\(a.path):\(a.line): expected \(a.rule), not found")
                }
            case .ok:
                if fired { failures.append("\(a.path):\(a.line): \(a.rule) fired on a line marked ok") }
            case .todoExpect:
                expected.insert("\(key)|\(a.line)")
                stats[a.rule, default: (0, 0, 0)].fn += 1
                if fired { failures.append("\(a.path):\(a.line): \(a.rule) now found; change todo-expect to expect") }
            case .todoOK:
                expected.insert("\(key)|\(a.line)")
                stats[a.rule, default: (0, 0, 0)].fp += 1
                if !fired { failures.append("\(a.path):\(a.line): \(a.rule) no longer fires; change todo-ok to ok") }
            }
        }
        for finding in scan.findings where !expected.contains("\(finding.path)|\(finding.ruleID)|\(finding.line)") {
            stats[finding.ruleID, default: (0, 0, 0)].fp += 1
            failures.append("\(finding.path):\(finding.line):\(finding.column): unexpected \(finding.ruleID)")
        }
        var report = "Corpus precision / recall per rule:\n"
        for (rule, s) in stats.sorted(by: { $0.key < $1.key }) {
            let precision = s.tp + s.fp == 0 ? 1 : Double(s.tp) / Double(s.tp + s.fp)
            let recall = s.tp + s.fn == 0 ? 1 : Double(s.tp) / Double(s.tp + s.fn)
            report += String(format: "  %-44@ precision %.2f  recall %.2f  (tp %d, fp %d, fn %d)\n",
                             rule as NSString, precision, recall, s.tp, s.fp, s.fn)
        }
        print(report)
        XCTAssertTrue(failures.isEmpty, failures.sorted().joined(separator: "\n"))
    }

    func testCorpusCoversEveryRuleBothWays() throws {
        let scan = try scanCorpus()
        let rules = try RuleSet.builtIn().rules
        for rule in rules {
            let expects = scan.annotations.filter { $0.rule == rule.id && $0.kind == .expect }.count
            let oks = scan.annotations.filter { $0.rule == rule.id && $0.kind == .ok }.count
            XCTAssertGreaterThanOrEqual(expects, 2, "\(rule.id) needs at least two `// expect:` lines in Corpus/")
            XCTAssertGreaterThanOrEqual(oks, 2, "\(rule.id) needs at least two `// ok:` lines in Corpus/")
        }
    }

    func testCorpusSize() throws {
        let scan = try scanCorpus()
        XCTAssertGreaterThanOrEqual(scan.files[.swift, default: 0], 12, "Corpus/ needs at least 12 Swift files")
        XCTAssertGreaterThanOrEqual(scan.files[.kotlin, default: 0], 12, "Corpus/ needs at least 12 Kotlin files")
        let lines = Set(scan.annotations.map { "\($0.path):\($0.line)" })
        XCTAssertGreaterThanOrEqual(lines.count, 150, "Corpus/ needs at least 150 annotated lines")
    }
}
