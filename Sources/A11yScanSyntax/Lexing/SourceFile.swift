/// A file after one lexing pass: the original bytes, a same-length code view in which
/// comments and string contents are blanked (so regexes match code only and every offset is
/// a source offset), the bracket pairs, line starts and comments. Everything downstream reads
/// this; nothing downstream re-reads or re-lexes the file. A class, so that the extents of
/// each match hold one reference to it rather than a copy of its dozen arrays.
public final class SourceFile: Sendable {
    public let path: String
    public let language: Language
    /// The original bytes.
    public let text: [UInt8]
    /// Same length as `text`: comment bodies and string contents replaced by spaces, line
    /// breaks kept; interpolated code (`\( … )`, `${ … }`) stays code.
    public let code: [UInt8]
    public let brackets: BracketTable
    public let lines: LineTable
    /// Column checkpoints on lines longer than a kilobyte, so positions on them stay cheap.
    let columns: ScalarColumnIndex
    /// Byte ranges of every comment, in source order (suppressions and annotations read them).
    public let comments: [Range<Int>]
    /// Problems the lexer recovered from (unterminated literals, unbalanced brackets).
    public let warnings: [LexWarning]

    public init(path: String, language: Language, text: [UInt8]) {
        self.path = path
        self.language = language
        self.text = text
        let state: LexerState = text.withUnsafeBufferPointer { bytes in
            var state = LexerState(text: bytes)
            switch language {
            case .swift: SwiftLexer.lex(bytes, into: &state)
            // Java's comments, strings, characters and text blocks are written as Kotlin's.
            case .kotlin, .java: KotlinLexer.lex(bytes, into: &state)
            // An Interface Builder file is XML as a layout is: only its comments are blanked.
            case .layout, .interfaceBuilder: LayoutLexer.lex(bytes, into: &state)
            }
            return state
        }
        code = state.code
        brackets = state.brackets.table(byteCount: state.code.count)
        lines = state.lines
        columns = text.withUnsafeBufferPointer { ScalarColumnIndex(lines: state.lines, text: $0) }
        comments = state.comments
        warnings = state.warnings
    }

    /// The source text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public func string(_ range: Range<Int>) -> String {
        let clamped = max(0, range.lowerBound)..<min(text.count, max(range.lowerBound, range.upperBound))
        return String(decoding: text[clamped], as: UTF8.self)
    }

    /// The full source line `line` (1-based), without its line break.
    public func lineText(_ line: Int) -> String {
        text.withUnsafeBufferPointer { string(lines.range(ofLine: line, in: $0)) }
    }

    /// 1-based (line, column) of `offset`, the column in Unicode scalars. Costs at most a
    /// kilobyte's count whatever the line's length (see `ScalarColumnIndex`).
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let line = lines.line(of: offset)
        let column = text.withUnsafeBufferPointer {
            columns.column(of: offset, line: line, lineStart: lines.start(ofLine: line), in: $0)
        }
        return (line, column)
    }
}

/// Something the lexer had to guess about; reported per file, never fatal.
public struct LexWarning: Sendable, Hashable {
    public var line: Int
    public var message: String
}
