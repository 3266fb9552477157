/// What a batch keeps in memory about a finished repository: identity, state and counts, but
/// not its findings (those stay on disk until the reports are written).
public struct RepositorySummary: Sendable, Hashable {
    public var name: String
    public var path: String
    public var team: String?
    public var status: RepositoryStatus
    public var message: String?
    public var commit: String?
    public var filesScanned: Int
    public var linesScanned: Int
    public var bytesScanned: Int
    public var problems: Int
    public var suppressed: Int
    public var baselined: Int
    public var fixedSinceBaseline: Int
    /// Distinct files with at least one finding.
    public var filesWithFindings: Int
    public var counts: FindingCounts
    /// New and fixed findings against a previous report, when one was given.
    public var changes: Changes?

    /// How a repository changed since the previous report.
    public struct Changes: Sendable, Hashable {
        /// False when the previous report did not have the repository.
        public var inPrevious: Bool
        public var new: Int
        public var fixed: Int

        public init(inPrevious: Bool, new: Int, fixed: Int) {
            self.inPrevious = inPrevious
            self.new = new
            self.fixed = fixed
        }
    }

    public init(_ result: RepositoryResult, previous: PreviousFindings? = nil) {
        name = result.name
        path = result.path
        team = result.team
        status = result.status
        message = result.message
        commit = result.commit
        filesScanned = result.summary.filesScanned
        linesScanned = result.summary.linesScanned
        bytesScanned = result.summary.bytesScanned
        problems = result.summary.problems.count
        suppressed = result.summary.suppressed
        baselined = result.summary.baselined
        fixedSinceBaseline = result.summary.fixedSinceBaseline
        filesWithFindings = Set(result.findings.map(\.path)).count
        counts = FindingCounts(result.findings)
        if let previous {
            let comparison = previous.compare(result)
            changes = Changes(inPrevious: comparison.inPrevious, new: comparison.newCount, fixed: comparison.fixed.count)
        }
    }
}
