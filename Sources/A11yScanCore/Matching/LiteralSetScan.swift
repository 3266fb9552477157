/// Finds every occurrence of many literals in one pass over a file. Each literal is keyed by
/// two overlapping pairs of adjacent bytes (its rarest three bytes); a 64 Ki-bit table says
/// which pairs are keys, so the pass costs a load and a bit test per *two* bytes however many
/// literals there are, and only positions whose pair is a key are compared in full. Searching
/// for the literals one by one cost a pass each: twenty of them per file were the largest
/// single cost of a scan.
///
/// Why every other byte suffices: of the two pairs of a literal's key, at offsets `k` and
/// `k + 1`, exactly one starts at an even offset of the file wherever the literal occurs, so
/// each occurrence is found once, through that pair.
struct LiteralSetScan {
    /// The literals, in the order `scan` reports them.
    let literals: [Literal]
    /// One bit per byte pair: set when some key is that pair.
    private var keyBits = [UInt64](repeating: 0, count: 1024)
    /// Two per literal, each with what a hit needs to check the literal without leaving this
    /// array (a hit used to chase each literal's own byte array).
    private var keys: [Key] = []
    /// The keys of each pair, chained: `heads[slot(pair)]`, then `keys[key].next`; -1 ends.
    private var heads = [Int32](repeating: -1, count: 1 << slotBits)
    /// Every literal's bytes, one after another (see `Key.bytesStart`).
    private var bytes: [UInt8] = []
    private static let slotBits = 10

    private struct Key {
        /// First byte | second byte << 8.
        var pair: UInt16
        /// Where the pair sits in the literal.
        var offset: Int32
        var literal: Int32
        /// The literal's bytes in `bytes`.
        var bytesStart: Int32
        var length: Int32
        var next: Int32
    }

    /// Shorter literals have no two pairs to be keyed by.
    static let minimumLength = 3

    /// - Parameter literals: literals of `minimumLength` bytes or more.
    init(literals: [Literal]) {
        self.literals = literals
        for (index, literal) in literals.enumerated() {
            let literalBytes = literal.bytes
            precondition(literalBytes.count >= Self.minimumLength, "a literal scanned in a set needs three bytes")
            var best = 0
            for offset in 0..<(literalBytes.count - 2) where Self.weight(literalBytes, offset) < Self.weight(literalBytes, best) {
                best = offset
            }
            let bytesStart = Int32(bytes.count)
            bytes += literalBytes
            // The later pair goes into its chain last, so it is tried first: for one literal at
            // one position it gives the earlier start, keeping each literal's starts ascending.
            for offset in [best, best + 1] {
                let pair = UInt16(literalBytes[offset]) | UInt16(literalBytes[offset + 1]) << 8
                keyBits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
                keys.append(Key(pair: pair, offset: Int32(offset), literal: Int32(index), bytesStart: bytesStart,
                                length: Int32(literalBytes.count), next: heads[Self.slot(pair)]))
                heads[Self.slot(pair)] = Int32(keys.count - 1)
            }
        }
    }

    @inline(__always)
    private static func slot(_ pair: UInt16) -> Int { Int((UInt32(pair) &* 0x9E37_79B1) >> (32 - UInt32(slotBits))) }

    /// How common three bytes are likely to be: the sum of their commonness.
    private static func weight(_ bytes: [UInt8], _ offset: Int) -> Int {
        LiteralSearch.commonness(bytes[offset]) + LiteralSearch.commonness(bytes[offset + 1])
            + LiteralSearch.commonness(bytes[offset + 2])
    }

    /// Reports every occurrence of each literal (overlapping ones included) as
    /// `found(literal index, start offset)`, in ascending order of start for each literal.
    func scan(_ code: UnsafeBufferPointer<UInt8>, found: (Int, Int) -> Void) {
        guard let base = code.baseAddress, code.count >= 2 else { return }
        let last = code.count - 1
        keyBits.withUnsafeBufferPointer { bits in
            heads.withUnsafeBufferPointer { heads in
                keys.withUnsafeBufferPointer { keys in
                    bytes.withUnsafeBufferPointer { bytes in
                        let raw = UnsafeRawPointer(base)
                        var position = 0
                        while position < last {
                            let pair = raw.loadUnaligned(fromByteOffset: position, as: UInt16.self).littleEndian
                            if bits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0 {
                                Self.record(pair, at: position, in: code, heads: heads, keys: keys, bytes: bytes, found: found)
                            }
                            position += 2
                        }
                    }
                }
            }
        }
    }

    /// Checks each literal keyed by `pair` against the text around `position`.
    @inline(__always)
    private static func record(
        _ pair: UInt16, at position: Int, in code: UnsafeBufferPointer<UInt8>, heads: UnsafeBufferPointer<Int32>,
        keys: UnsafeBufferPointer<Key>, bytes: UnsafeBufferPointer<UInt8>, found: (Int, Int) -> Void
    ) {
        var index = Int(heads[slot(pair)])
        while index >= 0 {
            let key = keys[index]
            index = Int(key.next)
            guard key.pair == pair else { continue }
            let start = position - Int(key.offset)
            let length = Int(key.length)
            guard start >= 0, start + length <= code.count else { continue }
            let literal = bytes.baseAddress! + Int(key.bytesStart)
            let text = code.baseAddress! + start
            var k = 0
            while k < length, text[k] == literal[k] { k += 1 }
            if k == length { found(Int(key.literal), start) }
        }
    }
}
