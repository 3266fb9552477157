/// What a node of the call tree is.
public enum NodeKind: UInt8, Sendable, CaseIterable {
    /// `Button(…) { … }`, `viewModel.select(item)`, `.system(size: 12)` as an argument.
    case call
    /// A link of a call's modifier chain: Swift `.padding()` after a view, Compose
    /// `Modifier.clickable { … }` passed as a call's `modifier` argument.
    case modifier
    /// `struct X: View`, `@Composable fun X(…)`, `class X: UIView`, `func`, `init`, a property.
    case declaration
    /// `target = value` as a statement: `button.accessibilityLabel = …`, `contentDescription = …`
    /// inside a `semantics { }` block.
    case assignment
}

/// Where a node hangs from its parent.
public enum NodeSlot: UInt8, Sendable {
    /// No parent: a top-level declaration or statement.
    case top
    /// Inside argument `slotIndex` of the parent's argument list.
    case argument
    /// Inside trailing closure `slotIndex` of the parent (0 is the first, unlabelled one).
    case closure
    /// The node is a modifier in the parent's chain.
    case modifier
    /// Inside a declaration's body (or a property's initializer).
    case body
    /// Inside an assignment's value.
    case value
    /// Elsewhere in the parent: a declaration's header (parameter defaults, supertypes).
    case header
}

/// One node of a file's call tree. Offsets are byte offsets into the file (the code view and
/// the text share them); `-1` stands for "none". Stored in an array in source order, so a
/// node's descendants are the nodes after it up to `subtreeEnd`.
public struct SyntaxNode: Sendable {
    public internal(set) var kind: NodeKind
    public internal(set) var slot: NodeSlot = .top
    /// Which argument or closure of the parent holds the node (for `.argument`, `.closure`).
    public internal(set) var slotIndex: Int32 = -1
    /// First byte: the receiver, the `.` of a modifier, a declaration's first annotation.
    public internal(set) var start: Int32
    public internal(set) var nameStart: Int32
    public internal(set) var nameEnd: Int32
    /// End of the node's own syntax: its last argument list or closure, a declaration's body,
    /// an assignment's value.
    public internal(set) var end: Int32
    /// End including the modifier chain that follows a call.
    public internal(set) var extentEnd: Int32
    public internal(set) var parent: Int32 = -1
    /// For a modifier, the call it modifies, when there is one.
    public internal(set) var owner: Int32 = -1
    /// The qualifying path before the name (`viewModel` in `viewModel.select()`), if any.
    public internal(set) var receiverStart: Int32 = -1
    public internal(set) var receiverEnd: Int32 = -1
    /// The argument list's `(` and `)`, if the node has one.
    public internal(set) var argumentsOpen: Int32 = -1
    public internal(set) var argumentsClose: Int32 = -1
    public internal(set) var firstArgument: Int32 = 0
    public internal(set) var argumentCount: Int32 = 0
    public internal(set) var firstClosure: Int32 = 0
    public internal(set) var closureCount: Int32 = 0
    public internal(set) var firstModifier: Int32 = 0
    public internal(set) var modifierCount: Int32 = 0
    /// One past the index of the node's last descendant.
    public internal(set) var subtreeEnd: Int32 = 0
    /// The name's number in the rule vocabulary (`NameTable`), or -1 when no rule names it.
    public internal(set) var nameID: Int32 = -1
    /// Index into `CallTree.declarations` for a declaration node, else -1.
    public internal(set) var declaration: Int32 = -1
    /// A Swift implicit member call (`.system(size: 12)`) or a call on an expression the tree
    /// does not follow (`makeItem().select()`).
    public internal(set) var isMember = false
    /// The branch the node is in within its parent: the `{` of the `if`, `else` or `guard`
    /// block, the `case` label of the `switch` or the `when` arm that holds it directly, or
    /// its own start when it is a Kotlin statement shown on a condition without braces
    /// (`if (c) Icon(…)`); -1 when none does.
    public internal(set) var branch: Int32 = -1

    public var name: Range<Int> { Int(nameStart)..<Int(nameEnd) }
    public var range: Range<Int> { Int(start)..<Int(end) }
    public var extent: Range<Int> { Int(start)..<Int(extentEnd) }
    public var receiver: Range<Int>? { receiverStart < 0 ? nil : Int(receiverStart)..<Int(receiverEnd) }
    public var argumentList: Range<Int>? {
        argumentsOpen < 0 ? nil : Int(argumentsOpen)..<Int(argumentsClose) + 1
    }
}
