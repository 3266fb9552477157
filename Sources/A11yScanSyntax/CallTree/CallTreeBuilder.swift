/// Builds a file's `CallTree` in one forward pass over the code view, with an explicit stack
/// of open nodes (no recursion, so deep nesting costs memory, not call depth). Every
/// identifier is read once: keywords mark condition blocks and start declarations; a name
/// followed by `(` or a trailing closure starts a call, whose modifier chain is read at once
/// and whose links become nodes when the scan reaches them, so nodes stay in source order.
final class CallTreeBuilder {
    let source: SourceFile
    let cursor: CodeCursor
    let language: Language
    let names: NameTable

    var nodes: [SyntaxNode] = []
    var arguments: [NodeArgument] = []
    var closures: [NodeClosure] = []
    var declarations: [DeclarationInfo] = []
    var parameters: [DeclarationParameter] = []
    var annotations: [Range<Int32>] = []
    /// Nodes whose extent the scan is still inside, innermost last.
    var stack: [Int32] = []
    /// Chain links read after a call, by the offset of their name: the call they modify
    /// (`pendingOffsets` answers "is there one here" without hashing).
    var pendingModifiers: OffsetMap
    var pendingOffsets: OffsetSet
    /// `{` offsets that open a block (a condition's body, a declaration's body), never a
    /// trailing closure.
    var blockBraces: OffsetSet
    /// `{` offsets that open a branch (`if`, `else`, `guard … else`, `switch`, `when`).
    var branchBraces: OffsetSet
    /// The lowest offset in `branchBraces` (`Int.max` while it is empty): a node starting at or
    /// before it is in no branch block, whatever encloses it.
    var firstBranchBrace = Int.max
    /// For each `switch` brace, the `case`/`default` label the scan passed last.
    var caseLabels = OffsetMap()
    /// Where a Kotlin statement shown on a condition starts without braces (`if (c) Icon(…)`,
    /// `else Text(…)`, a `when` arm's `x -> Icon(…)`): that statement is a branch of its own.
    var branchStarts: OffsetSet
    /// Where the written type of a property or function starts, and where it ends: it is
    /// skipped, so `let icon: UIImageView = { … }()` is not read as an assignment to a type.
    var typeAnnotations: OffsetSet
    var typeAnnotationEnds: OffsetMap
    let classifier: ValueClassifier
    /// (owner, modifier) in creation order, grouped per owner at the end.
    var modifierPairs: [(owner: Int32, modifier: Int32)] = []
    /// Kotlin chains no call owns (a local `val`'s value), by where they start and end, in
    /// source order (`CallTreeBuilder+LocalChains`).
    var looseChains: [(root: Int32, end: Int32)] = []

    var code: UnsafeBufferPointer<UInt8> { cursor.code }

    init(source: SourceFile, code: UnsafeBufferPointer<UInt8>, names: NameTable) {
        self.source = source
        self.cursor = CodeCursor(code: code, source: source)
        self.language = source.language
        self.names = names
        pendingOffsets = OffsetSet(count: code.count)
        blockBraces = OffsetSet(count: code.count)
        branchBraces = OffsetSet(count: code.count)
        branchStarts = OffsetSet(count: code.count)
        typeAnnotations = OffsetSet(count: code.count)
        // UI code has a chain link or a written type every 500 bytes or so: room for twice that.
        pendingModifiers = OffsetMap(expectedKeys: code.count / 256)
        typeAnnotationEnds = OffsetMap(expectedKeys: code.count / 256)
        classifier = ValueClassifier(cursor: cursor, text: source.text)
        // Room for what UI code of this size holds (a node and an argument per 90 bytes or
        // so), so that the tables rarely grow while the file is read.
        let expected = code.count / 64 + 16
        nodes.reserveCapacity(expected)
        arguments.reserveCapacity(expected)
        closures.reserveCapacity(expected / 4)
        declarations.reserveCapacity(expected / 2)
        parameters.reserveCapacity(expected / 4)
        modifierPairs.reserveCapacity(expected / 4)
        stack.reserveCapacity(64)
    }

