@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax

/// Test files in either language, scanned the way a scan checks them: with the summaries of
/// every component among them.
enum ComponentFixture {
    static func source(_ path: String, _ text: String) -> SourceFile {
        SourceFile(path: path, language: path.hasSuffix(".kt") ? .kotlin : .swift, text: Array(text.utf8))
    }

    static func findings(_ files: [SourceFile], rules: [Rule]) -> [Finding] {
        let matcher = RuleMatcher()
        matcher.components = ComponentIndex(ComponentScan.summaries(of: files, rules: rules))
        return files.flatMap { matcher.findings(in: $0, rules: rules).findings }
    }
}
