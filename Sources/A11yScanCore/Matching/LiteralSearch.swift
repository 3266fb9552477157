import Glibc

/// Fast literal search for prefilters: `memchr` (vectorised in libc) finds candidates for the
/// needle's rarest byte, `memcmp` confirms. Searching for the rarest byte rather than the first
/// keeps false candidates few: `isEnabled` is looked up by its `E`, not by its common `i`.
/// Portable where `memmem` is not exported.
enum LiteralSearch {
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        contains(haystack, needle, probe: rarestIndex(needle))
    }

    /// `probe` is the offset within `needle` of the byte searched for with `memchr`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], probe: Int) -> Bool {
        needle.isEmpty || firstIndex(of: needle, probe: probe, in: haystack, from: 0) != nil
    }

    /// The offset of the first occurrence of `needle` starting at or after `from`.
    static func firstIndex(of needle: [UInt8], probe: Int, in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard !needle.isEmpty, let base = haystack.baseAddress else { return nil }
        let count = haystack.count
        guard from >= 0, needle.count <= count - from else { return nil }
        let key = Int32(needle[probe])
        // Candidate positions of the probe byte: from `from + probe` to the last place a whole needle fits.
        var offset = from + probe
        let last = count - needle.count + probe
        return needle.withUnsafeBytes { needleBytes in
            while offset <= last {
                guard let hit = memchr(base + offset, key, last - offset + 1) else { return nil }
                let index = base.distance(to: UnsafeMutableRawPointer(mutating: hit).assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index - probe, needleBytes.baseAddress!, needle.count) == 0 { return index - probe }
                offset = index + 1
            }
            return nil
        }
    }

    /// The offset of the byte least likely to occur in source code.
    static func rarestIndex(_ needle: [UInt8]) -> Int {
        var best = 0
        for index in needle.indices where commonness(needle[index]) < commonness(needle[best]) { best = index }
        return best
    }

    private static let letterOrder = Array("etaoinsrlcdupmhgfbywvkxjqz".utf8)

    /// A rough rank of how often a byte occurs in Swift and Kotlin source (higher is more common).
    private static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case 0x20, 0x0A: return 100
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return 90 - (letterOrder.firstIndex(of: byte) ?? 25)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""): return 60
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 40
        default: return 30
        }
    }
}
