@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import Foundation

/// Test files in either language, scanned the way a scan checks them: with the summaries of
/// every component among them.
enum ComponentFixture {
    static func source(_ path: String, _ text: String) -> SourceFile {
        SourceFile(path: path, language: path.hasSuffix(".kt") ? .kotlin : .swift, text: Array(text.utf8))
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

    static func findings(_ files: [SourceFile], rules: [Rule]) -> [Finding] {
        let matcher = RuleMatcher()
        matcher.components = ComponentIndex(ComponentScan.summaries(of: files, rules: rules))
        return files.flatMap { matcher.findings(in: $0, rules: rules).findings }
    }
}
