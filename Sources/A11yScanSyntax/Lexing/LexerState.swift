#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The output being built by a lexer pass. The code view starts as a copy of the text and the
/// lexers only blank what is not code (comments, string contents), so code bytes are never
/// copied one by one. Line starts are found before lexing, so warnings know their line.
struct LexerState {
    var code: [UInt8]
    let brackets: BracketTableBuilder
    let lines: LineTable
    var comments: [Range<Int>] = []
    var warnings: [LexWarning] = []

    static let space = UInt8(ascii: " ")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let maximumWarnings = 50

    init(text: UnsafeBufferPointer<UInt8>) {
        code = Array(text)
        brackets = BracketTableBuilder(expectingBytes: text.count)
        lines = LineTable(scanning: text)
    }

    /// Blanks `range` in the code view, keeping line breaks.
    mutating func blank(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        code.withUnsafeMutableBufferPointer { out in
            for j in range {
                let byte = out[j]
                if byte != LexerState.newline && byte != LexerState.carriageReturn { out[j] = LexerState.space }
            }
        }
    }

    @inline(__always)
    mutating func blank(_ i: Int) {
        if code[i] != LexerState.newline && code[i] != LexerState.carriageReturn { code[i] = LexerState.space }
    }

    @inline(__always)
    mutating func open(_ i: Int, _ kind: UInt8) { brackets.open(at: i, kind: kind) }

    @inline(__always)
    mutating func close(_ i: Int, _ kind: UInt8) { brackets.close(at: i, matching: kind) }

    /// Records a bracket byte found in code.
    @inline(__always)
    mutating func bracket(_ byte: UInt8, at i: Int) {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open(i, byte)
        case UInt8(ascii: ")"): close(i, UInt8(ascii: "("))
        case UInt8(ascii: "]"): close(i, UInt8(ascii: "["))
        case UInt8(ascii: "}"): close(i, UInt8(ascii: "{"))
        default: break
        }
    }

    /// Blanks a whole comment `start..<end` and records it.
    mutating func comment(from start: Int, to end: Int) {
        blank(start..<end)
        comments.append(start..<end)
    }

    mutating func warn(_ message: String, at offset: Int) {
        guard warnings.count < LexerState.maximumWarnings else { return }
        warnings.append(LexWarning(line: lines.line(of: offset), message: message))
    }

    /// The last code byte before `i` that is not white space, or 0 at the start of the file.
    func previousSignificant(before i: Int) -> UInt8 {
        var j = i - 1
        while j >= 0, ByteClass.isSpace(code[j]) { j -= 1 }
        return j >= 0 ? code[j] : 0
    }

    /// Whether only spaces and tabs stand between the start of `i`'s line and `i`.
    func isAtLineStart(_ i: Int) -> Bool {
        var j = i - 1
        while j >= 0, code[j] == 0x20 || code[j] == 0x09 { j -= 1 }
        return j < 0 || code[j] == LexerState.newline || code[j] == LexerState.carriageReturn
    }

    /// Records end-of-file problems shared by both languages.
    mutating func finish() {
        if brackets.unclosedCount > 0 {
            warn("\(brackets.unclosedCount) bracket(s) never closed; extents run to the end of the file", at: max(0, code.count - 1))
        }
    }
}

/// A 256-entry table of the bytes a lexer must stop at; all others are skipped in a tight loop.
struct ByteSet {
    /// 1 for a member, 0 otherwise: bytes, so four lookups combine with one `|`.
    private var table = [UInt8](repeating: 0, count: 256)

    init(_ bytes: String) {
        for byte in bytes.utf8 { table[Int(byte)] = 1 }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool { table[Int(byte)] != 0 }

    /// The first offset at or after `i` holding a byte of this set, or `end`. Four bytes are
    /// looked up per step: code runs a dozen bytes or more between stops.
    @inline(__always)
    func next(in b: UnsafeBufferPointer<UInt8>, from i: Int) -> Int { next(in: b, from: i, to: b.count) }

    /// The first offset in `i..<end` holding a byte of this set, or `end` (at most `b.count`).
    @inline(__always)
    func next(in b: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> Int {
        var j = i
        let end = min(end, b.count)
        return table.withUnsafeBufferPointer { t in
            while j + 4 <= end, t[Int(b[j])] | t[Int(b[j + 1])] | t[Int(b[j + 2])] | t[Int(b[j + 3])] == 0 { j += 4 }
            while j < end, t[Int(b[j])] == 0 { j += 1 }
            return j
        }
    }
}
