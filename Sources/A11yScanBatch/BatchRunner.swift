import A11yScanCore
import Foundation
import Synchronization

/// Runs a batch: every repository (of the shard, when one is given) is scanned or taken from
/// the cache, its result written to disk at once, and only a small summary kept in memory.
///
/// Parallelism stays within `jobs` threads in total. Up to `jobs` repositories run at once,
/// each starting with one thread; a worker that runs out of repositories hands its thread to
/// the next repository to start, which then scans its files in parallel. So many small
/// repositories run side by side, and a large one at the end does not run alone on one core.
/// The results do not depend on `jobs`: each repository's findings are ordered, and
/// repositories are reported by name.
public struct BatchRunner: Sendable {
    public var settings: RepositoryScanSettings
    public var configurator: any RepositoryConfigurator
    public var jobs: Int
    public var toolVersion: String
    public var guidelinesURL: String?
    /// Results are reused from and saved to this store when set.
    public var cache: RepositoryResultStore?
    public var shard: BatchShard?
    public var previous: PreviousFindings?
    /// Reads each repository's commit, which keys its cached result; nil keys it by content.
    public var git: (any GitRunner)?

    public init(settings: RepositoryScanSettings, configurator: any RepositoryConfigurator = BaseSettingsConfigurator(),
                jobs: Int, toolVersion: String, guidelinesURL: String? = nil, cache: RepositoryResultStore? = nil,
                shard: BatchShard? = nil, previous: PreviousFindings? = nil, git: (any GitRunner)?) {
        self.settings = settings
        self.configurator = configurator
        self.jobs = max(1, jobs)
        self.toolVersion = toolVersion
        self.guidelinesURL = guidelinesURL
        self.cache = cache
        self.shard = shard
        self.previous = previous
        self.git = git
    }

    /// Runs the batch. Results not kept in the cache go to `workspace`. Throws only when a
    /// result cannot be written to disk (the results of the other repositories are kept).
    public func run(_ repositories: [BatchRepository], workspace: RepositoryResultStore,
                    progress: (@Sendable (BatchProgress) -> Void)? = nil) throws(BatchStoreError) -> BatchOutcome {
        let selected = repositories.filter { shard?.contains($0) ?? true }.sorted(by: BatchRepository.reportOrder)
        let scanner = RepositoryScanner(base: settings, baseDigest: BatchCacheKey.baseDigest(settings: settings, toolVersion: toolVersion),
                                        configurator: configurator, toolVersion: toolVersion, cache: cache, git: git)
        let workers = min(jobs, max(1, selected.count))
        let shared = SharedBatchState(count: selected.count, spareJobs: jobs - workers)
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            let thread = Thread { [self] in
                work(selected, scanner: scanner, workspace: workspace, shared: shared, progress: progress)
                finished.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        finished.wait()
        let state = shared.finish()
        if let error = state.storeError { throw error }
        var names = Set<String>()
        for repository in selected { names.insert(repository.name) }
        let gone = previous?.repositoryNames.filter { name in
            !names.contains(name) && (shard.map { BatchShard.shardIndex(ofName: name, count: $0.count) == $0.index } ?? true)
        } ?? []
        let overview = BatchOverview(
            toolVersion: toolVersion, guidelinesURL: guidelinesURL,
            rules: settings.guidelines.describe(settings.rules.descriptors), shard: shard,
            repositories: state.summaries.compactMap { $0 }, run: state.run,
            comparedWithPrevious: previous != nil, repositoriesGoneSincePrevious: gone)
        return BatchOutcome(overview: overview, resultPaths: state.paths.compactMap { $0 })
    }

    private func work(_ repositories: [BatchRepository], scanner: RepositoryScanner, workspace: RepositoryResultStore,
                      shared: SharedBatchState, progress: (@Sendable (BatchProgress) -> Void)?) {
        while true {
            let index = shared.next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < repositories.count else {
                shared.spareJobs.wrappingAdd(1, ordering: .relaxed)
                return
            }
            let borrowed = shared.spareJobs.exchange(0, ordering: .relaxed)
            let outcome = scanner.scan(repositories[index], jobs: 1 + borrowed)
            shared.spareJobs.wrappingAdd(borrowed, ordering: .relaxed)
            let result: RepositoryResult
            let stored: Result<String, BatchStoreError>
            let fromCache: Bool
            switch outcome {
            case let .cached(cached, path):
                (result, stored, fromCache) = (cached, .success(path), true)
            case let .fresh(fresh, cacheKey):
                let store = cacheKey != nil ? cache ?? workspace : workspace
                let key = cacheKey.flatMap { cache != nil ? $0 : nil } ?? "repository-\(index)"
                stored = Result { () throws(BatchStoreError) in try store.save(fresh, key: key) }
                (result, fromCache) = (fresh, false)
            }
            let summary = RepositorySummary(result, previous: previous)
            shared.record(index: index, summary: summary, stored: stored, fromCache: fromCache, progress: progress)
        }
    }
}

/// What the worker threads of one batch share: the next repository to take, the spare thread
/// budget, and the summaries and file paths they fill in.
private final class SharedBatchState: Sendable {
    struct State {
        var summaries: [RepositorySummary?]
        var paths: [String?]
        var run = BatchRunCounts()
        var storeError: BatchStoreError?
        var progress: BatchProgress
    }

    let next = Atomic<Int>(0)
    let spareJobs: Atomic<Int>
    private let state: Mutex<State>
    private let started = ContinuousClock.now

    init(count: Int, spareJobs: Int) {
        self.spareJobs = Atomic(spareJobs)
        state = Mutex(State(summaries: Array(repeating: nil, count: count), paths: Array(repeating: nil, count: count),
                            progress: BatchProgress(total: count)))
    }

    func record(index: Int, summary: RepositorySummary, stored: Result<String, BatchStoreError>, fromCache: Bool,
                progress: (@Sendable (BatchProgress) -> Void)?) {
        state.withLock { state in
            state.summaries[index] = summary
            switch stored {
            case .success(let path): state.paths[index] = path
            case .failure(let error): state.storeError = state.storeError ?? error
            }
            if fromCache {
                state.run.fromCache += 1
            } else if summary.status.wasScanned {
                state.run.scanned += 1
            }
            state.progress.done += 1
            state.progress.fromCache += fromCache ? 1 : 0
            state.progress.files += summary.filesScanned
            state.progress.findings += summary.counts.total
            state.progress.elapsed = ContinuousClock.now - started
            state.progress.latest = summary.name
            progress?(state.progress)
        }
    }

    func finish() -> State { state.withLock { $0 } }
}
