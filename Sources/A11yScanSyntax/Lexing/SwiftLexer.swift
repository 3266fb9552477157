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

    /// Bytes the code loop must look at; everything else is code and is skipped.
    private static let codeStops = ByteSet("/\"#`()[]{}")
    /// Bytes a string loop must look at.
    private static let stringStops = ByteSet("\\\"\n\r")

    static func lex(_ b: UnsafeBufferPointer<UInt8>, into s: inout LexerState) {
        // Read once: a static's every read checks that it was initialized.
        let codeStops = Self.codeStops
        var frames: [Frame] = []
        var i = 0
        while true {
            i = codeStops.next(in: b, from: i)
            guard i < b.count else { break }
            let c = b[i]
            switch c {
            case UInt8(ascii: "/"):
                let next = i + 1 < b.count ? b[i + 1] : 0
                if next == UInt8(ascii: "/") {
                    i = s.lineComment(b, from: i)
                } else if next == UInt8(ascii: "*") {
                    i = s.blockComment(b, from: i)
                } else if let end = regexLiteralEnd(b, at: i, previous: s.previousSignificant(before: i)) {
                    s.blank((i + 1)..<(end - 1))
                    i = end
                } else {
                    i += 1
                }
            case UInt8(ascii: "\""):
                i = startString(b, at: i, hashes: 0, into: &s, frames: &frames)
            case UInt8(ascii: "#"):
                i = hash(b, at: i, into: &s, frames: &frames)
            case UInt8(ascii: "`"):
                i = s.backtickIdentifier(b, from: i) ?? i + 1
            case UInt8(ascii: "("):
                if !frames.isEmpty { frames[frames.count - 1].depth += 1 }
                s.open(i, c)
                i += 1
            case UInt8(ascii: ")"):
                s.close(i, UInt8(ascii: "("))
                if let frame = frames.last {
                    if frame.depth == 0 {
                        frames.removeLast()
                        i = lexString(b, from: i + 1, kind: frame.string, into: &s, frames: &frames)
                        continue
                    }
                    frames[frames.count - 1].depth -= 1
                }
                i += 1
            default:
                s.bracket(c, at: i)
                i += 1
            }
        }
        if !frames.isEmpty { s.warn("unterminated string interpolation at the end of the file", at: b.count - 1) }
        s.finish()
    }

    /// A `#`: a compiler control line, a raw string, an extended regex literal, or code.
    private static func hash(_ b: UnsafeBufferPointer<UInt8>, at i: Int, into s: inout LexerState, frames: inout [Frame]) -> Int {
        if s.isAtLineStart(i), let end = directiveLineEnd(b, at: i) {
            s.blank(i..<end)
            return end
        }
        var hashes = 0
        while i + hashes < b.count, b[i + hashes] == UInt8(ascii: "#") { hashes += 1 }
        if i + hashes < b.count, b[i + hashes] == UInt8(ascii: "\"") {
            return startString(b, at: i + hashes, hashes: hashes, into: &s, frames: &frames)
        }
        if i + hashes < b.count, b[i + hashes] == UInt8(ascii: "/") {
            return extendedRegex(b, at: i, hashes: hashes, into: &s)
        }
        return i + hashes
    }

    /// Starts a string whose first quote is at `i`; returns the offset to continue from.
    private static func startString(
        _ b: UnsafeBufferPointer<UInt8>, at i: Int, hashes: Int, into s: inout LexerState, frames: inout [Frame]
    ) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = i + 2 < b.count && b[i + 1] == quote && b[i + 2] == quote
        let width = multiline ? 3 : 1
        return lexString(b, from: i + width, kind: StringKind(multiline: multiline, hashes: hashes), into: &s, frames: &frames)
    }

    /// Blanks string content from `start` until the closing delimiter (kept) or an
    /// interpolation opener (whose `(` is kept as code and a frame pushed).
    private static func lexString(
        _ b: UnsafeBufferPointer<UInt8>, from start: Int, kind: StringKind, into s: inout LexerState, frames: inout [Frame]
    ) -> Int {
        let stringStops = Self.stringStops
        var i = start
        while true {
            i = stringStops.next(in: b, from: i)
            guard i < b.count else { break }
            let c = b[i]
            if c == UInt8(ascii: "\\") {
                guard hashesFollow(b, at: i + 1, count: kind.hashes) else { i += 1; continue }
                let next = i + 1 + kind.hashes
                if next < b.count, b[next] == UInt8(ascii: "(") {
                    s.blank(start..<next)
                    s.open(next, UInt8(ascii: "("))
                    frames.append(Frame(string: kind, depth: 0))
                    return next + 1
                }
                i = min(b.count, next + 1)
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = kind.multiline ? 3 : 1
                if quotesFollow(b, at: i, count: quotes), hashesFollow(b, at: i + quotes, count: kind.hashes) {
                    s.blank(start..<i)
                    return i + quotes + kind.hashes
                }
                i += 1
                continue
            }
            // A line break: fine in a multi-line string, the end of a broken single-line one.
            if !kind.multiline {
                s.blank(start..<i)
                s.warn("unterminated string literal", at: start)
                return i
            }
            i += 1
        }
        s.blank(start..<b.count)
        s.warn("unterminated string literal runs to the end of the file", at: start)
        return b.count
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

    private static let directives: [[UInt8]] = ["if", "elseif", "else", "endif", "warning", "error", "sourceLocation"].map { Array($0.utf8) }

    /// If a compiler control line starts at `i` (`#if`, `#elseif`, `#else`, `#endif`,
    /// `#warning`, `#error`, `#sourceLocation`), the offset of its line break.
    private static func directiveLineEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        var j = i + 1
        while j < b.count, ByteClass.isIdentifier(b[j]) { j += 1 }
        let word = b[(i + 1)..<j]
        guard directives.contains(where: { $0.elementsEqual(word) }) else { return nil }
        while j < b.count, b[j] != LexerState.newline, b[j] != LexerState.carriageReturn { j += 1 }
        return j
    }

    private static let regexOpeners = ByteSet("(,=:[{;!&|?")

    /// End offset (past the closing `/`) of a bare `/…/` regex literal starting at `i`, when
    /// the context makes it unambiguous: after an opening bracket, comma, `=`, `:` or an
    /// operator, not followed by a space, and closed on the same line.
    private static func regexLiteralEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int, previous: UInt8) -> Int? {
        guard previous == 0 || regexOpeners.contains(previous), i + 1 < b.count else { return nil }
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
        var j = open
        while j < b.count {
            if b[j] == UInt8(ascii: "\\") { j += 2; continue }
            if b[j] == UInt8(ascii: "/"), hashesFollow(b, at: j + 1, count: hashes) {
                s.blank(open..<j)
                return j + 1 + hashes
            }
            j += 1
        }
        s.blank(open..<b.count)
        s.warn("unterminated regex literal runs to the end of the file", at: i)
        return b.count
    }
}
