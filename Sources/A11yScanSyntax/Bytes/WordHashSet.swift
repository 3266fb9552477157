/// A set of 64-bit name hashes (`NamedWords`), open-addressed on the hash's own bits: the hashes
/// are well mixed already, and hashing them again through `Set` cost more than reading the bytes
/// they come from. A project's words run to hundreds of thousands, a file's to hundreds.
public struct WordHashSet: Sendable {
    /// 0 marks an empty slot; the hash 0 itself is kept aside.
    private var slots: [UInt64]
    private var holdsZero = false
    public private(set) var count = 0

    public init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
    }

    public var isEmpty: Bool { count == 0 }

    public mutating func insert(_ hash: UInt64) {
        if hash == 0 {
            if !holdsZero { holdsZero = true; count += 1 }
            return
        }
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
            let held = slots[slot]
            if held == hash { return }
            if held == 0 {
                slots[slot] = hash
                count += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    public func contains(_ hash: UInt64) -> Bool {
        if hash == 0 { return holdsZero }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
            let held = slots[slot]
            if held == hash { return true }
            if held == 0 { return false }
            slot = (slot + 1) & mask
        }
    }

    public mutating func formUnion(_ other: WordHashSet) {
        if other.holdsZero { insert(0) }
        for hash in other.slots where hash != 0 { insert(hash) }
    }

    /// Whether every hash of `self` is in `other`.
    public func isSubset(of other: WordHashSet) -> Bool {
        if holdsZero, !other.holdsZero { return false }
        return slots.allSatisfy { $0 == 0 || other.contains($0) }
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        count = holdsZero ? 1 : 0
        for hash in old where hash != 0 { insert(hash) }
    }
}
