/// Builds rule trees from generated code (`BuiltinPatternTrees.generated.swift`): a scan
/// takes the built-in rules as trees, because parsing their YAML was a sixth of a one-file
/// editor scan. Trees carry no positions; the built-in rules are checked by the tests, so none
/// of their errors is ever reported at run time. The helpers' names are short because the
/// generated code calls them a few thousand times.
struct EmbeddedTree {
    /// A mapping from its key–value pairs.
    func m(_ pairs: [(RuleNode, RuleNode)]) -> RuleNode { RuleNode(pairs) }

    /// A sequence.
    func q(_ items: [RuleNode]) -> RuleNode { RuleNode(items) }

    /// A scalar.
    func s(_ text: String) -> RuleNode { RuleNode(text) }
}
