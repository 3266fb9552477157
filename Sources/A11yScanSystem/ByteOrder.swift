#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Orders strings by their UTF-8 bytes, as paths are ordered everywhere in a scan. Comparing
/// through `utf8.lexicographicallyPrecedes` went byte by byte through the view; sorting the
/// paths of a large tree (long shared prefixes) took longer than reading its directories.
package enum ByteOrder {
    package static func precedes(_ a: String, _ b: String) -> Bool { compare(a, b) < 0 }

    /// Negative, zero or positive as `a`'s bytes sort before, with or after `b`'s.
    package static func compare(_ a: String, _ b: String) -> Int {
        let fast = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? Int(order) : left.count - right.count
            }
        }
        if let order = fast ?? nil { return order }
        if a.utf8.elementsEqual(b.utf8) { return 0 }
        return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
    }

    /// `compare` for two runs of one byte array (paths kept in one buffer).
    package static func compare(_ bytes: [UInt8], _ a: Range<Int>, _ b: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { compare($0, a, b) }
    }

    /// The positions of `runs` (spans of `bytes`) in their byte order, `tie` deciding between
    /// equal runs by position. The buffer is borrowed once for the whole sort, not once per
    /// comparison; not generic, so it runs specialized whatever module asks.
    package static func order(of runs: [Range<Int>], in bytes: [UInt8], tie: (Int, Int) -> Bool) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            runs.indices.sorted { left, right in
                let order = compare(buffer, runs[left], runs[right])
                return order != 0 ? order < 0 : tie(left, right)
            }
        }
    }

    /// `compare` for two runs of a buffer already borrowed.
    private static func compare(_ buffer: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Int {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(buffer.baseAddress! + a.lowerBound, buffer.baseAddress! + b.lowerBound, common)
        return order != 0 ? Int(order) : a.count - b.count
    }
}
