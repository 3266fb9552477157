/// Keeps only findings on lines a change added or changed, so a pre-merge scan reports what
/// the change under review touched and not the debt around it. A finding is kept when any
/// line of its range (`line`…`endLine`) changed.
///
/// A file is looked up by where it lies in its git work tree (`RepositoryLocation`), which is
/// how git names it, so neither the folder scanned nor the path style (`--absolute-paths`)
/// matters. Findings in files of another work tree, or outside git, are dropped: nothing there
/// changed in this repository.
public struct ChangedLinesFilter: FindingFilter {
    public var changes: ChangedLines

    public init(changes: ChangedLines) {
        self.changes = changes
    }

    public func makePass() -> any FindingFilterPass { Pass(filter: self) }

    /// Changed lines are looked up per finding; the pass keeps nothing between files.
    private struct Pass: FindingFilterPass {
        let filter: ChangedLinesFilter

        func apply(_ file: inout Scanner.FileResult, summary: inout ScanSummary) {
            guard !file.findings.isEmpty else { return }
            guard let path = filter.repositoryPath(of: file) else {
                file.findings = []
                return
            }
            file.findings.removeAll { finding in
                !filter.changes.isChanged(path, lines: finding.line...max(finding.line, finding.endLine))
            }
        }
    }

    /// The file's path as git names it in this diff, or nil when it lies in no work tree or another one.
    func repositoryPath(of file: Scanner.FileResult) -> String? {
        guard let location = file.repository, location.topLevel == changes.topLevel, !location.path.isEmpty else { return nil }
        return location.path
    }
}
