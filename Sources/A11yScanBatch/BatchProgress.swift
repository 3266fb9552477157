/// Where a running batch stands, handed to the caller after each finished repository so a
/// terminal can show a progress line. The engine itself prints nothing.
public struct BatchProgress: Sendable, Hashable {
    /// Repositories in this run (after sharding).
    public var total: Int
    public var done: Int
    /// Of those done, how many came from the cache.
    public var fromCache: Int
    public var files: Int
    public var findings: Int
    /// Time since the batch started.
    public var elapsed: Duration
    /// The repository that just finished.
    public var latest: String

    public init(total: Int, done: Int = 0, fromCache: Int = 0, files: Int = 0, findings: Int = 0,
                elapsed: Duration = .zero, latest: String = "") {
        self.total = total
        self.done = done
        self.fromCache = fromCache
        self.files = files
        self.findings = findings
        self.elapsed = elapsed
        self.latest = latest
    }
}
