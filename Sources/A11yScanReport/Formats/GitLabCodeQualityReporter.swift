import A11yScanCore

/// The `gitlab` format: a GitLab Code Quality report (a JSON array of Code Climate issues) for
/// `artifacts:reports:codequality`. GitLab requires `description`, `check_name`, `fingerprint`,
/// `severity`, `location.path` and `location.lines.begin`, and collapses issues that share a
/// fingerprint, so each issue's fingerprint hashes our line-independent fingerprint, the path
/// and the issue's occurrence number among identical ones: unique, yet stable across edits.
///
/// Severity: note → `info`, warning → `minor`, error → `major` (GitLab's `critical` and
/// `blocker` are left for problems that stop a product from working at all). File problems are
/// not code issues and are left out; other formats report them.
public struct GitLabCodeQualityReporter: Reporter {
    public static let formatName = "gitlab"

    public init() {}

    public func render(_ report: ScanReport) -> [UInt8] {
        var occurrences: [String: Int] = [:]
        var issues: [JSONValue] = []
        for finding in report.findings {
            let identity = [finding.ruleID, finding.fingerprint, finding.path].joined(separator: "\u{0}")
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            issues.append(issue(finding, occurrence: occurrence))
        }
        return JSONWriter.render(.array(issues))
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
