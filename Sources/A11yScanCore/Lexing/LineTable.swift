/// Line starts of a file, so any byte offset maps to a 1-based line and a column counted in
/// Unicode scalars (what editors show). `\n`, `\r\n` and a lone `\r` all end a line.
public struct LineTable: Sendable {
    public private(set) var starts: [Int32] = [0]

    public init() {}

    mutating func addLine(startingAt offset: Int) { starts.append(Int32(offset)) }

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

    /// 1-based (line, column) of `offset`; the column counts Unicode scalars, not bytes.
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
