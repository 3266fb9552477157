/// Paths read around a call: the expression a member call is made on, and the view a path
/// names when a modifier chain follows it.
extension CallTreeBuilder {
    /// Where the expression a member call is made on starts (`model.sections[index].isExpanded`
    /// before `.toggle()`): names, `.`, and bracketed subscripts or arguments, read backward.
    /// Nil when the expression ends in a closure, a string or generic arguments.
    func expressionStart(before dot: Int) -> Int? {
        var j = cursor.skipSpaceBackward(from: dot - 1)
        var start: Int?
        for _ in 0..<64 {
            while j > 0, code[j] == UInt8(ascii: "?") || code[j] == UInt8(ascii: "!") { j -= 1 }
            guard j >= 0 else { break }
            if code[j] == UInt8(ascii: ")") || code[j] == UInt8(ascii: "]") {
                guard let open = cursor.opener(of: j) else { return nil }
                start = open
                j = open - 1
            }
            if let name = cursor.identifier(endingAt: j) {
                start = name.lowerBound
                j = name.lowerBound - 1
            } else if start == nil {
                return nil
            }
            let previous = cursor.skipSpaceBackward(from: j)
            guard previous > 0, code[previous] == UInt8(ascii: "."), code[previous - 1] != UInt8(ascii: ".") else { break }
            j = cursor.skipSpaceBackward(from: previous - 1)
        }
        return start
    }

    /// Whether a Swift path that starts a statement and is continued by a call on a later line
    /// names a view with a modifier chain (`content⏎ .padding()`, `configuration.label⏎
    /// .onTapGesture { … }`): the path becomes a call node without arguments owning the chain.
    func isViewReference(_ root: Range<Int>, chainDot: Int) -> Bool {
        guard language == .swift, source.lines.isOnLaterLine(chainDot, than: root.lowerBound),
              isStatementContext(root.lowerBound) else { return false }
        let before = cursor.skipSpaceBackward(from: root.lowerBound - 1)
        guard before >= 0 else { return true }
        let c = code[before]
        // After a block opens or closes, a statement ends, or a `case …:` label.
        if c == UInt8(ascii: "{") || c == UInt8(ascii: ";") || c == UInt8(ascii: "}") || c == UInt8(ascii: ":") { return true }
        if let word = cursor.identifier(endingAt: before) {
            let w = CodeWord.pack(code, word)
            if w == CodeWord.return || w == CodeWord.in { return true }
            if SyntaxKeyword.of(code, word, language) != nil { return false }
        } else if c != UInt8(ascii: ")") && c != UInt8(ascii: "]") && c != UInt8(ascii: "\"") {
            return false
        }
        // The previous statement ends on an earlier line.
        return source.lines.isOnLaterLine(root.lowerBound, than: before)
    }

    /// Where an import or Kotlin package line ends (`import androidx.compose.ui.Modifier`,
    /// `import a.b.C as D`, `import a.b.*`), so its names are not read one by one as paths:
    /// they declare and call nothing. Nil when `keyword` is no such line's keyword, or the line
    /// holds anything but names, dots, `*` and blanks, or its first name is a keyword (Swift
    /// `import struct A.B`): those are read as before.
    func importEnd(_ keyword: Range<Int>) -> Int? {
        let w = CodeWord.pack(code, keyword)
        guard w == CodeWord.import || (w == CodeWord.package && language == .kotlin) else { return nil }
        let first = cursor.skipSpace(from: keyword.upperBound, newlines: false)
        guard let name = cursor.identifier(at: first), SyntaxKeyword.of(code, name, language) == nil else { return nil }
        var end = name.upperBound
        var j = end
        while j < code.count {
            let c = code[j]
            if c == 0x0A || c == 0x0D { break }
            if c == 0x20 || c == 0x09 { j += 1; continue }
            if c == UInt8(ascii: ".") || c == UInt8(ascii: "*") {
                j += 1
            } else {
                guard ByteClass.isIdentifier(c) else { return nil }
                j = cursor.identifierEnd(from: j + 1)
            }
            end = j
        }
        return end
    }
}
