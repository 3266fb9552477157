import A11yScanSyntax

/// The byte triples of a file's code, one hashed bit each, about one bit per byte of code:
/// a name with a triple the file lacks is not in it. Small enough to keep for every file of a
/// scan until the project's component summaries are known.
package struct ByteTriples: Sendable {
    private(set) var bits: [UInt64]
    /// 32 minus the number of bits of a triple's slot.
    let shift: UInt32

    package init(_ code: ByteView) {
        var count = 512
        while count < code.count, count < 65_536 { count <<= 1 }
        let shift = UInt32(32 - count.trailingZeroBitCount)
        var bits = [UInt64](repeating: 0, count: count / 64)
        bits.withUnsafeMutableBufferPointer { Self.fill($0, from: code.buffer, shift: shift) }
        self.bits = bits
        self.shift = shift
    }

    /// Sets the bit of every triple of `code`, reading four bytes at a time while four remain:
    /// a file not lexed gets its triples in a pass of its own over every byte, so the loop
    /// keeps to a load, a multiply and an or per byte.
    private static func fill(_ bits: UnsafeMutableBufferPointer<UInt64>, from code: UnsafeBufferPointer<UInt8>, shift: UInt32) {
        guard code.count >= 3, let base = code.baseAddress, let table = bits.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let lastFast = code.count - 4
        var i = 0
        while i <= lastFast {
            let slot = Self.slot(raw.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian & 0xFF_FFFF, shift)
            table[slot &>> 6] |= 1 &<< UInt64(slot & 63)
            i &+= 1
        }
        let slot = Self.slot(base[i], base[i + 1], base[i + 2], shift)
        table[slot &>> 6] |= 1 &<< UInt64(slot & 63)
    }

    /// Whether `bytes` may occur in the code: false only when one of its triples does not.
    func mayContain(_ bytes: [UInt8]) -> Bool { mayContain(hashes: Self.hashes(of: bytes)) }

    /// `mayContain` for a name whose triples were hashed once (`hashes(of:)`), as the names
    /// asked of every file of a scan are.
    func mayContain(hashes: [UInt32]) -> Bool {
        bits.withUnsafeBufferPointer { bits in
            hashes.allSatisfy { hash in
                let slot = Int(hash &>> shift)
                return bits[slot &>> 6] & (1 &<< UInt64(slot & 63)) != 0
            }
        }
    }

    /// The hashes of the triples of `bytes`, before they are cut to a table's size.
    static func hashes(of bytes: [UInt8]) -> [UInt32] {
        guard bytes.count >= 3 else { return [] }
        return (0...(bytes.count - 3)).map { start in
            let triple: UInt32 = UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]) << 16
            return hash(triple)
        }
    }

    @inline(__always)
    static func slot(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ shift: UInt32) -> Int {
        slot(UInt32(a) | UInt32(b) << 8 | UInt32(c) << 16, shift)
    }

    @inline(__always)
    private static func slot(_ triple: UInt32, _ shift: UInt32) -> Int { Int(hash(triple) &>> shift) }

    @inline(__always)
    private static func hash(_ triple: UInt32) -> UInt32 { triple &* 0x9E37_79B1 }
}
