/// The names a file's bytes mention, read without lexing: the hash of every capitalised word
/// (types, composables, binding classes), and apart from them the names that follow a declaration keyword (`struct`,
/// `class`, `enum`, `actor`, `object`, `fun`), which the file declares rather than uses, and the
/// type an `extension` extends. Lines that are a `//` comment are passed over; other comments
/// and strings are read as code: a name there counts as mentioned, which only ever keeps more
/// code in use. Deciding which of a project's views are
/// used reads every file of it, so this pass is kept to one look at each byte.
public struct NamedWords: Sendable {
    public var words = WordHashSet()
    public var declared = WordHashSet(capacity: 8)
    /// Whether the file starts an app: `@main` on a SwiftUI `App`, `UIApplicationMain`, a
    /// `UIApplicationDelegate`, or an Android `<activity`.
    public var startsApp = false
    /// Whether the file has previews (`#Preview`, `PreviewProvider`, an annotation holding
    /// `Preview` such as `@Preview` or `@ThemePreviews`): names used only there do not count,
    /// which takes a lexed reading.
    public var mentionsPreviews = false

    public init() {}

    /// Reads `bytes`; `declares` says whether declaration keywords are read as such.
    public static func read(_ bytes: [UInt8], declares: Bool) -> NamedWords {
        var found = NamedWords()
        bytes.withByteView { view in found.read(view, declares: declares) }
        return found
    }

    /// Looks only at the bytes that can start what it reads (a line break, a capital, `@`,
    /// `<`); a capital inside a word (`someView`) is passed over, and the keyword before a
    /// name is read backwards from it.
    private mutating func read(_ bytes: ByteView, declares: Bool) {
        let count = bytes.count
        var i = Self.afterCommentLines(bytes, from: 0)
        while i < count {
            let c = bytes[i]
            guard Self.mayStart(c) else {
                i += 1
                // Most of a file is lower-case words and spaces: eight bytes at a time past them.
                while i + 8 <= count, !Self.mayStartAny(bytes.word(at: i)) { i += 8 }
                continue
            }
            if c == UInt8(ascii: "\n") {
                i = Self.afterCommentLines(bytes, from: i + 1)
                continue
            }
            guard i == 0 || Self.kind(bytes[i - 1]) == 0 else {
                i += 1
                continue
            }
            if c &- UInt8(ascii: "A") < 26 {
                let start = i
                i += 1
                while i < count, Self.kind(bytes[i]) != 0 { i += 1 }
                let hash = Self.hash(bytes, start..<i, seed: Self.wordSeed)
                switch declares ? Self.keyword(before: start, in: bytes) : .none {
                case .declaration where i >= count || bytes[i] != UInt8(ascii: "."): declared.insert(hash)
                case .extensionKeyword: break
                default: words.insert(hash)
                }
                if !startsApp, !Self.isQuoted(bytes, start), (i - start == 17 && Self.spells(bytes, at: start, "UIApplicationMain"))
                    || (i - start == 21 && Self.spells(bytes, at: start, "UIApplicationDelegate")) {
                    startsApp = true
                }
                if !mentionsPreviews, i - start >= 7, Self.marksPreview(bytes, start..<i) { mentionsPreviews = true }
            } else if c == UInt8(ascii: "@") {
                if !startsApp, !Self.isQuoted(bytes, i), Self.spells(bytes, at: i + 1, "main"), i + 5 >= count || Self.kind(bytes[i + 5]) == 0,
                   Self.headerNamesApp(bytes, from: i + 5) {
                    startsApp = true
                }
                i += 1
            } else {
                if !startsApp, !declares, !Self.isQuoted(bytes, i), Self.spells(bytes, at: i + 1, "activity") { startsApp = true }
                i += 1
            }
        }
    }

    /// Where reading goes on from the start of a line at `start`: past the lines that are a
    /// `//` comment (a file's header names the file, which is often the type's name).
    private static func afterCommentLines(_ bytes: ByteView, from start: Int) -> Int {
        var line = start
        while true {
            var i = line
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
            guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") else { return line }
            while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            line = i + 1
            if line >= bytes.count { return bytes.count }
        }
    }

    /// Whether the marker at `start` opens a string (`"@main"`): a scanner's own sources name
    /// the markers it looks for.
    private static func isQuoted(_ bytes: ByteView, _ start: Int) -> Bool {
        start > 0 && bytes[start - 1] == UInt8(ascii: "\"")
    }

