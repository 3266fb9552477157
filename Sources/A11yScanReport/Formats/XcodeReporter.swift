import A11yScanCore
import A11yScanFindings

/// One `path:line:col: warning: message [rule-id]` line per finding, the diagnostic shape that
/// Xcode build phases and Android Studio output filters turn into clickable issues. `error:`
/// and `note:` follow the finding's severity. Nothing else is printed, except one
/// `path: warning: …` line per file the scan could not fully read (with `:line` when known),
/// so an IDE user learns that a file went unchecked. Streams: lines are written as findings
/// arrive, problems at the end.
public struct XcodeReporter: Reporter {
    public static let formatName = "xcode"

    public init() {}

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        Stream()
    }

    private struct Stream: ReportStream {
        var needsSummaryFirst: Bool { false }

        func begin() -> [UInt8] { [] }

        func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
            var out = ""
            for finding in findings {
                out.append("\(oneLine(finding.path)):\(finding.line):\(finding.column): ")
                out.append("\(finding.severity.rawValue): \(oneLine(finding.message)) [\(oneLine(finding.ruleID))]\n")
            }
            return Array(out.utf8)
        }

        func finish(_ summary: ScanSummary) -> ReportStreamEnd {
            var out = ""
            for problem in summary.problems {
                let location = oneLine(problem.path) + (problem.line.map { ":\($0)" } ?? "")
                out.append("\(location): \(problem.kind.reportSeverity.rawValue): ")
                out.append("\(oneLine(problem.message)) [\(problem.kind.rawValue)]\n")
            }
            return ReportStreamEnd(tail: Array(out.utf8))
        }

        /// A field that cannot break the one-diagnostic-per-line contract.
        private func oneLine(_ text: String) -> String {
            DisplayText.sanitized(Wording.singleLine(text))
        }
    }
}
