/// Builds the call tree of an Android layout file, so that rules read views with the same
/// patterns as code: each element is a `call` named by its class (the tag without its package:
/// `FloatingActionButton` for `com.google.android.material.floatingactionbutton.FloatingActionButton`,
/// the package being its receiver), each attribute a labelled argument (the label without its
/// namespace: `contentDescription` for `android:contentDescription`), and the child elements
/// the node's one closure (`content`). The node's own range is its start tag, so a finding is
/// reported at the `<Tag` line. Attributes of the `tools:` namespace only show in the
/// editor's preview and declarations of `xmlns:` are not attributes of the view: both are left
/// out. Values are typed as `LayoutValue` says.
enum LayoutTreeBuilder {
    static func build(_ source: SourceFile, names: NameTable) -> CallTree {
        source.code.withUnsafeBufferPointer { code in
            var nodes: [SyntaxNode] = []
            var arguments: [NodeArgument] = []
            var closures: [NodeClosure] = []
            var open: [Int32] = []
            var i = 0
            let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
            while i < code.count {
                guard code[i] == lt, i + 1 < code.count else {
                    i += 1
                    continue
                }
                let next = code[i + 1]
                if next == slash {
                    // An end tag closes the innermost open element (layouts are well formed; a
                    // stray end tag closes what is open, never more).
                    let end = skip(code, past: gt, from: i)
                    if let index = open.popLast() { close(&nodes, &closures, Int(index), at: i, end: end) }
                    i = end
                    continue
                }
                guard isNameStart(next) else {
                    i = skip(code, past: gt, from: i)   // `<?xml …?>`, `<!DOCTYPE …>`
                    continue
                }
                var nameEnd = i + 1
                while nameEnd < code.count, isNameByte(code[nameEnd]) { nameEnd += 1 }
                var simpleStart = nameEnd
                while simpleStart > i + 1, code[simpleStart - 1] != UInt8(ascii: ".") { simpleStart -= 1 }
                var node = SyntaxNode(kind: .call, start: Int32(i), nameStart: Int32(simpleStart), nameEnd: Int32(nameEnd),
                                      end: Int32(nameEnd), extentEnd: Int32(nameEnd))
                if simpleStart > i + 2 {
                    node.receiverStart = Int32(i + 1)
                    node.receiverEnd = Int32(simpleStart - 1)
                }
                node.nameID = names.lookup(code, simpleStart..<nameEnd)
                if let parent = open.last {
                    node.parent = parent
                    node.slot = .closure
                    node.slotIndex = 0
                }
                node.firstArgument = Int32(arguments.count)
                let (tagEnd, selfClosing) = readAttributes(code, from: nameEnd, into: &arguments)
                node.argumentCount = Int32(arguments.count) - node.firstArgument
                node.end = Int32(tagEnd)
                node.extentEnd = Int32(tagEnd)
                node.firstClosure = Int32(closures.count)
                let index = Int32(nodes.count)
                if selfClosing || tagEnd >= code.count {
                    node.subtreeEnd = index + 1
                } else {
                    closures.append(NodeClosure(open: Int32(tagEnd - 1), close: Int32(tagEnd - 1)))
                    node.closureCount = 1
                    open.append(index)
                }
                nodes.append(node)
                i = tagEnd
            }
            // Elements the file ends inside end with it.
            while let index = open.popLast() { close(&nodes, &closures, Int(index), at: code.count, end: code.count) }
            return CallTree(source: source, nodes: nodes, arguments: arguments, closures: closures, declarations: [],
                            parameters: [], annotations: [], modifierList: [], nameCount: names.count)
        }
    }

    /// Ends element `index` at the end tag starting at `start` and ending before `end`.
    private static func close(_ nodes: inout [SyntaxNode], _ closures: inout [NodeClosure], _ index: Int, at start: Int, end: Int) {
        nodes[index].subtreeEnd = Int32(nodes.count)
        nodes[index].extentEnd = Int32(end)
        if nodes[index].closureCount > 0 { closures[Int(nodes[index].firstClosure)].close = Int32(max(start, Int(closures[Int(nodes[index].firstClosure)].open))) }
    }

