/// One regex per language that matches wherever any rule's anchor could start, so a file is
/// searched once for all rules instead of once per rule. At each position it finds, every
/// rule's anchor is tried anchored at that position; since the search resumes one byte after
/// each hit, every position where some anchor matches is visited, and each rule sees exactly
/// the matches its own left-to-right search would find. A language whose anchors cannot be
/// combined (e.g. named sub-pattern definitions that clash) is scanned rule by rule.
///
/// Only selective anchors join the union: those PCRE2 can start at a handful of bytes (a fixed
/// first byte, or a small start bitmap). An anchor that may start at any word character, such
/// as `\b(?<view>\w+)\.setOnClickListener`, would make the union try every alternative at every
/// word, so it runs on its own, and only in files that pass its literal prefilter.
public struct AnchorIndex: Sendable {
    let unions: [Language: Regex]
    /// Ids of the rules the union of their language covers.
    let combined: Set<String>

    /// Start bytes above which an anchor is searched on its own.
    static let selectiveStartBytes = 12

    public init(rules: [Rule]) {
        var unions: [Language: Regex] = [:]
        var combined: Set<String> = []
        for language in Language.allCases {
            let selective = rules.filter {
                $0.language == language && ($0.anchor.startByteCount ?? Int.max) <= Self.selectiveStartBytes
            }
            let anchors = selective.map(\.anchor.pattern)
            guard !anchors.isEmpty else { continue }
            // Each anchor in its own group so inline options stay local. `(?x)` and a line break
            // before the closing parenthesis end a trailing `#` comment of an extended-mode
            // pattern; in every other case they match nothing (white space is ignored under x).
            let alternatives = anchors.map { "(?:\($0)(?x)\n)" }
            if let union = try? Regex(alternatives.joined(separator: "|"), duplicateNames: true) {
                unions[language] = union
                combined.formUnion(selective.map(\.id))
            }
        }
        self.unions = unions
        self.combined = combined
    }

    /// Whether `language` is searched in one pass.
    public func isCombined(_ language: Language) -> Bool { unions[language] != nil }
}
