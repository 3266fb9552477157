/// What an argument value (or a parameter's default value) is, as far as the lexer can tell.
public enum ValueKind: UInt8, Sendable, CaseIterable {
    /// A string literal with visible text (interpolation counts as text).
    case string
    /// `""`, or a literal of white space only: an empty name.
    case emptyString
    /// `nil` / `null`.
    case null
    case `true`, `false`
    /// `24`, `0.5f`, `24.dp`, `14.sp` (the unit is read separately).
    case number
    /// `.isButton`, `Role.Button`, `Icons.Default.Add`: a member path without a call.
    case member
    /// A single name: `title`, `label`.
    case reference
    /// `{ … }`.
    case closure
    /// A call expression (its node is `NodeArgument.node`).
    case call
    /// Anything else: operators, conditionals, subscripts, chains on a path.
    case other
}

/// One argument of a call: its label (Swift `label:`, Kotlin `name =`) and its value.
public struct NodeArgument: Sendable {
    public internal(set) var labelStart: Int32 = -1
    public internal(set) var labelEnd: Int32 = -1
    public internal(set) var valueStart: Int32
    public internal(set) var valueEnd: Int32
    public package(set) var kind: ValueKind
    /// The call node the value is, when `kind == .call`; else -1.
    public package(set) var node: Int32 = -1

    public var label: Range<Int>? { labelStart < 0 ? nil : Int(labelStart)..<Int(labelEnd) }
    public var value: Range<Int> { Int(valueStart)..<Int(valueEnd) }
}

/// A trailing closure: Swift's labelled ones (`label: { … }`) carry their label.
public struct NodeClosure: Sendable {
    public internal(set) var labelStart: Int32 = -1
    public internal(set) var labelEnd: Int32 = -1
    /// The `{` and the `}`.
    public internal(set) var open: Int32
    public internal(set) var close: Int32

    public var label: Range<Int>? { labelStart < 0 ? nil : Int(labelStart)..<Int(labelEnd) }
    public var range: Range<Int> { Int(open)..<Int(close) + 1 }
}
