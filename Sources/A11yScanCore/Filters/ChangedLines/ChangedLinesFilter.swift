/// Keeps only findings on lines a change added or changed, so a pre-merge scan reports what
/// the change under review touched and not the debt around it. A finding is kept when any
/// line of its range (`line`…`endLine`) changed.
///
/// Findings carry paths relative to the scan root and git speaks of paths relative to the
/// work tree's top, so the filter takes the folders finding paths are relative to (the scan
/// root; for several roots, each of them) and maps each path through them, resolving symbolic
/// links in the roots. Findings in files outside the work tree are dropped: nothing there
/// changed in this repository.
public struct ChangedLinesFilter: FindingFilter {
    public var changes: ChangedLines
    /// Absolute folders (real paths) that finding paths are relative to.
    public let scanRoots: [String]

    public init(changes: ChangedLines, scanRoots: [String]) {
        self.changes = changes
        self.scanRoots = scanRoots.map { WalkFileSystem.realPath($0) ?? WalkPath.normalize($0) }
    }

    public init(changes: ChangedLines, scanRoot: String) {
        self.init(changes: changes, scanRoots: [scanRoot])
    }

    public func makePass() -> any FindingFilterPass { Pass(filter: self) }

    /// Changed lines are looked up per finding; the pass keeps nothing between files.
    private struct Pass: FindingFilterPass {
        let filter: ChangedLinesFilter

        func apply(_ file: inout Scanner.FileResult, summary: inout ScanSummary) {
            guard !file.findings.isEmpty else { return }
            var paths: [String: [String]] = [:]
            file.findings.removeAll { finding in
                let candidates = paths[finding.path] ?? filter.repositoryPaths(for: finding.path)
                paths[finding.path] = candidates
                let lines = finding.line...max(finding.line, finding.endLine)
                return !candidates.contains { filter.changes.isChanged($0, lines: lines) }
            }
        }
    }

    /// The paths relative to the work tree's top that a finding path may stand for.
    func repositoryPaths(for findingPath: String) -> [String] {
        let top = WalkPath.normalize(changes.topLevel)
        let absolutes = findingPath.hasPrefix("/") ? [WalkPath.normalize(findingPath)]
            : scanRoots.map { WalkPath.absolute(findingPath, base: $0) }
        return absolutes.compactMap { WalkPath.relative($0, to: top) }.filter { !$0.isEmpty }
    }
}
