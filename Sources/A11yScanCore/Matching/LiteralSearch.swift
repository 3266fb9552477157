import Glibc

/// Fast literal search for rule prefilters: `memchr` (vectorised in libc) finds candidate
/// first bytes, `memcmp` confirms. Portable where `memmem` is not exported.
enum LiteralSearch {
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, let base = haystack.baseAddress else { return needle.isEmpty }
        let count = haystack.count
        var offset = 0
        return needle.withUnsafeBytes { needleBytes in
            while offset + needle.count <= count {
                guard let hit = memchr(base + offset, Int32(first), count - offset - needle.count + 1) else { return false }
                let index = base.distance(to: UnsafeMutableRawPointer(mutating: hit).assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, needleBytes.baseAddress!, needle.count) == 0 { return true }
                offset = index + 1
            }
            return false
        }
    }
}
