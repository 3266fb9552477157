#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Line starts of a file, so any byte offset maps to a 1-based line and a column counted in
/// Unicode scalars (what editors show). `\n`, `\r\n` and a lone `\r` all end a line.
public struct LineTable: Sendable {
    public private(set) var starts: [Int32] = [0]

    public init() {}

    /// Finds every line start of `text`: `memchr` for `\n`, and a byte pass only when the
    /// file has carriage returns.
    package init(scanning text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress, !text.isEmpty else { return }
        // Room for lines of 32 bytes on average, so the table is seldom copied while it grows.
        starts.reserveCapacity(text.count / 32 + 2)
        if memchr(base, 0x0D, text.count) == nil {
            var offset = 0
            while offset < text.count, let hit = memchr(base + offset, 0x0A, text.count - offset) {
                let index = base.distance(to: UnsafeMutableRawPointer(mutating: hit).assumingMemoryBound(to: UInt8.self))
                starts.append(Int32(index + 1))
                offset = index + 1
            }
            return
        }
        for i in 0..<text.count {
            let byte = text[i]
            if byte == 0x0A || (byte == 0x0D && (i + 1 >= text.count || text[i + 1] != 0x0A)) {
                starts.append(Int32(i + 1))
            }
        }
    }

    public var count: Int { starts.count }

    /// 1-based line number of `offset`.
    public func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) >> 1
            if Int(starts[mid]) <= offset { low = mid + 1 } else { high = mid }
        }
        return max(low, 1)
    }

    /// Whether `later` is on a line after the line of `offset` (one search instead of two).
    public func isOnLaterLine(_ later: Int, than offset: Int) -> Bool {
        let line = line(of: offset)
        return line < starts.count && Int(starts[line]) <= later
    }

    /// Byte offset where 1-based `line` starts.
    public func start(ofLine line: Int) -> Int { Int(starts[max(0, min(line - 1, starts.count - 1))]) }

    /// The byte range of 1-based `line`, without its line break.
    public func range(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = start(ofLine: line)
        var end = line < starts.count ? Int(starts[line]) : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    /// 1-based (line, column) of `offset`; the column counts Unicode scalars, not bytes. Counts
    /// from the line start on every call: `SourceFile.position(of:)` uses checkpoints instead.
    public func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let line = line(of: offset)
        var column = 1
        var i = start(ofLine: line)
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }
}
