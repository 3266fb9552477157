/// A file's calls, modifiers, declarations and assignments as a tree, built once from the
/// lexer's code view and bracket table (`CallTreeBuilder`). Rules reason about its nodes:
/// their names, arguments, modifier chains, children and ancestors. Nodes are stored in
/// source order, so descendants are contiguous and no navigation needs recursion.
public final class CallTree: Sendable {
    public let source: SourceFile
    public let nodes: [SyntaxNode]
    public let arguments: [NodeArgument]
    public let closures: [NodeClosure]
    public let declarations: [DeclarationInfo]
    public let parameters: [DeclarationParameter]
    /// Annotation names of declarations (`Composable`, `Preview`), without the `@`.
    public let annotations: [Range<Int32>]
    /// Each node's modifiers, in chain order (a node's `firstModifier` indexes this).
    package let modifierList: [Int32]
    /// For a modifier a view takes from a local's chain, the branch of the local's value it is
    /// in (`if (c) Modifier.a() else Modifier.b()`: `a` and `b` are in different ones); a
    /// modifier applied whatever the condition is absent. Empty in most files.
    public let modifierArms: [Int32: Int32]
    /// Node indices grouped by `nameID` (`byNameStart[id] ..< byNameStart[id + 1]`).
    private let byName: [Int32]
    private let byNameStart: [Int32]

    init(source: SourceFile, nodes: [SyntaxNode], arguments: [NodeArgument], closures: [NodeClosure],
         declarations: [DeclarationInfo], parameters: [DeclarationParameter], annotations: [Range<Int32>],
         modifierList: [Int32], modifierArms: [Int32: Int32] = [:], nameCount: Int) {
        self.source = source
        self.nodes = nodes
        self.arguments = arguments
        self.closures = closures
        self.declarations = declarations
        self.parameters = parameters
        self.annotations = annotations
        self.modifierList = modifierList
        self.modifierArms = modifierArms
        // A counting sort in one table: `starts[id + 1]` counts the nodes named `id`, then holds
        // where they go, and once they are placed, where the next name's nodes start.
        var starts = [Int32](repeating: 0, count: nameCount + 2)
        var named = 0
        for node in nodes where node.nameID >= 0 {
            starts[Int(node.nameID) + 2] += 1
            named += 1
        }
        // Every file sums over every name the rules know: without a bounds and an overflow
        // check per name (the counts add up to at most the node count).
        if named > 0 {
            starts.withUnsafeMutableBufferPointer { counts in
                var total: Int32 = 0
                for i in 2..<counts.count {
                    total &+= counts[i]
                    counts[i] = total
                }
            }
        }
        var byName = [Int32](repeating: 0, count: named)
        for (index, node) in nodes.enumerated() where node.nameID >= 0 {
            byName[Int(starts[Int(node.nameID) + 1])] = Int32(index)
            starts[Int(node.nameID) + 1] += 1
        }
        starts.removeLast()
        self.byName = byName
        self.byNameStart = starts
    }

    /// The nodes whose name has number `id` in the rule vocabulary, in source order.
    public func nodes(named id: Int32) -> ArraySlice<Int32> {
        guard id >= 0, Int(id) + 1 < byNameStart.count else { return [] }
        return byName[Int(byNameStart[Int(id)])..<Int(byNameStart[Int(id) + 1])]
    }

    public subscript(_ index: Int32) -> SyntaxNode { nodes[Int(index)] }

    public func arguments(of index: Int32) -> ArraySlice<NodeArgument> {
        let node = nodes[Int(index)]
        return arguments[Int(node.firstArgument)..<Int(node.firstArgument + node.argumentCount)]
    }

    public func closures(of index: Int32) -> ArraySlice<NodeClosure> {
        let node = nodes[Int(index)]
        return closures[Int(node.firstClosure)..<Int(node.firstClosure + node.closureCount)]
    }

    /// Whether two modifiers of one chain are in different branches of a local's value, so
    /// never applied together.
    public func areExclusive(_ a: Int32, _ b: Int32) -> Bool {
        guard !modifierArms.isEmpty, let first = modifierArms[a], let second = modifierArms[b] else { return false }
        return first != second
    }

    /// The modifiers of a call, in chain order (with those of a local chain it names).
    public func modifiers(of index: Int32) -> ArraySlice<Int32> {
        let node = nodes[Int(index)]
        return modifierList[Int(node.firstModifier)..<Int(node.firstModifier + node.modifierCount)]
    }

    public func declaration(of index: Int32) -> DeclarationInfo? {
        let node = nodes[Int(index)]
        return node.declaration < 0 ? nil : declarations[Int(node.declaration)]
    }

    public func parameters(of declaration: DeclarationInfo) -> ArraySlice<DeclarationParameter> {
        parameters[Int(declaration.firstParameter)..<Int(declaration.firstParameter + declaration.parameterCount)]
    }

    public func annotations(of declaration: DeclarationInfo) -> ArraySlice<Range<Int32>> {
        annotations[Int(declaration.firstAnnotation)..<Int(declaration.firstAnnotation + declaration.annotationCount)]
    }

    /// The direct children of a node, in source order (modifiers of its own chain included).
    public func children(of index: Int32) -> ChildSequence { ChildSequence(tree: self, parent: index) }

    /// The nodes from the parent outward to the top.
    public func ancestors(of index: Int32) -> AncestorSequence { AncestorSequence(tree: self, node: nodes[Int(index)].parent) }

    /// The code-view bytes of a range, for comparisons (`code[range] == "Button"`).
    public func code(_ range: Range<Int>) -> ArraySlice<UInt8> { source.code[range] }

    /// Source text of a node's name.
    public func nameText(_ index: Int32) -> String { source.string(nodes[Int(index)].name) }

    public struct ChildSequence: Sequence, IteratorProtocol {
        let tree: CallTree
        let parent: Int32
        var current: Int32 = -2

        init(tree: CallTree, parent: Int32) {
            self.tree = tree
            self.parent = parent
        }

        public mutating func next() -> Int32? {
            let end = tree.nodes[Int(parent)].subtreeEnd
            let candidate = current == -2 ? parent + 1 : tree.nodes[Int(current)].subtreeEnd
            guard candidate < end else { return nil }
            current = candidate
            return candidate
        }
    }

    public struct AncestorSequence: Sequence, IteratorProtocol {
        let tree: CallTree
        var node: Int32

        public mutating func next() -> Int32? {
            guard node >= 0 else { return nil }
            defer { node = tree.nodes[Int(node)].parent }
            return node
        }
    }
}

extension CallTree {
    /// The tree of `source`, with node names numbered by `names` (the loaded rules' vocabulary).
    public static func build(_ source: SourceFile, names: NameTable = NameTable([])) -> CallTree {
        source.language.isMarkup ? LayoutTreeBuilder.build(source, names: names) : CallTreeBuilder.build(source, names: names)
    }
}
