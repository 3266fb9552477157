/// Finds every occurrence of many literals in one pass over a file. The pass reads a byte
/// triple at every `stride`-th offset and tests its hash in a 64 Ki-bit table of the literals'
/// key triples, so it costs a load, a multiply and a bit test per `stride` bytes however many
/// literals there are; only positions whose triple hashes as a key's are compared in full.
/// Searching for the literals one by one cost a pass each: twenty of them per file were the
/// largest single cost of a scan. Keys were byte pairs before: a four-byte literal then had
/// every pair a key (`on` of `Icon`, `le` of `able`), and positions that held a key pair but
/// no literal cost more than the pass itself.
///
/// Why every `stride`-th byte suffices: a literal is keyed by `stride` of its triples, one at
/// an offset of each remainder modulo `stride` (the rarest triple of that remainder). Wherever
/// the literal occurs, exactly one of those triples starts at a multiple of `stride` in the
/// file, so each occurrence is found once, through that triple. The triples need not be
/// adjacent, so the rarest ones can be chosen.
struct LiteralSetScan {
    /// The literals, by the index `scan` reports them with.
    let literals: [Literal]
    /// Bytes between the tested positions: 3 when every literal has five bytes or more, else 2.
    let stride: Int
    /// One bit per hashed triple: set when some key hashes there.
    private var keyBits = [UInt64](repeating: 0, count: 1 << (hashBits - 6))
    /// `stride` per literal, each with what a hit needs to check the literal without leaving
    /// this array (a hit used to chase each literal's own byte array).
    private var keys: [Key] = []
    /// The keys of each triple, chained: `heads[slot(triple)]`, then `keys[key].next`; -1 ends.
    private var heads = [Int32](repeating: -1, count: 1 << slotBits)
    /// Every literal's bytes, one after another (see `Key.bytesStart`).
    private var bytes: [UInt8] = []
    private static let hashBits = 16
    private static let slotBits = 10
    private static let widestStride = 3
    private static let width = 3

    private struct Key {
        /// First byte | second byte << 8 | third byte << 16.
        var triple: UInt32
        /// Where the triple sits in the literal.
        var offset: Int32
        var literal: Int32
        /// The literal's bytes in `bytes`.
        var bytesStart: Int32
        var length: Int32
        var next: Int32
        /// The literal's first eight bytes (fewer when it is shorter), little-endian, and the
        /// mask of those it has: most positions whose triple is a key's hold another word, and
        /// one load and compare tells them apart where a byte loop took a round per byte matched.
        var head: UInt64
        var headMask: UInt64
    }

    /// Shorter literals have no two triples to be keyed by.
    static let minimumLength = 4

    /// - Parameter literals: literals of `minimumLength` bytes or more.
    init(literals: [Literal]) {
        self.literals = literals
        stride = min(Self.widestStride, (literals.map { $0.bytes.count }.min() ?? Self.minimumLength) - Self.width + 1)
        for (index, literal) in literals.enumerated() {
            let literalBytes = literal.bytes
            precondition(literalBytes.count >= Self.minimumLength, "a literal scanned in a set needs four bytes")
            let bytesStart = Int32(bytes.count)
            bytes += literalBytes
            let offsets = (0..<stride).map { remainder in
                Swift.stride(from: remainder, through: literalBytes.count - Self.width, by: stride)
                    .min { Self.weight(literalBytes, $0) < Self.weight(literalBytes, $1) } ?? remainder
            }
            // Later offsets go into their chains last, so they are tried first: at one position
            // they give the earlier starts.
            for best in offsets.sorted() {
                let triple = UInt32(literalBytes[best]) | UInt32(literalBytes[best + 1]) << 8 | UInt32(literalBytes[best + 2]) << 16
                let bit = Self.bit(triple)
                keyBits[bit >> 6] |= 1 << UInt64(bit & 63)
                let headCount = min(8, literalBytes.count)
                let head = literalBytes.prefix(headCount).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                let headMask = headCount == 8 ? UInt64.max : (1 << UInt64(8 * headCount)) - 1
                keys.append(Key(triple: triple, offset: Int32(best), literal: Int32(index), bytesStart: bytesStart,
                                length: Int32(literalBytes.count), next: heads[Self.slot(triple)], head: head,
                                headMask: headMask))
                heads[Self.slot(triple)] = Int32(keys.count - 1)
            }
        }
    }

    @inline(__always)
    private static func bit(_ triple: UInt32) -> Int { Int((triple &* 0x9E37_79B1) >> (32 - UInt32(hashBits))) }

