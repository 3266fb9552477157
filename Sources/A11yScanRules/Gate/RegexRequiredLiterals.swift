import Synchronization

/// The literals a regular expression cannot match without: a set of byte strings one of which
/// every match contains (`Icon(?:Toggle)?Button$` → `IconButton` or `IconToggleButton`). The
/// literal gate skips a rule on a file that holds none of them. Reads the common part of PCRE2's
/// syntax (extended mode only when the pattern starts with `(?x)`); whatever it does not read
/// (case-insensitive mode, conditionals other than `(?(DEFINE)…)`) it treats as guaranteeing
/// nothing, so a wrong answer can only be "no literal", never a wrong one.
enum RegexRequiredLiterals {
    /// Sets of literals every match holds one of each of, each literal at least
    /// `minimumLength` bytes without white space; empty when nothing of the kind can be told.
    static func of(_ pattern: String) -> [[[UInt8]]] { RequiredLiteralsTable.shared.literals(of: pattern) }

    /// `of` worked out anew.
    static func read(_ pattern: String) -> [[[UInt8]]] {
        var bytes = Array(pattern.utf8)
        if bytes.starts(with: "(?x)".utf8) { bytes = withoutSpacing(bytes.dropFirst(4)) }
        var parser = Parser(bytes: bytes)
        guard let info = parser.alternation(), parser.position == parser.bytes.count, let first = info.required else { return [] }
        return ([first] + info.others).map { Array($0).sorted { $0.lexicographicallyPrecedes($1) } }
    }

    /// What a pattern over a whole name says of the name when it is anchored at the name's end:
    /// every string the name can be (`^(?:Icon|Image)$`: `Icon` or `Image`), when it tells them
    /// all, and the strings one of which ends the name (`^[A-Z]\w*(?:Slider|Knob)$`: `Slider`
    /// or `Knob`). Nil where it cannot tell (`^Icon|Image$`, `(?i)^icon$`, `Slider`).
    static func nameParts(_ pattern: String) -> RequiredLiteralsTable.NameParts {
        RequiredLiteralsTable.shared.nameParts(of: pattern)
    }

