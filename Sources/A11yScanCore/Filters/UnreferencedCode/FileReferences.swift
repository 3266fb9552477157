import A11yScanSyntax

/// What one file declares and names, as far as deciding whether a view is ever used goes.
/// Most files are read as bytes (`NamedWords`); a Swift or Kotlin file with previews is lexed, so
/// that the names its previews use do not count, and so is one that declares a name nothing
/// uses, to find the lines of that declaration and its attributes. Words, not resolved
/// references: a name used anywhere counts, so two views of one name in two modules both count
/// as used. That errs towards reporting.
struct FileReferences: Sendable {
    struct Declaration: Sendable {
        var name: String
        var lines: ClosedRange<Int>
    }

    /// Types (`struct`, `class`, `enum`, `actor`, `object`) and capitalised Kotlin functions
    /// (composables) that nothing but ordinary attributes mark; nil when the file was read as
    /// bytes (then `declared` holds their names' hashes).
    var declarations: [Declaration]?
    /// `NamedWords` hashes of the names that follow a declaration keyword, in a file read as bytes.
    var declared = WordHashSet(capacity: 8)
    /// `NamedWords` hashes of every capitalised word the file names.
    var words = WordHashSet()
    /// Whether the file starts an app (`NamedWords.startsApp`).
    var startsApp = false

    /// Reads a file's bytes: lexed (`language`) when it is Swift or Kotlin with previews.
    static func read(_ bytes: [UInt8], language: Language?) -> FileReferences {
        let declares = language == .swift || language == .kotlin
        let named = NamedWords.read(bytes, declares: declares)
        if declares, named.mentionsPreviews, let language {
            var lexed = read(SourceFile(path: "", language: language, text: bytes))
            lexed.startsApp = named.startsApp
            return lexed
        }
        return FileReferences(declared: named.declared, words: named.words, startsApp: named.startsApp)
    }

    private static let swiftKeywords: [StaticString] = ["struct", "class", "enum", "actor"]
    private static let kotlinKeywords: [StaticString] = ["class", "object", "fun"]
    /// Swift declarations other projects can use are never left out.
    private static let swiftOpenModifiers: Set<String> = ["public", "open"]

    /// Reads a lexed Swift or Kotlin file: its declarations with their lines, and its words
    /// outside comments, strings and previews.
    static func read(_ source: SourceFile) -> FileReferences {
        var reader = Reader(source: source)
        reader.run()
        return reader.found
    }

    private struct Reader {
        let source: SourceFile
        let code: [UInt8]
        var found = FileReferences(declarations: [])

        init(source: SourceFile) {
            self.source = source
            code = source.code
        }

        mutating func run() {
            let keywords = source.language == .swift ? FileReferences.swiftKeywords : FileReferences.kotlinKeywords
            var i = 0
            var skipNext = false
            while i < code.count {
                let c = code[i]
                if c == UInt8(ascii: "#"), source.language == .swift, word(at: i + 1) == "Preview" {
                    i = max(i + 8, endOfBlock(after: i + 8) + 1)
                    continue
                }
                guard Self.startsWord(c), i == 0 || !Self.continuesWord(code[i - 1]) else {
                    i += 1
                    continue
                }
                let start = i
                while i < code.count, Self.continuesWord(code[i]) { i += 1 }
                let range = start..<i
                if start > 0, code[start - 1] == UInt8(ascii: "@") {
                    let name = string(range)
                    if source.language == .kotlin, name.contains("Preview") {
                        i = max(i, KotlinDeclarationExtent.end(in: source, after: start - 1) + 1)
                        continue
                    }
                }
                if skipNext {
                    skipNext = false
                    continue
                }
                guard code[start] >= UInt8(ascii: "a") else {
                    Self.note(code, range, into: &found)
                    continue
                }
                if source.language == .swift, isWord(range, "extension") {
                    skipNext = true
                } else if let keyword = keywords.first(where: { isWord(range, $0) }) {
                    i = declaration(keyword: keyword, at: range)
                }
            }
        }

        /// Whether the bytes at `range` spell `word`, compared without making a string.
        private func isWord(_ range: Range<Int>, _ word: StaticString) -> Bool {
            range.count == word.utf8CodeUnitCount && word.withUTF8Buffer { code[range].elementsEqual($0) }
        }

