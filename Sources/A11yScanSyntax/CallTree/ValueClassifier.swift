/// Tells what an argument value is from its code-view bytes (string contents are blank there,
/// so the text is read only to tell an empty string from a non-empty one).
package struct ValueClassifier {
    let cursor: CodeCursor
    let text: [UInt8]

    /// The kind of the value `range`; `name`, when given, is the name starting at its first
    /// byte, already read by the caller.
    func kind(of range: Range<Int>, name: Range<Int>? = nil) -> ValueKind {
        guard !range.isEmpty else { return .other }
        let code = cursor.code
        let first = code[range.lowerBound]
        if first == UInt8(ascii: "\"") || (first == UInt8(ascii: "#") && cursor.byte(range.lowerBound + 1) == UInt8(ascii: "\"")) {
            return stringKind(range)
        }
        if first == UInt8(ascii: "{") {
            return cursor.closer(of: range.lowerBound) == range.upperBound - 1 ? .closure : .other
        }
        if ByteClass.isDigit(first) || (first == UInt8(ascii: "-") && ByteClass.isDigit(cursor.byte(range.lowerBound + 1))) {
            return isNumber(range) ? .number : .other
        }
        // A name or a path of names ends in a name's byte (or a backtick's): a value ending in
        // `)`, `]` or a quote is a call or an expression, and its names need not be read.
        let last = code[range.upperBound - 1]
        guard ByteClass.isIdentifier(last) || last == UInt8(ascii: "`") else { return .other }
        if let word = name ?? cursor.identifier(at: range.lowerBound), word.upperBound == range.upperBound {
            let w = CodeWord.pack(code, word)
            if w == CodeWord.nil || w == CodeWord.null { return .null }
            if w == CodeWord.true { return .true }
            if w == CodeWord.false { return .false }
            return .reference
        }
        return isMemberPath(range) ? .member : .other
    }

    /// One string literal spanning the whole value; empty when its text shows nothing (white space,
    /// no-break or zero-width spaces, written as they are or as escapes).
    private func stringKind(_ range: Range<Int>) -> ValueKind {
        let code = cursor.code
        var quotes = 0
        var firstQuote = -1, lastQuote = -1
        for j in range where code[j] == UInt8(ascii: "\"") {
            quotes += 1
            if firstQuote < 0 { firstQuote = j }
            lastQuote = j
        }
        // `"…"` has two quotes, `"""…"""` six; anything else is a concatenation or a call.
        guard quotes == 2 || quotes == 6, lastQuote >= range.upperBound - 1 - 2 else { return .other }
        let innerStart = quotes == 6 ? firstQuote + 3 : firstQuote + 1
        let innerEnd = quotes == 6 ? lastQuote - 2 : lastQuote
        guard innerStart <= innerEnd else { return .emptyString }
        return BlankStringText.isBlank(text, innerStart..<innerEnd) ? .emptyString : .string
    }

    private func isNumber(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var j = range.lowerBound
        if cursor.code[j] == UInt8(ascii: "-") { j += 1 }
        while j < range.upperBound, ByteClass.isIdentifier(cursor.code[j]) || cursor.code[j] == UInt8(ascii: ".") { j += 1 }
        return j == range.upperBound
    }

    /// `.isButton`, `Role.Button`, `Icons.Default.Add`: names joined by dots, nothing else.
    private func isMemberPath(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var j = range.lowerBound
        var sawDot = false
        if cursor.code[j] == UInt8(ascii: ".") { j += 1; sawDot = true }
        while j < range.upperBound {
            guard let word = cursor.identifier(at: j) else { return false }
            j = word.upperBound
            if j == range.upperBound { return sawDot }
            // A name that runs on past the value (a file cut off inside it) is no path.
            guard j < range.upperBound, cursor.code[j] == UInt8(ascii: ".") else { return false }
            sawDot = true
            j += 1
        }
        return false
    }

    /// The unit of a number value (`dp` in `24.dp`, `sp` in `14.sp`, and in a layout's `24dp`,
    /// where two letters or more follow the digits: `0.5f` and `10L` have none), if it has one.
    package static func unit(of range: Range<Int>, in code: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var j = range.upperBound - 1
        while j > range.lowerBound, ByteClass.isIdentifierStart(code[j]) { j -= 1 }
        if ByteClass.isDigit(code[j]), j + 2 < range.upperBound { return (j + 1)..<range.upperBound }
        guard j > range.lowerBound, code[j] == UInt8(ascii: "."), j + 1 < range.upperBound else { return nil }
        return (j + 1)..<range.upperBound
    }
}
