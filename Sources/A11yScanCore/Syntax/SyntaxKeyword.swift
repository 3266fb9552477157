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
    /// are keywords, so most identifiers are answered by their first byte.
    @inline(__always)
    static func of(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ language: Language) -> SyntaxKeyword? {
        let length = range.count
        guard length >= 2, length < table.count else { return nil }
        let first = code[range.lowerBound]
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        let bit: UInt8 = language == .swift ? 1 : 2
        for entry in table[length] where entry.word[0] == first && entry.languages & bit != 0 {
            var k = 1
            while k < length, entry.word[k] == code[range.lowerBound + k] { k += 1 }
            if k == length { return entry.keyword }
        }
        return nil
    }

    /// Whether a condition keyword picks one branch (`if`, `guard`, `switch`, `when`) rather
    /// than looping (`for`, `while`) or catching.
    static func opensBranch(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let word = code[range]
        return word.elementsEqual("if".utf8) || word.elementsEqual("guard".utf8) || word.elementsEqual("switch".utf8)
            || word.elementsEqual("when".utf8)
    }

    private struct Entry {
        let word: [UInt8]
        let keyword: SyntaxKeyword
        /// 1: Swift, 2: Kotlin.
        let languages: UInt8
    }

    private static let both: Set<Language> = [.swift, .kotlin]

    /// Entries by word length.
    private static let table: [[Entry]] = {
        var words: [(String, SyntaxKeyword, Set<Language>)] = []
        for word in ["if", "while", "for", "catch"] { words.append((word, .condition, both)) }
        words.append(("guard", .condition, [.swift]))
        words.append(("switch", .condition, [.swift]))
        words.append(("when", .condition, [.kotlin]))
        words.append(("func", .declaration(.function), [.swift]))
        words.append(("fun", .declaration(.function), [.kotlin]))
        words.append(("init", .declaration(.initializer), [.swift]))
        words.append(("constructor", .declaration(.initializer), [.kotlin]))
        for word in ["var", "let"] { words.append((word, .declaration(.property), [.swift])) }
        words.append(("var", .declaration(.property), [.kotlin]))
        words.append(("val", .declaration(.property), [.kotlin]))
        words.append(("struct", .declaration(.struct), [.swift]))
        words.append(("class", .declaration(.class), both))
        words.append(("enum", .declaration(.enum), both))
        words.append(("protocol", .declaration(.protocol), [.swift]))
        words.append(("extension", .declaration(.extension), [.swift]))
        words.append(("actor", .declaration(.actor), [.swift]))
        words.append(("object", .declaration(.object), [.kotlin]))
        words.append(("interface", .declaration(.interface), [.kotlin]))
        for word in ["private", "public", "internal", "override", "open", "final", "static", "inline"] {
            words.append((word, .declarationModifier, both))
        }
        for word in ["fileprivate", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience",
                     "required", "dynamic", "indirect", "nonisolated", "prefix", "postfix", "isolated"] {
            words.append((word, .declarationModifier, [.swift]))
        }
        for word in ["protected", "abstract", "sealed", "data", "suspend", "lateinit", "const", "companion",
                     "inner", "annotation", "tailrec", "operator", "infix", "external", "actual", "expect",
                     "noinline", "crossinline", "vararg", "reified"] {
            words.append((word, .declarationModifier, [.kotlin]))
        }
        for word in ["else", "return", "in", "is", "as", "try", "throw", "do", "break", "continue", "import",
                     "get", "set", "where", "typealias"] {
            words.append((word, .other, both))
        }
        for word in ["defer", "repeat", "case", "default", "fallthrough", "willSet", "didSet", "some", "any",
                     "inout", "throws", "rethrows", "async", "await", "deinit", "subscript", "precedencegroup",
                     "associatedtype", "consume", "borrowing", "consuming", "each"] {
            words.append((word, .other, [.swift]))
        }
        for word in ["finally", "package", "init", "out", "typeof"] { words.append((word, .other, [.kotlin])) }
        var table = [[Entry]](repeating: [], count: 17)
        for (word, keyword, languages) in words {
            let bytes = Array(word.utf8)
            let bits: UInt8 = (languages.contains(.swift) ? 1 : 0) | (languages.contains(.kotlin) ? 2 : 0)
            table[bytes.count].append(Entry(word: bytes, keyword: keyword, languages: bits))
        }
        return table
    }()
}