        /// Reads the declaration a keyword starts; returns where reading goes on.
        private mutating func declaration(keyword: StaticString, at range: Range<Int>) -> Int {
            let isFunction = keyword.utf8CodeUnitCount == 3
            var i = skipSpaces(from: range.upperBound)
            if isFunction, i < code.count, code[i] == UInt8(ascii: "<") { i = skipSpaces(from: skipAngles(from: i)) }
            guard i < code.count, Self.startsWord(code[i]), code[i] <= UInt8(ascii: "Z") else { return range.upperBound }
            let nameStart = i
            while i < code.count, Self.continuesWord(code[i]) { i += 1 }
            let name = nameStart..<i
            // `fun Type.member()`: the word names the receiver, a use of it.
            if isFunction, i < code.count, code[i] == UInt8(ascii: ".") { return nameStart }
            let end = source.language == .kotlin
                ? KotlinDeclarationExtent.end(in: source, after: range.lowerBound) : endOfBlock(after: name.upperBound)
            if source.language == .swift, holdsWord("PreviewProvider", from: name.upperBound, to: end) {
                return max(name.upperBound, end + 1)
            }
            if isOrdinary(before: range.lowerBound) {
                let lines = source.lines.line(of: range.lowerBound)...source.lines.line(of: max(range.lowerBound, end))
                let declaration = Declaration(name: string(name), lines: lines)
                found.declarations?.append(declaration)
            }
            return name.upperBound
        }

        /// Whether only modifiers and ordinary attributes precede the keyword at `offset`.
        private func isOrdinary(before offset: Int) -> Bool {
            var i = offset - 1
            while i >= 0 {
                let c = code[i]
                if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                    i -= 1
                    continue
                }
                if c == UInt8(ascii: ")"), let opener = source.brackets.opener(ofCloserAt: i) {
                    i = opener - 1
                    continue
                }
                guard Self.continuesWord(c) else { return true }
                var start = i
                while start > 0, Self.continuesWord(code[start - 1]) { start -= 1 }
                let word = string(start..<(i + 1))
                if start > 0, code[start - 1] == UInt8(ascii: "@") {
                    // Any other attribute may make something outside the sources call it: used.
                    guard OrdinaryAttributes.contains(word) else { return false }
                    i = start - 2
                    continue
                }
                if source.language == .swift, FileReferences.swiftOpenModifiers.contains(word) { return false }
                guard Self.modifiers.contains(word) else { return true }
                i = start - 1
            }
            return true
        }

        private static let modifiers: Set<String> = [
            "private", "fileprivate", "internal", "public", "open", "final", "data", "sealed", "abstract", "inner",
            "enum", "annotation", "value", "inline", "override", "indirect", "nonisolated", "suspend",
        ]

        /// The closer of the first `{` from `offset` (brackets of other kinds jumped over).
        private func endOfBlock(after offset: Int) -> Int {
            var i = offset
            let last = max(0, code.count - 1)
            while i < code.count {
                switch code[i] {
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    i = (source.brackets.closer(ofOpenerAt: i, end: last) ?? i) + 1
                case UInt8(ascii: "{"):
                    return source.brackets.closer(ofOpenerAt: i, end: last) ?? last
                case UInt8(ascii: "}"):
                    return i
                default:
                    i += 1
                }
            }
            return last
        }

        private func holdsWord(_ word: String, from start: Int, to end: Int) -> Bool {
            var i = start
            while i < min(end, code.count) {
                if code[i] == UInt8(ascii: "{") { return false }
                if Self.startsWord(code[i]), i == 0 || !Self.continuesWord(code[i - 1]), self.word(at: i) == word { return true }
                i += 1
            }
            return false
        }

        private func word(at offset: Int) -> String {
            var end = offset
            while end < code.count, Self.continuesWord(code[end]) { end += 1 }
            return string(offset..<end)
        }

        private func skipSpaces(from offset: Int) -> Int {
            var i = offset
            while i < code.count, code[i] == UInt8(ascii: " ") || code[i] == UInt8(ascii: "\t") { i += 1 }
            return i
        }

        private func skipAngles(from offset: Int) -> Int {
            var depth = 0
            var i = offset
            while i < code.count {
                if code[i] == UInt8(ascii: "<") { depth += 1 }
                if code[i] == UInt8(ascii: ">") { depth -= 1 }
                i += 1
                if depth == 0 { return i }
            }
            return i
        }

        private func string(_ range: Range<Int>) -> String { String(decoding: code[range], as: UTF8.self) }

        static func startsWord(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
        }

        static func continuesWord(_ c: UInt8) -> Bool { KotlinDeclarationExtent.isNameByte(c) }

        /// Notes a word when it is capitalised (names of types, composables, binding classes).
        static func note(_ bytes: [UInt8], _ range: Range<Int>, into found: inout FileReferences) {
            let first = bytes[range.lowerBound]
            guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return }
            found.words.insert(NamedWords.word(bytes, range))
        }
    }
}
