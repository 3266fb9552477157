/// One regex per language that matches wherever any rule's anchor could start, so a file is
/// searched once for all rules instead of once per rule. At each position it finds, every
/// rule's anchor is tried anchored at that position; since the search resumes one byte after
/// each hit, every position where some anchor matches is visited, and each rule sees exactly
/// the matches its own left-to-right search would find. A language whose anchors cannot be
/// combined (e.g. named sub-pattern definitions that clash) is scanned rule by rule.
public struct AnchorIndex: Sendable {
    let unions: [Language: Regex]

    public init(rules: [Rule]) {
        var unions: [Language: Regex] = [:]
        for language in Language.allCases {
            let anchors = rules.filter { $0.language == language }.map(\.anchor.pattern)
            guard !anchors.isEmpty else { continue }
            // Each anchor in its own group so inline options stay local. `(?x)` and a line break
            // before the closing parenthesis end a trailing `#` comment of an extended-mode
            // pattern; in every other case they match nothing (white space is ignored under x).
            let alternatives = anchors.map { "(?:\($0)(?x)\n)" }
            unions[language] = try? Regex(alternatives.joined(separator: "|"), duplicateNames: true)
        }
        self.unions = unions
    }

    /// Whether `language` is searched in one pass.
    public func isCombined(_ language: Language) -> Bool { unions[language] != nil }
}
