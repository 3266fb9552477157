import A11yScanFindings

/// Everything about a batch except the findings themselves: the header of every batch report.
/// Writers take this first and then each repository's full result in the same order, so a
/// report is produced in one pass without holding all findings.
public struct BatchOverview: Sendable {
    public var toolVersion: String
    /// Where the team's guideline pages live, when configured.
    public var guidelinesURL: String?
    public var rules: [RuleDescriptor]
    /// The shard this run covered; nil for a whole batch or a merge of all shards.
    public var shard: BatchShard?
    /// In report order (by name).
    public var repositories: [RepositorySummary]
    public var run: BatchRunCounts
    /// Whether repositories were compared with a previous report.
    public var comparedWithPrevious: Bool
    /// Names of previous-report repositories that are not in this batch.
    public var repositoriesGoneSincePrevious: [String]
    public let totals: BatchTotals

    public init(toolVersion: String, guidelinesURL: String?, rules: [RuleDescriptor], shard: BatchShard?,
                repositories: [RepositorySummary], run: BatchRunCounts, comparedWithPrevious: Bool = false,
                repositoriesGoneSincePrevious: [String] = []) {
        self.toolVersion = toolVersion
        self.guidelinesURL = guidelinesURL
        self.rules = rules
        self.shard = shard
        self.repositories = repositories
        self.run = run
        self.comparedWithPrevious = comparedWithPrevious
        self.repositoriesGoneSincePrevious = repositoriesGoneSincePrevious
        self.totals = BatchTotals(repositories)
    }
}

/// How many repositories this run scanned and how many it took from the cache. The only part
/// of a batch report that depends on the cache; a merge adds up its inputs' counts.
public struct BatchRunCounts: Sendable, Hashable {
    public var scanned: Int
    public var fromCache: Int

    public init(scanned: Int = 0, fromCache: Int = 0) {
        self.scanned = scanned
        self.fromCache = fromCache
    }
}

/// Sums over all repositories of a batch.
public struct BatchTotals: Sendable, Hashable {
    public var repositories = 0
    /// Repositories by status.
    public var byStatus: [RepositoryStatus: Int] = [:]
    public var filesScanned = 0
    public var linesScanned = 0
    public var bytesScanned = 0
    public var problems = 0
    public var suppressed = 0
    public var baselined = 0
    public var fixedSinceBaseline = 0
    public var filesWithFindings = 0
    public var counts = FindingCounts()
    public var newFindings = 0
    public var fixedFindings = 0

    public init(_ repositories: [RepositorySummary]) {
        for repository in repositories {
            self.repositories += 1
            byStatus[repository.status, default: 0] += 1
            filesScanned += repository.filesScanned
            linesScanned += repository.linesScanned
            bytesScanned += repository.bytesScanned
            problems += repository.problems
            suppressed += repository.suppressed
            baselined += repository.baselined
            fixedSinceBaseline += repository.fixedSinceBaseline
            filesWithFindings += repository.filesWithFindings
            counts.add(repository.counts)
            newFindings += repository.changes?.new ?? 0
            fixedFindings += repository.changes?.fixed ?? 0
        }
    }

    public func repositories(_ status: RepositoryStatus) -> Int { byStatus[status] ?? 0 }

    /// Repositories that could not be scanned (missing, unreadable, not a folder, bad configuration).
    public var notScanned: Int { byStatus.filter { !$0.key.wasScanned }.values.reduce(0, +) }
}
