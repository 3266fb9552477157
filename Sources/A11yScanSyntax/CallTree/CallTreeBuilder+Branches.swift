/// Branches: which `if`/`else`/`guard` block or `switch` case holds a node, so rules can tell
/// views shown together from views shown instead of each other.
extension CallTreeBuilder {
    /// Marks the block after `else` as a branch, and remembers the `case`/`default` label a
    /// Swift `switch` reached.
    func noteBranchWord(_ word: Range<Int>) {
        let text = code[word]
        if text.elementsEqual("else".utf8) {
            let brace = cursor.skipSpace(from: word.upperBound)
            if cursor.byte(brace) == UInt8(ascii: "{") {
                blockBraces.insert(brace)
                branchBraces.insert(brace)
            }
            return
        }
        guard language == .swift, text.elementsEqual("case".utf8) || text.elementsEqual("default".utf8),
              let index = source.brackets.enclosingIndex(of: word.lowerBound) else { return }
        let brace = Int(source.brackets.openers[index])
        if branchBraces.contains(brace) { caseLabels[Int32(brace)] = Int32(word.lowerBound) }
    }

    /// The branch of a node starting at `offset`: its innermost bracket when that opens a branch
    /// (for a `switch`, the case label reached last), else -1.
    func branch(at offset: Int) -> Int32 {
        guard let index = source.brackets.enclosingIndex(of: offset) else { return -1 }
        let brace = Int(source.brackets.openers[index])
        guard branchBraces.contains(brace) else { return -1 }
        return caseLabels[Int32(brace)] ?? Int32(brace)
    }
}
