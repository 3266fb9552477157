/// Decides node patterns on one file's call tree. One evaluator per file and worker thread:
/// it remembers fact answers per node and the captures of the rule being evaluated.
final class NodeEvaluator {
    let tree: CallTree
    let names: NameTable
    let facts: FactLibrary
    let scratch: RegexScratch
    let templates: NodeTemplateCache
    let code: UnsafeBufferPointer<UInt8>
    let text: UnsafeBufferPointer<UInt8>
    /// Captured source ranges of the rule being evaluated, by group name.
    var captures: [String: Range<Int>] = [:]
    /// While a component is summarised: what its parameters stand for, by name. An argument
    /// whose value is one of these names is judged as that kind of value.
    let bindings: [String: ValueKind]
    /// Each node's subject and each variable's statements, worked out when a rule asks.
    let variableMemo = VariableMemo()
    /// Per fact: for each node 0 (not asked yet), 1 (no) or 2 (yes).
    private var factAnswers: [[UInt8]]
    /// Each parent's children in order (-1: the file's top-level nodes), listed when a
    /// `sibling` pattern first asks, so a block of n statements costs n, not n² (a minified
    /// file can put hundreds of thousands of statements in one block).
    private var childLists: [Int32: [Int32]] = [:]

    init(tree: CallTree, names: NameTable, facts: FactLibrary, scratch: RegexScratch, templates: NodeTemplateCache,
         code: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>, bindings: [String: ValueKind] = [:]) {
        self.tree = tree
        self.bindings = bindings
        self.names = names
        self.facts = facts
        self.scratch = scratch
        self.templates = templates
        self.code = code
        self.text = text
        factAnswers = Array(repeating: [], count: facts.facts.count)
    }

    func holds(_ test: NodeTest, _ index: Int32) throws -> Bool {
        let node = tree.nodes[Int(index)]
        switch test {
        case .kind(let kind):
            return node.kind == kind
        case .name(let matcher):
            return try matches(matcher, number: node.nameID, range: node.name)
        case .keyword(let keywords):
            return tree.declaration(of: index).map { keywords.contains($0.keyword) } ?? false
        case .annotation(let matcher):
            guard let info = tree.declaration(of: index) else { return false }
            for annotation in tree.annotations(of: info) {
                let range = Int(annotation.lowerBound)..<Int(annotation.upperBound)
                if try matches(matcher, number: names.lookup(code, range), range: range) { return true }
            }
            return false
        case .supertype(let matcher):
            return try supertypes(of: index).contains { try matches(matcher, number: names.lookup(code, $0), range: $0) }
        case .receiver(let matcher):
            guard let receiver = node.receiver else { return false }
            return try matches(matcher, number: names.lookup(code, receiver), range: receiver)
        case .text(let leaf):
            guard let region = region(leaf.region, of: index) else { return false }
            return try search(leaf.pattern, in: leaf.source ? text : code, region)
        case .closure(let matcher):
            for closure in tree.closures(of: index) {
                guard let label = closure.label else {
                    if matcher.names.contains("content") { return true }
                    continue
                }
                if try matches(matcher, number: names.lookup(code, label), range: label) { return true }
            }
            // `Button(action: { … }, label: { … })`: a closure passed by label counts too.
            for argument in tree.arguments(of: index) where argument.kind == .closure {
                guard let label = argument.label else { continue }
                if try matches(matcher, number: names.lookup(code, label), range: label) { return true }
            }
            return false
        case .position(let positions):
            return positions.contains(position(of: index))
        case .conditional(let flag):
            return (node.branch >= 0) == flag
        case .argument(let argument):
            return try holds(argument, index)
        case .parameter(let parameter):
            return try holds(parameter, index)
        case .inside(let relation):
            return try inside(relation, index)
        case .has(let relation):
            return try has(relation, index)
        case .sibling(let relation):
            return try sibling(relation, index)
        case .chain(let inner):
            for modifier in chain(of: index) where try holds(inner, modifier) { return true }
            return false
        case .owner(let inner):
            return node.owner >= 0 ? try holds(inner, node.owner) : false
        case .parent(let inner):
            return node.parent >= 0 ? try holds(inner, node.parent) : false
        case .callee(let inner):
            for declaration in callees(of: index) where try holds(inner, declaration) { return true }
            return false
        case .variable(let inner):
            guard let variable = variable(of: index) else { return false }
            return try holds(inner, variable, at: index)
        case .fact(let reference):
            return try fact(reference.index, index)
        case .all(let tests):
            for test in tests where try !holds(test, index) { return false }
            return true
        case .any(let tests):
            for test in tests {
                let saved = captures
                if try holds(test, index) { return true }
                captures = saved
            }
            return false
        case .not(let inner):
            let saved = captures
            defer { captures = saved }
            return try !holds(inner, index)
        }
    }

