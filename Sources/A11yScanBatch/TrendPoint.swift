/// One batch report reduced to what the trend charts draw: its totals and each repository's
/// findings and lines. Earlier reports are read one at a time and kept only as points, so a long
/// history costs little memory.
public struct TrendPoint: Sendable, Hashable {
    /// How the chart names the report: an earlier report's file name, or this report's date.
    public var label: String
    public var findings = 0
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    public var lines = 0
    /// By repository name.
    public var repositories: [String: Counts] = [:]

    public struct Counts: Sendable, Hashable {
        public var findings: Int
        public var lines: Int

        public init(findings: Int, lines: Int) {
            self.findings = findings
            self.lines = lines
        }
    }

    /// The point of an earlier report, from its repositories' results.
    public init(label: String, results: [RepositoryResult]) {
        self.label = label
        for result in results {
            let counts = FindingCounts(result.findings)
            add(name: result.name, counts: counts, lines: result.summary.linesScanned)
        }
    }

    /// The point of the report being written.
    public init(label: String, overview: BatchOverview) {
        self.label = label
        for repository in overview.repositories {
            add(name: repository.name, counts: repository.counts, lines: repository.linesScanned)
        }
    }

    private mutating func add(name: String, counts: FindingCounts, lines: Int) {
        findings += counts.total
        errors += counts.errors
        warnings += counts.warnings
        notes += counts.notes
        self.lines += lines
        let known = repositories[name] ?? Counts(findings: 0, lines: 0)
        repositories[name] = Counts(findings: known.findings + counts.total, lines: known.lines + lines)
    }

    /// Findings and lines of the repositories named, summed; nil when the report had none of them.
    public func counts(of names: [String]) -> Counts? {
        let present = names.compactMap { repositories[$0] }
        guard !present.isEmpty else { return nil }
        return Counts(findings: present.reduce(0) { $0 + $1.findings }, lines: present.reduce(0) { $0 + $1.lines })
    }
}
