/// Reads the PCRE2 syntax our rule files use far enough to find required literals (see
/// `RequiredLiterals`): alternation, groups, quantifiers, escapes, small classes, lookarounds,
/// `(?x)` comments and white space. Anything else is read past as "unknown".
struct RegexShapeParser {
    private let bytes: [UInt8]
    private var i = 0
    private var extended = false
    private var caseless = false
    /// Set when the parser met something it could not read past safely; the result is discarded.
    private var failed = false

    /// Exact sets larger than this are summarised instead of multiplied out.
    private static let productLimit = 64

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// True once the whole pattern was read without surprises.
    var isComplete: Bool { !failed && i >= bytes.count }

    /// Branches separated by `|` up to the closing `)` or the end. Options set inside (`(?x)`)
    /// last until the end of the group, across branches, as in PCRE2.
    mutating func parseAlternation() -> RegexShape {
        let (savedX, savedI) = (extended, caseless)
        defer { (extended, caseless) = (savedX, savedI) }
        var branches = [parseSequence()]
        while i < bytes.count, bytes[i] == UInt8(ascii: "|") {
            i += 1
            branches.append(parseSequence())
        }
        guard branches.count > 1 else { return branches[0] }
        var exact: LiteralSet? = []
        var required: LiteralSet? = []
        var consumes: ByteMask? = ByteMask.none
        var spines: [SpineBranch]? = []
        for branch in branches {
            consumes = RegexShape.union(consumes, branch.consumes)
            if let inner = branch.spines, let all = spines { spines = all + inner } else { spines = nil }
            if let e = branch.exact, let all = exact, all.count + e.count <= Self.productLimit {
                exact = all + e
            } else {
                exact = nil
            }
            if let r = branch.mustContain, let all = required { required = all + r } else { required = nil }
        }
        return RegexShape(exact: exact, required: required, consumes: consumes, spines: spines)
    }

    /// Atoms one after another: runs of exact atoms multiply into the strings of the run, and
    /// the best set any run or atom requires is what the whole sequence requires.
    private mutating func parseSequence() -> RegexShape {
        var run: LiteralSet = [[]]
        var best: LiteralSet?
        var allExact = true
        var consumes: ByteMask? = ByteMask.none
        var spine = SpineScan()
        while i < bytes.count, !failed {
            let c = bytes[i]
            if c == UInt8(ascii: "|") || c == UInt8(ascii: ")") { break }
            if extended, skipExtendedSpace() { continue }
            if isPlainByte(at: i) {
                // The common case, taken without building an atom: the same as `literal([c])`.
                i += 1
                spine.add(byte: c)
                consumes?.insert(c)
                for index in run.indices { run[index].append(c) }
                continue
            }
            let atom = quantified(parseAtom())
            spine.add(atom)
            consumes = RegexShape.union(consumes, atom.consumes)
            best = RegexShape.better(best, atom.required)
            if let exact = atom.exact, run.count * exact.count <= Self.productLimit {
                RegexShape.extend(&run, by: exact)
                continue
            }
            best = RegexShape.better(best, RegexShape(exact: run, required: nil).mustContain)
            allExact = false
            run = atom.exact ?? [[]]
        }
        best = RegexShape.better(best, RegexShape(exact: run, required: nil).mustContain)
        return RegexShape(exact: allExact ? run : nil, required: best, consumes: consumes, spines: spine.result)
    }

    /// Whether the byte at `index` is text matched as itself with no quantifier after it, so
    /// that it extends the current run of exact text by one byte (case-sensitive mode only).
    private func isPlainByte(at index: Int) -> Bool {
        guard !caseless, !Self.isSyntax(bytes[index]) else { return false }
        guard index + 1 < bytes.count else { return true }
        let next = bytes[index + 1]
        if next == UInt8(ascii: "*") || next == UInt8(ascii: "+") || next == UInt8(ascii: "?") || next == UInt8(ascii: "{") {
            return false
        }
        return !extended || !(ByteClass.isSpace(next) || next == UInt8(ascii: "#"))
    }

