/// Why a glob pattern could not be compiled, with the column of the offending character so a
/// config loader or an ignore file can point at it (the caller adds its own file and line).
public struct GlobError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// Nothing left to match once the anchoring and trailing slashes are removed.
        case empty
        /// A `[` with no `]` closing it.
        case unclosedBracket
        /// A `\` as the very last character, escaping nothing.
        case danglingEscape
        /// A `[:name:]` class that is not one of the POSIX classes.
        case unknownCharacterClass(String)
    }

    /// The pattern as written.
    public let pattern: String
    /// 1-based position, in Unicode scalars, of the character the problem starts at.
    public let column: Int
    public let reason: Reason

    public init(pattern: String, column: Int, reason: Reason) {
        self.pattern = pattern
        self.column = column
        self.reason = reason
    }

    /// A short suggestion of how to write what was probably meant.
    public var hint: String {
        switch reason {
        case .empty:
            return "write a name or a wildcard, e.g. `*.swift` or `Generated/`"
        case .unclosedBracket:
            return "close the bracket expression with `]`, or write `\\[` for a literal bracket"
        case .danglingEscape:
            return "remove the trailing `\\`, or write `\\\\` for a literal backslash"
        case .unknownCharacterClass:
            let names = GlobCharacterSet.NamedClass.allCases.map { "[:\($0.rawValue):]" }
            return "use one of " + names.joined(separator: ", ")
        }
    }

    public var description: String {
        let what: String
        switch reason {
        case .empty: what = "matches nothing"
        case .unclosedBracket: what = "unclosed `[` at column \(column)"
        case .danglingEscape: what = "trailing `\\` at column \(column) escapes nothing"
        case .unknownCharacterClass(let name): what = "unknown character class `[:\(name):]` at column \(column)"
        }
        return "invalid glob `\(pattern)`: \(what) (hint: \(hint))"
    }
}
