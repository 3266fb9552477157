/// A map from byte offsets of one file to `Int32` values (a chain link's owner, where a written
/// type ends, a `switch` brace's last case label). The builder keeps a few such maps per file;
/// a `Dictionary` hashes every key with SipHash and allocates per file, this one multiplies.
/// Open addressing with linear probing; a removed key leaves a tombstone.
struct OffsetMap {
    private static let empty: Int32 = -1
    private static let removed: Int32 = -2

    /// No slots until the first insertion: most files never fill most maps.
    private var keys: [Int32] = []
    private var values: [Int32] = []
    /// Slots holding a key or a tombstone.
    private var used = 0
    private var shift: UInt32 = 32
    /// How many keys the first table has room for: sized to the file, so a map that fills
    /// up is not rebuilt at 8, 16, 32 … keys.
    private var firstExpected = 8

    init() {}

    /// A map that makes room for `expected` keys at its first insertion (none before).
    init(expectedKeys expected: Int) { firstExpected = max(8, expected) }

    /// An empty map with room for `expected` keys at half load.
    private init(expected: Int) {
        var capacity = 16
        while capacity < expected * 2 { capacity <<= 1 }
        keys = [Int32](repeating: Self.empty, count: capacity)
        values = [Int32](repeating: 0, count: capacity)
        shift = UInt32(32 - capacity.trailingZeroBitCount)
    }

    /// Where probing for `key` starts. Fibonacci hashing: the top bits of the key times 2³²/φ.
    @inline(__always)
    private func home(_ key: Int32) -> Int {
        Int((UInt32(bitPattern: key) &* 0x9E37_79B9) >> shift)
    }

    subscript(_ offset: Int) -> Int32? {
        get { slot(of: offset).map { values[$0] } }
        set {
            if let newValue { insert(Int32(offset), newValue) } else { _ = removeValue(forKey: offset) }
        }
    }

    /// Removes the key at `offset`; returns its value, if it had one.
    mutating func removeValue(forKey offset: Int) -> Int32? {
        guard let i = slot(of: offset) else { return nil }
        keys[i] = Self.removed
        return values[i]
    }

    /// The slot holding the key `offset`, if it is in the map.
    private func slot(of offset: Int) -> Int? {
        guard !keys.isEmpty else { return nil }
        let key = Int32(offset)
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return i }
            if k == Self.empty { return nil }
            i = (i + 1) & mask
        }
    }

    private mutating func insert(_ key: Int32, _ value: Int32) {
        precondition(key >= 0, "offsets are not negative")
        if (used + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key {
                values[i] = value
                return
            }
            if k == Self.empty {
                keys[i] = key
                values[i] = value
                used += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Doubles the table and puts back the live keys (tombstones are dropped).
    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        var live = 0
        for k in oldKeys where k >= 0 { live += 1 }
        self = OffsetMap(expected: max(live + 1, oldKeys.count / 2, firstExpected))
        for (k, v) in zip(oldKeys, oldValues) where k >= 0 { insert(k, v) }
    }
}
