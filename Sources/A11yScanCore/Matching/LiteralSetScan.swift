/// Finds every occurrence of many literals in one pass over a file. Each literal is keyed by
/// one pair of adjacent bytes (its rarest pair, at a fixed offset); a 64 Ki-bit table says
/// which pairs start a key, so the pass costs a load and a bit test per byte however many
/// literals there are, and only positions whose pair is a key are compared in full. Searching
/// for the literals one by one cost a pass each: twenty of them per file were the largest
/// single cost of a scan.
struct LiteralSetScan {
    /// The literals, in the order `scan` reports them.
    let literals: [Literal]
    /// One bit per byte pair: set when some literal's key is that pair.
    private var keyBits = [UInt64](repeating: 0, count: 1024)
    /// Per literal: its key (first byte | second byte << 8) and the key's offset in it.
    private var keys: [(pair: UInt16, offset: Int)] = []
    /// The literals of each key, chained: `heads[slot(pair)]`, then `next[literal]`; -1 ends.
    private var heads = [Int](repeating: -1, count: 1 << slotBits)
    private var next: [Int] = []
    private static let slotBits = 10

    /// - Parameter literals: literals of two bytes or more (a shorter one has no pair).
    init(literals: [Literal]) {
        self.literals = literals
        for literal in literals {
            let bytes = literal.bytes
            precondition(bytes.count >= 2, "a literal scanned in a set needs two bytes")
            var best = 0
            for offset in 0..<(bytes.count - 1) where Self.weight(bytes, offset) < Self.weight(bytes, best) { best = offset }
            let pair = UInt16(bytes[best]) | UInt16(bytes[best + 1]) << 8
            keys.append((pair, best))
            keyBits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
            next.append(heads[Self.slot(pair)])
            heads[Self.slot(pair)] = keys.count - 1
        }
    }

    @inline(__always)
    private static func slot(_ pair: UInt16) -> Int { Int((UInt32(pair) &* 0x9E37_79B1) >> (32 - UInt32(slotBits))) }

    /// How common a pair is likely to be: the sum of its bytes' commonness.
    private static func weight(_ bytes: [UInt8], _ offset: Int) -> Int {
        LiteralSearch.commonness(bytes[offset]) + LiteralSearch.commonness(bytes[offset + 1])
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
                position += 1
            }
        }
    }

    /// Checks each literal keyed by `pair` against the text around `position`.
    private func record(_ pair: UInt16, at position: Int, in code: UnsafeBufferPointer<UInt8>, found: (Int, Int) -> Void) {
        var index = heads[Self.slot(pair)]
        while index >= 0 {
            defer { index = next[index] }
            guard keys[index].pair == pair else { continue }
            let start = position - keys[index].offset
            let bytes = literals[index].bytes
            guard start >= 0, start + bytes.count <= code.count else { continue }
            var equal = true
            for k in 0..<bytes.count where code[start + k] != bytes[k] {
                equal = false
                break
            }
            if equal { found(index, start) }
        }
    }
}