    /// Whether the declaration `@main` marks, up to its `{`, conforms to SwiftUI's `App`: a
    /// command-line tool's `@main` starts no app.
    private static func headerNamesApp(_ bytes: ByteView, from start: Int) -> Bool {
        var i = start
        while i < bytes.count, i < start + 300, bytes[i] != UInt8(ascii: "{") {
            if bytes[i] == UInt8(ascii: "A"), kind(bytes[i - 1]) == 0, spells(bytes, at: i, "App"),
               i + 3 >= bytes.count || kind(bytes[i + 3]) == 0 {
                return true
            }
            i += 1
        }
        return false
    }

    private enum Keyword { case none, declaration, extensionKeyword }

    /// The keyword, if any, written just before the name at `start` on its line.
    private static func keyword(before start: Int, in bytes: ByteView) -> Keyword {
        var end = start
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end < start, end > 0 else { return .none }
        var begin = end
        while begin > 0, begin > end - 10, kind(bytes[begin - 1]) != 0 { begin -= 1 }
        guard begin == 0 || kind(bytes[begin - 1]) == 0 else { return .none }
        if isKeyword(bytes, begin, end - begin) { return .declaration }
        return end - begin == 9 && spells(bytes, at: begin, "extension") ? .extensionKeyword : .none
    }

    /// Whether `c` can start what `read` looks for: a line break, a capital, `@` or `<`.
    @inline(__always)
    static func mayStart(_ c: UInt8) -> Bool {
        c < 64 ? (lowBytes >> UInt64(c)) & 1 != 0 : c < 128 && (highBytes >> UInt64(c &- 64)) & 1 != 0
    }

    /// Whether any of the eight bytes of `word` is one `mayStart` accepts: `@`–`Z` (bytes
    /// 64–90 with the top bit clear), a line break or `<` (each found as a zero byte of `word`
    /// exclusive-or that byte repeated). Exact for each test, so no such byte is passed over.
    @inline(__always)
    static func mayStartAny(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        let low = word & (ones &* 127)
        let capital = (ones &* (127 + 91) &- low) & ~word & (low &+ ones &* (127 - 63)) & highBits
        let newline = word ^ (ones &* 10), angle = word ^ (ones &* 60)
        let zero = ((newline &- ones) & ~newline | (angle &- ones) & ~angle) & highBits
        return capital | zero != 0
    }

    /// A line break and `<` among bytes 0–63; `@` and `A`–`Z` among bytes 64–127.
    private static let lowBytes: UInt64 = 1 << 10 | 1 << 60
    private static let highBytes: UInt64 = 0x7FF_FFFF

    private static func marksPreview(_ bytes: ByteView, _ range: Range<Int>) -> Bool {
        let before = range.lowerBound > 0 ? bytes[range.lowerBound - 1] : 0
        if before == UInt8(ascii: "#") { return range.count == 7 && spells(bytes, at: range.lowerBound, "Preview") }
        if before != UInt8(ascii: "@") {
            return range.count == 15 && spells(bytes, at: range.lowerBound, "PreviewProvider")
        }
        var index = range.lowerBound
        while index + 7 <= range.upperBound {
            if bytes[index] == UInt8(ascii: "P"), spells(bytes, at: index, "Preview") { return true }
            index += 1
        }
        return false
    }

    private static func isKeyword(_ bytes: ByteView, _ start: Int, _ length: Int) -> Bool {
        switch length {
        case 3: return spells(bytes, at: start, "fun")
        case 4: return spells(bytes, at: start, "enum")
        case 5: return spells(bytes, at: start, "class") || spells(bytes, at: start, "actor")
        case 6: return spells(bytes, at: start, "struct") || spells(bytes, at: start, "object")
        default: return false
        }
    }

    @inline(__always)
    private static func spells(_ bytes: ByteView, at start: Int, _ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard start + length <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in
            var index = 0
            while index < length, bytes[start + index] == expected[index] { index += 1 }
            return index == length
        }
    }

    /// 0 for a byte no name holds, 1 for one a name starts with, 2 for a digit.
    @inline(__always)
    private static func kind(_ c: UInt8) -> UInt8 {
        if (c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: "_") { return 1 }
        return c &- UInt8(ascii: "0") < 10 ? 2 : 0
    }

    private static let wordSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash `words` and `declared` hold for a name.
    public static func word(_ name: String) -> UInt64 {
        var name = name
        return name.withByteView { hash($0, 0..<$0.count, seed: wordSeed) }
    }

    /// The hash of the word at `range` of `bytes` (as `word(_:)` makes it).
    public static func word(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        bytes.withByteView { hash($0, range, seed: wordSeed) }
    }

    /// 64-bit FNV-1a.
    @inline(__always)
    private static func hash(_ bytes: ByteView, _ range: Range<Int>, seed: UInt64) -> UInt64 {
        var value = seed
        for index in range {
            value ^= UInt64(bytes[index])
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }
}
