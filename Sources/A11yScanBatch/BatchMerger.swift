import A11yScanFindings

/// Combines the outputs of several batch runs, normally the shards of one batch, into the batch
/// a single run would have produced: same repositories in the same order, same totals. Inputs
/// are taken one at a time and their results written to disk, so a merge holds one input's
/// findings in memory at most.
///
/// Inputs must come from the same tool version with the same rules and guideline link. When
/// they are shards, they must be the shards of one split, each exactly once and all present.
public struct BatchMerger {
    /// What an input says about itself, besides its repositories.
    public struct Part: Sendable {
        /// Where the input came from (its file name), for error messages.
        public var source: String
        public var toolVersion: String
        public var guidelinesURL: String?
        public var rules: [RuleDescriptor]
        public var shard: BatchShard?
        public var run: BatchRunCounts

        public init(source: String, toolVersion: String, guidelinesURL: String?, rules: [RuleDescriptor],
                    shard: BatchShard?, run: BatchRunCounts) {
            self.source = source
            self.toolVersion = toolVersion
            self.guidelinesURL = guidelinesURL
            self.rules = rules
            self.shard = shard
            self.run = run
        }
    }

    private let workspace: RepositoryResultStore
    private let previous: PreviousFindings?
    private var first: Part?
    private var current: Part?
    private var shardSources: [Int: String] = [:]
    private var sourceOfRepository: [String: String] = [:]
    private var entries: [(summary: RepositorySummary, path: String)] = []
    private var run = BatchRunCounts()

    public init(workspace: RepositoryResultStore, previous: PreviousFindings? = nil) {
        self.workspace = workspace
        self.previous = previous
    }

    /// Starts the next input; its repositories follow through `add`.
    public mutating func begin(_ part: Part) throws(BatchInputError) {
        if let first {
            try check(part, against: first)
        }
        if let shard = part.shard {
            if let other = shardSources[shard.index] {
                throw BatchInputError(source: part.source, message: "shard \(shard) is also in \(other)",
                                      hint: "give each shard's output once")
            }
            shardSources[shard.index] = part.source
        }
        first = first ?? part
        current = part
        run.scanned += part.run.scanned
        run.fromCache += part.run.fromCache
    }

    /// Adds one repository of the current input.
    public mutating func add(_ result: RepositoryResult) throws {
        guard let current else {
            throw BatchInputError(source: result.name, message: "a repository was added before its input")
        }
        if let other = sourceOfRepository[result.name] {
            throw BatchInputError(source: current.source, message: "repository `\(result.name)` is also in \(other)",
                                  hint: "merge outputs of disjoint runs, such as the shards of one batch")
        }
        sourceOfRepository[result.name] = current.source
        let path = try workspace.save(result, key: "merged-\(entries.count)")
        entries.append((RepositorySummary(result, previous: previous), path))
    }

    /// The merged batch. Throws when shards are missing.
    public func finish() throws(BatchInputError) -> BatchOutcome {
        guard let first else {
            throw BatchInputError(source: "merge", message: "nothing to merge", hint: "give the json outputs of batch runs")
        }
        if let count = first.shard?.count {
            let missing = (1...count).filter { shardSources[$0] == nil }
            if !missing.isEmpty {
                let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
                throw BatchInputError(source: "merge", message: "missing shard\(missing.count == 1 ? "" : "s") \(names)",
                                      hint: "merge the outputs of all \(count) shards")
            }
        }
        let ordered = entries.sorted { BatchOrder.precedes($0.summary.name, $1.summary.name) }
        let gone = previous?.repositoryNames.filter { sourceOfRepository[$0] == nil } ?? []
        let overview = BatchOverview(
            toolVersion: first.toolVersion, guidelinesURL: first.guidelinesURL, rules: first.rules, shard: nil,
            repositories: ordered.map(\.summary), run: run, comparedWithPrevious: previous != nil,
            repositoriesGoneSincePrevious: gone)
        return BatchOutcome(overview: overview, resultPaths: ordered.map(\.path))
    }

    private func check(_ part: Part, against first: Part) throws(BatchInputError) {
        if part.toolVersion != first.toolVersion {
            throw BatchInputError(source: part.source,
                                  message: "written by a11yscan \(part.toolVersion), but \(first.source) by \(first.toolVersion)",
                                  hint: "run every shard with the same a11yscan version")
        }
        if part.rules != first.rules {
            throw BatchInputError(source: part.source, message: "ran different rules than \(first.source)",
                                  hint: "run every shard with the same rule options (--patterns, --only, --disable)")
        }
        if part.guidelinesURL != first.guidelinesURL {
            throw BatchInputError(source: part.source, message: "has a different guideline link than \(first.source)",
                                  hint: "run every shard with the same --guidelines-url")
        }
        switch (part.shard, first.shard) {
        case (nil, nil):
            break
        case let (shard?, firstShard?) where shard.count != firstShard.count:
            throw BatchInputError(source: part.source,
                                  message: "is shard \(shard), but \(first.source) is shard \(firstShard)",
                                  hint: "merge the shards of one split; every shard needs the same count")
        case (_?, _?):
            break
        default:
            throw BatchInputError(source: part.source, message: "mixes a sharded and an unsharded run",
                                  hint: "merge either all the shards of one batch or whole runs over different repositories")
        }
    }
}
