import Synchronization

/// A `${name}` pattern whose every match begins with the captured text (`\b${view}\s*=…`,
/// `(?<!\w)${icon}(?<=\w)…`), searched without compiling a pattern per captured value: the
/// text is found by a literal search, the zero-width tests before it are checked in place, and
/// the rest of the pattern, compiled once, is matched anchored right after it. A large scan
/// meets thousands of view names, and each used to cost a compile, then a JIT compile when
/// it came back.
///
/// Exact: the captured text is matched literally, so a match of the filled-in pattern that
/// starts at `p` is the text at `p`, the tests before it holding at `p`, and the rest matching
/// from the text's end — which is what `matches` looks for, at every occurrence of the text.
final class CaptureLedPattern: Sendable {
    /// The capture whose text starts every match.
    let capture: String
    /// The zero-width tests before the text, all of which must hold.
    let boundaries: [Boundary]
    /// True when the pattern cannot match an empty text: a test before it says "not after a
    /// word byte" and the rest begins `(?<=\w)`, "after a word byte" (`(?<!\w)${name}(?<=\w)`,
    /// the idiom for a whole word). The general path would search the region in vain.
    let emptyNeverMatches: Bool
    /// Everything after `${capture}`, with the template's leading option setting; compiled
    /// (anchored) on first use, since most templates never run in a one-file editor scan.
    private let compiledRest: OnceValue<Regex?>

    /// Searches so far, up to `jitAfter`: the rest is JIT-compiled once it has been used that
    /// often (JIT compilation costs more than a few interpreted matches; an editor scan of one
    /// file uses most templates a handful of times).
    private let uses = Atomic<Int>(0)
    private static let jitAfter = 32

    /// The compiled rest, or nil if it does not compile on its own (the caller then takes the
    /// general path, whose filled-in pattern was checked when the rule loaded).
    var rest: Regex? {
        let regex = compiledRest.value
        if uses.load(ordering: .relaxed) < Self.jitAfter, uses.add(1, ordering: .relaxed).newValue == Self.jitAfter {
            regex?.promoteToJIT()
        }
        return regex
    }

    /// What a `\b` or `(?<!…)` before `${name}` asks of the byte before the text.
    enum Boundary: Sendable {
        /// `\b`: the byte before is a word byte exactly when the text's first byte is not.
        case word
        /// `(?<!\w)`, `(?<![\w.])`: the byte before is not one of these.
        case notAfter(ByteSet)
    }

    /// The template's search plan, or nil when it does not have the form
    /// `(?flags)? boundaries ${name} rest` with one capture reference and flags among `x`, `s`.
    init?(template: [PatternTemplate.Part]) {
        var parts = template[...]
        var prefix = ""
        if case .literal(let text) = parts.first {
            prefix = text
            parts = parts.dropFirst()
        }
        guard case .capture(let name) = parts.first else { return nil }
        var restText = ""
        for part in parts.dropFirst() {
            guard case .literal(let text) = part else { return nil }
            restText += text
        }
        guard let (options, boundaries) = Self.readPrefix(Array(prefix.utf8)) else { return nil }
        capture = name
        self.boundaries = boundaries
        let anchoredRest = options + restText
        compiledRest = OnceValue { try? Regex(anchored: anchoredRest) }
        let notAfterWord = boundaries.contains {
            if case .notAfter(let set) = $0 { return Self.wordBytes.utf8.allSatisfy(set.contains) }
            return false
        }
        let lead = options.contains("x") ? restText.drop { $0 == " " || $0 == "\t" || $0 == "\n" } : restText[...]
        emptyNeverMatches = notAfterWord && lead.hasPrefix("(?<=\\w)")
    }

    /// Whether the pattern, with `value` for the capture, matches in `buffer[range]`; the
    /// caller keeps to values that are non-empty ASCII (others are escaped differently).
    func matches(_ value: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>,
                 rest: Regex, scratch: RegexScratch) throws -> Bool {
        let region = UnsafeBufferPointer(rebasing: buffer[range])
        let probe = LiteralSearch.rarestIndex(value)
        var from = 0
        while let start = LiteralSearch.firstIndex(of: value, probe: probe, in: region, from: from) {
            from = start + 1
            guard boundariesHold(before: start, first: value[0], in: region) else { continue }
            let end = range.lowerBound + start + value.count
            if try scratch.firstMatch(rest, in: buffer, range: range, from: end) != nil { return true }
        }
        return false
    }

    private func boundariesHold(before start: Int, first: UInt8, in region: UnsafeBufferPointer<UInt8>) -> Bool {
        // The subject is the region: before its first byte there is nothing (a non-word byte).
        let previous: UInt8? = start > 0 ? region[start - 1] : nil
        for boundary in boundaries {
            switch boundary {
            case .word:
                if (previous.map(Self.word.contains) ?? false) == Self.word.contains(first) { return false }
            case .notAfter(let set):
                if let previous, set.contains(previous) { return false }
            }
        }
        return true
    }

    /// PCRE2's `\w` without Unicode properties.
    private static let wordBytes = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
    private static let word = ByteSet(wordBytes)

    /// Reads `(?flags)?` and the boundaries; nil for anything else.
    private static func readPrefix(_ bytes: [UInt8]) -> (options: String, boundaries: [Boundary])? {
        var i = 0
        var options = ""
        if bytes.starts(with: Array("(?".utf8)), let close = bytes.firstIndex(of: UInt8(ascii: ")")), close > 2,
           bytes[2..<close].allSatisfy({ $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "s") }) {
            options = String(decoding: bytes[0...close], as: UTF8.self)
            i = close + 1
        }
        let extended = options.contains("x")
        var boundaries: [Boundary] = []
        while i < bytes.count {
            let rest = bytes[i...]
            if extended, ByteClass.isSpace(bytes[i]) {
                i += 1
            } else if rest.starts(with: Array(#"\b"#.utf8)) {
                boundaries.append(.word)
                i += 2
            } else if rest.starts(with: Array(#"(?<!\w)"#.utf8)) {
                boundaries.append(.notAfter(word))
                i += 7
            } else if rest.starts(with: Array("(?<![".utf8)), let set = readClass(bytes, from: i + 5) {
                boundaries.append(.notAfter(set.bytes))
                i = set.end
            } else {
                return nil
            }
        }
        return (options, boundaries)
    }

    /// A class of `\w` and ASCII punctuation up to `])`, from just after its `[`.
    private static func readClass(_ bytes: [UInt8], from start: Int) -> (bytes: ByteSet, end: Int)? {
        var members = ""
        var i = start
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "]") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ")"), !members.isEmpty else { return nil }
                return (ByteSet(members), i + 2)
            }
            if byte == UInt8(ascii: "\\") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "w") else { return nil }
                members += wordBytes
                i += 2
                continue
            }
            guard byte < 0x80, !ByteClass.isIdentifier(byte), !ByteClass.isSpace(byte), !classSyntax.contains(byte) else {
                return nil
            }
            members.unicodeScalars.append(Unicode.Scalar(byte))
            i += 1
        }
        return nil
    }

    /// Bytes with a meaning inside a class; a class using them is left to the general path.
    private static let classSyntax = ByteSet("^-[]\\")
}
