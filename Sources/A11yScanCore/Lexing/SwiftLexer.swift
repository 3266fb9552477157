/// Lexes Swift: nested block comments, `"…"` and `"""…"""` strings, raw strings with any
/// number of `#`, interpolation `\( … )` (and `\#( … )` in raw strings) with nested strings
/// and parentheses, regex literals where unambiguous, backtick identifiers, and compiler
/// control lines (`#if`, `#else`, …), which are blanked so modifier chains read across them.
enum SwiftLexer {
    private struct StringKind {
        var multiline: Bool
        var hashes: Int
    }

    /// An interpolation in progress: the string to resume and the open parentheses inside it.
    private struct Frame {
        var string: StringKind
        var depth: Int
    }

    static func lex(_ b: UnsafeBufferPointer<UInt8>, into s: inout LexerState) {
        var frames: [Frame] = []
        var i = 0
        var atLineStart = true
        var previous: UInt8 = 0  // last significant code byte, for regex-literal detection
        while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "/"):
                i = s.lineComment(b, from: i)
                continue
            case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "*"):
                i = s.blockComment(b, from: i)
                continue
            case UInt8(ascii: "/") where regexLiteralEnd(b, at: i, previous: previous) != nil:
                let end = regexLiteralEnd(b, at: i, previous: previous)!
                s.keep(b, i)
                for j in (i + 1)..<(end - 1) { s.blank(b, j) }
                s.keep(b, end - 1)
                i = end
                previous = UInt8(ascii: "/")
                atLineStart = false
                continue
            case UInt8(ascii: "\""):
                i = startString(b, at: i, hashes: 0, into: &s, frames: &frames)
                previous = c
                atLineStart = false
                continue
            case UInt8(ascii: "#"):
                if atLineStart, let end = directiveLineEnd(b, at: i) {
                    for j in i..<end { s.blank(b, j) }
                    i = end
                    continue
                }
                var hashes = 0
                while i + hashes < b.count, b[i + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if i + hashes < b.count, b[i + hashes] == UInt8(ascii: "\"") {
                    for j in i..<(i + hashes) { s.keep(b, j) }
                    i = startString(b, at: i + hashes, hashes: hashes, into: &s, frames: &frames)
                    previous = UInt8(ascii: "\"")
                    atLineStart = false
                    continue
                }
                if i + hashes < b.count, b[i + hashes] == UInt8(ascii: "/") {
                    i = extendedRegex(b, at: i, hashes: hashes, into: &s)
                    previous = UInt8(ascii: "/")
                    atLineStart = false
                    continue
                }
            case UInt8(ascii: "`"):
                if let end = s.backtickIdentifier(b, from: i) {
                    i = end
                    previous = UInt8(ascii: "`")
                    atLineStart = false
                    continue
                }
            case UInt8(ascii: "("):
                if !frames.isEmpty { frames[frames.count - 1].depth += 1 }
            case UInt8(ascii: ")"):
                if var frame = frames.last {
                    if frame.depth == 0 {
                        frames.removeLast()
                        s.keepCode(b, i)
                        i = lexString(b, from: i + 1, kind: frame.string, into: &s, frames: &frames)
                        previous = UInt8(ascii: "\"")
                        continue
                    }
                    frame.depth -= 1
                    frames[frames.count - 1] = frame
                }
            default:
                break
            }
            s.keepCode(b, i)
            if c == LexerState.newline || c == LexerState.carriageReturn {
                atLineStart = true
            } else if c != 0x20 && c != 0x09 {
                atLineStart = false
                previous = c
            }
            i += 1
        }
        if !frames.isEmpty { s.warn("unterminated string interpolation at the end of the file") }
        s.finish()
    }

    /// Starts a string whose first quote is at `i`; returns the offset to continue from.
    private static func startString(
        _ b: UnsafeBufferPointer<UInt8>, at i: Int, hashes: Int, into s: inout LexerState, frames: inout [Frame]
    ) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = i + 2 < b.count && b[i + 1] == quote && b[i + 2] == quote
        let width = multiline ? 3 : 1
        for j in i..<(i + width) { s.keep(b, j) }
        return lexString(b, from: i + width, kind: StringKind(multiline: multiline, hashes: hashes), into: &s, frames: &frames)
    }

    /// Blanks string content from `start` until the closing delimiter (kept) or an
    /// interpolation opener (whose `(` is kept as code and a frame pushed).
    private static func lexString(
        _ b: UnsafeBufferPointer<UInt8>, from start: Int, kind: StringKind, into s: inout LexerState, frames: inout [Frame]
    ) -> Int {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let startLine = s.currentLine
        var i = start
        while i < b.count {
            let c = b[i]
            if c == backslash, hashesFollow(b, at: i + 1, count: kind.hashes) {
                let next = i + 1 + kind.hashes
                if next < b.count, b[next] == UInt8(ascii: "(") {
                    for j in i..<next { s.blank(b, j) }
                    s.keepCode(b, next)
                    frames.append(Frame(string: kind, depth: 0))
                    return next + 1
                }
                let end = min(b.count, next + 1)
                for j in i..<end { s.blank(b, j) }
                i = end
                continue
            }
            if c == quote {
                let quotes = kind.multiline ? 3 : 1
                if quotesFollow(b, at: i, count: quotes), hashesFollow(b, at: i + quotes, count: kind.hashes) {
                    let end = i + quotes + kind.hashes
                    for j in i..<end { s.keep(b, j) }
                    return end
                }
            }
            if !kind.multiline, c == LexerState.newline || c == LexerState.carriageReturn {
                s.warn("unterminated string literal", line: startLine)
                return i
            }
            s.blank(b, i)
            i += 1
        }
        s.warn("unterminated string literal runs to the end of the file", line: startLine)
        return i
    }

    @inline(__always)
    private static func hashesFollow(_ b: UnsafeBufferPointer<UInt8>, at i: Int, count: Int) -> Bool {
        guard i + count <= b.count else { return false }
        for j in i..<(i + count) where b[j] != UInt8(ascii: "#") { return false }
        return true
    }

    @inline(__always)
    private static func quotesFollow(_ b: UnsafeBufferPointer<UInt8>, at i: Int, count: Int) -> Bool {
        guard i + count <= b.count else { return false }
        for j in i..<(i + count) where b[j] != UInt8(ascii: "\"") { return false }
        return true
    }

    /// If a compiler control line starts at `i` (`#if`, `#elseif`, `#else`, `#endif`,
    /// `#warning`, `#error`, `#sourceLocation`), the offset of its line break.
    private static func directiveLineEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        var j = i + 1
        while j < b.count, ByteClass.isIdentifier(b[j]) { j += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: b[(i + 1)..<j]), as: UTF8.self)
        guard ["if", "elseif", "else", "endif", "warning", "error", "sourceLocation"].contains(word) else { return nil }
        while j < b.count, b[j] != LexerState.newline, b[j] != LexerState.carriageReturn { j += 1 }
        return j
    }

    /// End offset (past the closing `/`) of a bare `/…/` regex literal starting at `i`, when
    /// the context makes it unambiguous: after an opening bracket, comma, `=`, `:` or an
    /// operator, not followed by a space, and closed on the same line.
    private static func regexLiteralEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int, previous: UInt8) -> Int? {
        let openers: [UInt8] = Array("(,=:[{;!&|?".utf8)
        guard previous == 0 || openers.contains(previous) else { return nil }
        guard i + 1 < b.count else { return nil }
        let first = b[i + 1]
        if first == 0x20 || first == 0x09 || first == UInt8(ascii: "/") || first == UInt8(ascii: "*")
            || first == UInt8(ascii: "=") || first == LexerState.newline || first == LexerState.carriageReturn {
            return nil
        }
        var j = i + 1
        var inClass = false
        while j < b.count {
            let c = b[j]
            if c == LexerState.newline || c == LexerState.carriageReturn { return nil }
            if c == UInt8(ascii: "\\") { j += 2; continue }
            if c == UInt8(ascii: "[") { inClass = true } else if c == UInt8(ascii: "]") { inClass = false }
            if c == UInt8(ascii: "/"), !inClass { return j + 1 }
            j += 1
        }
        return nil
    }

    /// Blanks an extended regex literal `#/ … /#` (any number of `#`, may span lines).
    private static func extendedRegex(_ b: UnsafeBufferPointer<UInt8>, at i: Int, hashes: Int, into s: inout LexerState) -> Int {
        let open = i + hashes + 1
        for j in i..<open { s.keep(b, j) }
        var j = open
        while j < b.count {
            if b[j] == UInt8(ascii: "\\") {
                s.blank(b, j)
                if j + 1 < b.count { s.blank(b, j + 1) }
                j += 2
                continue
            }
            if b[j] == UInt8(ascii: "/"), hashesFollow(b, at: j + 1, count: hashes) {
                for k in j..<(j + 1 + hashes) { s.keep(b, k) }
                return j + 1 + hashes
            }
            s.blank(b, j)
            j += 1
        }
        s.warn("unterminated regex literal runs to the end of the file")
        return j
    }
}
