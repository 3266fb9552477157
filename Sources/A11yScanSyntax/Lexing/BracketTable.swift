/// Matching pairs of `(`, `[` and `{` in the code view, recorded by the lexer (through a
/// `BracketTableBuilder`) with an explicit stack so 100k-deep nesting costs memory, not call
/// depth. Unbalanced input is tolerated: an opener without closer is `unclosed`, and a stray
/// closer is ignored. An unclosed opener runs to the closer that ended an enclosing pair past
/// it (`{ ( }`: the `(` ends at the `}`), or to the end of the file, so pairs always nest.
public struct BracketTable: Sendable {
    /// Offsets of openers, ascending (kept apart from `pairs` so binary searches stay dense).
    public let openers: [Int32]
    /// For each opener, the rest of what is known about it.
    private let pairs: [Pair]
    /// Matched closers, ascending by offset.
    private let closed: [Closer]
    /// For each block of 256 bytes (`1 << blockShift`), the index of its first opener (or of the next
    /// block's), so finding an offset's place among the openers reads two entries and a few
    /// openers instead of a dozen scattered ones.
    private let blockStarts: [Int32]
    private static let blockShift = 8

    struct Pair {
        /// Where the pair ends: its closer; for an unclosed opener, the closer that ended an
        /// enclosing pair past it, or -1 when it stayed open to the end of the file.
        var end: Int32
        /// The index of the innermost opener enclosing it, or -1.
        var parent: Int32
        /// Its byte: `(`, `[` or `{`.
        var kind: UInt8
    }

    struct Closer {
        var offset: Int32
        var opener: Int32
    }

    /// The brackets a `BracketTableBuilder` recorded in a text of `byteCount` bytes.
    init(openers: [Int32], pairs: [Pair], closed: [Closer], byteCount: Int) {
        self.openers = openers
        self.pairs = pairs
        self.closed = closed
        let blocks = (byteCount >> Self.blockShift) + 1
        var starts = [Int32](repeating: Int32(openers.count), count: blocks + 1)
        var block = 0
        for (index, offset) in openers.enumerated() {
            while block <= Int(offset) >> Self.blockShift {
                starts[block] = Int32(index)
                block += 1
            }
        }
        blockStarts = starts
    }

    public var count: Int { openers.count }

    /// Index of the opener at exactly `offset`, if there is one.
    public func openerIndex(at offset: Int) -> Int? {
        let i = lowerBound(openers, Int32(offset))
        return i < openers.count && openers[i] == Int32(offset) ? i : nil
    }

    /// The closer offset of the opener at `offset`; for an unclosed opener the closer of the
    /// enclosing pair that ended it, else `end`; nil when there is no opener there.
    public func closer(ofOpenerAt offset: Int, end: Int) -> Int? {
        guard let i = openerIndex(at: offset) else { return nil }
        let closer = pairs[i].end
        return closer < 0 ? end : Int(closer)
    }

    /// The byte (`(`, `[` or `{`) of opener `i`.
    public func kind(ofOpener i: Int) -> UInt8 { pairs[i].kind }

    /// The index of the innermost opener enclosing opener `i`, or nil.
    public func parent(ofOpener i: Int) -> Int? { pairs[i].parent >= 0 ? Int(pairs[i].parent) : nil }

    /// The opener offset of the closer at `offset`, if it was matched.
    public func opener(ofCloserAt offset: Int) -> Int? {
        var low = 0
        var high = closed.count
        while low < high {
            let mid = (low + high) >> 1
            if closed[mid].offset < offset { low = mid + 1 } else { high = mid }
        }
        guard low < closed.count, closed[low].offset == Int32(offset) else { return nil }
        return Int(openers[Int(closed[low].opener)])
    }

    /// Index of the innermost opener strictly before `offset` whose pair contains `offset`.
    public func enclosingIndex(of offset: Int) -> Int? {
        var i = lowerBound(openers, Int32(offset)) - 1
        while i >= 0 {
            let pair = pairs[i]
            if pair.end < 0 || Int(pair.end) >= offset { return i }
            i = Int(pair.parent)
        }
        return nil
    }

    /// The index of the first opener at or after `value`.
    private func lowerBound(_ array: [Int32], _ value: Int32) -> Int {
        let block = Int(value) >> Self.blockShift
        if value >= 0, block + 1 < blockStarts.count {
            var i = Int(blockStarts[block])
            let end = Int(blockStarts[block + 1])
            while i < end, array[i] < value { i += 1 }
            return i
        }
        var low = 0
        var high = array.count
        while low < high {
            let mid = (low + high) >> 1
            if array[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
