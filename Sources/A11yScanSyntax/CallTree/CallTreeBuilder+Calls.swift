/// Calls, modifiers and assignments: their argument lists, closures and chains.
extension CallTreeBuilder {
    /// Where a call's content would start after its name: past white space on the same line
    /// and generic arguments (`ForEach<Item, ID, Row>(…)`).
    func afterName(_ name: Range<Int>) -> Int {
        var j = cursor.skipSpace(from: name.upperBound, newlines: false)
        if cursor.byte(j) == UInt8(ascii: "<"), let close = genericEnd(from: j) {
            j = cursor.skipSpace(from: close, newlines: false)
        }
        return j
    }

    /// Whether a call's content starts at `j`: an argument list, or a trailing closure that
    /// is not a block.
    func startsCallContent(at j: Int) -> Bool {
        let c = cursor.byte(j)
        return c == UInt8(ascii: "(") || (c == UInt8(ascii: "{") && !blockBraces.contains(j))
    }

    /// Adds a call node (its arguments, closures and the chain after it).
    func callNode(start: Int, name: Range<Int>, receiver: Range<Int>?, isMember: Bool) -> Int {
        popEnded(before: start)
        let nodeIndex = Int32(nodes.count)
        var node = SyntaxNode(kind: .call, start: Int32(start), nameStart: Int32(name.lowerBound),
                              nameEnd: Int32(name.upperBound), end: Int32(name.upperBound), extentEnd: Int32(name.upperBound))
        node.isMember = isMember
        if let receiver {
            node.receiverStart = Int32(receiver.lowerBound)
            node.receiverEnd = Int32(receiver.upperBound)
        }
        node.nameID = names.lookup(code, name)
        readContent(after: name, into: &node)
        node.extentEnd = Int32(readChain(after: Int(node.end), owner: nodeIndex))
        _ = append(node)
        return name.upperBound
    }

    /// Adds a link of a chain read earlier as a modifier node of `owner`.
    func modifierNode(name: Range<Int>, dot: Int, owner: Int32) -> Int {
        var node = SyntaxNode(kind: .modifier, start: Int32(dot), nameStart: Int32(name.lowerBound),
                              nameEnd: Int32(name.upperBound), end: Int32(name.upperBound), extentEnd: Int32(name.upperBound))
        node.owner = owner
        node.nameID = names.lookup(code, name)
        readContent(after: name, into: &node)
        node.extentEnd = node.end
        _ = append(node)
        return name.upperBound
    }

    /// Adds `target = value` (or a compound assignment) as a node whose one argument is the value.
    func assignmentNode(name: Range<Int>, start: Int, receiver: Range<Int>?, operator op: Range<Int>) -> Int {
        let valueStart = cursor.skipSpace(from: op.upperBound)
        let valueEnd = max(valueStart, statementEnd(from: valueStart))
        var node = SyntaxNode(kind: .assignment, start: Int32(start), nameStart: Int32(name.lowerBound),
                              nameEnd: Int32(name.upperBound), end: Int32(valueEnd), extentEnd: Int32(valueEnd))
        if let receiver {
            node.receiverStart = Int32(receiver.lowerBound)
            node.receiverEnd = Int32(receiver.upperBound)
        }
        node.nameID = names.lookup(code, name)
        node.firstArgument = Int32(arguments.count)
        node.argumentCount = 1
        arguments.append(NodeArgument(valueStart: Int32(valueStart), valueEnd: Int32(valueEnd),
                                      kind: classifier.kind(of: valueStart..<valueEnd)))
        _ = append(node)
        return name.upperBound
    }

    /// Reads the argument list and trailing closures after a call's or modifier's name.
    private func readContent(after name: Range<Int>, into node: inout SyntaxNode) {
        var j = afterName(name)
        if cursor.byte(j) == UInt8(ascii: "("), let close = cursor.closer(of: j) {
            node.argumentsOpen = Int32(j)
            node.argumentsClose = Int32(min(close, code.count - 1))
            node.firstArgument = Int32(arguments.count)
            readArguments(j..<min(close + 1, code.count))
            node.argumentCount = Int32(arguments.count) - node.firstArgument
            node.end = Int32(min(close + 1, code.count))
            j = cursor.skipSpace(from: Int(node.end), newlines: false)
        }
        node.firstClosure = Int32(closures.count)
        if cursor.byte(j) == UInt8(ascii: "{"), !blockBraces.contains(j), let close = cursor.closer(of: j) {
            closures.append(NodeClosure(open: Int32(j), close: Int32(min(close, code.count - 1))))
            node.end = Int32(min(close + 1, code.count))
            if language == .swift { readLabelledClosures(into: &node) }
        }
        node.closureCount = Int32(closures.count) - node.firstClosure
    }

