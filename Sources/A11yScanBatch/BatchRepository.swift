import A11yScanSystem
import A11yScanWalk

/// One repository of a batch run. Its `name` is the identity every batch feature agrees on:
/// the shard it falls in, its cache entry, how shard outputs are merged, and how it is matched
/// against a previous report. The name does not depend on where the machine keeps its clones.
public struct BatchRepository: Sendable, Hashable {
    /// A line of a list file as written (normalized), or a sub-folder's name under a parent folder.
    public var name: String
    /// The path as the user gave it: the list line, or `PARENT/sub-folder`.
    public var path: String
    /// The absolute folder that is scanned.
    public var absolutePath: String
    /// The team or owner the list file names for it; reports group repositories by it.
    public var team: String?

    public init(name: String, path: String, absolutePath: String, team: String? = nil) {
        self.name = name
        self.path = path
        self.absolutePath = absolutePath
        self.team = team
    }

    /// Report order: names compared byte by byte, independent of locale.
    public static func reportOrder(_ a: BatchRepository, _ b: BatchRepository) -> Bool {
        BatchOrder.precedes(a.name, b.name)
    }
}

/// The one ordering of repository names used by runs, merges and reports.
public enum BatchOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        ByteOrder.precedes(a, b)
    }
}
