/// The words each built-in rule requires (`RequiredWords`), read off the rules when they are
/// embedded rather than at every start: reading them all costs more than a small scan. The table
/// (`BuiltinRequiredWords.generated.swift`, written by `scripts/embed-words`) is used only when it
/// was made from the embedded rules and facts; the tests read the words anew and compare.
enum BuiltinRequiredWords {
    /// Each built-in rule's words, in `BuiltinPatterns.files` order, when the table is current.
    static var current: [RequiredWords]? { table(madeFrom: BuiltinPatterns.digest) }

    /// The table, if it was made from the rule and fact files of `rulesDigest`.
    static func table(madeFrom rulesDigest: String) -> [RequiredWords]? { rulesDigest == digest ? words : nil }

    private static let words: [RequiredWords] = groups.map { RequiredWords(groups: $0) }
}

extension RequiredWord {
    /// A name standing as a whole identifier.
    static func whole(_ text: String) -> RequiredWord { RequiredWord(Array(text.utf8), whole: true) }
    /// Text found wherever it is.
    static func anywhere(_ text: String) -> RequiredWord { RequiredWord(Array(text.utf8), whole: false) }
    /// The end of a name.
    static func nameEnd(_ text: String) -> RequiredWord { RequiredWord(Array(text.utf8), whole: false, endsName: true) }
}
