import A11yScanFindings

/// Everything one repository contributed to a batch: its identity, state, counts, findings
/// (paths relative to the repository) and file problems. A batch writes each result to disk as
/// soon as it is finished and reads it back only while writing the reports, so memory holds
/// one repository's findings at a time, not the whole batch's.
public struct RepositoryResult: Codable, Sendable, Hashable {
    public var name: String
    public var path: String
    /// The team or owner named in the repository list; not part of the scan, so a cached
    /// result takes the list's current value.
    public var team: String?
    public var status: RepositoryStatus
    /// Why the repository was not scanned, or a note about it; nil when there is nothing to say.
    public var message: String?
    /// The `HEAD` commit when the folder is the top of a git work tree.
    public var commit: String?
    /// Counts and file problems, as a single scan reports them.
    public var summary: ScanSummary
    /// In report order (path, line, column, rule).
    public var findings: [Finding]

    public init(name: String, path: String, team: String? = nil, status: RepositoryStatus, message: String? = nil,
                commit: String? = nil, summary: ScanSummary = ScanSummary(), findings: [Finding] = []) {
        self.name = name
        self.path = path
        self.team = team
        self.status = status
        self.message = message
        self.commit = commit
        self.summary = summary
        self.findings = findings
    }

    /// A result for a repository that could not be scanned.
    public static func notScanned(_ repository: BatchRepository, _ status: RepositoryStatus, message: String) -> RepositoryResult {
        RepositoryResult(name: repository.name, path: repository.path, team: repository.team, status: status, message: message)
    }
}