    /// Reads the attributes after a tag's name up to the end of its start tag; returns the
    /// offset past the tag and whether it closed itself (`/>`).
    private static func readAttributes(_ code: UnsafeBufferPointer<UInt8>, from start: Int,
                                       into arguments: inout [NodeArgument]) -> (end: Int, selfClosing: Bool) {
        var j = start
        while j < code.count {
            let byte = code[j]
            if byte == UInt8(ascii: ">") { return (j + 1, j > start && code[j - 1] == UInt8(ascii: "/")) }
            guard isNameStart(byte) else {
                j += 1
                continue
            }
            let nameStart = j
            while j < code.count, isNameByte(code[j]) { j += 1 }
            let name = nameStart..<j
            while j < code.count, isSpace(code[j]) { j += 1 }
            guard j < code.count, code[j] == UInt8(ascii: "=") else { continue }
            j += 1
            while j < code.count, isSpace(code[j]) { j += 1 }
            guard j < code.count, code[j] == 34 || code[j] == 39 else { continue }
            let quote = code[j]
            let valueStart = j + 1
            j = valueStart
            while j < code.count, code[j] != quote { j += 1 }
            let value = valueStart..<min(j, code.count)
            j = min(j + 1, code.count)
            var colon = name.lowerBound
            while colon < name.upperBound, code[colon] != UInt8(ascii: ":") { colon += 1 }
            let prefix = code[name.lowerBound..<colon]
            if prefix.elementsEqual("tools".utf8) || prefix.elementsEqual("xmlns".utf8) { continue }
            let label = colon < name.upperBound ? colon + 1..<name.upperBound : name
            arguments.append(NodeArgument(labelStart: Int32(label.lowerBound), labelEnd: Int32(label.upperBound),
                                          valueStart: Int32(value.lowerBound), valueEnd: Int32(value.upperBound),
                                          kind: LayoutValue.kind(code, value)))
        }
        return (code.count, false)
    }

    private static func skip(_ code: UnsafeBufferPointer<UInt8>, past byte: UInt8, from start: Int) -> Int {
        var j = start
        while j < code.count, code[j] != byte { j += 1 }
        return min(j + 1, code.count)
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierStart(byte) || byte == UInt8(ascii: ":")
    }

    /// Tag and attribute names: letters, digits, `_`, `.`, `-` and `:`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifier(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13
    }
}

/// The kinds of a layout attribute's value, in the words rules use for code: `empty-string`
/// (`""` or only spaces), `null` (`@null`), `true`, `false`, `number` (a dimension or a number:
/// `48dp`, `14sp`, `0.5`; its unit is read as code's is), `member` (a resource or theme
/// reference: `@string/save`, `?attr/colorPrimary`), `other` (a data-binding expression,
/// `@{…}`), and `string` (literal text, which the user sees as written).
enum LayoutValue {
    static func kind(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ValueKind {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, ByteClass.isSpace(code[lower]) { lower += 1 }
        while upper > lower, ByteClass.isSpace(code[upper - 1]) { upper -= 1 }
        guard lower < upper else { return .emptyString }
        let value = code[lower..<upper]
        if value.elementsEqual("@null".utf8) { return .null }
        if value.elementsEqual("true".utf8) { return .true }
        if value.elementsEqual("false".utf8) { return .false }
        let first = code[lower]
        if first == UInt8(ascii: "@") || first == UInt8(ascii: "?") {
            return lower + 1 < upper && code[lower + 1] == UInt8(ascii: "{") ? .other : .member
        }
        if ByteClass.isDigit(first) || (first == UInt8(ascii: "-") && lower + 1 < upper && ByteClass.isDigit(code[lower + 1])) {
            var j = lower + 1
            while j < upper, ByteClass.isDigit(code[j]) || code[j] == UInt8(ascii: ".") { j += 1 }
            while j < upper, ByteClass.isIdentifierStart(code[j]) { j += 1 }
            if j == upper { return .number }
        }
        return .string
    }
}
