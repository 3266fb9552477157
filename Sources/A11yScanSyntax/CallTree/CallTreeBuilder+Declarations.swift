/// Declarations: `func`/`fun`, `init`, types and properties, with their annotations,
/// parameters (and default values), supertypes or type, and body.
extension CallTreeBuilder {
    /// Reads the declaration that `keyword` starts; returns where the scan goes on (after its
    /// name, so parameter defaults and the body are scanned like any code).
    func declaration(_ kind: DeclarationKeyword, keyword: Range<Int>) -> Int {
        let next = cursor.skipSpace(from: keyword.upperBound)
        // `class func`, `class var`, Kotlin `enum class`, `fun interface`: a modifier of the next keyword.
        let nextWord = cursor.identifier(at: next)
        if let word = nextWord, case .declaration? = SyntaxKeyword.of(code, word, language) {
            return keyword.upperBound
        }
        if kind == .property, !isPropertyDeclaration(keyword) { return keyword.upperBound }
        var info = DeclarationInfo(keyword: kind)
        info.firstAnnotation = Int32(annotations.count)
        let prefixStart = readDeclarationPrefix(before: keyword.lowerBound)
        info.annotationCount = Int32(annotations.count) - info.firstAnnotation
        popEnded(before: prefixStart)

        var j = next
        var name = keyword.upperBound..<keyword.upperBound
        switch kind {
        case .function:
            if cursor.byte(j) == UInt8(ascii: "<"), let close = genericEnd(from: j) { j = cursor.skipSpace(from: close) }
            // Kotlin `fun Receiver.name(`: the last link is the name.
            if let first = j == next ? nextWord : cursor.identifier(at: j) {
                name = first
                var end = first.upperBound
                while cursor.byte(end) == UInt8(ascii: "."), let link = cursor.identifier(at: end + 1) {
                    info.receiverTypeStart = Int32(first.lowerBound)
                    info.receiverTypeEnd = Int32(end)
                    name = link
                    end = link.upperBound
                }
            }
        case .initializer:
            name = keyword
        default:
            if let word = nextWord { name = word }
        }
        let header = readHeader(kind, after: name.isEmpty ? keyword.upperBound : name.upperBound, into: &info)
        if kind == .property || kind == .function, let type = info.type {
            typeAnnotations.insert(type.lowerBound)
            typeAnnotationEnds[type.lowerBound] = Int32(type.upperBound)
        }
        var node = SyntaxNode(kind: .declaration, start: Int32(prefixStart), nameStart: Int32(name.lowerBound),
                              nameEnd: Int32(name.upperBound), end: Int32(header.end), extentEnd: Int32(header.end))
        node.nameID = name.isEmpty ? -1 : names.lookup(code, name)
        if let value = header.value {
            node.firstArgument = Int32(arguments.count)
            node.argumentCount = 1
            arguments.append(NodeArgument(valueStart: Int32(value.lowerBound), valueEnd: Int32(value.upperBound),
                                          kind: classifier.kind(of: value)))
        }
        node.declaration = Int32(declarations.count)
        declarations.append(info)
        _ = append(node)
        return name.isEmpty ? keyword.upperBound : name.upperBound
    }

    /// A `var`/`let`/`val` that declares a property or local: not one bound in a condition
    /// (`if let`, `guard let`, `case let`) or a Kotlin constructor parameter.
    private func isPropertyDeclaration(_ keyword: Range<Int>) -> Bool {
        let before = cursor.skipSpaceBackward(from: keyword.lowerBound - 1)
        let b = cursor.byte(before)
        if b == UInt8(ascii: ",") || b == UInt8(ascii: "(") { return false }
        if let word = cursor.identifier(endingAt: before), Self.conditionWords.contains(CodeWord.pack(code, word)) {
            return false
        }
        if let index = source.brackets.enclosingIndex(of: keyword.lowerBound),
           source.brackets.kind(ofOpener: index) != UInt8(ascii: "{") { return false }
        return true
    }

