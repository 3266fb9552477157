@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import Foundation
import XCTest

/// Test files in either language, scanned the way a scan checks them: with the summaries of
/// every component among them.
enum ComponentFixture {
    static func source(_ path: String, _ text: String) -> SourceFile {
        SourceFile(path: path, language: path.hasSuffix(".kt") ? .kotlin : .swift, text: Array(text.utf8))
    }

    /// Each summary as "Name shape" (`-` for none): what a shape test compares.
    static func namedShapes(_ summaries: [ComponentSummary]) -> [String] {
        summaries.map { "\($0.name) \($0.shape?.rawValue ?? "-")" }
    }

    /// The shapes of `summaries` once written to the component cache and read back.
    static func shapesThroughCache(_ summaries: [ComponentSummary]) -> [String]? {
        ComponentCacheText.read(Array(ComponentCacheText.write(summaries).utf8))?.map { $0.shape?.rawValue ?? "-" }
    }

    /// Writes `text` to `path` inside `folder`, making the folders on the way: a project on disk.
    static func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The component pass over the project in `folder`, as a scan with `rules` prepares it.
    static func project(_ folder: URL, rules: RuleSet, cache: String? = nil, quick: Bool = false) -> ComponentProject {
        ComponentProject(roots: [folder.path], rules: rules.rules, jobs: 2, cacheFolder: cache, quick: quick)
    }

    /// The findings of a scan of `folder` with `rules`, its components ready or still pending.
    static func scan(_ folder: URL, rules: RuleSet, components: ComponentPreparation, jobs: Int = 2) -> [Finding] {
        var request = ScanRequest(roots: [folder.path], rules: rules, jobs: jobs, toolVersion: "test")
        switch components {
        case .ready(let index): request.components = index
        case .pending(let pending): request.pendingComponents = pending
        }
        return ScanPipeline.run(request).report.findings
    }

    /// Asserts that a scan of `folder` finds `expected` (each finding as `describe` writes it)
    /// however its components are prepared: ready before the scan, made during it with one
    /// worker and with three, written to the cache folder `cache`, and read back from it.
    static func assertEveryPreparationFinds(_ expected: [String], in folder: URL, rules: RuleSet, cache: String,
                                            describe: (Finding) -> String,
                                            file: StaticString = #filePath, line: UInt = #line) {
        func found(_ components: ComponentPreparation, jobs: Int = 2) -> [String] {
            scan(folder, rules: rules, components: components, jobs: jobs).map(describe)
        }
        XCTAssertEqual(found(.ready(project(folder, rules: rules).index())), expected, "ready", file: file, line: line)
        for jobs in [1, 3] {
            guard case .pending(let pending) = project(folder, rules: rules).prepare() else {
                return XCTFail("nothing is cached", file: file, line: line)
            }
            XCTAssertEqual(found(.pending(pending), jobs: jobs), expected, "made during the scan, jobs \(jobs)", file: file, line: line)
        }
        XCTAssertEqual(found(project(folder, rules: rules, cache: cache).prepare()), expected, "cache written", file: file, line: line)
        XCTAssertEqual(found(project(folder, rules: rules, cache: cache, quick: true).prepare()), expected, "cache read",
                       file: file, line: line)
    }

    static func findings(_ files: [SourceFile], rules: [Rule]) -> [Finding] {
        let matcher = RuleMatcher()
        matcher.components = ComponentIndex(ComponentScan.summaries(of: files, rules: rules))
        return files.flatMap { matcher.findings(in: $0, rules: rules).findings }
    }
}