    @inline(__always)
    private static func slot(_ triple: UInt32) -> Int { Int((triple &* 0x85EB_CA77) >> (32 - UInt32(slotBits))) }

    /// How common the triple at `offset` is likely to be: the sum of its bytes' commonness.
    private static func weight(_ bytes: [UInt8], _ offset: Int) -> Int {
        (0..<width).reduce(0) { $0 + LiteralSearch.commonness(bytes[offset + $1]) }
    }

    /// Reports every occurrence of each literal (overlapping ones included) once, as
    /// `found(literal index, start offset)`, in ascending order of start for each literal.
    ///
    /// Why in order: say occurrences at `p` and `p + d` were found out of order, through keys at
    /// offsets `a` and `b` with `p + a > p + d + b`. They overlap, so the literal repeats with
    /// period `d`: offset `b + d` holds `b`'s triple in `a`'s remainder class, before `a`, and
    /// `a - d` holds `a`'s triple in `b`'s class. So `a` would be strictly rarer than `b` and `b`
    /// no more common than `a`, which cannot both hold. At one position, later offsets are
    /// tried first.
    func scan(_ code: UnsafeBufferPointer<UInt8>, found: (Int, Int) -> Void) {
        guard let base = code.baseAddress, code.count >= Self.width else { return }
        // A triple is read as four bytes, so the last position with four bytes to read ends the
        // fast loop; the position after it, if a triple starts there, is read byte by byte.
        let last = code.count - Self.width
        keyBits.withUnsafeBufferPointer { bits in
            heads.withUnsafeBufferPointer { heads in
                keys.withUnsafeBufferPointer { keys in
                    bytes.withUnsafeBufferPointer { bytes in
                        let raw = UnsafeRawPointer(base)
                        var position = Self.nextKey(in: raw, from: 0, before: last, stride: stride, bits: bits)
                        while position < last {
                            let triple = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self).littleEndian & 0xFF_FFFF
                            Self.record(triple, at: position, in: code, heads: heads, keys: keys, bytes: bytes, found: found)
                            position = Self.nextKey(in: raw, from: position + stride, before: last, stride: stride, bits: bits)
                        }
                        if position == last {
                            let triple = UInt32(base[last]) | UInt32(base[last + 1]) << 8 | UInt32(base[last + 2]) << 16
                            Self.record(triple, at: last, in: code, heads: heads, keys: keys, bytes: bytes, found: found)
                        }
                    }
                }
            }
        }
    }

    /// The first position from `position` on, in steps of `stride`, whose triple's hash is a
    /// key's; `last` (or the first step at or past it) if none is before it. Never inlined: a
    /// loop without calls keeps all it reads in registers, where the loop that also checked
    /// hits reloaded five values from the stack at every step.
    @inline(never)
    private static func nextKey(
        in raw: UnsafeRawPointer, from position: Int, before last: Int, stride: Int, bits: UnsafeBufferPointer<UInt64>
    ) -> Int {
        var position = position
        while position < last {
            let triple = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self).littleEndian & 0xFF_FFFF
            let bit = Self.bit(triple)
            if bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0 { return position }
            position &+= stride
        }
        return position
    }

    /// Checks each literal keyed by `triple` against the text around `position`.
    @inline(__always)
    private static func record(
        _ triple: UInt32, at position: Int, in code: UnsafeBufferPointer<UInt8>, heads: UnsafeBufferPointer<Int32>,
        keys: UnsafeBufferPointer<Key>, bytes: UnsafeBufferPointer<UInt8>, found: (Int, Int) -> Void
    ) {
        var index = Int(heads[slot(triple)])
        while index >= 0 {
            let key = keys[index]
            index = Int(key.next)
            guard key.triple == triple else { continue }
            let start = position - Int(key.offset)
            let length = Int(key.length)
            guard start >= 0, start + length <= code.count else { continue }
            let literal = bytes.baseAddress! + Int(key.bytesStart)
            let text = code.baseAddress! + start
            var k = 0
            if start + 8 <= code.count {
                // Eight bytes can be read from the start: the head decides them at once.
                let word = UnsafeRawPointer(text).loadUnaligned(as: UInt64.self).littleEndian
                guard word & key.headMask == key.head else { continue }
                k = min(8, length)
            }
            while k < length, text[k] == literal[k] { k += 1 }
            if k == length { found(Int(key.literal), start) }
        }
    }
}