    /// What follows a declaration's name: parameters, type or supertypes, a body or an
    /// initializer / expression body. Returns where the declaration ends and its value.
    private func readHeader(_ kind: DeclarationKeyword, after nameEnd: Int,
                                     into info: inout DeclarationInfo) -> (end: Int, value: Range<Int>?) {
        var j = cursor.skipSpace(from: nameEnd, newlines: false)
        while cursor.byte(j) == UInt8(ascii: "?") || cursor.byte(j) == UInt8(ascii: "!") { j += 1 }
        if cursor.byte(j) == UInt8(ascii: "<"), let close = genericEnd(from: j) { j = cursor.skipSpace(from: close, newlines: false) }
        if cursor.byte(j) == UInt8(ascii: "("), kind != .property, let close = cursor.closer(of: j) {
            info.firstParameter = Int32(parameters.count)
            readParameters(j..<min(close + 1, code.count))
            info.parameterCount = Int32(parameters.count) - info.firstParameter
            j = min(close + 1, code.count)
        }
        let limit = min(code.count, j + 4096)
        var typeStart = -1
        var k = j
        while k < limit {
            let c = code[k]
            if c == UInt8(ascii: "{") {
                if typeStart >= 0 { setType(&info, typeStart..<k) }
                guard let close = cursor.closer(of: k) else { return (code.count, nil) }
                blockBraces.insert(k)
                info.bodyOpen = Int32(k)
                info.bodyClose = Int32(min(close, code.count - 1))
                return (min(close + 1, code.count), nil)
            }
            if c == UInt8(ascii: "("), let close = cursor.closer(of: k) { k = close + 1; continue }
            if c == UInt8(ascii: "["), let close = cursor.closer(of: k) { k = close + 1; continue }
            if c == UInt8(ascii: "<"), let close = genericEnd(from: k) { k = close; continue }
            if c == UInt8(ascii: ":"), typeStart < 0 { typeStart = k + 1 }
            if c == UInt8(ascii: "-"), cursor.byte(k + 1) == UInt8(ascii: ">"), typeStart < 0 { typeStart = k + 2; k += 2; continue }
            if c == UInt8(ascii: "="), cursor.byte(k + 1) != UInt8(ascii: "="), cursor.byte(k - 1) != UInt8(ascii: "!") {
                if typeStart >= 0 { setType(&info, typeStart..<k) }
                let valueStart = cursor.skipSpace(from: k + 1)
                let valueEnd = max(valueStart, statementEnd(from: valueStart))
                return (valueEnd, valueStart..<valueEnd)
            }
            if language == .kotlin, c == UInt8(ascii: "b"), cursor.byte(k + 1) == UInt8(ascii: "y"),
               ByteClass.isSpace(cursor.byte(k + 2)), !ByteClass.isIdentifier(cursor.byte(k - 1)) {
                let valueStart = cursor.skipSpace(from: k + 2)
                let valueEnd = max(valueStart, statementEnd(from: valueStart))
                return (valueEnd, valueStart..<valueEnd)
            }
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";") || c == UInt8(ascii: "]") {
                if typeStart >= 0 { setType(&info, typeStart..<k) }
                return (max(nameEnd, trimmedEnd(k)), nil)
            }
            if c == 0x0A, !headerContinues(after: k) {
                if typeStart >= 0 { setType(&info, typeStart..<k) }
                return (max(nameEnd, trimmedEnd(k)), nil)
            }
            k += 1
        }
        // A header that runs to the end of the file (a class without a body on the last line)
        // still has its type or supertypes.
        if typeStart >= 0, k >= code.count { setType(&info, typeStart..<code.count) }
        return (max(nameEnd, trimmedEnd(k)), nil)
    }

    /// Whether a declaration header goes on after the line break at `k`: the line ends in `,`,
    /// `:` or `->`, or the next starts with `:`, `,`, `{`, `->`, `where`, `throws`, `=`.
    private func headerContinues(after k: Int) -> Bool {
        let previous = cursor.skipSpaceBackward(from: k - 1)
        let p = cursor.byte(previous)
        if p == UInt8(ascii: ",") || p == UInt8(ascii: ":") || p == UInt8(ascii: "(") || p == UInt8(ascii: "=")
            || (p == UInt8(ascii: ">") && cursor.byte(previous - 1) == UInt8(ascii: "-")) { return true }
        let next = cursor.skipSpace(from: k)
        let n = cursor.byte(next)
        if n == UInt8(ascii: ":") || n == UInt8(ascii: ",") || n == UInt8(ascii: "{") || n == UInt8(ascii: "=")
            || (n == UInt8(ascii: "-") && cursor.byte(next + 1) == UInt8(ascii: ">")) { return true }
        if let word = cursor.identifier(at: next), Self.continuationWords.contains(CodeWord.pack(code, word)) { return true }
        return false
    }

    /// Words before `let`/`var` that bind in a condition (`if let`), not declare.
    /// (A handful of packed words: a linear search beats hashing them.)
    private static let conditionWords: [UInt64] = ["if", "guard", "while", "case", "for"].map(packed)
    /// Words that carry a declaration header onto the next line.
    private static let continuationWords: [UInt64] = ["where", "throws", "rethrows", "async"].map(packed)

    private static func packed(_ word: String) -> UInt64 {
        Array(word.utf8).withUnsafeBufferPointer { CodeWord.pack($0, 0..<$0.count) }
    }

    private func trimmedEnd(_ k: Int) -> Int { cursor.skipSpaceBackward(from: k - 1) + 1 }

    private func setType(_ info: inout DeclarationInfo, _ range: Range<Int>) {
        let start = cursor.skipSpace(from: range.lowerBound)
        let end = max(start, cursor.skipSpaceBackward(from: range.upperBound - 1) + 1)
        info.typeStart = Int32(start)
        info.typeEnd = Int32(end)
    }

    /// The parameters of `( … )`: Swift `label name: Type = default`, Kotlin
    /// `val name: Type = default` (annotations and modifiers skipped).
    private func readParameters(_ list: Range<Int>) {
        var start = list.lowerBound + 1
        var j = start
        let end = list.upperBound - 1
        var angle = 0
        while j <= end {
            j = Self.parameterStops.next(in: code, from: j, to: end)
            let c = cursor.byte(j)
            if j == end || (c == UInt8(ascii: ",") && angle == 0) {
                if let parameter = parameter(start..<j) { parameters.append(parameter) }
                start = j + 1
                j += 1
                continue
            }
            if c == UInt8(ascii: "<") { angle += 1 }
            if c == UInt8(ascii: ">"), cursor.byte(j - 1) != UInt8(ascii: "-"), angle > 0 { angle -= 1 }
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{"), let close = cursor.closer(of: j) {
                j = min(close + 1, end)
                continue
            }
            j += 1
        }
    }

    /// What splits a parameter list or is jumped over in it (`<` and `>` nest a generic type).
    private static let parameterStops = ByteSet(",<>([{")

    private func parameter(_ raw: Range<Int>) -> DeclarationParameter? {
        var j = cursor.skipSpace(from: raw.lowerBound)
        var label: Range<Int>?
        var last: Range<Int>?
        var colon = -1
        while j < raw.upperBound {
            let c = code[j]
            if c == UInt8(ascii: "@") { j = skipAnnotation(j); j = cursor.skipSpace(from: j); continue }
            if c == UInt8(ascii: ":") { colon = j; break }
            guard let word = cursor.identifier(at: j) else { break }
            switch SyntaxKeyword.of(code, word, language) {
            case .declarationModifier?, .declaration?: break
            default:
                label = last
                last = word
            }
            j = cursor.skipSpace(from: word.upperBound)
        }
        guard colon >= 0, let name = last else { return nil }
        var parameter = DeclarationParameter(nameStart: Int32(name.lowerBound), nameEnd: Int32(name.upperBound))
        if let label {
            parameter.labelStart = Int32(label.lowerBound)
            parameter.labelEnd = Int32(label.upperBound)
        }
        // The default value starts at the first top-level `=` after the type.
        var k = colon + 1
        var equals = -1
        while k < raw.upperBound {
            let c = code[k]
            if c == UInt8(ascii: "("), let close = cursor.closer(of: k) { k = close + 1; continue }
            if c == UInt8(ascii: "{"), let close = cursor.closer(of: k) { k = close + 1; continue }
            if c == UInt8(ascii: "="), cursor.byte(k + 1) != UInt8(ascii: "="), cursor.byte(k + 1) != UInt8(ascii: ">") {
                equals = k
                break
            }
            k += 1
        }
        let typeEnd = equals >= 0 ? equals : raw.upperBound
        let typeStart = cursor.skipSpace(from: colon + 1)
        parameter.typeStart = Int32(typeStart)
        parameter.typeEnd = Int32(max(typeStart, cursor.skipSpaceBackward(from: typeEnd - 1) + 1))
        if equals >= 0 {
            let valueStart = cursor.skipSpace(from: equals + 1)
            let valueEnd = max(valueStart, cursor.skipSpaceBackward(from: raw.upperBound - 1) + 1)
            parameter.defaultValue = NodeArgument(valueStart: Int32(valueStart), valueEnd: Int32(valueEnd),
                                                  kind: classifier.kind(of: valueStart..<valueEnd))
        }
        return parameter
    }

    /// Reads the annotations and modifier words before a declaration keyword (`@Preview
    /// @Composable private fun`) backwards across lines, appending the annotations' names to
    /// `annotations` in source order; returns where the declaration starts.
    private func readDeclarationPrefix(before keyword: Int) -> Int {
        var start = keyword
        let first = annotations.count
        var j = keyword - 1
        for _ in 0..<32 {
            let p = cursor.skipSpaceBackward(from: j)
            guard p >= 0 else { break }
            var wordEnd = p
            if code[p] == UInt8(ascii: ")") {
                guard let open = cursor.opener(of: p) else { break }
                wordEnd = cursor.skipSpaceBackward(from: open - 1)
            }
            guard let word = cursor.identifier(endingAt: wordEnd) else { break }
            // A qualified annotation: `@androidx.compose.ui.tooling.preview.Preview`.
            var head = word.lowerBound
            while cursor.byte(head - 1) == UInt8(ascii: "."), let link = cursor.identifier(endingAt: head - 2) {
                head = link.lowerBound
            }
            if cursor.byte(head - 1) == UInt8(ascii: "@") {
                annotations.append(Int32(word.lowerBound)..<Int32(word.upperBound))
                start = head - 1
                j = head - 2
                continue
            }
            guard word.upperBound == p + 1 || code[p] == UInt8(ascii: ")") else { break }
            // `super.init(frame: frame)` or `file.open()` on the line before is a call, not a
            // modifier such as `private(set)`.
            let isMember = cursor.byte(cursor.skipSpaceBackward(from: word.lowerBound - 1)) == UInt8(ascii: ".")
            switch SyntaxKeyword.of(code, word, language) {
            case .declarationModifier? where !isMember && (code[p] != UInt8(ascii: ")") || holdsOneWord(before: p)),
                 .declaration? where !isMember && code[p] != UInt8(ascii: ")"):
                start = word.lowerBound
                j = word.lowerBound - 1
            default:
                reverseAnnotations(from: first)
                return start
            }
        }
        reverseAnnotations(from: first)
        return start
    }

    /// Whether the parentheses that close at `close` hold one word, as `private(set)` does: an
    /// unbalanced file may pair a modifier's `(` with a far `)`, whose span is no modifier.
    private func holdsOneWord(before close: Int) -> Bool {
        guard let open = cursor.opener(of: close),
              let word = cursor.identifier(endingAt: cursor.skipSpaceBackward(from: close - 1)) else { return false }
        return cursor.skipSpaceBackward(from: word.lowerBound - 1) == open
    }

    /// Puts the annotations read backwards from index `first` on in source order (most
    /// declarations have none or one: nothing to move).
    private func reverseAnnotations(from first: Int) {
        if annotations.count - first > 1 { annotations[first...].reverse() }
    }
}
