/// A bracket expression of a glob (`[abc]`, `[!a-z]`, `[^[:digit:]]`), compiled to ranges of
/// Unicode scalar values so that testing one character is a short linear scan, no regex.
struct GlobCharacterSet: Sendable, Hashable {
    /// An inclusive range of scalar values. A reversed range (`[z-a]`) is kept and matches
    /// nothing, as in git, instead of being rejected.
    struct ScalarRange: Sendable, Hashable {
        let lower: UInt32
        let upper: UInt32

        func contains(_ value: UInt32) -> Bool { lower <= value && value <= upper }
    }

    /// The POSIX character classes a bracket expression may name (`[:alpha:]`). They are
    /// ASCII-only, which is what git's matcher does as well.
    enum NamedClass: String, Sendable, Hashable, CaseIterable {
        case alnum, alpha, blank, cntrl, digit, graph, lower, print, punct, space, upper, xdigit

        func contains(_ value: UInt32) -> Bool {
            guard value < 128 else { return false }
            let isUpper = (65...90).contains(value)
            let isLower = (97...122).contains(value)
            let isDigit = (48...57).contains(value)
            let isGraph = (33...126).contains(value)
            switch self {
            case .alnum: return isUpper || isLower || isDigit
            case .alpha: return isUpper || isLower
            case .blank: return value == 32 || value == 9
            case .cntrl: return value < 32 || value == 127
            case .digit: return isDigit
            case .graph: return isGraph
            case .lower: return isLower
            case .print: return isGraph || value == 32
            case .punct: return isGraph && !(isUpper || isLower || isDigit)
            case .space: return value == 32 || (9...13).contains(value)
            case .upper: return isUpper
            case .xdigit: return isDigit || (65...70).contains(value) || (97...102).contains(value)
            }
        }
    }

    var isNegated: Bool
    var ranges: [ScalarRange]
    var classes: [NamedClass]

    /// Whether one character of a path is accepted by the bracket expression. The path
    /// separator never is: a bracket expression stays inside one path component.
    func accepts(_ value: UInt32) -> Bool {
        if value == 0x2F { return false }
        var found = false
        for range in ranges where range.contains(value) {
            found = true
            break
        }
        if !found {
            for namedClass in classes where namedClass.contains(value) {
                found = true
                break
            }
        }
        return found != isNegated
    }
}
