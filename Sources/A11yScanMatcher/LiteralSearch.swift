import A11yScanSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Fast literal search. A `Literal` is found by two of its bytes at once, its two rarest, 32
/// start positions per step (SIMD compares), and only positions where both agree are compared
/// in full: a byte alone is often common (`tint` has no rare letter; `.` starts every
/// modifier), a pair at a fixed distance seldom is. Plain byte strings (a marker looked up
/// once per file) go through `memchr` on their rarest byte.
package enum LiteralSearch {
    package static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        needle.isEmpty || needle.withUnsafeBufferPointer { firstIndex(of: $0, probe: rarestIndex($0), in: haystack, from: 0) } != nil
    }

    /// The same search in a view of bytes (a span of a file's code).
    package static func contains(_ haystack: ByteView, _ needle: [UInt8]) -> Bool { contains(haystack.buffer, needle) }

    /// The same search in bytes held in an array, so callers need no pointer of their own.
    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        haystack.withUnsafeBufferPointer { contains($0, needle) }
    }

    /// Whether `literal` occurs in `haystack`, found by its two rarest bytes (a few such
    /// searches cost less than one pass keyed by byte triples, which reads every position).
    package static func contains(_ haystack: [UInt8], _ literal: Literal) -> Bool {
        haystack.withUnsafeBufferPointer { firstIndex(of: literal, in: $0, from: 0) } != nil
    }

    /// The offsets of every occurrence of `needle` in `haystack`, in order (overlapping ones too).
    package static func offsets(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard !needle.isEmpty else { return [] }
        return haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                var found: [Int] = []
                let probe = rarestIndex(needle)
                var from = 0
                while let at = firstIndex(of: needle, probe: probe, in: text, from: from) {
                    found.append(at)
                    from = at + 1
                }
                return found
            }
        }
    }

    /// The offset of the first occurrence of `needle` starting at or after `from`; `probe` is
    /// the offset within `needle` of the byte searched for with `memchr`.
    static func firstIndex(of needle: UnsafeBufferPointer<UInt8>, probe: Int, in haystack: UnsafeBufferPointer<UInt8>,
                           from: Int) -> Int? {
        guard let needleBase = needle.baseAddress, !needle.isEmpty, let base = haystack.baseAddress else { return nil }
        let count = haystack.count
        guard from >= 0, needle.count <= count - from else { return nil }
        let key = Int32(needle[probe])
        // Candidate positions of the probe byte: from `from + probe` to the last place a whole needle fits.
        var offset = from + probe
        let last = count - needle.count + probe
        while offset <= last {
            guard let hit = memchr(base + offset, key, last - offset + 1) else { return nil }
            let index = base.distance(to: UnsafeMutableRawPointer(mutating: hit).assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index - probe, needleBase, needle.count) == 0 { return index - probe }
            offset = index + 1
        }
        return nil
    }

    /// The offset of the first occurrence of `literal` starting at or after `from`.
    static func firstIndex(of literal: Literal, in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let needle = literal.bytes
        let length = needle.count
        guard length > 0, let base = haystack.baseAddress, from >= 0, length <= haystack.count - from else { return nil }
        let lastStart = haystack.count - length
        let first = literal.probe, second = literal.partner
        let a = needle[first], b = needle[second]
        return needle.withUnsafeBufferPointer { needle in
            func isMatch(_ start: Int) -> Bool {
                for k in 0..<length where base[start + k] != needle[k] { return false }
                return true
            }
            /// The first start in `word` (8 starts from `offset`, 0xFF per candidate) that matches.
            /// Each candidate is kept as its lowest bit, so it is compared once, not once a bit.
            func firstMatch(_ word: UInt64, from offset: Int) -> Int? {
                var word = word & 0x0101_0101_0101_0101
                while word != 0 {
                    let start = offset &+ word.trailingZeroBitCount / 8
                    if isMatch(start) { return start }
                    word &= word &- 1
                }
                return nil
            }
            var start = from
            let wideA = SIMD16<UInt8>(repeating: a), wideB = SIMD16<UInt8>(repeating: b)
            let firstBase = UnsafeRawPointer(base + first), secondBase = UnsafeRawPointer(base + second)
            // Each step tries starts `start..<start + 32`; all of them leave room for the needle.
            // Masks are read as 64-bit words: Swift's `any` on a mask does not always become one
            // instruction.
            while start &+ 31 <= lastStart {
                let low = unsafeBitCast((firstBase.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self) .== wideA)
                    .& (secondBase.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self) .== wideB), to: SIMD2<UInt64>.self)
                let high = unsafeBitCast((firstBase.loadUnaligned(fromByteOffset: start &+ 16, as: SIMD16<UInt8>.self) .== wideA)
                    .& (secondBase.loadUnaligned(fromByteOffset: start &+ 16, as: SIMD16<UInt8>.self) .== wideB), to: SIMD2<UInt64>.self)
                let either = low | high
                if either[0] | either[1] != 0 {
                    if let hit = firstMatch(low[0], from: start) ?? firstMatch(low[1], from: start &+ 8)
                        ?? firstMatch(high[0], from: start &+ 16) ?? firstMatch(high[1], from: start &+ 24) {
                        return hit
                    }
                }
                start &+= 32
            }
            while start <= lastStart {
                if base[start + first] == a, base[start + second] == b, isMatch(start) { return start }
                start += 1
            }
            return nil
        }
    }

    /// The offset of the byte least likely to occur in source code.
    static func rarestIndex<Bytes: RandomAccessCollection<UInt8>>(_ needle: Bytes) -> Int where Bytes.Index == Int {
        var best = 0
        for index in needle.indices where commonness(needle[index]) < commonness(needle[best]) { best = index }
        return best
    }

    /// The offset of the least likely byte other than the one at `excluded` (that one for a
    /// needle of one byte).
    static func rarestIndex(_ needle: [UInt8], excluding excluded: Int) -> Int {
        var best: Int?
        for index in needle.indices where index != excluded {
            if best.map({ commonness(needle[index]) < commonness(needle[$0]) }) ?? true { best = index }
        }
        return best ?? excluded
    }

    /// The letters from most to least common in English text: `etaoinsrlcdupmhgfbywvkxjqz`.
    /// For `a` through `z`, each letter's place in that order as `A` + place: read through a
    /// constant pointer, where an array would be a static checked for initialization at
    /// every read (this runs for every byte of every captured value searched for).
    static var letterRanks: StaticString { "CRJKAQPOEXVINFDMYHGBLUTWSZ" }

    /// A rough rank of how often a byte occurs in Swift and Kotlin source (higher is more common).
    @inline(__always)
    static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case 0x20, 0x0A: return 100
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return 90 - Int(letterRanks.utf8Start[Int(byte &- UInt8(ascii: "a"))] &- UInt8(ascii: "A"))
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""): return 60
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 40
        default: return 30
        }
    }
}
