import A11yScanCore

/// The `checkstyle` format: Checkstyle 4.3 XML, which many CI annotators and dashboards read.
/// One `<file>` per path in report order, one `<error>` per finding with `source` set to
/// `a11yscan.RULE-ID`. Files the scan could not read get an `<error>` with source
/// `a11yscan.problem.KIND` (and no `line` when none is known).
public struct CheckstyleReporter: Reporter {
    public static let formatName = "checkstyle"

    /// Prefix of every `source` attribute.
    public let toolName: String

    public init(toolName: String = "a11yscan") {
        self.toolName = toolName
    }

    public func render(_ report: ScanReport) -> [UInt8] {
        var order: [String] = []
        var entries: [String: [String]] = [:]
        func add(_ path: String, _ element: String) {
            if entries[path] == nil { order.append(path) }
            entries[path, default: []].append(element)
        }
        for finding in report.findings {
            add(finding.path, errorElement(
                line: finding.line, column: finding.column, severity: checkstyleSeverity(finding.severity),
                message: finding.message, source: "\(toolName).\(finding.ruleID)"
            ))
        }
        for problem in report.summary.problems {
            add(problem.path, errorElement(
                line: problem.line, column: nil, severity: checkstyleSeverity(problem.kind.reportSeverity),
                message: problem.message, source: "\(toolName).problem.\(problem.kind.rawValue)"
            ))
        }

        var out = XMLEscaping.declaration
        out += "<checkstyle version=\"4.3\">\n"
        for path in order {
            out += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
            for element in entries[path] ?? [] {
                out += "    " + element + "\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return Array(out.utf8)
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
