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
    /// Two per literal: a pair (first byte | second byte << 8), its offset in the literal, and
    /// the literal's index.
    private var keys: [(pair: UInt16, offset: Int, literal: Int)] = []
    /// The keys of each pair, chained: `heads[slot(pair)]`, then `next[key]`; -1 ends.
    private var heads = [Int](repeating: -1, count: 1 << slotBits)
    private var next: [Int] = []
    private static let slotBits = 10

    /// Shorter literals have no two pairs to be keyed by.
    static let minimumLength = 3

    /// - Parameter literals: literals of `minimumLength` bytes or more.
    init(literals: [Literal]) {
        self.literals = literals
        for (index, literal) in literals.enumerated() {
            let bytes = literal.bytes
            precondition(bytes.count >= Self.minimumLength, "a literal scanned in a set needs three bytes")
            var best = 0
            for offset in 0..<(bytes.count - 2) where Self.weight(bytes, offset) < Self.weight(bytes, best) { best = offset }
            // The later pair goes into its chain last, so it is tried first: for one literal at
            // one position it gives the earlier start, keeping each literal's starts ascending.
            for offset in [best, best + 1] {
                let pair = UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
                keys.append((pair, offset, index))
                keyBits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
                next.append(heads[Self.slot(pair)])
                heads[Self.slot(pair)] = keys.count - 1
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
            let raw = UnsafeRawPointer(base)
            var position = 0
            while position < last {
                let pair = raw.loadUnaligned(fromByteOffset: position, as: UInt16.self).littleEndian
                if bits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0 {
                    record(pair, at: position, in: code, found: found)
                }
                position += 2
            }
        }
    }

    /// Checks each literal keyed by `pair` against the text around `position`.
    private func record(_ pair: UInt16, at position: Int, in code: UnsafeBufferPointer<UInt8>, found: (Int, Int) -> Void) {
        var index = heads[Self.slot(pair)]
        while index >= 0 {
            defer { index = next[index] }
            let key = keys[index]
            guard key.pair == pair else { continue }
            let start = position - key.offset
            let bytes = literals[key.literal].bytes
            guard start >= 0, start + bytes.count <= code.count else { continue }
            var equal = true
            for k in 0..<bytes.count where code[start + k] != bytes[k] {
                equal = false
                break
            }
            if equal { found(key.literal, start) }
        }
    }
}
