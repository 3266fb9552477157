/// One part of a batch split across machines: shard `index` of `count`, numbered from 1.
/// A repository belongs to shard `FNV-1a-64(UTF-8 bytes of its name) % count + 1`, so every
/// machine given the same list agrees on the split without talking to the others, and the
/// shards together cover every repository exactly once.
public struct BatchShard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based: shards are `1/N` … `N/N`.
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws(BatchInputError) {
        guard count >= 1 else {
            throw BatchInputError(source: "--shard", message: "the shard count must be 1 or more, not \(count)")
        }
        guard index >= 1, index <= count else {
            throw BatchInputError(
                source: "--shard", message: "shard \(index) is outside 1…\(count)",
                hint: "shards are numbered from 1; for a zero-based index such as JOB_COMPLETION_INDEX "
                    + "pass $((JOB_COMPLETION_INDEX + 1))/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    public init(parsing text: String) throws(BatchInputError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw BatchInputError(source: "--shard", message: "`\(text)` is not of the form K/N",
                                  hint: "for example --shard 2/8 scans the second of eight shards")
        }
        try self.init(index: index, count: count)
    }

    public func contains(_ repository: BatchRepository) -> Bool {
        Self.shardIndex(ofName: repository.name, count: count) == index
    }

    /// The 1-based shard a repository name falls in when the batch is split `count` ways.
    public static func shardIndex(ofName name: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(hash % UInt64(max(1, count))) + 1
    }

    public var description: String { "\(index)/\(count)" }
}
