import A11yScanFindings

/// Keeps only what a change under review introduced, not the debt around it: findings on lines
/// the change added or changed (any line of `line`…`endLine`), and findings on unchanged lines
/// of a changed file that its base version did not have. The second kind comes from deleted
/// lines: removing `.accessibilityLabel(…)` below an `Image` makes a finding on the `Image`
/// line, which the change never touched. A finding counts as one the base had when the base
/// version, scanned the same way, has one with the same rule and fingerprint (which leaves the
/// line number out), each base finding answering for one current finding.
///
/// A file is looked up by where it lies in its git work tree (`RepositoryLocation`), which is
/// how git names it, so neither the folder scanned nor the path style (`--absolute-paths`)
/// matters. Findings in files of another work tree, or outside git, are dropped: nothing there
/// changed in this repository.
public struct ChangedLinesFilter: FindingFilter {
    public var changes: ChangedLines
    /// How base versions are scanned; set by the filter chain, nil compares lines only.
    var baseVersion: BaseVersionScan?

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
            let onChangedLines = file.findings.map { finding in
                filter.changes.isChanged(path, lines: finding.line...max(finding.line, finding.endLine))
            }
            guard onChangedLines.contains(false) else { return }
            guard var inBase = filter.baseFindingCounts(of: file, path: path) else {
                file.findings = zip(file.findings, onChangedLines).filter(\.1).map(\.0)
                return
            }
            var kept: [Finding] = []
            for (finding, changed) in zip(file.findings, onChangedLines) {
                if changed {
                    kept.append(finding)
                    continue
                }
                let key = BaseKey(finding)
                guard let count = inBase[key], count > 0 else {
                    kept.append(finding)
                    continue
                }
                inBase[key] = count - 1
            }
            file.findings = kept
        }
    }

    /// What identifies a finding across versions of a file.
    private struct BaseKey: Hashable {
        let rule: String
        let fingerprint: String

        init(_ finding: Finding) {
            rule = finding.ruleID
            fingerprint = finding.fingerprint
        }
    }

    /// The base version's findings, counted by key. A file without a base version to compare
    /// with (not modified, or unreadable from git) has all its findings there: only changed
    /// lines count for it.
    private func baseFindingCounts(of file: Scanner.FileResult, path: String) -> [BaseKey: Int]? {
        guard let baseVersion, let bytes = changes.baseVersion(of: path) else { return nil }
        var counts: [BaseKey: Int] = [:]
        for finding in baseVersion.findings(of: bytes, asBaseOf: file) { counts[BaseKey(finding), default: 0] += 1 }
        return counts
    }

    /// The file's path as git names it in this diff, or nil when it lies in no work tree or another one.
    func repositoryPath(of file: Scanner.FileResult) -> String? {
        guard let location = file.repository, location.topLevel == changes.topLevel, !location.path.isEmpty else { return nil }
        return location.path
    }
}
