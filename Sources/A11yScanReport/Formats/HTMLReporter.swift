import A11yScanCore

/// One scan as the same self-contained HTML page a batch writes (totals, heat map of guideline
/// entry × section, charts, every finding with its source line and fix), for a scan of one
/// project. The scan is shown as a single repository named after the scanned folder.
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

    public func render(_ report: ScanReport) -> [UInt8] {
        let result = RepositoryResult(name: projectName, path: ".", status: .scanned, summary: report.summary,
                                      findings: report.findings)
        let overview = BatchOverview(toolVersion: report.toolVersion, guidelinesURL: guidelinesURL, rules: report.rules,
                                     shard: nil, repositories: [RepositorySummary(result)], run: BatchRunCounts(scanned: 1))
        var writer = BatchHTMLWriter(toolName: toolName)
        return writer.render(overview, results: [result])
    }
}
