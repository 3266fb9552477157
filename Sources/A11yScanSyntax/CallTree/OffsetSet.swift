/// A set of byte offsets of one file, one bit each: the builder asks it about every `{` and
/// every name after a `.`, so membership must cost a shift and a mask, not a hash.
struct OffsetSet {
    private var words: [UInt64]

    init(count: Int) { words = [UInt64](repeating: 0, count: count / 64 + 1) }

    @inline(__always)
    func contains(_ offset: Int) -> Bool {
        guard offset >= 0, offset >> 6 < words.count else { return false }
        return words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    @inline(__always)
    mutating func insert(_ offset: Int) {
        guard offset >= 0, offset >> 6 < words.count else { return }
        words[offset >> 6] |= 1 << UInt64(offset & 63)
    }

    @inline(__always)
    mutating func remove(_ offset: Int) {
        guard offset >= 0, offset >> 6 < words.count else { return }
        words[offset >> 6] &= ~(1 << UInt64(offset & 63))
    }
}
