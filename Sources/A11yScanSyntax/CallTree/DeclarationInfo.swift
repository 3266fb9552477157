/// The keyword a declaration starts with, grouped by what it declares.
public enum DeclarationKeyword: UInt8, Sendable, CaseIterable {
    /// `func`, `fun`.
    case function
    /// Swift `init`, Kotlin `constructor` and `init { }` blocks.
    case initializer
    /// `var`, `let`, `val`.
    case property
    case `struct`, `class`, `enum`, `protocol`, `extension`, `actor`
    /// Kotlin `object` (and `companion object`), `interface`.
    case object, interface
}

/// What a declaration node adds to a node: its keyword, annotations, supertypes, parameters
/// and body.
public struct DeclarationInfo: Sendable {
    public internal(set) var keyword: DeclarationKeyword
    /// Index range into `CallTree.annotations`: the names of `@Composable`, `@Preview(…)`, …
    public internal(set) var firstAnnotation: Int32 = 0
    public internal(set) var annotationCount: Int32 = 0
    /// The text after `:` up to the body (`View`, `UIViewController, UITableViewDelegate`), or
    /// a function's or property's type.
    public internal(set) var typeStart: Int32 = -1
    public internal(set) var typeEnd: Int32 = -1
    /// Kotlin extension receiver: `Modifier` in `fun Modifier.tappable()`.
    public internal(set) var receiverTypeStart: Int32 = -1
    public internal(set) var receiverTypeEnd: Int32 = -1
    public internal(set) var firstParameter: Int32 = 0
    public internal(set) var parameterCount: Int32 = 0
    /// The body's `{` and `}` when there is one.
    public internal(set) var bodyOpen: Int32 = -1
    public internal(set) var bodyClose: Int32 = -1

    public var type: Range<Int>? { typeStart < 0 ? nil : Int(typeStart)..<Int(typeEnd) }
    public var receiverType: Range<Int>? {
        receiverTypeStart < 0 ? nil : Int(receiverTypeStart)..<Int(receiverTypeEnd)
    }
    public var body: Range<Int>? { bodyOpen < 0 ? nil : Int(bodyOpen)..<Int(bodyClose) + 1 }
}

/// A parameter of a function, initializer or Kotlin primary constructor.
public struct DeclarationParameter: Sendable {
    /// Swift's argument label when it differs from the name (`_` included).
    public internal(set) var labelStart: Int32 = -1
    public internal(set) var labelEnd: Int32 = -1
    public internal(set) var nameStart: Int32
    public internal(set) var nameEnd: Int32
    public internal(set) var typeStart: Int32 = -1
    public internal(set) var typeEnd: Int32 = -1
    /// The default value, typed like an argument value.
    public internal(set) var defaultValue: NodeArgument?

    public var name: Range<Int> { Int(nameStart)..<Int(nameEnd) }
    /// The label a caller writes: Swift's label, else the name.
    public var callLabel: Range<Int> { labelStart < 0 ? name : Int(labelStart)..<Int(labelEnd) }
    public var type: Range<Int>? { typeStart < 0 ? nil : Int(typeStart)..<Int(typeEnd) }
}
