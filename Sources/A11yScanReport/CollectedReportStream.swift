import A11yScanCore
import A11yScanFindings

/// The stream of a format that needs every finding before it can write anything (the `html`
/// page's charts, the `junit` test case per rule): it keeps the findings in memory and
/// renders the finished report at the end, as a collecting scan would.
struct CollectedReportStream: ReportStream {
    private var report: ScanReport
    private let renderAll: (ScanReport) -> [UInt8]

    init(_ head: ReportHead, render: @escaping (ScanReport) -> [UInt8]) {
        report = ScanReport(toolVersion: head.toolVersion, findings: [], rules: head.rules, summary: ScanSummary())
        renderAll = render
    }

    var needsSummaryFirst: Bool { false }

    func begin() -> [UInt8] { [] }

    mutating func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
        report.findings += findings
        return []
    }

    mutating func finish(_ summary: ScanSummary) -> ReportStreamEnd {
        report.summary = summary
        return ReportStreamEnd(tail: renderAll(report))
    }
}
