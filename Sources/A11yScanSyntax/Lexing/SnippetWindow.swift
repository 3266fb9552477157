/// The part of a finding's line that its snippet shows: the whole line when it is short, and a
/// window around the match on a long (minified or generated) line, so that every finding and
/// every report stays small however long the line is.
package struct SnippetWindow: Equatable {
    /// A line longer than this many UTF-8 bytes is shown as a window of at most this many
    /// bytes. Hand-written lines (rarely past 150 characters) stay whole, while one finding
    /// on a megabyte-long line costs half a kilobyte in every report, not a megabyte.
    package static let maximumBytes = 512
    /// Bytes of the line kept before the match start, when the line has them, so the reader
    /// sees what the match sits in; the rest of the window follows the match.
    static let bytesBeforeMatch = 128

    /// Byte range of the snippet in the file.
    package let range: Range<Int>
    /// True when the line goes on past the end of `range`.
    package let isTruncated: Bool

    /// The window of the line `line` (byte range, without its line break) for a match that
    /// starts at byte `matchStart`. Cuts fall on UTF-8 scalar starts, never inside a scalar.
    init(line: Range<Int>, matchStart: Int, text: UnsafeBufferPointer<UInt8>) {
        guard line.count > Self.maximumBytes else {
            range = line
            isTruncated = false
            return
        }
        let anchor = min(max(matchStart, line.lowerBound), line.upperBound)
        var lower = max(line.lowerBound, anchor - Self.bytesBeforeMatch)
        var upper = min(line.upperBound, lower + Self.maximumBytes)
        lower = max(line.lowerBound, upper - Self.maximumBytes)
        lower = Self.scalarStart(atOrAfter: lower, limit: anchor, text: text)
        upper = Self.scalarStart(atOrBefore: upper, limit: max(lower, anchor), text: text, lineEnd: line.upperBound)
        range = lower..<upper
        isTruncated = upper < line.upperBound
    }

    /// `offset` moved forward past continuation bytes (at most three, the most a scalar has
    /// after its first byte), not beyond `limit`.
    private static func scalarStart(atOrAfter offset: Int, limit: Int, text: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = offset
        var steps = 0
        while offset < limit, steps < 3, isContinuation(text[offset]) {
            offset += 1
            steps += 1
        }
        return offset
    }

    /// `offset` moved back so that it does not cut a scalar in two (at most three bytes), not
    /// before `limit`; the line end is always a cut point.
    private static func scalarStart(atOrBefore offset: Int, limit: Int, text: UnsafeBufferPointer<UInt8>,
                                    lineEnd: Int) -> Int {
        var offset = offset
        var steps = 0
        while offset < lineEnd, offset > limit, steps < 3, isContinuation(text[offset]) {
            offset -= 1
            steps += 1
        }
        return offset
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

extension SourceFile {
    /// The snippet window of the 1-based line `line` for a match starting at byte `matchStart`.
    package func snippetWindow(line: Int, matchStart: Int) -> SnippetWindow {
        text.withUnsafeBufferPointer { text in
            SnippetWindow(line: lines.range(ofLine: line, in: text), matchStart: matchStart, text: text)
        }
    }
}
