/// One suppression as written in a source file, before it is turned into the lines it covers.
/// Kept separate from its coverage so the same directive can be reported when it is unused.
public struct SuppressionDirective: Sendable, Hashable {
    /// What the directive covers.
    public enum Scope: String, Sendable, Hashable {
        /// `a11yscan:disable-line`: the line the comment starts on.
        case line = "disable-line"
        /// `a11yscan:disable-next-line`: the first line after the comment that has code.
        case nextLine = "disable-next-line"
        /// `a11yscan:disable`: from this line until a matching `enable`, or the end of the file.
        case rangeStart = "disable"
        /// `a11yscan:enable`: closes an open `disable` of the same rules.
        case rangeEnd = "enable"
        /// `a11yscan:disable-file`: the whole file.
        case file = "disable-file"
        /// Kotlin `@Suppress("a11yscan:…")`: the annotated declaration.
        case declaration = "@Suppress"
        /// Kotlin `@file:Suppress("a11yscan:…")`: the whole file.
        case fileAnnotation = "@file:Suppress"
    }

    public var scope: Scope
    public var rules: [SuppressedRule]
    /// 1-based line the directive is written on.
    public var line: Int
    /// The text after `--`, when given.
    public var reason: String?

    public init(scope: Scope, rules: [SuppressedRule], line: Int, reason: String? = nil) {
        self.scope = scope
        self.rules = rules
        self.line = line
        self.reason = reason
    }
}

/// A rule a suppression names: one id, or `all` for every rule.
public enum SuppressedRule: Sendable, Hashable, CustomStringConvertible {
    case all
    case id(String)

    init(_ text: String) {
        self = text == "all" ? .all : .id(text)
    }

    public func covers(_ ruleID: String) -> Bool {
        switch self {
        case .all: return true
        case .id(let id): return id == ruleID
        }
    }

    public var description: String {
        switch self {
        case .all: return "all"
        case .id(let id): return id
        }
    }
}
