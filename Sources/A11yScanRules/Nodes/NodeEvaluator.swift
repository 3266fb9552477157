import A11yScanMatcher
import A11yScanSyntax

/// Decides node patterns, lowered to `NodeProgram`s, on one file's call tree. One evaluator
/// per file and worker thread: it remembers fact answers per node and the captures of the rule
/// being evaluated. Its state is touched by that one thread alone, in accesses that never
/// overlap, so the run-time exclusivity check is left out of the hot ones (it cost 3 % of a scan).
final class NodeEvaluator {
    let tree: CallTree
    let names: NameTable
    let facts: FactLibrary
    let scratch: RegexScratch
    let templates: NodeTemplateCache
    let code: ByteView
    let text: ByteView
    /// Captured source ranges of the rule being evaluated, by slot.
    @exclusivity(unchecked) var captures = NodeCaptures()
    /// While a component is summarised: what its parameters stand for, by name. An argument
    /// whose value is one of these names is judged as that kind of value.
    let bindings: [(name: [UInt8], kind: ValueKind)]
    /// While a component is summarised as written: its parameters' names. An argument whose
    /// value is one of them sets the name's bit in `watchedReads` (the 64th stands for the
    /// 64th name and any later one), so the summariser knows which bindings could change an answer.
    let watched: [[UInt8]]
    /// The bits of the `watched` names read as an argument's value since it was last cleared,
    /// the reads behind each fact answer given from memory included.
    @exclusivity(unchecked) var watchedReads: UInt64 = 0
    /// The project's components that stand for a kind of view, by name number (`component:`).
    var componentShapes: [Int32: ComponentShape] = [:]
    /// The views the project's Kotlin code names, by the name it finds them by (`named-in-code:`).
    var namedViews: CodeNamedViews = .empty
    /// The views of the project's layout files (`layout:` tests), indexed when a test first
    /// asks, and the last one a test found.
    var layouts = LazyLayoutIndex.empty
    var layoutMatch: LayoutView?
    /// The views rules asked for while no layouts were known: only such a file can find more
    /// once they are.
    var layoutAsks: [LayoutAsk] = []
    /// The layouts the file names, read when a `layout:` test first needs them.
    private var namedLayouts: Set<String>?

    /// A nib's outlets, read when a `named-in-code:` test first asks.
    private var outlets: NibOutlets?

    func nibOutlets() -> NibOutlets {
        if let outlets { return outlets }
        let found = NibOutlets(tree)
        outlets = found
        return found
    }

    func inflatedLayouts() -> Set<String> {
        if let namedLayouts { return namedLayouts }
        let found = LayoutIndex.layoutsNamed(in: code)
        namedLayouts = found
        return found
    }
    /// Each node's subject and each variable's statements, worked out when a rule asks.
    let variableMemo = VariableMemo()
    /// The facts' program, held apart so the hot loop reads it without reference counting.
    let factProgram: NodeProgram
    /// Per fact: for each node 0 (not asked yet), 1 (no) or 2 (yes), plus 4 when the answer
    /// read a `watched` name (its bits are in `factReads`).
    @exclusivity(unchecked) private var factAnswers: [[UInt8]]
    /// The `watchedReads` of the fact answers marked so, by fact and node (`factKey`).
    @exclusivity(unchecked) private var factReads: [Int: UInt64] = [:]
    /// Each parent's children in order (-1: the file's top-level nodes), listed when a
    /// `sibling` pattern first asks, so a block of n statements costs n, not n² (a minified
    /// file can put hundreds of thousands of statements in one block).
    @exclusivity(unchecked) var childLists: [Int32: [Int32]] = [:]
    /// The file's macOS-only code, read on first need (`macos-only`).
    private(set) lazy var macOSOnlyCode = MacOSOnlyCode(text: tree.source.text, path: tree.source.path)
    /// The file's debug-only code, read on first need (`debug-only`).
    private(set) lazy var debugOnlyCode = DebugOnlyCode(source: tree.source)

    /// Whether `node` is in code run only in debug builds (`#if DEBUG`, `if (BuildConfig.DEBUG)`).
    func isDebugOnly(_ node: Int32) -> Bool {
        debugOnlyCode.contains(Int(tree.nodes[Int(node)].start))
    }
    private(set) lazy var uncalledPrivateCode = UncalledPrivateCode(tree: tree)
    /// Per name: the nodes that show it (`placed`), in file order, listed in one pass when a
    /// rule first asks, so asking for every declaration does not read the file each time.
    @exclusivity(unchecked) var shownNames: [String: [Int32]]?

