/// Branches: which `if`/`else`/`guard` block, `switch` case or `when` arm holds a node, so rules
/// can tell views shown together from views shown instead of each other.
extension CallTreeBuilder {
    /// Marks the block after `else` as a branch, and remembers the `case`/`default` label a
    /// Swift `switch` reached.
    func noteBranchWord(_ word: Range<Int>) {
        let text = CodeWord.pack(code, word)
        if text == CodeWord.else {
            let brace = cursor.skipSpace(from: word.upperBound)
            if cursor.byte(brace) == UInt8(ascii: "{") {
                blockBraces.insert(brace)
                markBranchBrace(brace)
            } else if language == .kotlin, ByteClass.isIdentifierStart(cursor.byte(brace)) {
                branchStarts.insert(brace)
            }
            return
        }
        guard language == .swift, text == CodeWord.case || text == CodeWord.default,
              let index = source.brackets.enclosingIndex(of: word.lowerBound) else { return }
        let brace = Int(source.brackets.openers[index])
        if branchBraces.contains(brace) { caseLabels[brace] = Int32(word.lowerBound) }
    }

    /// Kotlin `if (c) Icon(…)`: the statement right after the condition is shown only on it.
    func markBracelessIf(_ keyword: Range<Int>) {
        let open = cursor.skipSpace(from: keyword.upperBound)
        guard cursor.byte(open) == UInt8(ascii: "("), let close = cursor.closer(of: open) else { return }
        let start = cursor.skipSpace(from: close + 1)
        if ByteClass.isIdentifierStart(cursor.byte(start)) { branchStarts.insert(start) }
    }

    /// Each arm of a Kotlin `when` is a branch of its own: the block after its `->`, or the
    /// statement there when it has no braces. Arrows inside brackets (lambdas, nested `when`s)
    /// are not the arms of this one.
    func markWhenArms(_ brace: Int) {
        guard let close = cursor.closer(of: brace) else { return }
        var j = brace + 1
        while j < close {
            let byte = code[j]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                guard let inner = cursor.closer(of: j), inner < close else { return }
                j = inner + 1
                continue
            }
            guard byte == UInt8(ascii: "-"), cursor.byte(j + 1) == UInt8(ascii: ">") else { j += 1; continue }
            let start = cursor.skipSpace(from: j + 2)
            if cursor.byte(start) == UInt8(ascii: "{") {
                blockBraces.insert(start)
                markBranchBrace(start)
            } else if ByteClass.isIdentifierStart(cursor.byte(start)) {
                branchStarts.insert(start)
            }
            j = start
        }
    }

    /// Records that the `{` at `brace` opens a branch.
    func markBranchBrace(_ brace: Int) {
        branchBraces.insert(brace)
        firstBranchBrace = min(firstBranchBrace, brace)
    }

    /// The branch of a node starting at `offset`: the offset itself when a Kotlin statement
    /// without braces starts there on a condition, else its innermost bracket when that opens
    /// a branch (for a `switch`, the case label reached last), else -1.
    func branch(at offset: Int) -> Int32 {
        if branchStarts.contains(offset) { return Int32(offset) }
        // The brace enclosing `offset` lies before it, so none does before the first branch brace.
        guard offset > firstBranchBrace, let index = source.brackets.enclosingIndex(of: offset) else { return -1 }
        let brace = Int(source.brackets.openers[index])
        guard branchBraces.contains(brace) else { return -1 }
        return caseLabels[brace] ?? Int32(brace)
    }
}
