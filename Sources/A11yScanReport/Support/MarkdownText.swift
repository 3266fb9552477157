/// Escaping for the markdown output, which is posted as a pull-request comment: text from
/// scanned files and rule files must render as written and never as markup, HTML or a broken
/// table.
enum MarkdownText {
    /// Characters that can start markup anywhere inside a paragraph or a table cell. Markers
    /// that only count at the start of a line are handled by `atLineStart(_:)`.
    private static let significant: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "!"]

    /// Plain text with every significant character backslash-escaped, on one line, control
    /// characters made visible.
    static func plain(_ text: String) -> String {
        var out = ""
        for character in DisplayText.sanitized(Wording.singleLine(text)) {
            if significant.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// An inline code span showing `text` verbatim: the fence is one backtick longer than the
    /// longest backtick run inside, and padded with spaces when the text starts or ends with
    /// a backtick or a space. In a table cell `|` must still be escaped, even inside code.
    static func code(_ text: String, inTableCell: Bool = false) -> String {
        var body = DisplayText.sanitized(Wording.singleLine(text))
        if inTableCell {
            body = body.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
        }
        var longestRun = 0, run = 0
        for character in body {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let needsPadding = body.first == "`" || body.last == "`" || body.first == " " || body.last == " "
        let pad = needsPadding && !body.isEmpty ? " " : ""
        return fence + pad + body + pad + fence
    }

    /// Rule prose such as a message or fix hint, where authors mark code with single backticks
    /// (`` Add `.accessibilityHidden(true)` ``): balanced backtick spans stay code (re-fenced
    /// safely), everything else is escaped as plain text.
    static func prose(_ text: String, inTableCell: Bool = false) -> String {
        let line = Wording.singleLine(text)
        var out = ""
        var remainder = Substring(line)
        while let open = remainder.firstIndex(of: "`") {
            let afterOpen = remainder.index(after: open)
            guard let close = remainder[afterOpen...].firstIndex(of: "`") else { break }
            out += plain(String(remainder[..<open]))
            out += code(String(remainder[afterOpen..<close]), inTableCell: inTableCell)
            remainder = remainder[remainder.index(after: close)...]
        }
        out += plain(String(remainder))
        return out
    }

    /// A URL as a CommonMark autolink `<…>` when it can be one (a scheme, no spaces or angle
    /// brackets), otherwise as escaped plain text.
    static func link(_ url: String) -> String {
        let usable = url.contains(":") && !url.contains(where: { $0 == "<" || $0 == ">" || $0.isWhitespace })
        return usable ? "<" + url + ">" : plain(url)
    }

    /// Already-escaped text that will begin a line (or a list item): a leading `#`, `-`, `+`
    /// or `=` would make a heading, list or setext underline, and `1.` or `1)` an ordered list,
    /// so that punctuation is escaped too.
    static func atLineStart(_ escaped: String) -> String {
        guard let first = escaped.first else { return escaped }
        if "#-+=".contains(first) { return "\\" + escaped }
        let digits = escaped.prefix(while: { $0.isASCII && $0.isNumber })
        let rest = escaped.dropFirst(digits.count)
        if !digits.isEmpty, let marker = rest.first, marker == "." || marker == ")" {
            return digits + "\\" + rest
        }
        return escaped
    }
}