    init(tree: CallTree, names: NameTable, facts: FactLibrary, scratch: RegexScratch, templates: NodeTemplateCache,
         code: ByteView, text: ByteView, bindings: [String: ValueKind] = [:], watched: [String] = []) {
        self.tree = tree
        self.bindings = bindings.map { (Array($0.key.utf8), $0.value) }
        self.watched = watched.map { Array($0.utf8) }
        self.names = names
        self.facts = facts
        self.scratch = scratch
        self.templates = templates
        self.code = code
        self.text = text
        factProgram = facts.program
        factAnswers = Array(repeating: [], count: facts.facts.count)
    }

    /// Whether the op `op` of `program` holds for node `index`.
    func holds(_ program: NodeProgram, _ op: Int32, _ index: Int32) throws -> Bool {
        switch program.ops[op] {
        case .kind(let kind):
            return tree.nodes[Int(index)].kind == kind
        case .name(let matcher):
            let node = tree.nodes[Int(index)]
            return try matches(program, matcher, number: node.nameID, range: node.name)
        case .keyword(let keywords):
            let declaration = tree.nodes[Int(index)].declaration
            guard declaration >= 0 else { return false }
            return keywords & 1 << UInt32(tree.declarations[Int(declaration)].keyword.rawValue) != 0
        case .annotation(let matcher):
            guard let info = tree.declaration(of: index) else { return false }
            for annotation in tree.annotations(of: info) {
                if try matches(program, matcher, Int(annotation.lowerBound)..<Int(annotation.upperBound)) { return true }
            }
            return false
        case .supertype(let matcher):
            return try anySupertype(of: index) { try matches(program, matcher, $0) }
        case .receiver(let matcher):
            guard let receiver = tree.nodes[Int(index)].receiver else { return false }
            return try matches(program, matcher, receiver)
        case .text(let leaf):
            let entry = program.texts[leaf]
            guard let region = region(entry.region, of: index) else { return false }
            return try search(program, entry.pattern, in: entry.source ? text : code, region)
        case .closure(let matcher):
            for closure in tree.closures(of: index) {
                guard let label = closure.label else {
                    if program.matchers[matcher].namesContent { return true }
                    continue
                }
                if try matches(program, matcher, label) { return true }
            }
            // `Button(action: { … }, label: { … })`: a closure passed by label counts too.
            for argument in tree.arguments(of: index) where argument.kind == .closure {
                guard let label = argument.label else { continue }
                if try matches(program, matcher, label) { return true }
            }
            return false
        case .position(let positions):
            return positions & position(of: index).bit != 0
        case .conditional(let flag):
            return (tree.nodes[Int(index)].branch >= 0) == flag
        case .macOSOnly(let flag):
            return macOSOnlyCode.contains(Int(tree.nodes[Int(index)].start)) == flag
        case .debugOnly(let flag):
            return isDebugOnly(index) == flag
        case .argument(let argument):
            return try argumentHolds(program, argument, index)
        case .parameter(let parameter):
            return try parameterHolds(program, parameter, index)
        case .inside(let relation):
            return try inside(program, relation, index)
        case .has(let relation):
            return try has(program, relation, index)
        case .sibling(let relation):
            return try sibling(program, relation, index)
        case .chain(let inner):
            return try chainHolds(program, inner, index)
        case .owner(let inner):
            let owner = tree.nodes[Int(index)].owner
            return owner >= 0 ? try holds(program, inner, owner) : false
        case .parent(let inner):
            let parent = tree.nodes[Int(index)].parent
            return parent >= 0 ? try holds(program, inner, parent) : false
        case .callee(let inner):
            return try calleeHolds(program, inner, index)
        case .placed(let inner):
            return try placedHolds(program, inner, index)
        case .variable(let inner):
            guard let variable = variable(of: index) else { return false }
            return try variableHolds(program, inner, variable, at: index)
        case .fact(let fact):
            return try self.fact(Int(fact), index)
        case .component(let shape):
            let node = tree.nodes[Int(index)]
            return node.kind == .call && !componentShapes.isEmpty && componentShapes[node.nameID] == shape
        case .namedInCode(let slot, let action):
            guard let captured = captures[slot] else { return false }
            let id = String(decoding: code[captured], as: UTF8.self)
            if let action { return namedViews.does(action, id) || namedViews.does(action, LayoutView.bindingName(id)) }
            guard !namedViews.isEmpty else { return false }
            if tree.source.language == .interfaceBuilder {
                // A nib's element is named in code through the properties its outlets connect
                // to it; a class name (`customClass`) counts as written. An outlet of a class the
                // Swift code does not declare (an Objective-C one) may be named where the scan
                // cannot see: it counts as named.
                return namedViews.containsSwift(id) || nibOutlets().outlets(of: id).contains { outlet in
                    namedViews.containsSwift(outlet.property) || outlet.owner.map { !namedViews.declaresSwiftType($0) } ?? false
                }
            }
            return namedViews.contains(id) || namedViews.contains(LayoutView.bindingName(id))
        case .layout(let slot, let shape):
            guard let captured = captures[slot] else { return false }
            let name = String(decoding: code[captured], as: UTF8.self)
            guard !layouts.isEmpty else {
                layoutAsks.append(LayoutAsk(name: name, shape: shape))
                return false
            }
            guard let view = layouts.index.view(named: name, shape: shape, inflatedLayouts: inflatedLayouts) else { return false }
            layoutMatch = view
            return true
        case .all(let operands):
            var item = operands.start
            while item < operands.end {
                let operand = program.lists[item]
                if let answer = leafHolds(program, operand, index) {
                    if !answer { return false }
                } else if try !holds(program, operand, index) {
                    return false
                }
                item += 1
            }
            return true
        case .any(let operands, let restores):
            let mark = captures.mark
            var item = operands.start
            while item < operands.end {
                if try holds(program, program.lists[item], index) { return true }
                if restores { captures.restore(to: mark) }
                item += 1
            }
            return false
        case .not(let inner, let restores):
            guard restores else { return try !holds(program, inner, index) }
            let mark = captures.mark
            defer { captures.restore(to: mark) }
            return try !holds(program, inner, index)
        }
    }

