import A11yScanBatch
import A11yScanCore
import A11yScanFindings

/// One scan as the same self-contained HTML page a batch writes (totals, heat map of guideline
/// entry × section, charts, every finding with its source line and fix), for a scan of one
/// project. The scan is shown as a single repository named after the scanned folder. Does not
/// stream: the findings are kept in memory and the page written at the end.
public struct HTMLReporter: Reporter {
    public static let formatName = "html"

    private let toolName: String
    private let projectName: String
    private let guidelinesURL: String?

    public init(toolName: String = "a11yscan", projectName: String = "scan", guidelinesURL: String? = nil) {
        self.toolName = toolName
        self.projectName = projectName
        self.guidelinesURL = guidelinesURL
    }

    /// Totals, heat map and charts come before the findings, so the stream collects.
    public func makeStream(_ head: ReportHead) -> any ReportStream {
        CollectedReportStream(head, render: render)
    }

    public func render(_ report: ScanReport) -> [UInt8] {
        let result = RepositoryResult(name: projectName, path: ".", status: .scanned, summary: report.summary,
                                      findings: report.findings)
        let overview = BatchOverview(toolVersion: report.toolVersion, guidelinesURL: guidelinesURL, rules: report.rules,
                                     shard: nil, repositories: [RepositorySummary(result)], run: BatchRunCounts(scanned: 1))
        var writer = BatchHTMLWriter(toolName: toolName)
        return writer.render(overview, results: [result])
    }
}