    /// Swift's further trailing closures: `} label: { … }`, possibly on the next line.
    private func readLabelledClosures(into node: inout SyntaxNode) {
        while closures.count - Int(node.firstClosure) < 16 {
            let k = cursor.skipSpace(from: Int(node.end))
            guard let label = cursor.identifier(at: k) else { return }
            let colon = cursor.skipSpace(from: label.upperBound, newlines: false)
            guard cursor.byte(colon) == UInt8(ascii: ":") else { return }
            let brace = cursor.skipSpace(from: colon + 1)
            guard cursor.byte(brace) == UInt8(ascii: "{"), let close = cursor.closer(of: brace) else { return }
            closures.append(NodeClosure(labelStart: Int32(label.lowerBound), labelEnd: Int32(label.upperBound),
                                        open: Int32(brace), close: Int32(min(close, code.count - 1))))
            node.end = Int32(min(close + 1, code.count))
        }
    }

    /// Splits `( … )` at its top-level commas (jumping nested brackets by the bracket table)
    /// into labelled, typed arguments.
    private func readArguments(_ list: Range<Int>) {
        guard list.count >= 2 else { return }
        var start = list.lowerBound + 1
        var j = start
        let end = list.upperBound - 1
        while j <= end {
            j = Self.argumentStops.next(in: code, from: j, to: end)
            let c = code[j]
            if j == end || c == UInt8(ascii: ",") {
                addArgument(start..<j)
                start = j + 1
                j += 1
                continue
            }
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{"), let close = cursor.closer(of: j) {
                j = min(close + 1, end)
                continue
            }
            j += 1
        }
    }

    /// What splits an argument list or is jumped over in it: the bytes between are skipped
    /// four at a time.
    private static let argumentStops = ByteSet(",([{")

    /// One argument: Swift `label: value`, Kotlin `name = value`, or a value alone.
    private func addArgument(_ raw: Range<Int>) {
        let start = cursor.skipSpace(from: raw.lowerBound)
        var last = raw.upperBound - 1
        while last >= start, ByteClass.isSpace(code[last]) { last -= 1 }
        guard start <= last else { return }
        var valueStart = start
        var label: Range<Int>?
        let name = cursor.identifier(at: start)
        if let name {
            let k = cursor.skipSpace(from: name.upperBound)
            let c = cursor.byte(k), next = cursor.byte(k + 1)
            let isLabel = language == .swift ? c == UInt8(ascii: ":") && next != UInt8(ascii: ":")
                : c == UInt8(ascii: "=") && next != UInt8(ascii: "=")
            if isLabel {
                label = name
                valueStart = min(cursor.skipSpace(from: k + 1), last + 1)
            }
        }
        var argument = NodeArgument(valueStart: Int32(valueStart), valueEnd: Int32(last + 1),
                                    kind: classifier.kind(of: valueStart..<(last + 1), name: label == nil ? name : nil))
        if let label {
            argument.labelStart = Int32(label.lowerBound)
            argument.labelEnd = Int32(label.upperBound)
        }
        arguments.append(argument)
    }

    /// Reads the links that follow `end` (`.a(…).b { … }`, across lines and `#if` lines,
    /// `?`/`!` between them), leaving each to become a modifier of `owner` when the scan
    /// reaches it; returns where the last one ends.
    func readChain(after end: Int, owner: Int32) -> Int {
        var end = end
        for _ in 0..<256 {
            guard let dot = pathDot(after: end) else { break }
            let nameStart = cursor.skipSpace(from: dot + 1)
            guard let name = cursor.identifier(at: nameStart), !ByteClass.isDigit(code[nameStart]) else { break }
            addPending(nameStart, owner: owner)
            end = contentEnd(after: name)
        }
        return end
    }

