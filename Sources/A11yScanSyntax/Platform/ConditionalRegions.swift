/// The one reader of a Swift file's `#if … #endif` chains: it walks the directive lines and
/// returns the byte ranges of the code inside branches that a question picks out (code only run
/// on macOS, code only compiled in debug builds). Nested blocks are inside when any enclosing
/// branch is.
public protocol ConditionalBranchQuestion {
    /// What the question keeps about one chain while it is read.
    associatedtype Chain
    /// The chain opened by `#if condition` (white space removed, comment dropped).
    func opened(_ condition: String) -> Chain
    /// The chain after `#elseif condition`.
    func elseIf(_ chain: inout Chain, _ condition: String)
    /// The chain after `#else`.
    func otherwise(_ chain: inout Chain)
    /// Whether the chain's current branch is inside.
    func isInside(_ chain: Chain) -> Bool
}

enum ConditionalRegions {
    /// Byte ranges of `code`, the file as written (the code view blanks the directive lines),
    /// inside the branches `question` picks out, in order, not overlapping.
    static func regions<Q: ConditionalBranchQuestion>(in code: [UInt8], _ question: Q) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var chains: [Q.Chain] = []
        var openedAt: Int?
        var lineStart = 0
        while lineStart < code.count {
            var lineEnd = lineStart
            while lineEnd < code.count, code[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let next = min(lineEnd + 1, code.count)
            var first = lineStart
            while first < lineEnd, code[first] == UInt8(ascii: " ") || code[first] == UInt8(ascii: "\t") { first += 1 }
            if first < lineEnd, code[first] == UInt8(ascii: "#") {
                var line = String(decoding: code[first..<lineEnd], as: UTF8.self)
                if let comment = line.firstRange(of: "//") { line = String(line[..<comment.lowerBound]) }
                let wasInside = chains.contains { question.isInside($0) }
                var handled = true
                if let condition = condition(line, after: "#if") {
                    chains.append(question.opened(condition))
                } else if let condition = condition(line, after: "#elseif"), !chains.isEmpty {
                    question.elseIf(&chains[chains.count - 1], condition)
                } else if isWord(line, "#else"), !chains.isEmpty {
                    question.otherwise(&chains[chains.count - 1])
                } else if isWord(line, "#endif"), !chains.isEmpty {
                    chains.removeLast()
                } else {
                    handled = false
                }
                if handled {
                    let isInside = chains.contains { question.isInside($0) }
                    if isInside, !wasInside { openedAt = next }
                    if !isInside, wasInside, let start = openedAt {
                        if start < lineStart { result.append(start..<lineStart) }
                        openedAt = nil
                    }
                }
            }
            lineStart = lineEnd + 1
        }
        if let start = openedAt, start < code.count { result.append(start..<code.count) }
        return result
    }

    /// Whether `offset` lies in one of `regions` (ordered, not overlapping).
    static func contains(_ regions: [Range<Int>], _ offset: Int) -> Bool {
        var low = 0, high = regions.count
        while low < high {
            let mid = (low + high) / 2
            if regions[mid].upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low < regions.count && regions[low].contains(offset)
    }

    /// The condition after `keyword` on a directive line, without white space, or nil when the
    /// line is another directive.
    private static func condition(_ line: String, after keyword: String) -> String? {
        guard line.hasPrefix(keyword) else { return nil }
        let rest = line.dropFirst(keyword.count)
        guard let first = rest.first, first == " " || first == "\t" || first == "(" || first == "!" else { return nil }
        return rest.filter { !$0.isWhitespace }
    }

    private static func isWord(_ line: String, _ word: String) -> Bool {
        guard line.hasPrefix(word) else { return false }
        return line.dropFirst(word.count).allSatisfy(\.isWhitespace)
    }

    /// Whether `condition` holds only where one of `atoms` does: an atom alone or joined to
    /// others by `&&`; not under `||`.
    static func requires(_ condition: String, oneOf atoms: Set<String>) -> Bool {
        requires(condition) { atoms.contains($0) }
    }

    /// Whether `condition` holds only where an atom `isAtom` picks out does: alone or joined to
    /// others by `&&`; not under `||`. The same for `#if` lines and Kotlin's `if (…)`.
    static func requires(_ condition: String, where isAtom: (String) -> Bool) -> Bool {
        let bare = unwrapped(condition)
        guard !bare.contains("||") else { return false }
        return bare.split(separator: "&&").contains { isAtom(unwrapped(String($0))) }
    }

    /// `text` without the parentheses that wrap all of it.
    static func unwrapped(_ text: String) -> String {
        var text = Substring(text)
        while text.hasPrefix("("), text.hasSuffix(")"), wrapsAll(text) { text = text.dropFirst().dropLast() }
        return String(text)
    }

    private static func wrapsAll(_ text: Substring) -> Bool {
        var depth = 0
        for (index, character) in zip(text.indices, text) {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0, index != text.index(before: text.endIndex) { return false } }
        }
        return true
    }
}
