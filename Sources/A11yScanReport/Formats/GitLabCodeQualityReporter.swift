import A11yScanCore

/// The `gitlab` format: a GitLab Code Quality report (a JSON array of Code Climate issues) for
/// `artifacts:reports:codequality`. GitLab requires `description`, `check_name`, `fingerprint`,
/// `severity`, `location.path` and `location.lines.begin`, and collapses issues that share a
/// fingerprint, so each issue's fingerprint hashes our line-independent fingerprint, the path
/// and the issue's occurrence number among identical ones: unique, yet stable across edits.
///
/// Severity: note → `info`, warning → `minor`, error → `major` (GitLab's `critical` and
/// `blocker` are left for problems that stop a product from working at all). File problems are
/// not code issues and are left out; other formats report them. Streams: issues are written
/// as findings arrive.
public struct GitLabCodeQualityReporter: Reporter {
    public static let formatName = "gitlab"

    public init() {}

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        Stream(reporter: self, forgetsPaths: head.findingsGroupedByPath)
    }

    /// Issues are written as findings arrive. Occurrence numbers count identical findings of
    /// one path, so with findings grouped by path only the current path's counts are kept.
    private struct Stream: ReportStream {
        let reporter: GitLabCodeQualityReporter
        let forgetsPaths: Bool
        var occurrences: [String: Int] = [:]
        var currentPath: String?
        /// The document is this one array.
        var issues = JSONArrayStream(indent: 0)

        var needsSummaryFirst: Bool { false }

        func begin() -> [UInt8] { [] }

        mutating func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
            var out: [UInt8] = []
            for finding in findings {
                if forgetsPaths, finding.path != currentPath {
                    occurrences.removeAll(keepingCapacity: true)
                    currentPath = finding.path
                }
                let identity = [finding.ruleID, finding.fingerprint, finding.path].joined(separator: "\u{0}")
                let occurrence = occurrences[identity, default: 0]
                occurrences[identity] = occurrence + 1
                issues.append(reporter.issue(finding, occurrence: occurrence), into: &out)
            }
            return out
        }

        func finish(_ summary: ScanSummary) -> ReportStreamEnd {
            ReportStreamEnd(tail: issues.closing() + [UInt8(ascii: "\n")])
        }
    }

    private func issue(_ finding: Finding, occurrence: Int) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("type", "issue")
        object.set("check_name", finding.ruleID)
        var description = finding.message
        if !finding.fix.isEmpty { description += " Fix: " + finding.fix }
        object.set("description", Wording.singleLine(description))
        object.set("categories", .array([.string("Bug Risk")]))
        object.set("severity", severity(finding.severity))
        object.set("fingerprint", Self.fingerprint(finding, occurrence: occurrence))

        var lines = JSONObjectBuilder()
        lines.set("begin", max(finding.line, 1))
        lines.set("end", max(finding.endLine, finding.line, 1))
        var location = JSONObjectBuilder()
        location.set("path", finding.path)
        location.set("lines", lines.value)
        object.set("location", location.value)
        return object.value
    }

    /// 32 hex digits of SHA-256 over fingerprint, path and occurrence.
    static func fingerprint(_ finding: Finding, occurrence: Int) -> String {
        let material = [finding.ruleID, finding.fingerprint, finding.path, String(occurrence)].joined(separator: "\u{0}")
        return String(SHA256.hexDigest(material).prefix(32))
    }

    private func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}