    /// `nameParts` worked out anew.
    static func readNameParts(_ pattern: String) -> RequiredLiteralsTable.NameParts {
        let bytes = Array(pattern.utf8)
        // `\$` is no anchor; nor, for simplicity, is `\\$`.
        guard let anchor = ["$", #"\z"#].first(where: { bytes.reversed().starts(with: $0.utf8.reversed()) }),
              bytes.dropLast(anchor.utf8.count).last != UInt8(ascii: "\\") else { return (nil, nil) }
        var parser = Parser(bytes: bytes)
        // One sequence, no `|` at the top: `^Icon|Image$` matches any name starting with `Icon`.
        guard let info = parser.sequence(), parser.position == bytes.count else { return (nil, nil) }
        let anchoredAtStart = bytes.starts(with: "^".utf8) || bytes.starts(with: #"\A"#.utf8)
        return (anchoredAtStart ? info.exact : nil, info.trailing.flatMap { $0.contains([]) ? nil : $0 })
    }

    /// An extended-mode pattern (`(?x)` at its start) without the white space and comments
    /// that mode ignores, so it reads as a plain one.
    static func withoutSpacing(_ pattern: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var inClass = false, inComment = false, escaped = false
        for byte in pattern {
            if inComment {
                inComment = byte != 0x0A
            } else if escaped {
                result.append(byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                result.append(byte)
                escaped = true
            } else if inClass {
                result.append(byte)
                inClass = byte != UInt8(ascii: "]")
            } else if byte == UInt8(ascii: "#") {
                inComment = true
            } else if byte != 0x20, !(0x09...0x0D).contains(byte) {
                result.append(byte)
                inClass = byte == UInt8(ascii: "[")
            }
        }
        return result
    }

    /// Shorter literals open the gate on nearly every file.
    static let minimumLength = 3
    /// Sets of exact strings grow by products; beyond this many the part counts as unknown.
    static let maximumStrings = 16

    /// What a part of the pattern guarantees.
    struct Info {
        /// Every string the part can match, when they are few.
        var exact: Set<[UInt8]>?
        /// One of these is in every match of the part: the most telling such set.
        var required: Set<[UInt8]>?
        /// More sets of which every match of the part holds one too.
        var others: [Set<[UInt8]>] = []
        /// Every string the end of a match can be, when they are few (a sequence's last known atoms).
        var trailing: Set<[UInt8]>?

        static let unknown = Info(exact: nil, required: nil)
        static let empty = Info(exact: [[]], required: nil)
        static func literal(_ bytes: [UInt8]) -> Info { Info(exact: [bytes], required: nil) }
    }

    struct Parser {
        let bytes: [UInt8]
        var position = 0

        private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

        /// `a|b|…` up to the end or a closing parenthesis; nil when the pattern cannot be read.
        mutating func alternation() -> Info? {
            var branches: [Info] = []
            while true {
                guard let branch = sequence() else { return nil }
                branches.append(branch)
                guard next == UInt8(ascii: "|") else { break }
                position += 1
            }
            return branches.count == 1 ? branches[0] : Self.either(branches)
        }

        /// Every match holds a literal of some set of each branch, so each choice of one set per
        /// branch gives a set (while the choices stay few; beyond, each branch's best set).
        private static func either(_ branches: [Info]) -> Info {
            var exact: Set<[UInt8]>? = []
            var combined: [Set<[UInt8]>] = [[]]
            for branch in branches {
                if let known = branch.exact, let sofar = exact, sofar.count + known.count <= maximumStrings {
                    exact = sofar.union(known)
                } else {
                    exact = nil
                }
                guard let required = branch.required else {
                    combined = []
                    continue
                }
                let sets = [required] + branch.others
                combined = combined.count * sets.count <= maximumStrings
                    ? combined.flatMap { sofar in sets.map { sofar.union($0) } } : combined.map { $0.union(required) }
            }
            var usable = ranked(combined.compactMap(best))
            if usable.isEmpty, let whole = exact.flatMap(best) { usable = [whole] }
            return Info(exact: exact, required: usable.first, others: Array(usable.dropFirst()))
        }

        /// `sets` without repeats, the most telling first, in the same order in every run.
        private static func ranked(_ sets: [Set<[UInt8]>]) -> [Set<[UInt8]>] {
            Array(Set(sets)).sorted { Self.better($0, $1) || (!Self.better($1, $0) && Self.key($0) < Self.key($1)) }
        }

        /// Atoms one after another: the exact strings of neighbouring known atoms are joined,
        /// and the most telling of the literals found is kept.
        mutating func sequence() -> Info? {
            var run: Set<[UInt8]>? = [[]]
            var exactLost = false
            var candidates: [Set<[UInt8]>] = []
            while let byte = next, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                guard var atom = atom() else { return nil }
                guard quantify(&atom) else { return nil }
                if let known = atom.exact, let sofar = run, sofar.count * known.count <= maximumStrings {
                    run = Set(sofar.flatMap { head in known.map { head + $0 } })
                    continue
                }
                exactLost = true
                if let sofar = run { candidates.append(sofar) }
                if let needed = atom.required { candidates.append(needed) }
                candidates += atom.others
                run = atom.exact
            }
            if let sofar = run { candidates.append(sofar) }
            let usable = Self.ranked(candidates.compactMap(best))
            return Info(exact: exactLost ? nil : run, required: usable.first, others: Array(usable.dropFirst()), trailing: run)
        }

        /// A set's literals in order, to order sets that tell as much the same way in every run.
        private static func key(_ set: Set<[UInt8]>) -> String {
            set.map { String(decoding: $0, as: UTF8.self) }.sorted().joined(separator: "|")
        }

        /// Whether `a` tells more than `b`: longer shortest literal, then fewer literals.
        private static func better(_ a: Set<[UInt8]>, _ b: Set<[UInt8]>) -> Bool {
            let shortestA = a.map(\.count).min() ?? 0, shortestB = b.map(\.count).min() ?? 0
            return shortestA != shortestB ? shortestA > shortestB : a.count < b.count
        }

        /// `?`, `*`, `+`, `{n,m}` (lazy or possessive too) applied to `atom`; false when unreadable.
        private mutating func quantify(_ atom: inout Info) -> Bool {
            guard let byte = next else { return true }
            var minimum = 1, maximum: Int? = 1
            switch byte {
            case UInt8(ascii: "?"): minimum = 0
            case UInt8(ascii: "*"): minimum = 0; maximum = nil
            case UInt8(ascii: "+"): maximum = nil
            case UInt8(ascii: "{"):
                guard let (low, high, end) = Self.braces(bytes, from: position) else { return true }
                minimum = low; maximum = high
                position = end - 1
            default: return true
            }
            position += 1
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "+") { position += 1 }
            if minimum == 0 {
                atom = maximum == 1 ? Info(exact: atom.exact.map { $0.union([[]]) }, required: nil) : .unknown
            } else if maximum != 1 {
                atom = Info(exact: nil, required: atom.required ?? atom.exact.flatMap(best), others: atom.others)
            }
            return true
        }

        /// `{n}`, `{n,}`, `{n,m}` at `start`: bounds and the offset past `}`; nil when the
        /// brace is a literal one.
        private static func braces(_ bytes: [UInt8], from start: Int) -> (Int, Int?, Int)? {
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
            let parts = bytes[(start + 1)..<close].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let low = Int(String(decoding: parts[0], as: UTF8.self)) else { return nil }
            if parts.count == 1 { return (low, low, close + 1) }
            if parts[1].isEmpty { return (low, nil, close + 1) }
            guard let high = Int(String(decoding: parts[1], as: UTF8.self)) else { return nil }
            return (low, high, close + 1)
        }

        private mutating func atom() -> Info? {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("): return group()
            case UInt8(ascii: "["): return skipClass() ? .unknown : nil
            case UInt8(ascii: "\\"): return escape()
            case UInt8(ascii: "."): return .unknown
            case UInt8(ascii: "^"), UInt8(ascii: "$"): return .empty
            default:
                // A run of plain bytes at once, short of one a quantifier follows.
                var run = [byte]
                while let next, !Self.special.contains(next), position + 1 >= bytes.count || !Self.quantifiers.contains(bytes[position + 1]) {
                    run.append(next)
                    position += 1
                }
                return .literal(run)
            }
        }

        private static let special = Set("()[]{}|\\.^$?*+#".utf8)
        private static let quantifiers = Set("?*+{".utf8)

        /// A group after its `(`, up to and past its `)`.
        private mutating func group() -> Info? {
            guard next == UInt8(ascii: "?") else {
                if next == UInt8(ascii: "*") { return skipPast(UInt8(ascii: ")")) ? .empty : nil }   // (*UTF) and other verbs
                return closed(alternation())
            }
            position += 1
            guard let kind = next else { return nil }
            switch kind {
            case UInt8(ascii: ":"), UInt8(ascii: ">"), UInt8(ascii: "|"):
                position += 1
                return closed(alternation())
            case UInt8(ascii: "="), UInt8(ascii: "!"):
                position += 1
                return closed(alternation()).map { _ in .empty }
            case UInt8(ascii: "<") where position + 1 < bytes.count
                && (bytes[position + 1] == UInt8(ascii: "=") || bytes[position + 1] == UInt8(ascii: "!")):
                position += 2
                return closed(alternation()).map { _ in .empty }
            case UInt8(ascii: "<"), UInt8(ascii: "'"),
                 UInt8(ascii: "P") where bytes[position...].starts(with: "P<".utf8):
                // A named group: `(?<name>…)`, `(?'name'…)`, `(?P<name>…)`.
                position += 1
                guard skipPast(kind == UInt8(ascii: "'") ? UInt8(ascii: "'") : UInt8(ascii: ">")) else { return nil }
                return closed(alternation())
            case UInt8(ascii: "#"):
                return skipPast(UInt8(ascii: ")")) ? .empty : nil
            case UInt8(ascii: "(") where bytes[position...].starts(with: "(DEFINE)".utf8):
                // Groups defined to be called elsewhere: they match nothing where they stand.
                return skipGroup() ? .empty : nil
            default:
                return flagsOrCall()
            }
        }

        /// `(?flags)`, `(?flags:…)`, or a call of another group (`(?&name)`, `(?1)`, `(?R)`).
        private mutating func flagsOrCall() -> Info? {
            var flags: [UInt8] = []
            while let byte = next, byte != UInt8(ascii: ":"), byte != UInt8(ascii: ")") {
                flags.append(byte)
                position += 1
            }
            guard let end = next else { return nil }
            position += 1
            let isFlags = flags.allSatisfy { "imnsxJU-".utf8.contains($0) }
            if !isFlags {
                // A call of a group or a conditional: a call matches unknown text; a
                // conditional is not read.
                return end == UInt8(ascii: ")") && flags.first != UInt8(ascii: "(") ? .unknown : nil
            }
            let changesLetters = flags.contains(UInt8(ascii: "i")) || flags.contains(UInt8(ascii: "x"))
            if end == UInt8(ascii: ")") { return changesLetters ? nil : .empty }
            guard let inner = closed(alternation()) else { return nil }
            return changesLetters ? .unknown : inner
        }

        /// `info`, once the group's `)` is there to consume.
        private mutating func closed(_ info: Info?) -> Info? {
            guard let info, next == UInt8(ascii: ")") else { return nil }
            position += 1
            return info
        }

        /// The rest of the group `position` is in, up to and past its `)`.
        private mutating func skipGroup() -> Bool {
            var depth = 1
            while let byte = next {
                position += 1
                switch byte {
                case UInt8(ascii: "\\"): position += 1
                case UInt8(ascii: "["): guard skipClass() else { return false }
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth == 0 { return true }
                default: break
                }
            }
            return false
        }

        private mutating func skipPast(_ byte: UInt8) -> Bool {
            guard let end = bytes[position...].firstIndex(of: byte) else { return false }
            position = end + 1
            return true
        }

        /// A character class after its `[`, up to and past its `]`.
        private mutating func skipClass() -> Bool {
            if next == UInt8(ascii: "^") { position += 1 }
            if next == UInt8(ascii: "]") { position += 1 }
            while let byte = next {
                position += 1
                switch byte {
                case UInt8(ascii: "\\"): position += 1
                case UInt8(ascii: "["):
                    if next == UInt8(ascii: ":"), let end = Self.find(":]", in: bytes, from: position) { position = end + 2 }
                case UInt8(ascii: "]"): return true
                default: break
                }
            }
            return false
        }

        private static func find(_ text: String, in bytes: [UInt8], from start: Int) -> Int? {
            let needle = Array(text.utf8)
            guard bytes.count - start >= needle.count else { return nil }
            return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }

        /// An escape after its `\`.
        private mutating func escape() -> Info? {
            guard let byte = next else { return nil }
            position += 1
            switch byte {
            case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "A"), UInt8(ascii: "z"), UInt8(ascii: "Z"),
                 UInt8(ascii: "G"), UInt8(ascii: "K"), UInt8(ascii: "E"):
                return .empty
            case UInt8(ascii: "Q"):
                guard let end = Self.find("\\E", in: bytes, from: position) else {
                    defer { position = bytes.count }
                    return .literal(Array(bytes[position...]))
                }
                defer { position = end + 2 }
                return .literal(Array(bytes[position..<end]))
            case UInt8(ascii: "n"): return .literal([0x0A])
            case UInt8(ascii: "t"): return .literal([0x09])
            case UInt8(ascii: "r"): return .literal([0x0D])
            case UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: "k"), UInt8(ascii: "g"), UInt8(ascii: "x"),
                 UInt8(ascii: "o"):
                // A property, a back reference or a code point: braced, or a letter (`\pL`),
                // a number (`\g2`, `\g-1`) or two hex digits (`\x41`).
                if let open = next, open == UInt8(ascii: "{") || open == UInt8(ascii: "<") || open == UInt8(ascii: "'") {
                    let close = open == UInt8(ascii: "{") ? UInt8(ascii: "}") : open == UInt8(ascii: "<") ? UInt8(ascii: ">") : open
                    position += 1
                    guard skipPast(close) else { return nil }
                } else if byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P") {
                    position += 1
                } else if byte == UInt8(ascii: "g") {
                    if next == UInt8(ascii: "-") || next == UInt8(ascii: "+") { position += 1 }
                    while let digit = next, digit.isDigit { position += 1 }
                } else if byte == UInt8(ascii: "x") {
                    for _ in 0..<2 where next?.isHexDigit == true { position += 1 }
                } else {
                    return nil
                }
                return .unknown
            case UInt8(ascii: "c"):
                position += 1
                return .unknown
            default:
                if byte.isLetterOrDigit {
                    // A class (`\w`, `\d`, `\s`, …), a back reference by number, or another control.
                    while byte.isDigit, let digit = next, digit.isDigit { position += 1 }
                    return .unknown
                }
                return .literal([byte])
            }
        }
    }

    /// `set` as literals the gate can use: each string cut to its longest part without white
    /// space (a part of a required string is required too), strings that hold another one of
    /// the set dropped; nil when one is too short to tell anything.
    static func best(_ set: Set<[UInt8]>) -> Set<[UInt8]>? {
        let cut = set.map(longestUnspaced)
        guard !cut.isEmpty, cut.allSatisfy({ $0.count >= minimumLength }) else { return nil }
        let sorted = cut.sorted { $0.count < $1.count }
        var kept: [[UInt8]] = []
        for string in sorted where !kept.contains(where: { string.holds($0) }) { kept.append(string) }
        return Set(kept)
    }

    private static func longestUnspaced(_ bytes: [UInt8]) -> [UInt8] {
        bytes.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) }).max { $0.count < $1.count }.map(Array.init) ?? []
    }
}

