import A11yScanFindings

/// The lowest severity that makes a scan fail (`fail-on`), or `never` for report-only runs.
public enum FailThreshold: String, Sendable, Hashable, CaseIterable {
    case note, warning, error, never

    /// Whether a finding of `severity` makes the scan fail.
    public func fails(_ severity: Severity) -> Bool {
        guard let threshold = Severity(rawValue: rawValue) else { return false }
        return severity >= threshold
    }
}
