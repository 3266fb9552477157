import A11yScanMatcher

/// Lowers `NodeTest`s into one `NodeProgram`: each pattern becomes a root op. Capture names
/// become slot numbers, and each `any`/`not` learns whether its operands can capture at all,
/// so the evaluator saves and restores captures only where they can change.
struct NodeProgramBuilder {
    private var tables = NodeProgramTables()
    private var slots: [String: Int32] = [:]

    /// The root op of `test`.
    mutating func lower(_ test: NodeTest) -> Int32 { node(test).op }

    func program() -> NodeProgram {
        var tables = tables
        tables.captureSlots = slots.count
        tables.captureNames = slots
        return NodeProgram(tables)
    }

    /// An op and whether it (or anything below it) can record captures.
    private struct Lowered {
        var op: Int32
        var captures: Bool
    }

    private mutating func node(_ test: NodeTest) -> Lowered {
        var captures = false
        let op: NodeOp
        switch test {
        case .kind(let kind): op = .kind(kind)
        case .name(let matcher): op = .name(matcher: self.matcher(matcher))
        case .keyword(let keywords): op = .keyword(keywords.reduce(0) { $0 | 1 << UInt32($1.rawValue) })
        case .annotation(let matcher): op = .annotation(matcher: self.matcher(matcher))
        case .supertype(let matcher): op = .supertype(matcher: self.matcher(matcher))
        case .receiver(let matcher): op = .receiver(matcher: self.matcher(matcher))
        case .closure(let matcher): op = .closure(matcher: self.matcher(matcher))
        case .position(let positions): op = .position(positions.reduce(0) { $0 | $1.bit })
        case .conditional(let flag): op = .conditional(flag)
        case .macOSOnly(let flag): op = .macOSOnly(flag)
        case .debugOnly(let flag): op = .debugOnly(flag)
        case .text(let leaf):
            let pattern = self.pattern(leaf.pattern)
            captures = pattern.captures
            let entry = TextLeafEntry(pattern: pattern.op, region: leaf.region, source: leaf.source)
            op = .text(Self.append(entry, to: &tables.texts))
        case .argument(let argument):
            let value = argument.value.map { self.value($0) }
            captures = value?.captures ?? false
            let entry = ArgumentEntry(labels: strings(argument.labels), position: Int32(argument.position ?? 0), value: value?.op ?? -1)
            op = .argument(Self.append(entry, to: &tables.arguments))
        case .parameter(let parameter):
            let value = parameter.defaultValue.map { self.value($0) }
            captures = value?.captures ?? false
            let entry = ParameterEntry(names: strings(parameter.names), defaultValue: value?.op ?? -1,
                                       requiresNoDefault: parameter.requiresNoDefault)
            op = .parameter(Self.append(entry, to: &tables.parameters))
        case .inside(let relation):
            let lowered = self.relation(relation)
            (captures, op) = (lowered.captures, .inside(relation: lowered.op))
        case .has(let relation):
            let lowered = self.relation(relation)
            (captures, op) = (lowered.captures, .has(relation: lowered.op))
        case .sibling(let relation):
            let inner = node(relation.test)
            captures = inner.captures
            let entry = SiblingEntry(test: inner.op, direction: relation.direction, adjacent: relation.adjacent,
                                     together: relation.together)
            op = .sibling(Self.append(entry, to: &tables.siblings))
        case .chain(let test):
            let inner = node(test)
            (captures, op) = (inner.captures, .chain(inner.op))
        case .owner(let test):
            let inner = node(test)
            (captures, op) = (inner.captures, .owner(inner.op))
        case .parent(let test):
            let inner = node(test)
            (captures, op) = (inner.captures, .parent(inner.op))
        case .callee(let test):
            let inner = node(test)
            (captures, op) = (inner.captures, .callee(inner.op))
        case .placed(let test):
            let inner = node(test)
            (captures, op) = (inner.captures, .placed(inner.op))
        case .variable(let variable):
            let lowered = self.variable(variable)
            (captures, op) = (lowered.captures, .variable(lowered.op))
        case .fact(let reference):
            // Facts make no captures (their compiler refuses named groups).
            op = .fact(Int32(reference.index))
        case .component(let shape): op = .component(shape)
        case .layout(let test): op = .layout(slot: slot(test.capture), shape: test.shape)
        case .namedInCode(let capture, let action): op = .namedInCode(slot: slot(capture), action: action)
        case .all(let tests):
            let operands = tests.map { node($0) }
            captures = operands.contains { $0.captures }
            op = .all(list(operands.map(\.op)))
        case .any(let tests):
            let operands = tests.map { node($0) }
            captures = operands.contains { $0.captures }
            op = .any(list(operands.map(\.op)), restores: captures)
        case .not(let test):
            let inner = node(test)
            // A `not` keeps nothing it captured, so it captures nothing as far as its parents know.
            op = .not(inner.op, restores: inner.captures)
        }
        return Lowered(op: Self.append(op, to: &tables.ops), captures: captures)
    }
}

