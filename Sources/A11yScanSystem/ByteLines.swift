#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a text read as bytes, as the component cache is read: each line's bounds found
/// with `memchr`, fields, numbers and marks read from its bytes without making a string of it.
/// Read as slices, strings and, for a number, a string again, an editor's one-file scan of a
/// project of 700 components spent 760 instructions on each of the cache's 48,000 lines.
package struct ByteLines {
    package let bytes: [UInt8]
    /// Where the next line starts.
    package private(set) var position: Int

    package init(_ bytes: [UInt8], from position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// The next line's bounds without its line break; nil when no whole line is left.
    package mutating func next() -> Range<Int>? {
        let start = position
        guard start < bytes.count else { return nil }
        let end = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + start, 10, buffer.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        guard let end else { return nil }
        position = end + 1
        return start..<end
    }

    /// The bytes of `range` as text (UTF-8, invalid bytes replaced).
    package func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Whether the bytes of `range` are those of `text`.
    package func holds(_ range: Range<Int>, _ text: String) -> Bool {
        guard range.count == text.utf8.count else { return false }
        guard !range.isEmpty else { return true }
        var text = text
        return text.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + range.lowerBound, wanted.baseAddress!, range.count) == 0 }
        }
    }

    /// Whether `byte` occurs in `range`.
    package func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in memchr(buffer.baseAddress! + range.lowerBound, Int32(byte), range.count) != nil }
    }

    /// `range` cut at each `separator` byte (an empty field between two is kept).
    package func fields(_ range: Range<Int>, separatedBy separator: UInt8) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        fields.reserveCapacity(8)
        var start = range.lowerBound
        bytes.withUnsafeBufferPointer { buffer in
            for index in range where buffer[index] == separator {
                fields.append(start..<index)
                start = index + 1
            }
        }
        fields.append(start..<range.upperBound)
        return fields
    }

    /// The decimal number `range` holds, with an optional sign, as `Int(_:)` reads it: nil
    /// when it is empty, holds another byte or does not fit.
    package func int(_ range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { bytes -> Int? in
            var range = range
            guard !range.isEmpty else { return nil }
            let negative = bytes[range.lowerBound] == UInt8(ascii: "-")
            if negative || bytes[range.lowerBound] == UInt8(ascii: "+") { range = range.dropFirst() }
            guard !range.isEmpty else { return nil }
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                guard !overflowTimes, !overflowSum else { return nil }
                value = sum
            }
            return value
        }
    }

    /// Moves past the next `count` bytes when they are whole lines (the last one's line break
    /// included); whether they were.
    package mutating func skip(bytes count: Int) -> Bool {
        guard count >= 0, position + count <= bytes.count else { return false }
        guard count == 0 || bytes[position + count - 1] == 10 else { return false }
        position += count
        return true
    }

    /// How often `byte` occurs in `range`.
    package func count(of byte: UInt8, in range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var found = 0
            var start = range.lowerBound
            while start < range.upperBound, let base = buffer.baseAddress,
                  let hit = memchr(base + start, Int32(byte), range.upperBound - start) {
                found += 1
                start = buffer.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return found
        }
    }

    /// Which field of `range` (cut at each `separator`, as `fields` cuts it) is `text`, the
    /// first if several are; nil when none is. Found as bytes, without cutting the range.
    package func holdsField(_ text: String, in range: Range<Int>, separatedBy separator: UInt8) -> Int? {
        var text = text
        return text.withUTF8 { wanted -> Int? in
            bytes.withUnsafeBufferPointer { buffer -> Int? in
                guard let base = buffer.baseAddress else { return wanted.isEmpty ? 0 : nil }
                func isField(_ start: Int, _ end: Int) -> Bool {
                    (start == range.lowerBound || base[start - 1] == separator) && (end == range.upperBound || base[end] == separator)
                }
                var from = range.lowerBound
                while from <= range.upperBound {
                    let start: Int
                    if wanted.isEmpty {
                        start = from
                    } else {
                        // The first byte found with `memchr`, the rest compared (Glibc's Swift module has no `memmem`).
                        guard range.upperBound - from >= wanted.count,
                              let hit = memchr(base + from, Int32(wanted[0]), range.upperBound - from - wanted.count + 1) else { return nil }
                        start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                        guard memcmp(base + start, wanted.baseAddress!, wanted.count) == 0 else {
                            from = start + 1
                            continue
                        }
                    }
                    if isField(start, start + wanted.count) { return count(of: separator, in: range.lowerBound..<start) }
                    if wanted.isEmpty {
                        guard let next = memchr(base + from, Int32(separator), range.upperBound - from) else { return nil }
                        from = base.distance(to: next.assumingMemoryBound(to: UInt8.self)) + 1
                    } else {
                        from = start + 1
                    }
                }
                return nil
            }
        }
    }

    /// Field number `index` of `range` cut at each `separator`; nil when it has fewer.
    package func field(_ index: Int, of range: Range<Int>, separatedBy separator: UInt8) -> Range<Int>? {
        bytes.withUnsafeBufferPointer { buffer -> Range<Int>? in
            guard let base = buffer.baseAddress else { return index == 0 ? range : nil }
            var start = range.lowerBound
            for _ in 0..<index {
                guard start <= range.upperBound,
                      let hit = memchr(base + start, Int32(separator), range.upperBound - start) else { return nil }
                start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
            let end = memchr(base + start, Int32(separator), range.upperBound - start)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? range.upperBound
            return start..<end
        }
    }
}