    /// Where a link's argument list and closures end (its name's end when it has none).
    private func contentEnd(after name: Range<Int>) -> Int {
        var end = name.upperBound
        var j = afterName(name)
        if cursor.byte(j) == UInt8(ascii: "("), let close = cursor.closer(of: j) {
            end = min(close + 1, code.count)
            j = cursor.skipSpace(from: end, newlines: false)
        }
        if cursor.byte(j) == UInt8(ascii: "{"), !blockBraces.contains(j), let close = cursor.closer(of: j) {
            end = min(close + 1, code.count)
            guard language == .swift else { return end }
            for _ in 0..<16 {
                let k = cursor.skipSpace(from: end)
                guard let label = cursor.identifier(at: k) else { break }
                let colon = cursor.skipSpace(from: label.upperBound, newlines: false)
                guard cursor.byte(colon) == UInt8(ascii: ":") else { break }
                let brace = cursor.skipSpace(from: colon + 1)
                guard cursor.byte(brace) == UInt8(ascii: "{"), let close = cursor.closer(of: brace) else { break }
                end = min(close + 1, code.count)
            }
        }
        return end
    }

    /// The offset of the `.` continuing a path or chain after `end` (`?.` and `!.`
    /// included, across line breaks), or nil.
    func pathDot(after end: Int) -> Int? {
        var j = cursor.skipSpace(from: end)
        while cursor.byte(j) == UInt8(ascii: "?") || cursor.byte(j) == UInt8(ascii: "!") { j += 1 }
        guard cursor.byte(j) == UInt8(ascii: "."), cursor.byte(j + 1) != UInt8(ascii: ".") else { return nil }
        return j
    }

    /// Where the subscripts written right after a path's link end (`items[0]`, `rows?[i]`), so
    /// the path goes on after them: `items[0].accessibilityLabel = …`.
    func subscriptsEnd(after end: Int) -> Int {
        var j = end
        while true {
            var k = j
            while cursor.byte(k) == UInt8(ascii: "?") || cursor.byte(k) == UInt8(ascii: "!") { k += 1 }
            guard cursor.byte(k) == UInt8(ascii: "["), let close = cursor.closer(of: k) else { return j }
            j = close + 1
        }
    }

    /// One past the `>` closing generic arguments opened at `open`, if they close on this line.
    func genericEnd(from open: Int) -> Int? {
        var depth = 0
        var j = open
        while j < code.count, j < open + 200 {
            let c = code[j]
            if c == UInt8(ascii: "<") { depth += 1 }
            if c == UInt8(ascii: ">") { depth -= 1; if depth == 0 { return j + 1 } }
            if c == 0x0A || c == UInt8(ascii: ";") || c == UInt8(ascii: "{") || c == UInt8(ascii: "=")
                || c == UInt8(ascii: "(") || c == UInt8(ascii: "&") || c == UInt8(ascii: "|") { return nil }
            j += 1
        }
        return nil
    }

