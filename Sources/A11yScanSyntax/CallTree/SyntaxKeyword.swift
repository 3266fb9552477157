/// The words the call-tree builder treats specially: they never start a call.
enum SyntaxKeyword: Sendable, Equatable {
    /// `if`, `guard`, `while`, `switch`, `for`, `when`, `catch`: the `{` that ends the
    /// condition opens a block, never a trailing closure.
    case condition
    /// Starts a declaration.
    case declaration(DeclarationKeyword)
    /// `private`, `override`, `data`, `suspend`, …: part of a declaration's prefix.
    case declarationModifier
    /// Any other keyword (`else`, `return`, `in`, `get`, …).
    case other

    /// The keyword spelt by `code[range]` in `language`, if it is one. Only lower-case words
    /// of two to sixteen bytes are keywords; a word is compared by its bytes packed into two
    /// integers with the few entries of its length and first letter, which hold no references
    /// (nothing to retain).
    @inline(__always)
    static func of(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ language: Language) -> SyntaxKeyword? {
        let length = range.count
        guard length >= 2, length <= 16 else { return nil }
        let first = code[range.lowerBound]
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        let bucket = bucket(length: length, first: first)
        var i = Int(bucketStarts[bucket])
        let end = Int(bucketStarts[bucket + 1])
        guard i < end else { return nil }
        let head = CodeWord.pack(code, range.lowerBound..<(range.lowerBound + min(length, 8)))
        let tail = length > 8 ? CodeWord.pack(code, (range.lowerBound + 8)..<range.upperBound) : 0
        let bit: UInt8 = language == .swift ? 1 : 2
        while i < end {
            let entry = entries[i]
            if entry.head == head, entry.tail == tail, entry.languages & bit != 0 { return entry.keyword }
            i += 1
        }
        return nil
    }

    /// Entries are grouped by length (2…16) and first letter (`a`…`z`).
    @inline(__always)
    private static func bucket(length: Int, first: UInt8) -> Int { (length - 2) * 26 + Int(first - UInt8(ascii: "a")) }

    /// Whether a condition keyword picks one branch (`if`, `guard`, `switch`, `when`) rather
    /// than looping (`for`, `while`) or catching.
    static func opensBranch(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let word = CodeWord.pack(code, range)
        return word == CodeWord.if || word == CodeWord.guard || word == CodeWord.switch || word == CodeWord.when
    }

    private struct Entry {
        let head: UInt64
        let tail: UInt64
        let keyword: SyntaxKeyword
        /// 1: Swift, 2: Kotlin.
        let languages: UInt8
    }

    private static let swiftOnly: UInt8 = 1, kotlinOnly: UInt8 = 2, both: UInt8 = 3

    /// Every keyword, grouped by length and first letter: the entries of group `g` are
    /// `entries[bucketStarts[g] ..< bucketStarts[g + 1]]`.
    private static let (entries, bucketStarts): ([Entry], [Int32]) = {
        var words: [(String, SyntaxKeyword, UInt8)] = []
        for word in ["if", "while", "for", "catch"] { words.append((word, .condition, both)) }
        words.append(("guard", .condition, swiftOnly))
        words.append(("switch", .condition, swiftOnly))
        words.append(("when", .condition, kotlinOnly))
        words.append(("func", .declaration(.function), swiftOnly))
        words.append(("fun", .declaration(.function), kotlinOnly))
        words.append(("init", .declaration(.initializer), swiftOnly))
        words.append(("constructor", .declaration(.initializer), kotlinOnly))
        words.append(("var", .declaration(.property), both))
        words.append(("let", .declaration(.property), swiftOnly))
        words.append(("val", .declaration(.property), kotlinOnly))
        words.append(("struct", .declaration(.struct), swiftOnly))
        words.append(("class", .declaration(.class), both))
        words.append(("enum", .declaration(.enum), both))
        words.append(("protocol", .declaration(.protocol), swiftOnly))
        words.append(("extension", .declaration(.extension), swiftOnly))
        words.append(("actor", .declaration(.actor), swiftOnly))
        words.append(("object", .declaration(.object), kotlinOnly))
        words.append(("interface", .declaration(.interface), kotlinOnly))
        for word in ["private", "public", "internal", "override", "open", "final", "static", "inline"] {
            words.append((word, .declarationModifier, both))
        }
        for word in ["fileprivate", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience",
                     "required", "dynamic", "indirect", "nonisolated", "prefix", "postfix", "isolated"] {
            words.append((word, .declarationModifier, swiftOnly))
        }
        for word in ["protected", "abstract", "sealed", "data", "suspend", "lateinit", "const", "companion",
                     "inner", "annotation", "tailrec", "operator", "infix", "external", "actual", "expect",
                     "noinline", "crossinline", "vararg", "reified"] {
            words.append((word, .declarationModifier, kotlinOnly))
        }
        for word in ["else", "return", "in", "is", "as", "try", "throw", "do", "break", "continue", "import",
                     "get", "set", "where", "typealias"] {
            words.append((word, .other, both))
        }
        for word in ["defer", "repeat", "case", "default", "fallthrough", "willSet", "didSet", "some", "any",
                     "inout", "throws", "rethrows", "async", "await", "deinit", "subscript", "associatedtype", "precedencegroup",
                     "consume", "borrowing", "consuming", "each"] {
            words.append((word, .other, swiftOnly))
        }
        for word in ["finally", "package", "init", "out"] { words.append((word, .other, kotlinOnly)) }
        var groups = [[Entry]](repeating: [], count: 15 * 26)
        for (word, keyword, languages) in words {
            let bytes = Array(word.utf8)
            let (head, tail) = bytes.withUnsafeBufferPointer { b in
                (CodeWord.pack(b, 0..<min(b.count, 8)), b.count > 8 ? CodeWord.pack(b, 8..<b.count) : 0)
            }
            groups[bucket(length: bytes.count, first: bytes[0])].append(
                Entry(head: head, tail: tail, keyword: keyword, languages: languages))
        }
        var starts: [Int32] = [0]
        for group in groups { starts.append(starts[starts.count - 1] + Int32(group.count)) }
        return (groups.flatMap { $0 }, starts)
    }()
}
