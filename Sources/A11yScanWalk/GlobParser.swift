/// Turns the text of a glob into path-component segments once, so matching never re-reads the
/// pattern. Follows the gitignore pattern syntax: `*`, `?`, bracket expressions, `**` as a
/// whole component, `\` escapes, a leading `/` to anchor and a trailing `/` for folders only.
struct GlobParser {
    struct Compiled {
        var segments: [GlobSegment]
        var isAnchored: Bool
        var isDirectoryOnly: Bool
    }

    private enum Token {
        case literal(Unicode.Scalar)
        case anyCharacter
        case set(GlobCharacterSet)
        case stars(Int)
        case separator
    }

    private let pattern: String
    private let scalars: [Unicode.Scalar]

    init(_ pattern: String) {
        self.pattern = pattern
        self.scalars = Array(pattern.unicodeScalars)
    }

    func compile() throws(GlobError) -> Compiled {
        var tokens = try tokenize()
        var isDirectoryOnly = false
        while case .separator = tokens.last {
            tokens.removeLast()
            isDirectoryOnly = true
        }
        var isAnchored = false
        while case .separator = tokens.first {
            tokens.removeFirst()
            isAnchored = true
        }
        if tokens.contains(where: { if case .separator = $0 { return true } else { return false } }) {
            isAnchored = true
        }
        var segments: [GlobSegment] = []
        var current: [Token] = []
        for token in tokens {
            if case .separator = token {
                if !current.isEmpty { segments.append(Self.segment(from: current)) }
                current = []
            } else {
                current.append(token)
            }
        }
        if !current.isEmpty { segments.append(Self.segment(from: current)) }
        guard !segments.isEmpty else {
            throw GlobError(pattern: pattern, column: 1, reason: .empty)
        }
        // `dir/**` matches what is inside `dir`, not `dir` itself: at least one component.
        if segments.count > 1, case .anyDepth = segments[segments.count - 1] {
            segments.insert(.pattern([.star]), at: segments.count - 1)
        }
        return Compiled(segments: segments, isAnchored: isAnchored, isDirectoryOnly: isDirectoryOnly)
    }

    /// Builds one component: `**` alone is any depth, literals are merged into byte runs, and
    /// any other run of stars is a plain `*` (gitignore treats `a**b` like `a*b`).
    private static func segment(from tokens: [Token]) -> GlobSegment {
        if tokens.count == 1, case .stars(let count) = tokens[0], count >= 2 {
            return .anyDepth
        }
        var atoms: [GlobAtom] = []
        var literal: [UInt8] = []
        func flushLiteral() {
            if !literal.isEmpty { atoms.append(.literal(literal)) }
            literal = []
        }
        for token in tokens {
            switch token {
            case .literal(let scalar):
                literal.append(contentsOf: String(Character(scalar)).utf8)
            case .anyCharacter:
                flushLiteral()
                atoms.append(.anyCharacter)
            case .set(let set):
                flushLiteral()
                atoms.append(.set(set))
            case .stars:
                flushLiteral()
                atoms.append(.star)
            case .separator:
                break
            }
        }
        flushLiteral()
        if atoms.count == 1, case .literal(let bytes) = atoms[0] {
            return .exact(bytes)
        }
        return .pattern(atoms)
    }

    private func tokenize() throws(GlobError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                guard index + 1 < scalars.count else {
                    throw GlobError(pattern: pattern, column: index + 1, reason: .danglingEscape)
                }
                let escaped = scalars[index + 1]
                tokens.append(escaped == "/" ? .separator : .literal(escaped))
                index += 2
            case "*":
                var end = index
                while end < scalars.count, scalars[end] == "*" { end += 1 }
                tokens.append(.stars(end - index))
                index = end
            case "?":
                tokens.append(.anyCharacter)
                index += 1
            case "[":
                let (set, next) = try bracketExpression(openingAt: index)
                tokens.append(.set(set))
                index = next
            case "/":
                tokens.append(.separator)
                index += 1
            default:
                tokens.append(.literal(scalar))
                index += 1
            }
        }
        return tokens
    }

    /// Parses `[...]` starting at the `[`; returns the set and the index just past the `]`.
    private func bracketExpression(openingAt start: Int) throws(GlobError) -> (GlobCharacterSet, Int) {
        var set = GlobCharacterSet(isNegated: false, ranges: [], classes: [])
        var index = start + 1
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            set.isNegated = true
            index += 1
        }
        var isFirst = true
        while true {
            guard index < scalars.count else {
                throw GlobError(pattern: pattern, column: start + 1, reason: .unclosedBracket)
            }
            let scalar = scalars[index]
            if scalar == "]" && !isFirst { return (set, index + 1) }
            isFirst = false
            if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == ":",
               let close = namedClassEnd(from: index + 2) {
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                guard let namedClass = GlobCharacterSet.NamedClass(rawValue: name) else {
                    throw GlobError(pattern: pattern, column: index + 1, reason: .unknownCharacterClass(name))
                }
                set.classes.append(namedClass)
                index = close + 2
                continue
            }
            let (lower, afterLower) = try member(at: index)
            index = afterLower
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                let (upper, afterUpper) = try member(at: index + 1)
                index = afterUpper
                set.ranges.append(.init(lower: lower.value, upper: upper.value))
            } else {
                set.ranges.append(.init(lower: lower.value, upper: lower.value))
            }
        }
    }

    /// One character inside a bracket expression, honouring a `\` escape.
    private func member(at index: Int) throws(GlobError) -> (Unicode.Scalar, Int) {
        guard scalars[index] == "\\" else { return (scalars[index], index + 1) }
        guard index + 1 < scalars.count else {
            throw GlobError(pattern: pattern, column: index + 1, reason: .danglingEscape)
        }
        return (scalars[index + 1], index + 2)
    }

    /// For `[:name:]`, the index of the `:` before the closing `]`, when the class syntax is
    /// complete; otherwise the `[` is an ordinary member of the set.
    private func namedClassEnd(from start: Int) -> Int? {
        var index = start
        while index < scalars.count, scalars[index] != "]" { index += 1 }
        guard index < scalars.count, index - 1 >= start, scalars[index - 1] == ":" else { return nil }
        return index - 1
    }
}