    /// Bytes `parseAtom` does not read as themselves.
    private static func isSyntax(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "$"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "|"), UInt8(ascii: ")"):
            return true
        default:
            return ByteClass.isSpace(c) || c == UInt8(ascii: "#")
        }
    }

    /// White space and `#` comments in extended mode; true when something was skipped.
    private mutating func skipExtendedSpace() -> Bool {
        let c = bytes[i]
        if ByteClass.isSpace(c) { i += 1; return true }
        if c == UInt8(ascii: "#") {
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            return true
        }
        return false
    }

    /// Applies a following quantifier to `atom`: optional atoms require nothing, repeated ones
    /// still require what one copy does.
    private mutating func quantified(_ atom: RegexShape) -> RegexShape {
        while extended, i < bytes.count, skipExtendedSpace() {}
        guard i < bytes.count else { return atom }
        let minimum: Int
        switch bytes[i] {
        case UInt8(ascii: "*"), UInt8(ascii: "?"): minimum = 0; i += 1
        case UInt8(ascii: "+"): minimum = 1; i += 1
        case UInt8(ascii: "{"):
            guard let count = braceQuantifier() else { return atom }
            minimum = count
        default: return atom
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        return RegexShape(exact: nil, required: minimum == 0 ? nil : atom.mustContain, consumes: atom.consumes,
                          spines: minimum == 0 ? nil : atom.spines)
    }

    /// Reads `{n}`, `{n,}` or `{n,m}` and returns n; leaves a literal `{` alone (nil).
    private mutating func braceQuantifier() -> Int? {
        var j = i + 1
        var minimum = 0
        var digits = 0
        // Capped: PCRE2 allows at most 65535, and a run of digits with no `}` after it is
        // literal text of any length.
        while j < bytes.count, (0x30...0x39).contains(bytes[j]) {
            minimum = min(minimum * 10 + Int(bytes[j] - 0x30), 1 << 20)
            j += 1
            digits += 1
        }
        guard digits > 0, j < bytes.count else { return nil }
        if bytes[j] == UInt8(ascii: ",") {
            j += 1
            while j < bytes.count, (0x30...0x39).contains(bytes[j]) { j += 1 }
        }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "}") else { return nil }
        i = j + 1
        return minimum
    }

    private mutating func parseAtom() -> RegexShape {
        let c = bytes[i]
        i += 1
        switch c {
        case UInt8(ascii: "("): return parseGroup()
        case UInt8(ascii: "["): return parseClass()
        case UInt8(ascii: "\\"): return parseEscape()
        case UInt8(ascii: "."): return .unknown
        case UInt8(ascii: "^"), UInt8(ascii: "$"): return .empty
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
            failed = true
            return .unknown
        default: return literal([c])
        }
    }

    /// Text written in the pattern; under `(?i)` it is no literal, but still consumes its
    /// bytes in either case.
    private func literal(_ bytes: [UInt8]) -> RegexShape {
        guard caseless else { return .literal(bytes) }
        var mask = ByteMask(bytes: bytes)
        for byte in bytes where (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { mask.insert(byte ^ 0x20) }
        return .consuming(mask)
    }

    private mutating func parseGroup() -> RegexShape {
        guard i < bytes.count else { failed = true; return .unknown }
        if bytes[i] == UInt8(ascii: "*") { return skipGroup(as: .unknown) }  // (*VERB)
        guard bytes[i] == UInt8(ascii: "?") else { return closeGroup(parseAlternation()) }
        i += 1
        guard i < bytes.count else { failed = true; return .unknown }
        let c = bytes[i]
        switch c {
        case UInt8(ascii: ":"), UInt8(ascii: "|"), UInt8(ascii: ">"):
            i += 1
            return closeGroup(parseAlternation())
        case UInt8(ascii: "="), UInt8(ascii: "!"):
            i += 1
            return skipGroup(as: .empty)
        case UInt8(ascii: "<"):
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "=") || bytes[i + 1] == UInt8(ascii: "!") {
                i += 2
                return skipGroup(as: .empty)
            }
            return namedGroup(closing: UInt8(ascii: ">"))
        case UInt8(ascii: "'"):
            return namedGroup(closing: UInt8(ascii: "'"))
        case UInt8(ascii: "P"):
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<") { i += 1; return namedGroup(closing: UInt8(ascii: ">")) }
            return skipGroup(as: .unknown)
        case UInt8(ascii: "("):
            let isDefine = bytes[(i + 1)...].starts(with: Array("DEFINE)".utf8))
            return skipGroup(as: isDefine ? .empty : .unknown)
        case UInt8(ascii: "#"):
            while i < bytes.count, bytes[i] != UInt8(ascii: ")") { i += 1 }
            i += 1
            return .empty
        default:
            return optionGroup()
        }
    }

    private mutating func namedGroup(closing: UInt8) -> RegexShape {
        while i < bytes.count, bytes[i] != closing { i += 1 }
        i += 1
        return closeGroup(parseAlternation())
    }

    /// `(?x)`, `(?i)`, `(?-x)`, `(?x:…)`, or anything else starting `(?` (subroutine calls,
    /// recursion), which is unknown.
    private mutating func optionGroup() -> RegexShape {
        var on = true
        var x = extended, ci = caseless
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "-"): on = false
            case UInt8(ascii: "x"): x = on
            case UInt8(ascii: "i"): ci = on
            case UInt8(ascii: "s"), UInt8(ascii: "m"), UInt8(ascii: "n"), UInt8(ascii: "U"), UInt8(ascii: "J"): break
            case UInt8(ascii: ")"):
                i += 1
                extended = x
                caseless = ci
                return .empty
            case UInt8(ascii: ":"):
                i += 1
                let (savedX, savedI) = (extended, caseless)
                (extended, caseless) = (x, ci)
                let inner = closeGroup(parseAlternation())
                (extended, caseless) = (savedX, savedI)
                return inner
            default:
                return skipGroup(as: .unknown)
            }
            i += 1
        }
        failed = true
        return .unknown
    }

    private mutating func closeGroup(_ inner: RegexShape) -> RegexShape {
        guard i < bytes.count, bytes[i] == UInt8(ascii: ")") else { failed = true; return .unknown }
        i += 1
        return inner
    }

    /// Reads past a group whose content does not count (lookarounds, `DEFINE`, conditionals,
    /// subroutine calls), keeping track of nesting, escapes and classes.
    private mutating func skipGroup(as shape: RegexShape) -> RegexShape {
        var depth = 1
        let (savedX, savedI) = (extended, caseless)
        while i < bytes.count, depth > 0 {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if c == UInt8(ascii: "[") { i += 1; _ = parseClass(); continue }
            if extended, c == UInt8(ascii: "#") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "(") { depth += 1 }
            if c == UInt8(ascii: ")") { depth -= 1 }
            i += 1
        }
        (extended, caseless) = (savedX, savedI)
        if depth > 0 { failed = true }
        return shape
    }

    /// A character class: a few plain characters (`[Mm]`, `[({]`) are an exact set; any class
    /// yields the bytes it can consume (ranges, `\w`-style escapes, negation).
    private mutating func parseClass() -> RegexShape {
        var members: [UInt8] = []
        var mask: ByteMask? = ByteMask.none
        var plain = true
        var negated = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "^") { negated = true; plain = false; i += 1 }
        var first = true
        var previous: UInt8?
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "]"), !first { i += 1; break }
            first = false
            if c == UInt8(ascii: "\\"), i + 1 < bytes.count {
                let e = bytes[i + 1]
                i += 2
                if Self.isPunctuation(e) {
                    members.append(e)
                    previous = e
                    mask?.insert(e)
                } else {
                    plain = false
                    previous = nil
                    mask = RegexShape.union(mask, Self.escapeClass(e))
                }
                continue
            }
            if c == UInt8(ascii: "["), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ":") {
                plain = false
                mask = nil
                if let end = bytes[i...].firstIndex(of: UInt8(ascii: "]")) { i = end + 1 } else { i = bytes.count }
                continue
            }
            if c == UInt8(ascii: "-"), let low = previous, i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "]") {
                plain = false
                var high = bytes[i + 1]
                i += 2
                if high == UInt8(ascii: "\\"), i < bytes.count { high = bytes[i]; i += 1 }
                if low <= high { mask = mask.map { $0.union(ByteMask(ranges: [low...high])) } }
                previous = nil
                continue
            }
            members.append(c)
            mask?.insert(c)
            previous = c
            i += 1
        }
        if caseless, var known = mask {
            for byte in UInt8(0x41)...UInt8(0x7A) where known.contains(byte) && ((0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)) {
                known.insert(byte ^ 0x20)
            }
            mask = known
        }
        if negated { mask = mask?.inverted }
        guard plain, !caseless, !members.isEmpty, members.count <= 8 else { return .consuming(mask) }
        return RegexShape(exact: members.map { [$0] }, required: nil, consumes: mask)
    }

    /// The bytes of a class escape (`\w`, `\s`, `\d` and their negations); nil for others.
    private static func escapeClass(_ e: UInt8) -> ByteMask? {
        switch e {
        case UInt8(ascii: "w"): return .word
        case UInt8(ascii: "W"): return ByteMask.word.inverted
        case UInt8(ascii: "s"): return .space
        case UInt8(ascii: "S"): return ByteMask.space.inverted
        case UInt8(ascii: "d"): return .digit
        case UInt8(ascii: "D"): return ByteMask.digit.inverted
        case UInt8(ascii: "n"): return ByteMask(bytes: [0x0A])
        case UInt8(ascii: "t"): return ByteMask(bytes: [0x09])
        case UInt8(ascii: "r"): return ByteMask(bytes: [0x0D])
        default: return nil
        }
    }

    private mutating func parseEscape() -> RegexShape {
        guard i < bytes.count else { failed = true; return .unknown }
        let c = bytes[i]
        i += 1
        switch c {
        case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "A"), UInt8(ascii: "z"), UInt8(ascii: "Z"), UInt8(ascii: "G"):
            return .empty
        case UInt8(ascii: "K"):
            // `\K` moves the reported start of a match; nothing here accounts for that.
            failed = true
            return .unknown
        case UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "d"), UInt8(ascii: "D"):
            return .consuming(Self.escapeClass(c))
        case UInt8(ascii: "n"): return literal([0x0A])
        case UInt8(ascii: "t"): return literal([0x09])
        case UInt8(ascii: "r"): return literal([0x0D])
        case UInt8(ascii: "Q"):
            var text: [UInt8] = []
            while i < bytes.count, !(bytes[i] == UInt8(ascii: "\\") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "E")) {
                text.append(bytes[i])
                i += 1
            }
            i = min(bytes.count, i + 2)
            return literal(text)
        case UInt8(ascii: "E"): return .empty
        case UInt8(ascii: "c"):
            i += 1
            return .unknown
        case UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: "g"), UInt8(ascii: "k"), UInt8(ascii: "x"), UInt8(ascii: "o"):
            if i < bytes.count, bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "<") || bytes[i] == UInt8(ascii: "'") {
                let close: UInt8 = bytes[i] == UInt8(ascii: "{") ? UInt8(ascii: "}") : bytes[i] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "'")
                while i < bytes.count, bytes[i] != close { i += 1 }
                i += 1
            } else if c == UInt8(ascii: "x") {
                while i < bytes.count, Self.isHexDigit(bytes[i]) { i += 1 }
            } else {
                i += 1
            }
            return .unknown
        default:
            return Self.isPunctuation(c) ? literal([c]) : .unknown
        }
    }

    private static func isPunctuation(_ c: UInt8) -> Bool {
        c < 0x80 && !(c >= 0x30 && c <= 0x39) && !(c >= 0x41 && c <= 0x5A) && !(c >= 0x61 && c <= 0x7A)
            && c > 0x20 || c == 0x20
    }

    private static func isHexDigit(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c)
    }
}