    /// The tree of `source` (names numbered by `names`).
    static func build(_ source: SourceFile, names: NameTable) -> CallTree {
        source.code.withUnsafeBufferPointer { code in
            let builder = CallTreeBuilder(source: source, code: code, names: names)
            builder.scan()
            return builder.finish()
        }
    }

    func scan() {
        var i = 0
        let n = code.count
        // The last byte before `i` that is not white space: what a name is preceded by.
        var significant = -1
        while i < n {
            let c = code[i]
            switch Self.byteKind[Int(c)] {
            case 0:
                significant = i
                i += 1
            case 5:
                i = cursor.skipSpace(from: i + 1)
            case 1:
                i = skipNumber(i)
                significant = i - 1
            case 2:
                i = skipAnnotation(i)
                significant = i - 1
            case 3:
                i = macro(i)
                significant = i - 1
            default:
                if typeAnnotations.contains(i), let end = typeAnnotationEnds[i] {
                    i = Int(end)
                    significant = i - 1
                    continue
                }
                guard let word = cursor.identifier(at: i) else {
                    significant = i
                    i += 1
                    continue
                }
                i = max(visit(word, after: significant), word.upperBound)
                significant = i - 1
            }
        }
    }

    /// 0: other code; 1: a digit; 2: `@`; 3: `#`; 4: an identifier start (or a backtick);
    /// 5: white space.
    private static let byteKind: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for b in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C] { table[b] = 5 }
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(b)] = 1 }
        table[Int(UInt8(ascii: "@"))] = 2
        table[Int(UInt8(ascii: "#"))] = 3
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(b)] = 4 }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(b)] = 4 }
        table[Int(UInt8(ascii: "_"))] = 4
        table[Int(UInt8(ascii: "`"))] = 4
        for b in 0x80...0xFF { table[b] = 4 }
        return table
    }()

    /// Handles one identifier; returns where the scan goes on.
    /// `before` is the last byte before the name that is not white space (or -1).
    private func visit(_ word: Range<Int>, after before: Int) -> Int {
        if before >= 0, code[before] == UInt8(ascii: "."), cursor.byte(before - 1) != UInt8(ascii: ".") {
            return member(word, dot: before)
        }
        // `Type::class`, `::onSave`: a Kotlin class or callable reference declares and calls nothing.
        if before >= 1, code[before] == UInt8(ascii: ":"), code[before - 1] == UInt8(ascii: ":") { return word.upperBound }
        if let keyword = SyntaxKeyword.of(code, word, language) {
            switch keyword {
            case .condition:
                if let brace = markConditionBlock(keyword: word), SyntaxKeyword.opensBranch(code, word) {
                    markBranchBrace(brace)
                    if language == .kotlin, CodeWord.pack(code, word) == CodeWord.when { markWhenArms(brace) }
                } else if language == .kotlin, CodeWord.pack(code, word) == CodeWord.if {
                    markBracelessIf(word)
                }
                return word.upperBound
            case .declaration(let kind):
                return declaration(kind, keyword: word)
            case .declarationModifier:
                // A soft keyword used as a name (`open = true`, `data.value = x`) is not a prefix.
                let next = cursor.skipSpace(from: word.upperBound, newlines: false)
                let usedAsName = (cursor.byte(next) == UInt8(ascii: "=") && cursor.byte(next + 1) != UInt8(ascii: "="))
                    || cursor.byte(next) == UInt8(ascii: ".")
                return usedAsName ? expression(word) : word.upperBound
            case .other:
                if let end = importEnd(word) { return end }
                noteBranchWord(word)
                return word.upperBound
            }
        }
        return expression(word)
    }

    /// A name after a `.`: a link of a chain read earlier, an implicit member call
    /// (`.system(size: 12)`), or a call on an expression the tree does not follow.
    private func member(_ word: Range<Int>, dot: Int) -> Int {
        if pendingOffsets.contains(word.lowerBound), let owner = pendingModifiers.removeValue(forKey: word.lowerBound) {
            return modifierNode(name: word, dot: dot, owner: owner)
        }
        let after = afterName(word)
        guard startsCallContent(at: after) else { return word.upperBound }
        let previous = cursor.skipSpaceBackward(from: dot - 1)
        let p = cursor.byte(previous)
        let implicit = !(ByteClass.isIdentifier(p) || p == UInt8(ascii: ")") || p == UInt8(ascii: "]")
            || p == UInt8(ascii: "}") || p == UInt8(ascii: "\"") || p == UInt8(ascii: "?") || p == UInt8(ascii: "!")
            || p == UInt8(ascii: ">"))
        let receiver = implicit ? nil : expressionStart(before: dot).map { $0..<lastEndBefore(dot) }
        return callNode(start: implicit ? dot : word.lowerBound, name: word, receiver: receiver, isMember: true)
    }


    /// A name that starts an expression: a call, a path (`viewModel.select(…)`,
    /// `Modifier.clickable { … }`), an assignment, or a plain reference.
    private func expression(_ word: Range<Int>) -> Int {
        // Right before `)`, `,`, `]`, `}`, `:` or `;` a name is a plain reference (an argument,
        // a label, a parameter): no call, path or assignment can follow it.
        let next = cursor.byte(word.upperBound)
        if next == UInt8(ascii: ")") || next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
            || next == UInt8(ascii: ":") || next == UInt8(ascii: ";") {
            return word.upperBound
        }
        let after = afterName(word)
        if startsCallContent(at: after) {
            return callNode(start: word.lowerBound, name: word, receiver: nil, isMember: false)
        }
        if let dot = pathDot(after: subscriptsEnd(after: word.upperBound)) {
            return path(root: word, firstDot: dot)
        }
        if let op = assignmentOperator(at: cursor.skipSpace(from: word.upperBound, newlines: false)),
           isStatementContext(word.lowerBound), !isBoundName(word) {
            return assignmentNode(name: word, start: word.lowerBound, receiver: nil, operator: op)
        }
        return word.upperBound
    }

    /// Whether `word` is the name a binding introduces (`if let item = …`, `case x = …`)
    /// rather than the target of an assignment.
    private func isBoundName(_ word: Range<Int>) -> Bool {
        let before = cursor.skipSpaceBackward(from: word.lowerBound - 1)
        // `var label: String = ""`: the type of a declaration, not a target.
        if cursor.byte(before) == UInt8(ascii: ":") || cursor.byte(before) == UInt8(ascii: ">") { return true }
        guard let previous = cursor.identifier(endingAt: before) else {
            return false
        }
        switch SyntaxKeyword.of(code, previous, language) {
        case .declaration?: return true
        case .other?: return CodeWord.pack(code, previous) == CodeWord.case
        default: return false
        }
    }

    /// `root.a.b(…)`: the first link that is called is the node, the links before it its receiver.
    /// In Kotlin a chain on `Modifier` (or a `modifier` parameter) is a modifier chain: its
    /// links are modifiers of the call whose argument holds it.
    private func path(root: Range<Int>, firstDot: Int) -> Int {
        if language == .kotlin, isModifierRoot(root) {
            popEnded(before: root.lowerBound)
            let owner = modifierOwner(at: root.lowerBound)
            let end = readChain(after: root.upperBound, owner: owner)
            if owner < 0 { noteLooseChain(root: root.lowerBound, end: end) }
            return root.upperBound
        }
        var last = root
        var lastDot = firstDot
        var dot: Int? = firstDot
        var steps = 0
        while let d = dot, steps < 64 {
            steps += 1
            let nameStart = cursor.skipSpace(from: d + 1)
            guard let link = cursor.identifier(at: nameStart), !ByteClass.isDigit(code[nameStart]) else { break }
            if startsCallContent(at: afterName(link)) {
                if isViewReference(root, chainDot: d) {
                    let receiver = last == root ? nil : root.lowerBound..<lastEndBefore(lastDot)
                    return callNode(start: root.lowerBound, name: last, receiver: receiver, isMember: false)
                }
                return callNode(start: root.lowerBound, name: link, receiver: root.lowerBound..<lastEndBefore(d),
                                isMember: false)
            }
            last = link
            lastDot = d
            dot = pathDot(after: subscriptsEnd(after: link.upperBound))
        }
        if last != root, let op = assignmentOperator(at: cursor.skipSpace(from: last.upperBound, newlines: false)),
           isStatementContext(root.lowerBound) {
            return assignmentNode(name: last, start: root.lowerBound, receiver: root.lowerBound..<lastEndBefore(lastDot),
                                  operator: op)
        }
        return last.upperBound
    }

    func addPending(_ link: Int, owner: Int32) {
        pendingModifiers[link] = owner
        pendingOffsets.insert(link)
    }

    /// `Modifier`, a `modifier` parameter, or another name for one (`contentModifier`,
    /// `rowModifier`: a parameter or local whose name ends in `Modifier`).
    private func isModifierRoot(_ word: Range<Int>) -> Bool {
        let w = CodeWord.pack(code, word)
        if w == CodeWord.modifierType || w == CodeWord.modifierParameter { return true }
        return word.count > 8 && code[word.lowerBound] >= UInt8(ascii: "a") && code[word.lowerBound] <= UInt8(ascii: "z")
            && code[(word.upperBound - 8)..<word.upperBound].elementsEqual("Modifier".utf8)
    }

    /// The call whose argument list holds `offset` (the owner of a Kotlin modifier chain
    /// written there), or the owner of the modifier whose arguments hold it.
    private func modifierOwner(at offset: Int) -> Int32 {
        guard let top = stack.last else { return -1 }
        let node = nodes[Int(top)]
        if node.kind == .modifier { return node.owner }
        guard node.kind == .call, node.argumentsOpen >= 0, offset > Int(node.argumentsOpen),
              offset < Int(node.argumentsClose) else { return -1 }
        return top
    }

    /// The end of the text before the `.` at `dot`, `?` and `!` excluded.
    private func lastEndBefore(_ dot: Int) -> Int {
        var j = cursor.skipSpaceBackward(from: dot - 1)
        while j > 0, code[j] == UInt8(ascii: "?") || code[j] == UInt8(ascii: "!") { j -= 1 }
        return j + 1
    }

    // MARK: Nodes

    /// Closes the nodes whose extent ends at or before `offset`.
    func popEnded(before offset: Int) {
        while let top = stack.last, Int(nodes[Int(top)].extentEnd) <= offset {
            nodes[Int(top)].subtreeEnd = Int32(nodes.count)
            stack.removeLast()
        }
    }

    /// Links `node` to the innermost open node and appends it; returns its index.
    func append(_ node: SyntaxNode) -> Int32 {
        var node = node
        popEnded(before: Int(node.start))
        let index = Int32(nodes.count)
        node.branch = branch(at: Int(node.start))
        if let top = stack.last {
            node.parent = top
            placeInParent(&node, index: index)
        }
        nodes.append(node)
        stack.append(index)
        if node.kind == .modifier, node.owner >= 0 { modifierPairs.append((node.owner, index)) }
        return index
    }

    /// Sets the slot of `node` in its parent, and makes an argument whose whole value is
    /// this call point at it.
    private func placeInParent(_ node: inout SyntaxNode, index: Int32) {
        let parent = nodes[Int(node.parent)]
        let s = node.start
        if node.kind == .modifier, node.owner == node.parent {
            node.slot = .modifier
            return
        }
        if parent.argumentsOpen >= 0, s > parent.argumentsOpen, s < parent.argumentsClose {
            node.slot = .argument
            for k in parent.firstArgument..<(parent.firstArgument + parent.argumentCount) {
                let argument = arguments[Int(k)]
                let first = argument.labelStart >= 0 ? argument.labelStart : argument.valueStart
                guard s >= first, s < argument.valueEnd else { continue }
                node.slotIndex = k - parent.firstArgument
                Self.linkValue(&arguments[Int(k)], to: node, index: index)
                break
            }
            return
        }
        for k in parent.firstClosure..<(parent.firstClosure + parent.closureCount) {
            let closure = closures[Int(k)]
            if s > closure.open, s < closure.close {
                node.slot = .closure
                node.slotIndex = k - parent.firstClosure
                return
            }
        }
        switch parent.kind {
        case .declaration:
            let info = declarations[Int(parent.declaration)]
            if info.bodyOpen >= 0, s > info.bodyOpen, s < info.bodyClose {
                node.slot = .body
            } else if parent.argumentCount > 0, s >= arguments[Int(parent.firstArgument)].valueStart {
                node.slot = .body
                Self.linkValue(&arguments[Int(parent.firstArgument)], to: node, index: index)
            } else {
                node.slot = .header
            }
        case .assignment:
            node.slot = .value
            if parent.argumentCount > 0 { Self.linkValue(&arguments[Int(parent.firstArgument)], to: node, index: index) }
        default:
            node.slot = .header
        }
    }

    private static func linkValue(_ argument: inout NodeArgument, to node: SyntaxNode, index: Int32) {
        guard node.kind == .call, node.start == argument.valueStart, node.extentEnd == argument.valueEnd else { return }
        argument.kind = .call
        argument.node = index
    }

    /// Gives every owner its modifiers in chain order and closes what is still open.
    func finish() -> CallTree {
        popEnded(before: Int.max)
        let links = linkLocalChains()
        var list = [Int32](repeating: 0, count: modifierPairs.count + links.pairs.count)
        if !links.pairs.isEmpty {
            // Rare (a file with a local chain a view names): a sort by owner, then by where
            // each link stands in the owner's chain (a linked chain where its name is written).
            var all: [(owner: Int32, key: Int32, order: Int32, modifier: Int32)] = []
            all.reserveCapacity(list.count)
            for (k, pair) in modifierPairs.enumerated() {
                all.append((pair.owner, nodes[Int(pair.modifier)].start, Int32(k), pair.modifier))
            }
            for (k, pair) in links.pairs.enumerated() {
                all.append((pair.owner, pair.key, Int32(modifierPairs.count + k), pair.modifier))
            }
            all.sort { ($0.owner, $0.key, $0.order) < ($1.owner, $1.key, $1.order) }
            var k = 0
            while k < all.count {
                let owner = all[k].owner
                nodes[Int(owner)].firstModifier = Int32(k)
                while k < all.count, all[k].owner == owner {
                    list[k] = all[k].modifier
                    k += 1
                }
                nodes[Int(owner)].modifierCount = Int32(k) - nodes[Int(owner)].firstModifier
            }
        } else if !modifierPairs.isEmpty {
            // A counting sort by owner, as `CallTree` groups nodes by name.
            var starts = [Int32](repeating: 0, count: nodes.count + 2)
            for pair in modifierPairs { starts[Int(pair.owner) + 2] += 1 }
            for i in 2..<starts.count { starts[i] += starts[i - 1] }
            for pair in modifierPairs {
                list[Int(starts[Int(pair.owner) + 1])] = pair.modifier
                starts[Int(pair.owner) + 1] += 1
            }
            for owner in nodes.indices where starts[owner + 1] > starts[owner] {
                nodes[owner].firstModifier = starts[owner]
                nodes[owner].modifierCount = starts[owner + 1] - starts[owner]
            }
        }
        return CallTree(source: source, nodes: nodes, arguments: arguments, closures: closures,
                        declarations: declarations, parameters: parameters, annotations: annotations,
                        modifierList: list, modifierArms: links.arms, nameCount: names.count)
    }
}
