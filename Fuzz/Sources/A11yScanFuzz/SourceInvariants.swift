import A11yScanCore
import A11yScanSyntax

/// What a lexed `SourceFile` must satisfy whatever its bytes.
enum SourceInvariants {
    static func check(_ source: SourceFile) {
        let text = source.text, code = source.code
        fuzzCheck(code.count == text.count, "code view is \(code.count) bytes, text \(text.count)")
        for i in 0..<text.count where code[i] != text[i] {
            fuzzCheck(code[i] == 0x20, "code byte \(i) is \(code[i]), neither the source byte \(text[i]) nor a space")
            fuzzCheck(text[i] != 0x0A && text[i] != 0x0D, "line break at \(i) blanked in the code view")
        }
        checkLines(source)
        checkBrackets(source)
        for comment in source.comments {
            fuzzCheck(comment.lowerBound >= 0 && comment.upperBound <= text.count, "comment \(comment) outside the file")
        }
    }

    private static func checkLines(_ source: SourceFile) {
        let starts = source.lines.starts
        fuzzCheck(starts.first == 0, "the first line does not start at 0")
        for k in starts.indices.dropFirst() {
            fuzzCheck(starts[k - 1] < starts[k], "line starts out of order at line \(k + 1)")
            fuzzCheck(Int(starts[k]) <= source.text.count, "line \(k + 1) starts past the end")
        }
    }

    private static func checkBrackets(_ source: SourceFile) {
        let table = source.brackets, code = source.code
        let closerFor: [UInt8: UInt8] = [0x28: 0x29, 0x5B: 0x5D, 0x7B: 0x7D]
        for k in 0..<table.count {
            let opener = Int(table.openers[k]), kind = table.kind(ofOpener: k)
            fuzzCheck(opener >= 0 && opener < code.count, "opener \(k) at \(opener) outside the file")
            fuzzCheck(k == 0 || table.openers[k - 1] < table.openers[k], "openers out of order at \(k)")
            fuzzCheck(code[opener] == kind, "opener \(k) at \(opener) is not its bracket in the code view")
            // Where the pair ends for every reader: its closer, the closer that ended an
            // enclosing pair past it, or the end of the file.
            let end = table.closer(ofOpenerAt: opener, end: code.count) ?? -1
            fuzzCheck(end > opener && end <= code.count, "pair \(k) at \(opener) ends at \(end)")
            let matched = end < code.count && table.opener(ofCloserAt: end) == opener
            if matched {
                fuzzCheck(code[end] == closerFor[kind], "closer of pair \(k) at \(end) is the wrong bracket")
            }
            guard let parent = table.parent(ofOpener: k) else {
                fuzzCheck(table.enclosingIndex(of: opener) == nil, "\(opener) has no parent but an enclosing pair")
                continue
            }
            fuzzCheck(parent < k, "pair \(k) has parent \(parent), which does not come before it")
            let parentEnd = table.closer(ofOpenerAt: Int(table.openers[parent]), end: code.count) ?? -1
            fuzzCheck(matched ? end < parentEnd : end <= parentEnd,
                      "pair \(k) (\(opener)..\(end)) is not inside its parent, which ends at \(parentEnd)")
            fuzzCheck(table.enclosingIndex(of: opener) == parent, "the pair enclosing \(opener) is not its parent \(parent)")
        }
    }
}
