/// The words each built-in rule requires (`RequiredWords`), read off the rules when they are
/// embedded rather than at every start: reading them all costs more than a small scan. The table
/// (`BuiltinRequiredWords.generated.swift`, written by `scripts/embed-words`) is used only when it
/// was made from the embedded rules and facts; the tests read the words anew and compare.
enum BuiltinRequiredWords {
    /// Whether the table was made from the embedded rule and fact files.
    static var isCurrent: Bool { isMade(from: BuiltinPatterns.digest) }

    /// Whether the table was made from the rule and fact files of `rulesDigest`.
    static func isMade(from rulesDigest: String) -> Bool { rulesDigest == digest }

    /// The words of the rule of `BuiltinPatterns.files[row]`. The table is built on first
    /// use.
    static func words(ofRuleAt row: Int) -> RequiredWords { RequiredWords(groups: groups[row]) }
}

extension RequiredWord {
    /// A name standing as a whole identifier.
    static func whole(_ text: String) -> RequiredWord { RequiredWord(Array(text.utf8), whole: true) }
    /// Text found wherever it is.
    static func anywhere(_ text: String) -> RequiredWord { RequiredWord(Array(text.utf8), whole: false) }
    /// The end of a name.
    static func nameEnd(_ text: String) -> RequiredWord { RequiredWord(Array(text.utf8), whole: false, endsName: true) }
    /// A call of one of the project's components of `shape`.
    static func shape(_ shape: ComponentShape) -> RequiredWord { RequiredWord(shape: shape) }
}
