import A11yScanRules
import A11yScanSyntax
import A11yScanWalk

extension Scanner {
    /// `held`, a first scan's result of `target` made without the project's components, with
    /// the findings of the file's calls of them added: the file is read and its tree built
    /// again, but its rules are not run again. Nil when the file can no longer be read as text
    /// (a whole scan reports it).
    func addingComponentFindings(to held: FileResult, of target: ScanTarget, with matcher: RuleMatcher) -> FileResult? {
        guard case .text(let bytes, _) = SourceReader.read(target) else { return nil }
        let source = SourceFile(path: target.displayPath, language: Self.language(of: target), text: bytes)
        let (findings, problems) = matcher.findings(in: source, rules: rules.rules, adding: held.findings)
        var result = held
        result.awaitsComponentFindings = false
        result.findings = findings
        result.problems += problems
        result.previewFindingsSkipped += matcher.takePreviewSkips()
        return result
    }
}