    func matches(_ matcher: NameMatcher, number: Int32, range: Range<Int>) throws -> Bool {
        if let regex = matcher.regex {
            guard !range.isEmpty else { return false }
            return try scratch.firstMatch(regex, in: code, range: range) != nil
        }
        return matcher.contains(number: number)
    }

    // MARK: Facts

    private func fact(_ fact: Int, _ index: Int32) throws -> Bool {
        if factAnswers[fact].isEmpty { factAnswers[fact] = [UInt8](repeating: 0, count: tree.nodes.count) }
        let known = factAnswers[fact][Int(index)]
        if known != 0 { return known == 2 }
        guard let test = facts.facts[fact].test(for: tree.source.language) else {
            factAnswers[fact][Int(index)] = 1
            return false
        }
        let saved = captures
        let answer = try holds(test, index)
        captures = saved
        factAnswers[fact][Int(index)] = answer ? 2 : 1
        return answer
    }

    // MARK: Relations

    private func inside(_ relation: Relation, _ index: Int32) throws -> Bool {
        var child = index
        var current = tree.nodes[Int(index)].parent
        var level = 0
        while current >= 0 {
            level += 1
            if let depth = relation.depth, level > depth { return false }
            if let stop = relation.stopBy, try holds(stop, current) { return false }
            let entered = try relation.via.map { try enters(current, from: child, via: $0) } ?? true
            if entered, try holds(relation.test, current) { return true }
            child = current
            current = tree.nodes[Int(current)].parent
        }
        return false
    }

    /// Whether the path from `child` enters `ancestor` through an argument or closure whose
    /// label matches (`modifier` names an ancestor's own chain).
    private func enters(_ ancestor: Int32, from child: Int32, via matcher: NameMatcher) throws -> Bool {
        let node = tree.nodes[Int(child)]
        let parent = tree.nodes[Int(ancestor)]
        switch node.slot {
        case .argument:
            let argument = tree.arguments[Int(parent.firstArgument + node.slotIndex)]
            guard let label = argument.label else { return false }
            return try matches(matcher, number: names.lookup(code, label), range: label)
        case .closure:
            let closure = tree.closures[Int(parent.firstClosure + node.slotIndex)]
            guard let label = closure.label else { return matcher.names.contains("content") }
            return try matches(matcher, number: names.lookup(code, label), range: label)
        case .modifier:
            return matcher.names.contains("modifier")
        default:
            return false
        }
    }

    /// Descendants, depth first, without the node's own modifier chain; `count` of them must fit.
    private func has(_ relation: Relation, _ index: Int32) throws -> Bool {
        var missing = relation.count ?? 1
        var stack: [(node: Int32, depth: Int)] = []
        for child in tree.children(of: index) where !isOwnModifier(child, of: index) {
            if let via = relation.via, try !enters(index, from: child, via: via) { continue }
            stack.append((child, 1))
        }
        stack.reverse()
        while let (node, depth) = stack.popLast() {
            if try holds(relation.test, node) {
                missing -= 1
                if missing == 0 { return true }
            }
            if let limit = relation.depth, depth >= limit { continue }
            let before = stack.count
            for child in tree.children(of: node) { stack.append((child, depth + 1)) }
            stack[before...].reverse()
        }
        return false
    }

    private func isOwnModifier(_ child: Int32, of index: Int32) -> Bool {
        let node = tree.nodes[Int(child)]
        return node.slot == .modifier && node.parent == index
    }