    /// The answer of a node kind or a listed name, the leaves most patterns test first, read
    /// in place; nil for any other op, which takes a call of `holds`.
    @inline(__always)
    func leafHolds(_ program: NodeProgram, _ op: Int32, _ index: Int32) -> Bool? {
        switch program.ops[op] {
        case .kind(let kind):
            return tree.nodes[Int(index)].kind == kind
        case .name(let matcher):
            let entry = program.matchers[matcher]
            guard entry.regex < 0 else { return nil }
            return program.contains(entry, number: tree.nodes[Int(index)].nameID)
        default:
            return nil
        }
    }

    /// The leaf `leafHolds` answers that `op` must pass first (itself, or the first operand
    /// of an `all`), or -1: a walk over many nodes tests it before calling `holds`.
    func firstLeaf(_ program: NodeProgram, _ op: Int32) -> Int32 {
        var leaf = op
        if case .all(let operands) = program.ops[op] {
            guard operands.start < operands.end else { return -1 }
            leaf = program.lists[operands.start]
        }
        switch program.ops[leaf] {
        case .kind: return leaf
        case .name(let matcher): return program.matchers[matcher].regex < 0 ? leaf : -1
        default: return -1
        }
    }

    /// Whether a fact holds for a node (facts make no captures).
    func fact(_ fact: Int, _ index: Int32) throws -> Bool {
        if factAnswers[fact].isEmpty { factAnswers[fact] = [UInt8](repeating: 0, count: tree.nodes.count) }
        let known = factAnswers[fact][Int(index)]
        if known != 0 {
            if known > 2 { watchedReads |= factReads[factKey(fact, index)] ?? 0 }
            return known & 3 == 2
        }
        let root = facts.root(of: fact, for: tree.source.language)
        let outer = watchedReads
        watchedReads = 0
        defer { watchedReads |= outer }
        let answer = try root >= 0 && holds(factProgram, root, index)
        var stored: UInt8 = answer ? 2 : 1
        if watchedReads != 0 {
            factReads[factKey(fact, index)] = watchedReads
            stored |= 4
        }
        factAnswers[fact][Int(index)] = stored
        return answer
    }

    private func factKey(_ fact: Int, _ index: Int32) -> Int { fact << 32 | Int(index) }

    /// Whether the name at `range` fits the matcher; `number` is its vocabulary number.
    @inline(__always)
    func matches(_ program: NodeProgram, _ matcher: Int32, number: Int32, range: Range<Int>) throws -> Bool {
        let entry = program.matchers[matcher]
        if entry.regex >= 0 {
            guard !range.isEmpty else { return false }
            return try program.regexes[Int(entry.regex)].firstMatch(in: code, range, scratch: scratch) != nil
        }
        return program.contains(entry, number: number)
    }

    /// Whether the name at `range` fits the matcher, looking its number up only when needed.
    @inline(__always)
    func matches(_ program: NodeProgram, _ matcher: Int32, _ range: Range<Int>) throws -> Bool {
        let entry = program.matchers[matcher]
        if entry.regex >= 0 { return try matches(program, matcher, number: -1, range: range) }
        return program.contains(entry, number: names.lookup(code, range))
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
}
