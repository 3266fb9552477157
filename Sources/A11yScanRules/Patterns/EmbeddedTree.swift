import Yams

/// Builds YAML trees from generated code (`BuiltinPatternTrees.generated.swift`): a scan
/// takes the built-in rules as trees, because parsing their YAML was a sixth of a one-file
/// editor scan. Trees carry no positions; the built-in rules are checked by the tests, so none
/// of their errors is ever reported at run time. The helpers' names are short because the
/// generated code calls them a few thousand times.
struct EmbeddedTree {
    /// One tag for every node of a tree: Yams' default tag builds its resolver and constructor
    /// anew each time (regular expressions and tables), which cost more than parsing the YAML.
    private let tag = Tag(.implicit, .basic, Constructor([:], [:], [:]))

    /// A mapping from its key–value pairs, handed to Yams as they are: no array of its own
    /// to pair up first (building the trees was a sixth of compiling the rules).
    func m(_ pairs: [(Node, Node)]) -> Node { Node(pairs, tag) }

    /// A sequence.
    func q(_ items: [Node]) -> Node { Node(items, tag) }

    /// A scalar.
    func s(_ text: String) -> Node { Node(text, tag) }
}
