/// Lexes Kotlin: nested block comments, `"…"` strings with escapes, `"""…"""` raw strings,
/// `$name` and `${ … }` templates (the expression stays code, nested strings and braces
/// included), char literals and backtick identifiers.
enum KotlinLexer {
    /// A `${ … }` template in progress: whether its string is raw, and open braces inside it.
    private struct Frame {
        var raw: Bool
        var depth: Int
    }

    static func lex(_ b: UnsafeBufferPointer<UInt8>, into s: inout LexerState) {
        var frames: [Frame] = []
        var i = 0
        while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "/"):
                i = s.lineComment(b, from: i)
                continue
            case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "*"):
                i = s.blockComment(b, from: i)
                continue
            case UInt8(ascii: "\""):
                let raw = i + 2 < b.count && b[i + 1] == UInt8(ascii: "\"") && b[i + 2] == UInt8(ascii: "\"")
                let width = raw ? 3 : 1
                for j in i..<(i + width) { s.keep(b, j) }
                i = lexString(b, from: i + width, raw: raw, into: &s, frames: &frames)
                continue
            case UInt8(ascii: "'"):
                if let end = charLiteralEnd(b, at: i) {
                    s.keep(b, i)
                    for j in (i + 1)..<(end - 1) { s.blank(b, j) }
                    s.keep(b, end - 1)
                    i = end
                    continue
                }
            case UInt8(ascii: "`"):
                if let end = s.backtickIdentifier(b, from: i) {
                    i = end
                    continue
                }
            case UInt8(ascii: "{"):
                if !frames.isEmpty { frames[frames.count - 1].depth += 1 }
            case UInt8(ascii: "}"):
                if var frame = frames.last {
                    if frame.depth == 0 {
                        frames.removeLast()
                        s.keepCode(b, i)
                        i = lexString(b, from: i + 1, raw: frame.raw, into: &s, frames: &frames)
                        continue
                    }
                    frame.depth -= 1
                    frames[frames.count - 1] = frame
                }
            default:
                break
            }
            s.keepCode(b, i)
            i += 1
        }
        if !frames.isEmpty { s.warn("unterminated string template at the end of the file") }
        s.finish()
    }

    /// Blanks string content from `start` to the closing quote(s) (kept). A `${` template
    /// keeps its `{` as code and pushes a frame; `$name` keeps the name as code.
    private static func lexString(
        _ b: UnsafeBufferPointer<UInt8>, from start: Int, raw: Bool, into s: inout LexerState, frames: inout [Frame]
    ) -> Int {
        let quote = UInt8(ascii: "\""), dollar = UInt8(ascii: "$"), backslash = UInt8(ascii: "\\")
        let startLine = s.currentLine
        var i = start
        while i < b.count {
            let c = b[i]
            if c == backslash, !raw {
                let end = min(b.count, i + 2)
                for j in i..<end { s.blank(b, j) }
                i = end
                continue
            }
            if c == dollar, i + 1 < b.count {
                if b[i + 1] == UInt8(ascii: "{") {
                    s.blank(b, i)
                    s.keepCode(b, i + 1)
                    frames.append(Frame(raw: raw, depth: 0))
                    return i + 2
                }
                if ByteClass.isIdentifierStart(b[i + 1]) {
                    s.blank(b, i)
                    var j = i + 1
                    while j < b.count, ByteClass.isIdentifier(b[j]) {
                        s.keep(b, j)
                        j += 1
                    }
                    i = j
                    continue
                }
            }
            if c == quote {
                if !raw {
                    s.keep(b, i)
                    return i + 1
                }
                // A raw string ends at the last three quotes of a run: `""""` ends with one quote inside.
                var run = 0
                while i + run < b.count, b[i + run] == quote { run += 1 }
                if run >= 3 {
                    for j in i..<(i + run - 3) { s.blank(b, j) }
                    for j in (i + run - 3)..<(i + run) { s.keep(b, j) }
                    return i + run
                }
            }
            if !raw, c == LexerState.newline || c == LexerState.carriageReturn {
                s.warn("unterminated string literal", line: startLine)
                return i
            }
            s.blank(b, i)
            i += 1
        }
        s.warn("unterminated string literal runs to the end of the file", line: startLine)
        return i
    }

    /// End offset (past the closing quote) of a char literal at `i`: `'a'`, `'\n'`,
    /// `'\u0041'`, or one multi-byte character.
    private static func charLiteralEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        var j = i + 1
        guard j < b.count else { return nil }
        if b[j] == UInt8(ascii: "\\") {
            j += 2
            while j < b.count, j < i + 8, b[j] != UInt8(ascii: "'") { j += 1 }
        } else {
            j += 1
            while j < b.count, b[j] & 0xC0 == 0x80 { j += 1 }
        }
        guard j < b.count, b[j] == UInt8(ascii: "'") else { return nil }
        return j + 1
    }
}
