import A11yScanCore
import A11yScanFindings

/// Numbers identical findings (same rule, fingerprint and path) in report order, so formats
/// whose readers key results by a fingerprint (SARIF, GitLab) give each result its own: our
/// fingerprint leaves out the line on purpose, and two copies of one construct in one
/// declaration share it. The number counts only earlier identical findings, so it survives
/// edits elsewhere in the file and line shifts.
struct FindingOccurrences {
    /// Whether findings arrive grouped by path, so only the current path's counts are kept.
    let forgetsPaths: Bool
    private var counts: [String: Int] = [:]
    private var currentPath: String?

    init(forgetsPaths: Bool) {
        self.forgetsPaths = forgetsPaths
    }

    /// The fingerprint of `finding`, unique in the report: 32 hex digits of SHA-256 over its
    /// rule, line-independent fingerprint, path and occurrence number.
    mutating func uniqueFingerprint(_ finding: Finding) -> String {
        if forgetsPaths, finding.path != currentPath {
            counts.removeAll(keepingCapacity: true)
            currentPath = finding.path
        }
        let identity = [finding.ruleID, finding.fingerprint, finding.path].joined(separator: "\u{0}")
        let occurrence = counts[identity, default: 0]
        counts[identity] = occurrence + 1
        return String(SHA256.hexDigest(identity + "\u{0}" + String(occurrence)).prefix(32))
    }
}
