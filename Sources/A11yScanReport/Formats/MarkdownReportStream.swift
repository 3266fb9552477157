import A11yScanCore
import A11yScanFindings

/// One row of the markdown summary table: findings counted by guideline entry and rule.
struct MarkdownTableRow: Hashable {
    let entry: String
    let ruleID: String
}

/// Collects what the `markdown` comment shows without keeping every finding: the tallies,
/// the table counts and the first `cap` findings in listing order (grouped by path, paths in
/// order of first appearance). A finding joins the end of its path's group; a later finding
/// can only push listed ones further down, never bring a dropped one back, so trimming to
/// `cap` after each finding keeps exactly the findings the whole report would list.
struct MarkdownReportStream: ReportStream {
    private let reporter: MarkdownReporter
    private var tallies: ReportTallies
    private var table: [MarkdownTableRow: Int] = [:]
    private var listed: [Finding] = []

    init(reporter: MarkdownReporter, head: ReportHead) {
        self.reporter = reporter
        tallies = ReportTallies(findingsGroupedByPath: head.findingsGroupedByPath)
    }

    var needsSummaryFirst: Bool { false }

    func begin() -> [UInt8] { [] }

    mutating func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
        for finding in findings {
            tallies.add(finding)
            table[MarkdownTableRow(entry: finding.entry, ruleID: finding.ruleID), default: 0] += 1
            list(finding)
        }
        return []
    }

    func finish(_ summary: ScanSummary) -> ReportStreamEnd {
        ReportStreamEnd(tail: reporter.render(tallies: tallies, table: table, listed: listed, summary: summary))
    }

    private mutating func list(_ finding: Finding) {
        if let last = listed.lastIndex(where: { $0.path == finding.path }) {
            guard last + 1 < reporter.cap else { return }
            listed.insert(finding, at: last + 1)
        } else {
            guard listed.count < reporter.cap else { return }
            listed.append(finding)
        }
        if listed.count > reporter.cap { listed.removeLast() }
    }
}
