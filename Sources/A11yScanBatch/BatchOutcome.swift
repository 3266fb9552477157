/// A finished batch (or merge): the overview, and where each repository's full result waits on
/// disk, in the overview's order. Reports are written by reading the results back one at a time.
public struct BatchOutcome: Sendable {
    public var overview: BatchOverview
    /// Parallel to `overview.repositories`.
    public var resultPaths: [String]

    public init(overview: BatchOverview, resultPaths: [String]) {
        self.overview = overview
        self.resultPaths = resultPaths
    }

    /// The full result of the repository at `index` in report order. Where the repository is
    /// listed and its team come from this run's list, also when the result on disk is a cached one.
    public func result(at index: Int) throws(BatchStoreError) -> RepositoryResult {
        var result = try RepositoryResultStore.load(resultPaths[index])
        result.path = overview.repositories[index].path
        result.team = overview.repositories[index].team
        return result
    }
}
