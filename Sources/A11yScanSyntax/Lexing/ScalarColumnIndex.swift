/// Column checkpoints on long lines, so the column of an offset on a minified line costs a
/// short count from the nearest checkpoint, not one from the line start: thousands of
/// findings on one line then cost time linear in the line, not in findings × line.
///
/// A checkpoint is kept every `stride` bytes of each line longer than `stride`; ordinary lines
/// have none and are counted from their start, which is never more than `stride` bytes away.
struct ScalarColumnIndex: Sendable {
    /// Bytes between checkpoints: the most any column lookup counts.
    static let stride = 1024

    /// The lines that have checkpoints, ascending, each with the index of its first
    /// checkpoint in `scalarsBefore`.
    private var longLines: [Int32] = []
    private var firstCheckpoint: [Int32] = []
    /// For checkpoint `k` (1-based) of a line: the scalars from the line start to
    /// `lineStart + k * stride`.
    private var scalarsBefore: [Int32] = []

    /// Counts the scalars of every line longer than `stride` once, keeping a checkpoint every
    /// `stride` bytes. Lines are bounded by the next line's start (line breaks included).
    init(lines: LineTable, text: UnsafeBufferPointer<UInt8>) {
        let starts = lines.starts
        for index in starts.indices {
            let start = Int(starts[index])
            let end = index + 1 < starts.count ? Int(starts[index + 1]) : text.count
            guard end - start > Self.stride else { continue }
            longLines.append(Int32(index + 1))
            firstCheckpoint.append(Int32(scalarsBefore.count))
            var scalars = 0
            var checkpoint = start + Self.stride
            while checkpoint <= end {
                scalars += Self.scalarCount(text, checkpoint - Self.stride..<checkpoint)
                scalarsBefore.append(Int32(truncatingIfNeeded: scalars))
                checkpoint += Self.stride
            }
        }
    }

    /// The 1-based column of `offset` on 1-based `line` starting at byte `lineStart`.
    func column(of offset: Int, line: Int, lineStart: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        let end = max(lineStart, min(offset, text.count))
        var from = lineStart
        var scalars = 0
        let passed = (end - lineStart) / Self.stride
        if passed > 0, let first = checkpoints(ofLine: line) {
            scalars = Int(scalarsBefore[first + passed - 1])
            from = lineStart + passed * Self.stride
        }
        return scalars + Self.scalarCount(text, from..<end) + 1
    }

    /// Index in `scalarsBefore` of the line's first checkpoint, nil when it has none.
    private func checkpoints(ofLine line: Int) -> Int? {
        var low = 0
        var high = longLines.count
        while low < high {
            let mid = (low + high) >> 1
            if Int(longLines[mid]) < line { low = mid + 1 } else { high = mid }
        }
        guard low < longLines.count, Int(longLines[low]) == line else { return nil }
        return Int(firstCheckpoint[low])
    }

    /// Unicode scalars starting in `range`: every byte that does not continue a UTF-8 sequence
    /// (the line table's rule), eight bytes at a time.
    static func scalarCount(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        guard let base = text.baseAddress, !range.isEmpty else { return 0 }
        let raw = UnsafeRawPointer(base)
        var continuations = 0
        var i = range.lowerBound
        while i + 8 <= range.upperBound {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // A continuation byte has its top bit set and the next one clear.
            continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            i += 8
        }
        while i < range.upperBound {
            if text[i] & 0xC0 == 0x80 { continuations += 1 }
            i += 1
        }
        return range.count - continuations
    }
}
