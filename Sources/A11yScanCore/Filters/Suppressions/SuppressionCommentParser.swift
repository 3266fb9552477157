/// Reads one comment's text as a suppression directive. A directive must open the comment
/// (`// a11yscan:disable-next-line rule-a, rule-b -- reason`, `/* a11yscan:disable all */`), so
/// prose that merely mentions `a11yscan:` is not taken for one. Rule ids are separated by commas
/// or spaces and end at `--`, after which comes the free-text reason.
enum SuppressionCommentParser {
    /// What a comment turned out to be.
    enum Outcome: Equatable {
        case notADirective
        case directive(SuppressionDirective.Scope, [SuppressedRule], reason: String?)
        /// Starts with `a11yscan:` but cannot be used; the message says why.
        case malformed(String)
    }

    static let prefix = "a11yscan:"

    private static let commentScopes: [String: SuppressionDirective.Scope] = [
        "disable-line": .line, "disable-next-line": .nextLine, "disable": .rangeStart,
        "enable": .rangeEnd, "disable-file": .file,
    ]

    static func parse(_ comment: String) -> Outcome {
        let body = firstLine(of: stripDelimiters(comment))
        guard body.hasPrefix(prefix) else { return .notADirective }
        let afterPrefix = body.dropFirst(prefix.count)
        let verb = afterPrefix.prefix { !$0.isWhitespace && $0 != "," }
        guard let scope = commentScopes[String(verb)] else {
            let known = commentScopes.keys.sorted().joined(separator: ", ")
            return .malformed("`\(prefix)\(verb)` is not a suppression directive; use one of: \(known)")
        }
        var rest = Substring(afterPrefix.dropFirst(verb.count))
        var reason: String?
        if let marker = reasonMarker(in: rest) {
            let text = String(rest[marker.upperBound...]).trimmingWhitespace
            reason = text.isEmpty ? nil : text
            rest = rest[..<marker.lowerBound]
        }
        let ids = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        guard !ids.isEmpty else {
            return .malformed("`\(prefix)\(verb)` names no rule; list rule ids or write `all`")
        }
        return .directive(scope, ids.map(SuppressedRule.init), reason: reason)
    }

    /// The first `--` that starts a word: rule ids may contain `-`, so `a--b` is not a marker.
    private static func reasonMarker(in text: Substring) -> Range<Substring.Index>? {
        var search = text.startIndex
        while let found = text[search...].range(of: "--") {
            if found.lowerBound == text.startIndex { return found }
            let before = text[text.index(before: found.lowerBound)]
            if before.isWhitespace || before == "," { return found }
            search = found.upperBound
        }
        return nil
    }

    /// The comment without `//`, `///`, `/*`, `/**`, `*/` and surrounding white space.
    private static func stripDelimiters(_ comment: String) -> Substring {
        var text = Substring(comment)
        if text.hasPrefix("/*") {
            text = text.dropFirst(2)
            if text.hasSuffix("*/") { text = text.dropLast(2) }
            while text.first == "*" || text.first == "!" { text = text.dropFirst() }
        } else {
            while text.first == "/" { text = text.dropFirst() }
            if text.first == "!" { text = text.dropFirst() }
        }
        return text.drop { $0.isWhitespace }
    }

    /// A directive and its rule ids sit on the comment's first line; later lines of a block
    /// comment are free text.
    private static func firstLine(of text: Substring) -> Substring {
        text.prefix { $0 != "\n" && $0 != "\r" }
    }
}
