import A11yScanCore
import A11yScanFindings

/// The `checkstyle` format: Checkstyle 4.3 XML, which many CI annotators and dashboards read.
/// One `<file>` per path in report order, one `<error>` per finding with `source` set to
/// `a11yscan.RULE-ID`. Files the scan could not read get an `<error>` with source
/// `a11yscan.problem.KIND` (and no `line` when none is known), inside the path's `<file>`
/// after its findings; paths with problems only come last. Streams: each path's `<file>` is
/// written once its findings and problems have arrived.
public struct CheckstyleReporter: Reporter {
    public static let formatName = "checkstyle"

    /// Prefix of every `source` attribute.
    public let toolName: String

    public init(toolName: String = "a11yscan") {
        self.toolName = toolName
    }

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        CheckstyleReportStream(reporter: self, head: head)
    }

    /// Findings of one path are listed together even when the report has them apart, then
    /// rendered through the same stream a scan uses.
    public func render(_ report: ScanReport) -> [UInt8] {
        var order: [String] = []
        var byPath: [String: [Finding]] = [:]
        for finding in report.findings {
            if byPath[finding.path] == nil { order.append(finding.path) }
            byPath[finding.path, default: []].append(finding)
        }
        var grouped = report
        grouped.findings = order.flatMap { byPath[$0] ?? [] }
        return renderThroughStream(grouped)
    }

    func findingElement(_ finding: Finding) -> String {
        errorElement(line: finding.line, column: finding.column, severity: checkstyleSeverity(finding.severity),
                     message: finding.message, source: "\(toolName).\(finding.ruleID)")
    }

    func problemElement(_ problem: FileProblem) -> String {
        errorElement(line: problem.line, column: nil, severity: checkstyleSeverity(problem.kind.reportSeverity),
                     message: problem.message, source: "\(toolName).problem.\(problem.kind.rawValue)")
    }

    private func errorElement(line: Int?, column: Int?, severity: String, message: String, source: String) -> String {
        var element = "<error"
        if let line { element += " line=\"\(line)\"" }
        if let column { element += " column=\"\(column)\"" }
        element += " severity=\"\(severity)\""
        element += " message=\"\(XMLEscaping.attribute(message))\""
        element += " source=\"\(XMLEscaping.attribute(source))\"/>"
        return element
    }

    /// Checkstyle's levels are ignore, info, warning and error.
    private func checkstyleSeverity(_ severity: Severity) -> String {
        switch severity {
        case .note: return "info"
        case .warning: return "warning"
        case .error: return "error"
        }
    }
}
