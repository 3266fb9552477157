/// Constructs both languages lex the same way: comments and backtick identifiers.
extension LexerState {
    /// Blanks a `//` comment starting at `start`; returns the offset of the line break (not consumed).
    mutating func lineComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var j = start
        while j < bytes.count, bytes[j] != LexerState.newline, bytes[j] != LexerState.carriageReturn { j += 1 }
        comment(from: start, to: j)
        return j
    }

    /// Blanks a `/* … */` comment with nesting (both languages nest block comments);
    /// returns the offset just past it. An unterminated comment runs to the end with a warning.
    mutating func blockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        var depth = 0
        var j = start
        while j < bytes.count {
            let c = bytes[j]
            if c == slash, j + 1 < bytes.count, bytes[j + 1] == star {
                depth += 1
                j += 2
            } else if c == star, j + 1 < bytes.count, bytes[j + 1] == slash {
                depth -= 1
                j += 2
                if depth == 0 { break }
            } else {
                j += 1
            }
        }
        comment(from: start, to: j)
        if depth > 0 { warn("unterminated block comment runs to the end of the file", at: start) }
        return j
    }

    /// Keeps a backtick identifier as code, blanking brackets and quotes inside it (raw
    /// identifiers may contain them) so they cannot unbalance the bracket table. Returns the
    /// offset past the closing backtick, or nil when there is none on this line.
    mutating func backtickIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let tick = UInt8(ascii: "`")
        var end = start + 1
        while end < bytes.count, bytes[end] != tick {
            if bytes[end] == LexerState.newline || bytes[end] == LexerState.carriageReturn { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        for j in (start + 1)..<end {
            switch bytes[j] {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                code[j] = LexerState.space
            default:
                break
            }
        }
        return end + 1
    }
}

/// Byte classes the lexers and extents test often.
package enum ByteClass {
    @inline(__always)
    package static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    @inline(__always)
    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// An ASCII letter, digit or `_`: where a test must not take a byte beyond ASCII for part of
    /// a name (reading names out of raw bytes, or telling where one ends).
    @inline(__always)
    package static func isASCIINamePart(_ byte: UInt8) -> Bool {
        byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    @inline(__always)
    package static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }
}
