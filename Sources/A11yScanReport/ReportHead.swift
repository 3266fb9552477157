import A11yScanCore
import A11yScanFindings

/// What a report stream knows before the first finding arrives: the tool version, the rules
/// that run and the problems met before scanning (the walk's). Everything else comes with the
/// findings or in the closing summary.
public struct ReportHead: Sendable {
    public var toolVersion: String
    public var rules: [RuleDescriptor]
    /// Problems known up front; `ScanSummary.problems` at the end lists these and all others.
    public var problems: [FileProblem]
    /// Whether all findings of a path arrive together, one path after another, as a scan
    /// delivers them. Streams then forget a path once the next begins; when false they keep
    /// what they need about every path seen (a report of findings in arbitrary order).
    public var findingsGroupedByPath: Bool

    public init(toolVersion: String, rules: [RuleDescriptor], problems: [FileProblem] = [],
                findingsGroupedByPath: Bool = true) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.problems = problems
        self.findingsGroupedByPath = findingsGroupedByPath
    }

    /// The head of a finished report: all its problems are known, and its findings are
    /// checked for being grouped by path.
    public init(_ report: ScanReport) {
        self.init(toolVersion: report.toolVersion, rules: report.rules, problems: report.summary.problems,
                  findingsGroupedByPath: Self.groupedByPath(report.findings))
    }

    private static func groupedByPath(_ findings: [Finding]) -> Bool {
        var finished: Set<String> = []
        var current: String?
        for finding in findings where finding.path != current {
            if let current { finished.insert(current) }
            guard !finished.contains(finding.path) else { return false }
            current = finding.path
        }
        return true
    }
}
