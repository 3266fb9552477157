/// The output being built by a lexer pass: the code view, brackets, lines and comments.
/// Both language lexers share it so blanking, bracket and line bookkeeping exist once.
struct LexerState {
    var code: [UInt8]
    var brackets = BracketTable()
    var lines = LineTable()
    var comments: [Range<Int>] = []
    var warnings: [LexWarning] = []

    init(count: Int) { code = [] ; code.reserveCapacity(count) }

    static let space = UInt8(ascii: " ")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// Copies byte `i` into the code view unchanged, noting line starts.
    @inline(__always)
    mutating func keep(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) {
        let byte = bytes[i]
        code.append(byte)
        noteLineBreak(bytes, i, byte)
    }

    /// Writes a blank for byte `i` (keeping line breaks so offsets and lines stay true).
    @inline(__always)
    mutating func blank(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) {
        let byte = bytes[i]
        if byte == LexerState.newline || byte == LexerState.carriageReturn {
            code.append(byte)
            noteLineBreak(bytes, i, byte)
        } else {
            code.append(LexerState.space)
        }
    }

    @inline(__always)
    mutating func noteLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, _ byte: UInt8) {
        if byte == LexerState.newline {
            lines.addLine(startingAt: i + 1)
        } else if byte == LexerState.carriageReturn, i + 1 >= bytes.count || bytes[i + 1] != LexerState.newline {
            lines.addLine(startingAt: i + 1)
        }
    }

    /// Keeps a code byte, recording it in the bracket table when it is a bracket.
    @inline(__always)
    mutating func keepCode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) {
        switch bytes[i] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            brackets.open(at: i, kind: bytes[i])
        case UInt8(ascii: ")"):
            closeBracket(at: i, kind: UInt8(ascii: "("))
        case UInt8(ascii: "]"):
            closeBracket(at: i, kind: UInt8(ascii: "["))
        case UInt8(ascii: "}"):
            closeBracket(at: i, kind: UInt8(ascii: "{"))
        default:
            break
        }
        keep(bytes, i)
    }

    private mutating func closeBracket(at i: Int, kind: UInt8) {
        brackets.close(at: i, matching: kind)
    }

    /// Blanks a whole comment `start..<end` and records it.
    mutating func comment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        for j in start..<end { blank(bytes, j) }
        comments.append(start..<end)
    }

    /// Line number of the offset currently being written (for warnings).
    var currentLine: Int { lines.count }

    mutating func warn(_ message: String, line: Int? = nil) {
        warnings.append(LexWarning(line: line ?? currentLine, message: message))
    }

    /// Records end-of-file problems shared by both languages.
    mutating func finish() {
        if brackets.unclosedCount > 0 {
            warn("\(brackets.unclosedCount) bracket(s) never closed; extents run to the end of the file")
        }
    }
}
