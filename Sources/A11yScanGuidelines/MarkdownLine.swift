/// Recognisers for the few Markdown and Liquid line shapes guideline pages use. Each looks at
/// one line and never at its neighbours.
enum MarkdownLine {
    struct Heading {
        var level: Int
        /// The heading text, trimmed, closing `#`s removed.
        var text: String
    }

    struct ListItem {
        /// Columns before the marker.
        var indent: Int
        /// Everything after the marker and its space; empty for a bare `-`.
        var text: String
    }

    /// How a code block was opened, which decides how it closes.
    enum CodeMarker: Hashable {
        case liquid
        case fence(Character, Int)
    }

    /// `#` to `######` followed by a space (or nothing), at most three spaces in.
    static func heading(_ line: Substring) -> Heading? {
        guard line.prefix(4).indentation <= 3 else { return nil }
        let body = line.drop(while: { $0 == " " })
        let hashes = body.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(hashes) else { return nil }
        let afterHashes = body.dropFirst(hashes)
        guard afterHashes.isEmpty || afterHashes.first == " " || afterHashes.first == "\t" else { return nil }
        var text = afterHashes.trimmingWhitespace()
        let closing = text.reversed().prefix(while: { $0 == "#" }).count
        if closing > 0, closing < text.count, text.dropLast(closing).last?.isWhitespace == true {
            text = text.dropLast(closing).trimmingWhitespace()
        } else if closing == text.count {
            text = ""
        }
        return Heading(level: hashes, text: text)
    }

    /// `-`, `*` or `+`, or `1.` / `1)`, followed by whitespace or the end of the line.
    static func listItem(_ line: Substring) -> ListItem? {
        let indent = line.indentation
        let body = line.drop(while: { $0 == " " || $0 == "\t" })
        guard let first = body.first else { return nil }
        var afterMarker: Substring
        if first == "-" || first == "*" || first == "+" {
            afterMarker = body.dropFirst()
        } else {
            let digits = body.prefix(while: { $0.isASCII && $0.isNumber })
            guard (1...9).contains(digits.count) else { return nil }
            let rest = body.dropFirst(digits.count)
            guard let delimiter = rest.first, delimiter == "." || delimiter == ")" else { return nil }
            afterMarker = rest.dropFirst()
        }
        guard afterMarker.isEmpty || afterMarker.first == " " || afterMarker.first == "\t" else { return nil }
        afterMarker = afterMarker.drop(while: { $0 == " " || $0 == "\t" })
        return ListItem(indent: indent, text: String(afterMarker))
    }

    /// `{% highlight kotlin %}` or a ``` / ~~~ fence, with the language it names.
    static func codeOpening(_ line: Substring) -> (marker: CodeMarker, language: String?)? {
        if let words = liquidWords(line), words.first == "highlight" {
            return (.liquid, words.dropFirst().first.map(String.init))
        }
        guard line.prefix(4).indentation <= 3 else { return nil }
        let body = line.drop(while: { $0 == " " })
        guard let fenceCharacter = body.first, fenceCharacter == "`" || fenceCharacter == "~" else { return nil }
        let length = body.prefix(while: { $0 == fenceCharacter }).count
        guard length >= 3 else { return nil }
        let info = body.dropFirst(length).trimmingWhitespace()
        if fenceCharacter == "`" && info.contains("`") { return nil }
        let language = info.split(separator: " ").first.map(String.init)
        return (.fence(fenceCharacter, length), language)
    }

    /// Whether the line ends a code block opened with `marker`.
    static func closesCode(_ line: Substring, marker: CodeMarker) -> Bool {
        switch marker {
        case .liquid:
            return liquidWords(line)?.first == "endhighlight"
        case .fence(let character, let length):
            let body = line.trimmingWhitespace()
            return body.count >= length && body.allSatisfy { $0 == character }
        }
    }

    /// A line holding only a Liquid tag such as `{% include … %}`.
    static func isLiquidTag(_ line: Substring) -> Bool {
        liquidWords(line) != nil
    }

    /// `---`, `***` or `___` (three or more, spaces allowed between).
    static func isThematicBreak(_ line: Substring) -> Bool {
        let body = line.filter { $0 != " " && $0 != "\t" }
        guard let first = body.first, first == "-" || first == "*" || first == "_" else { return false }
        return body.count >= 3 && body.allSatisfy { $0 == first }
    }

    /// The words inside `{% … %}` when that is all the line holds.
    private static func liquidWords(_ line: Substring) -> [Substring]? {
        let body = line.trimmingWhitespace()
        guard body.hasPrefix("{%"), body.hasSuffix("%}"), body.count >= 4 else { return nil }
        let inner = body.dropFirst(2).dropLast(2)
        return inner.split(whereSeparator: { $0 == " " || $0 == "\t" })
            .map { $0.drop(while: { $0 == "-" }) }
            .map { $0.hasSuffix("-") ? $0.dropLast() : $0 }
            .filter { !$0.isEmpty }
    }
}