    /// Other children of the same parent, in the same argument or closure (modifiers apart);
    /// a modifier's siblings are those of the call it modifies. At most `siblingReach` of the
    /// parent's children on each side are looked at: a sibling further away than that is in
    /// generated or minified code, where it would cost a pass over the whole block per node.
    private func sibling(_ relation: SiblingRelation, _ index: Int32) throws -> Bool {
        var subject = index
        if tree.nodes[Int(index)].kind == .modifier, tree.nodes[Int(index)].owner >= 0 { subject = tree.nodes[Int(index)].owner }
        let node = tree.nodes[Int(subject)]
        let list = childList(of: node.parent)
        let position = Self.firstIndex(in: list, notBelow: subject)
        let lower = relation.direction == .after ? position : max(0, position - Self.siblingReach)
        let upper = relation.direction == .before ? position : min(list.count, position + 1 + Self.siblingReach)
        var candidates: [Int32] = []
        for child in list[lower..<upper] where child != subject {
            let other = tree.nodes[Int(child)]
            if node.parent >= 0 {
                guard other.slot != .modifier, other.slot == node.slot, other.slotIndex == node.slotIndex else { continue }
            }
            if relation.together, node.branch >= 0, other.branch >= 0, other.branch != node.branch { continue }
            candidates.append(child)
        }
        if relation.adjacent {
            switch relation.direction {
            case .before: if let last = candidates.last { candidates = [last] }
            case .after: if let first = candidates.first { candidates = [first] }
            case .any: break
            }
        }
        for candidate in candidates where try holds(relation.test, candidate) { return true }
        return false
    }

    static let siblingReach = 512

    private func childList(of parent: Int32) -> [Int32] {
        if let known = childLists[parent] { return known }
        var list: [Int32] = []
        if parent >= 0 {
            for child in tree.children(of: parent) { list.append(child) }
        } else {
            var top: Int32 = 0
            while top < Int32(tree.nodes.count) {
                list.append(top)
                top = tree.nodes[Int(top)].subtreeEnd
            }
        }
        childLists[parent] = list
        return list
    }

    /// The position of the first element of the sorted `nodes` at or after `bound`.
    static func firstIndex(in nodes: [Int32], notBelow bound: Int32) -> Int {
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where a node stands in its parent (see `NodePosition`).
    func position(of index: Int32) -> NodePosition {
        let node = tree.nodes[Int(index)]
        switch node.slot {
        case .top: return .top
        case .modifier: return .modifier
        case .closure, .body: return .statement
        case .value, .header: return .value
        case .argument:
            let argument = tree.arguments[Int(tree.nodes[Int(node.parent)].firstArgument + node.slotIndex)]
            return argument.kind == .closure ? .statement : .value
        }
    }

    /// A call's modifiers; for a modifier, the other modifiers of its owner.
    func chain(of index: Int32) -> [Int32] {
        let node = tree.nodes[Int(index)]
        if node.kind == .modifier {
            guard node.owner >= 0 else { return [] }
            return tree.modifiers(of: node.owner).filter { $0 != index }
        }
        return Array(tree.modifiers(of: index))
    }

    /// Declarations in this file with the call's name (functions, types, initializers).
    private func callees(of index: Int32) -> [Int32] {
        let node = tree.nodes[Int(index)]
        guard node.kind == .call else { return [] }
        if node.nameID >= 0 {
            return tree.nodes(named: node.nameID).filter { tree.nodes[Int($0)].kind == .declaration }
        }
        let name = code[node.name]
        return tree.nodes.indices.filter { i in
            tree.nodes[i].kind == .declaration && code[tree.nodes[i].name].elementsEqual(name)
        }.map { Int32($0) }
    }

    /// The base names of a declaration's supertypes or type (`View` in `some View`,
    /// `UIViewController` in `UIViewController, UITableViewDelegate`).
    func supertypes(of index: Int32) -> [Range<Int>] {
        guard let type = tree.declaration(of: index)?.type else { return [] }
        var names: [Range<Int>] = []
        var j = type.lowerBound
        var depth = 0
        while j < type.upperBound {
            let c = code[j]
            if c == UInt8(ascii: "<") || c == UInt8(ascii: "(") { depth += 1 }
            if c == UInt8(ascii: ">") || c == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0, ByteClass.isIdentifierStart(c), j == type.lowerBound || !ByteClass.isIdentifier(code[j - 1]) {
                var end = j
                while end < type.upperBound, ByteClass.isIdentifier(code[end]) { end += 1 }
                // `SwiftUI.View`: the last link names the type.
                if end < type.upperBound, code[end] == UInt8(ascii: ".") { j = end + 1; continue }
                let word = code[j..<end]
                if !(word.elementsEqual("some".utf8) || word.elementsEqual("any".utf8)) { names.append(j..<end) }
                j = end
                continue
            }
            j += 1
        }
        return names
    }
}