private extension UInt8 {
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isLetterOrDigit: Bool { isDigit || (self | 0x20 >= 0x61 && self | 0x20 <= 0x7A) }
    var isHexDigit: Bool { isDigit || (self | 0x20 >= 0x61 && self | 0x20 <= 0x66) }
}

/// The literals of each pattern read so far: facts are read again for every rule that uses
/// them, and an editor's one-file scan reads every rule at start. Bounded, as rule files
/// loaded again and again (tests, fuzzing, a long batch) must not grow it without end.
final class RequiredLiteralsTable: Sendable {
    typealias NameParts = (exact: Set<[UInt8]>?, end: Set<[UInt8]>?)

    static let shared = RequiredLiteralsTable()
    private static let capacity = 4096
    private let known = Mutex([String: [[[UInt8]]]]())
    private let knownNameParts = Mutex([String: NameParts]())

    func literals(of pattern: String) -> [[[UInt8]]] {
        Self.remembered(pattern, in: known, RegexRequiredLiterals.read)
    }

    func nameParts(of pattern: String) -> NameParts {
        Self.remembered(pattern, in: knownNameParts, RegexRequiredLiterals.readNameParts)
    }

    private static func remembered<Value: Sendable>(_ pattern: String, in known: borrowing Mutex<[String: Value]>, _ read: (String) -> Value) -> Value {
        if let found = known.withLock({ $0[pattern] }) { return found }
        let found = read(pattern)
        known.withLock { table in
            if table.count >= capacity { table.removeAll() }
            table[pattern] = found
        }
        return found
    }
}