/// The leaves and side tables of a program being built.
extension NodeProgramBuilder {
    private mutating func value(_ test: ValueTest) -> Lowered {
        var captures = false
        let op: ValueOp
        switch test {
        case .kinds(let kinds): op = .kinds(kinds.reduce(0) { $0 | 1 << UInt32($1.rawValue) })
        case .text(let pattern):
            let lowered = self.pattern(pattern)
            (captures, op) = (lowered.captures, .text(pattern: lowered.op))
        case .unit(let unit): op = .unit(string: string(unit))
        case .below(let limit): op = .below(limit)
        case .node(let test):
            let inner = node(test)
            (captures, op) = (inner.captures, .node(inner.op))
        case .variable(let variable):
            let lowered = self.variable(variable)
            (captures, op) = (lowered.captures, .variable(lowered.op))
        case .all(let tests), .any(let tests):
            let operands = tests.map { value($0) }
            captures = operands.contains { $0.captures }
            if case .all = test { op = .all(list(operands.map(\.op))) } else { op = .any(list(operands.map(\.op))) }
        case .not(let test):
            // Unlike a node `not`, a value `not` keeps what its operand captured.
            let inner = value(test)
            (captures, op) = (inner.captures, .not(inner.op))
        }
        return Lowered(op: Self.append(op, to: &tables.values), captures: captures)
    }

    private mutating func relation(_ relation: Relation) -> Lowered {
        let test = node(relation.test)
        let stop = relation.stopBy.map { node($0) }
        let entry = RelationEntry(test: test.op, depth: Int32(relation.depth ?? 0), count: Int32(relation.count ?? 1),
                                  stopBy: stop?.op ?? -1, via: relation.via.map { matcher($0) } ?? -1)
        return Lowered(op: Self.append(entry, to: &tables.relations), captures: test.captures || stop?.captures == true)
    }

    private mutating func variable(_ test: VariableTest) -> Lowered {
        let declared = test.declared.map { node($0) }
        let used = test.used.map { node($0) }
        let entry = VariableEntry(
            kinds: test.kinds?.reduce(0) { $0 | $1.bit }, type: test.type.map { matcher($0) } ?? -1,
            built: test.built.map { $0 ? 1 : 0 } ?? -1,
            declared: declared?.op ?? -1, declaredRestores: declared?.captures == true,
            used: used?.op ?? -1, usedRestores: used?.captures == true, within: test.within)
        return Lowered(op: Self.append(entry, to: &tables.variables), captures: declared?.captures == true || used?.captures == true)
    }

    private mutating func pattern(_ pattern: TextLeaf.Pattern) -> Lowered {
        switch pattern {
        case .fixed(let regex):
            var pairs: [Int32] = []
            for (name, number) in regex.groupNames.sorted(by: { $0.value < $1.value }) {
                pairs.append(Int32(number))
                pairs.append(slot(name))
            }
            tables.regexes.append(regex)
            let entry = TextPatternEntry(regex: Int32(tables.regexes.count - 1), template: -1, groups: list(pairs))
            return Lowered(op: Self.append(entry, to: &tables.patterns), captures: !pairs.isEmpty)
        case .template(let parts):
            tables.templates.append(parts.map { part in
                switch part {
                case .literal(let literal): return .literal(literal)
                case .capture(let name): return .capture(slot: slot(name))
                }
            })
            let entry = TextPatternEntry(regex: -1, template: Int32(tables.templates.count - 1), groups: list([]))
            // What a template's own groups capture is known only once it is filled in.
            return Lowered(op: Self.append(entry, to: &tables.patterns), captures: true)
        }
    }

    private mutating func matcher(_ matcher: NameMatcher) -> Int32 {
        var entry = NameMatcherEntry(firstWord: Int32(tables.words.count), wordCount: Int32(matcher.numbers.count))
        tables.words.append(contentsOf: matcher.numbers)
        if let regex = matcher.regex {
            tables.regexes.append(regex)
            entry.regex = Int32(tables.regexes.count - 1)
        }
        entry.namesContent = matcher.names.contains("content")
        entry.namesModifier = matcher.names.contains("modifier")
        return Self.append(entry, to: &tables.matchers)
    }

    private mutating func slot(_ name: String) -> Int32 {
        if let known = slots[name] { return known }
        slots[name] = Int32(slots.count)
        return Int32(slots.count - 1)
    }

    private mutating func string(_ text: String) -> Int32 {
        let span = ByteSpan(start: Int32(tables.bytes.count), count: text.utf8.count)
        tables.bytes.append(contentsOf: text.utf8)
        return Self.append(span, to: &tables.strings)
    }

    private mutating func strings(_ texts: [String]) -> Int32Span { list(texts.map { string($0) }) }

    private mutating func list(_ items: [Int32]) -> Int32Span {
        let start = Int32(tables.lists.count)
        tables.lists.append(contentsOf: items)
        return Int32Span(start: start, end: Int32(tables.lists.count))
    }

    private static func append<Entry>(_ entry: Entry, to table: inout [Entry]) -> Int32 {
        table.append(entry)
        return Int32(table.count - 1)
    }
}

/// The tables of a program while it is built (see `NodeProgram`).
struct NodeProgramTables {
    var ops: [NodeOp] = []
    var values: [ValueOp] = []
    var lists: [Int32] = []
    var matchers: [NameMatcherEntry] = []
    var words: [UInt64] = []
    var texts: [TextLeafEntry] = []
    var patterns: [TextPatternEntry] = []
    var arguments: [ArgumentEntry] = []
    var parameters: [ParameterEntry] = []
    var variables: [VariableEntry] = []
    var relations: [RelationEntry] = []
    var siblings: [SiblingEntry] = []
    var strings: [ByteSpan] = []
    var bytes: [UInt8] = []
    var regexes: [Regex] = []
    var templates: [[NodeTemplatePart]] = []
    var captureSlots = 0
    var captureNames: [String: Int32] = [:]
}
