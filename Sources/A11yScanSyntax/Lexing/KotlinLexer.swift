/// Lexes Kotlin: nested block comments, `"…"` strings with escapes, `"""…"""` raw strings,
/// `$name` and `${ … }` templates (the expression stays code, nested strings and braces
/// included), char literals and backtick identifiers.
enum KotlinLexer {
    /// A `${ … }` template in progress: whether its string is raw, and open braces inside it.
    private struct Frame {
        var raw: Bool
        var depth: Int
    }

    private static let codeStops = ByteSet("/\"'`()[]{}")
    private static let stringStops = ByteSet("\\\"$\n\r")

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
                } else {
                    i += 1
                }
            case UInt8(ascii: "\""):
                let raw = i + 2 < b.count && b[i + 1] == UInt8(ascii: "\"") && b[i + 2] == UInt8(ascii: "\"")
                i = lexString(b, from: i + (raw ? 3 : 1), raw: raw, into: &s, frames: &frames)
            case UInt8(ascii: "'"):
                if let end = charLiteralEnd(b, at: i) {
                    s.blank((i + 1)..<(end - 1))
                    i = end
                } else {
                    i += 1
                }
            case UInt8(ascii: "`"):
                i = s.backtickIdentifier(b, from: i) ?? i + 1
            case UInt8(ascii: "{"):
                if !frames.isEmpty { frames[frames.count - 1].depth += 1 }
                s.open(i, c)
                i += 1
            case UInt8(ascii: "}"):
                s.close(i, UInt8(ascii: "{"))
                if let frame = frames.last {
                    if frame.depth == 0 {
                        frames.removeLast()
                        i = lexString(b, from: i + 1, raw: frame.raw, into: &s, frames: &frames)
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
        if !frames.isEmpty { s.warn("unterminated string template at the end of the file", at: b.count - 1) }
        s.finish()
    }

    /// Blanks string content from `start` to the closing quote(s) (kept). A `${` template
    /// keeps its `{` as code and pushes a frame; `$name` keeps the name as code.
    private static func lexString(
        _ b: UnsafeBufferPointer<UInt8>, from start: Int, raw: Bool, into s: inout LexerState, frames: inout [Frame]
    ) -> Int {
        let quote = UInt8(ascii: "\"")
        var runStart = start  // start of the string text not yet blanked
        let stringStops = Self.stringStops
        var i = start
        while true {
            i = stringStops.next(in: b, from: i)
            guard i < b.count else { break }
            let c = b[i]
            switch c {
            case UInt8(ascii: "\\"):
                i = raw ? i + 1 : min(b.count, i + 2)
            case UInt8(ascii: "$"):
                guard i + 1 < b.count else { i += 1; continue }
                if b[i + 1] == UInt8(ascii: "{") {
                    s.blank(runStart..<(i + 1))
                    s.open(i + 1, UInt8(ascii: "{"))
                    frames.append(Frame(raw: raw, depth: 0))
                    return i + 2
                }
                if ByteClass.isIdentifierStart(b[i + 1]) {
                    s.blank(runStart..<(i + 1))
                    var j = i + 1
                    while j < b.count, ByteClass.isIdentifier(b[j]) { j += 1 }
                    runStart = j
                    i = j
                } else {
                    i += 1
                }
            case quote:
                if !raw {
                    s.blank(runStart..<i)
                    return i + 1
                }
                // A raw string ends at the last three quotes of a run: `""""` ends with one quote inside.
                var run = 0
                while i + run < b.count, b[i + run] == quote { run += 1 }
                if run >= 3 {
                    s.blank(runStart..<(i + run - 3))
                    return i + run
                }
                i += run
            default:  // a line break
                if !raw {
                    s.blank(runStart..<i)
                    s.warn("unterminated string literal", at: start)
                    return i
                }
                i += 1
            }
        }
        s.blank(runStart..<b.count)
        s.warn("unterminated string literal runs to the end of the file", at: start)
        return b.count
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