    /// The assignment operator at `j` (`=`, `+=`, `|=`, …; not `==`, `=>`, `<=`, `!=`), if any.
    func assignmentOperator(at j: Int) -> Range<Int>? {
        let c = cursor.byte(j)
        if c == UInt8(ascii: "=") {
            let next = cursor.byte(j + 1)
            return next == UInt8(ascii: "=") || next == UInt8(ascii: ">") ? nil : j..<(j + 1)
        }
        guard cursor.byte(j + 1) == UInt8(ascii: "="), cursor.byte(j + 2) != UInt8(ascii: "=") else { return nil }
        switch c {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "|"),
             UInt8(ascii: "&"), UInt8(ascii: "%"), UInt8(ascii: "^"):
            return j..<(j + 2)
        default:
            return nil
        }
    }

    /// Whether `offset` is where a statement can be: at the top level or directly in braces,
    /// not inside an argument list or a subscript (where `name =` is a Kotlin named argument).
    func isStatementContext(_ offset: Int) -> Bool {
        guard let index = source.brackets.enclosingIndex(of: offset) else { return true }
        return source.brackets.kind(ofOpener: index) == UInt8(ascii: "{")
    }

    /// The end of the expression starting at `start`: the first line break, `;` or closer at
    /// its own depth, unless the next line continues it (a leading `.`, an operator).
    func statementEnd(from start: Int) -> Int {
        var j = start
        var last = start
        while j < code.count {
            let c = code[j]
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                // An opener left open runs to the end of the file (the closer is then the end itself).
                guard let close = cursor.closer(of: j), close < code.count else { return code.count }
                j = close + 1
                last = min(j, code.count)  // an opener never closed "closes" at the end of the file
                continue
            }
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";") {
                return last
            }
            if c == 0x0A {
                let next = cursor.skipSpace(from: j)
                let n = cursor.byte(next)
                let p = cursor.byte(last - 1)
                let continues = (n == UInt8(ascii: ".") && cursor.byte(next + 1) != UInt8(ascii: "."))
                    || Self.continuationBytes.contains(n) || Self.continuationBytes.contains(p)
                    || p == UInt8(ascii: "=") || p == UInt8(ascii: ",") || p == UInt8(ascii: "(")
                if !continues { return last }
                j = next
                continue
            }
            if !ByteClass.isSpace(c) { last = j + 1 }
            j += 1
        }
        return last
    }

    /// Operators that carry an expression onto the next line, before or after the break.
    private static let continuationBytes = ByteSet("+-*/%&|^?:<>")

    /// Skips a number literal with its suffix or unit (`24.dp`, `0x1F`, `1.5f`).
    func skipNumber(_ i: Int) -> Int {
        var j = i
        while j < code.count, ByteClass.isIdentifier(code[j]) { j += 1 }
        while j + 1 < code.count, code[j] == UInt8(ascii: "."), ByteClass.isIdentifier(code[j + 1]) {
            j += 1
            while j < code.count, ByteClass.isIdentifier(code[j]) { j += 1 }
        }
        return j
    }

    /// Skips an annotation or attribute and its arguments (`@Preview(showBackground = true)`,
    /// `@file:Suppress(…)`), so they are not read as calls.
    func skipAnnotation(_ i: Int) -> Int {
        var j = i + 1
        while let word = cursor.identifier(at: j) {
            j = word.upperBound
            if cursor.byte(j) == UInt8(ascii: "."), ByteClass.isIdentifierStart(cursor.byte(j + 1)) { j += 1; continue }
            if cursor.byte(j) == UInt8(ascii: ":"), ByteClass.isIdentifierStart(cursor.byte(j + 1)) { j += 1; continue }
            break
        }
        let k = cursor.skipSpace(from: j, newlines: false)
        if cursor.byte(k) == UInt8(ascii: "("), let close = cursor.closer(of: k) { return min(close + 1, code.count) }
        return max(j, i + 1)
    }

    /// `#available(…)` and `#unavailable(…)` are conditions, not macros: the block after them
    /// is the `if`'s branch, so what it holds is not the content of a call.
    private static let availabilityConditions: [[UInt8]] = [Array("available".utf8), Array("unavailable".utf8)]

    /// A Swift macro expansion used as a call (`#Preview { … }`, `#Preview("Dark") { … }`);
    /// an availability condition is skipped with its arguments.
    func macro(_ i: Int) -> Int {
        guard language == .swift, let word = cursor.identifier(at: i + 1) else { return i + 1 }
        if Self.availabilityConditions.contains(where: { $0.elementsEqual(code[word]) }) {
            let open = cursor.skipSpace(from: word.upperBound)
            guard cursor.byte(open) == UInt8(ascii: "("), let close = cursor.closer(of: open) else { return word.upperBound }
            return close + 1
        }
        let name = i..<word.upperBound
        guard startsCallContent(at: afterName(name)) else { return word.upperBound }
        return callNode(start: i, name: name, receiver: nil, isMember: false)
    }

    /// Marks the `{` that ends the condition after `keyword` as a block, so the name before it
    /// (`for item in items {`, `if let x = y {`) is not read as a call with a trailing closure;
    /// returns its offset.
    @discardableResult
    func markConditionBlock(keyword: Range<Int>) -> Int? {
        var j = cursor.skipSpace(from: keyword.upperBound)
        if language == .kotlin {
            // `if (…) {`, `when (x) {`, `when {`, `catch (e: E) {`
            if cursor.byte(j) == UInt8(ascii: "("), let close = cursor.closer(of: j) { j = cursor.skipSpace(from: close + 1) }
            guard cursor.byte(j) == UInt8(ascii: "{") else { return nil }
            blockBraces.insert(j)
            return j
        }
        // Swift: `repeat { } while x` has no block after the condition.
        if CodeWord.pack(code, keyword) == CodeWord.while,
           cursor.byte(cursor.skipSpaceBackward(from: keyword.lowerBound - 1)) == UInt8(ascii: "}") { return nil }
        let limit = min(code.count, j + 4096)
        while j < limit {
            let c = code[j]
            if c == UInt8(ascii: "{") { blockBraces.insert(j); return j }
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") {
                guard let close = cursor.closer(of: j) else { return nil }
                j = close + 1
                continue
            }
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";") { return nil }
            j += 1
        }
        return nil
    }
}
