import A11yScanCore

/// One `path:line:col: warning: message [rule-id]` line per finding, the diagnostic shape that
/// Xcode build phases and Android Studio output filters turn into clickable issues. `error:`
/// and `note:` follow the finding's severity. Nothing else is printed, except one
/// `path: warning: …` line per file the scan could not fully read (with `:line` when known),
/// so an IDE user learns that a file went unchecked.
public struct XcodeReporter: Reporter {
    public static let formatName = "xcode"

    public init() {}

    public func render(_ report: ScanReport) -> [UInt8] {
        var out = ""
        for finding in report.findings {
            out.append("\(oneLine(finding.path)):\(finding.line):\(finding.column): ")
            out.append("\(finding.severity.rawValue): \(oneLine(finding.message)) [\(oneLine(finding.ruleID))]\n")
        }
        for problem in report.summary.problems {
            let location = oneLine(problem.path) + (problem.line.map { ":\($0)" } ?? "")
            out.append("\(location): \(problem.kind.reportSeverity.rawValue): ")
            out.append("\(oneLine(problem.message)) [\(problem.kind.rawValue)]\n")
        }
        return Array(out.utf8)
    }

    /// A field that cannot break the one-diagnostic-per-line contract.
    private func oneLine(_ text: String) -> String {
        DisplayText.sanitized(Wording.singleLine(text))
    }
}
