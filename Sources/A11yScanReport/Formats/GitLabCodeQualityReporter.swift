import A11yScanCore
import A11yScanFindings

/// The `gitlab` format: a GitLab Code Quality report (a JSON array of Code Climate issues) for
/// `artifacts:reports:codequality`. GitLab requires `description`, `check_name`, `fingerprint`,
/// `severity`, `location.path` and `location.lines.begin`, and collapses issues that share a
/// fingerprint, so each issue's fingerprint is unique, yet stable across edits
/// (`FindingOccurrences`).
///
/// Severity: note → `info`, warning → `minor`, error → `major` (GitLab's `critical` and
/// `blocker` are left for problems that stop a product from working at all). File problems are
/// not code issues and are left out; other formats report them. Streams: issues are written
/// as findings arrive.
public struct GitLabCodeQualityReporter: Reporter {
    public static let formatName = "gitlab"

    public init() {}

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        Stream(reporter: self, occurrences: FindingOccurrences(forgetsPaths: head.findingsGroupedByPath))
    }

    /// Issues are written as findings arrive.
    private struct Stream: ReportStream {
        let reporter: GitLabCodeQualityReporter
        var occurrences: FindingOccurrences
        /// The document is this one array.
        var issues = JSONArrayStream(indent: 0)

        var needsSummaryFirst: Bool { false }

        func begin() -> [UInt8] { [] }

        mutating func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
            var out: [UInt8] = []
            for finding in findings {
                issues.append(reporter.issue(finding, fingerprint: occurrences.uniqueFingerprint(finding)), into: &out)
            }
            return out
        }

        func finish(_ summary: ScanSummary) -> ReportStreamEnd {
            ReportStreamEnd(tail: issues.closing() + [UInt8(ascii: "\n")])
        }
    }

    private func issue(_ finding: Finding, fingerprint: String) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("type", "issue")
        object.set("check_name", finding.ruleID)
        var description = finding.message
        if !finding.fix.isEmpty { description += " Fix: " + finding.fix }
        object.set("description", Wording.singleLine(description))
        object.set("categories", .array([.string("Bug Risk")]))
        object.set("severity", severity(finding.severity))
        object.set("fingerprint", fingerprint)

        var lines = JSONObjectBuilder()
        lines.set("begin", max(finding.line, 1))
        lines.set("end", max(finding.endLine, finding.line, 1))
        var location = JSONObjectBuilder()
        location.set("path", finding.path)
        location.set("lines", lines.value)
        object.set("location", location.value)
        return object.value
    }

    private func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}
