import A11yScanSyntax

/// Compiles node patterns from YAML (a rule's `node`, `where`, `unless` and `context` items, and
/// facts), checking every key and value so a broken rule never reaches a scan: errors name the
/// file, the line and the field.
struct NodePatternCompiler {
    let file: String
    let facts: FactNames
    let regexes: RegexPool
    /// Capture names defined so far (`(?<name>…)` in `text` patterns), which later patterns
    /// may insert as `${name}`; nil where captures are not allowed (facts).
    var captures: Set<String>?

    static let kindKeys: Set<String> = ["call", "modifier", "declaration", "assignment", "node"]

    /// The kind of node a kind key names (`node`: any kind), or nil when `key` is not one. A
    /// switch: looking every key of every pattern up in a table cost 2 % of loading the rules.
    static func kind(named key: String) -> NodeKind?? {
        switch key {
        case "call": return .some(.call)
        case "modifier": return .some(.modifier)
        case "declaration": return .some(.declaration)
        case "assignment": return .some(.assignment)
        case "node": return .some(nil)
        default: return nil
        }
    }
    static let relationKeys: Set<String> = [
        "inside", "has", "child", "sibling", "precedes", "follows", "chain", "owner", "parent", "callee",
        "placed",
    ]
    static let leafKeys: Set<String> = [
        "keyword", "annotation", "supertype", "receiver", "text", "arg", "param", "fact", "closure", "position",
        "conditional", "macos-only", "debug-only",
        "variable", "component", "layout", "named-in-code", "labelled-in-code", "drawn-in-code", "clicked-in-code", "shown-in-code", "passed-in-code",
    ]
    static let groupKeys: Set<String> = ["all", "any", "not"]
    static let optionKeys: Set<String> = ["depth", "stopBy", "via", "adjacent", "count", "together"]
    static let patternKeys: Set<String> = kindKeys.union(relationKeys).union(leafKeys).union(groupKeys)
    /// The keys of a relation's mapping: a pattern's and the relation's own options, worked out
    /// once (rules are compiled at every start, so an editor's one-file scan pays for it).
    static let relationOptions: [String: (options: Set<String>, keys: Set<String>)] = {
        let options: [String: Set<String>] = [
            "inside": ["depth", "stopBy", "via"], "has": ["depth", "stopBy", "via", "count"],
            "precedes": ["adjacent", "together"], "follows": ["adjacent", "together"], "sibling": ["together"],
        ]
        return options.mapValues { ($0, patternKeys.union($0)) }
    }()

    /// A pattern: a mapping whose keys must all hold, a list whose items must all hold, or (in
    /// relations, where `default` says what a bare name is) a name.
    mutating func pattern(_ node: RuleNode, field: String, bareName: String? = nil) throws -> NodeTest {
        switch node {
        case .scalar(let scalar):
            guard let kind = bareName else {
                throw RuleFileError(file: file, line: node.mark?.line, field: field, message: "expected a pattern (a mapping)",
                                    hint: "for example `{call: Button}`")
            }
            return try pattern(RuleNode([(RuleNode(kind), RuleNode(scalar.string))]), field: field)
        case .sequence(let items):
            guard !items.isEmpty else { throw error(node, field, "expected a non-empty list of patterns") }
            return .all(try items.map { try pattern($0, field: field, bareName: bareName) })
        default:
            return try mapping(node, field: field, options: [])
        }
    }

    /// A mapping pattern; `options` are relation options allowed (and skipped) here.
    mutating func mapping(_ node: RuleNode, field: String, options: Set<String>) throws -> NodeTest {
        let fields = try YAMLFields(file: file, node: node, path: field,
                                    allowed: options.isEmpty ? Self.patternKeys : Self.patternKeys.union(options))
        return try mapping(fields, options: options)
    }

    /// As above, on the mapping's fields, read with the pattern's keys and `options` allowed.
    private mutating func mapping(_ fields: YAMLFields, options: Set<String>) throws -> NodeTest {
        let field = fields.path
        var tests: [NodeTest] = []
        let kinds = fields.keys.filter { Self.kind(named: $0) != nil }
        if kinds.count > 1 {
            throw fields.error(kinds[1], "a pattern names one kind of node", hint: "use `any:` for alternatives")
        }
        for key in fields.keys where !options.contains(key) {
            guard let value = fields.node(key) else { continue }
            let path = fields.field(key)
            if let kind = Self.kind(named: key) {
                if let kind { tests.append(.kind(kind)) }
                if let names = try nameMatcher(value, field: path, allowAny: true) { tests.append(.name(names)) }
                continue
            }
            tests.append(try leafOrRelation(key, value, path, fields))
        }
        guard !tests.isEmpty else { throw RuleFileError(file: file, line: fields.mappingLine, field: field, message: "empty pattern") }
        return tests.count == 1 ? tests[0] : .all(tests)
    }

    private mutating func leafOrRelation(_ key: String, _ value: RuleNode, _ path: String, _ fields: YAMLFields) throws -> NodeTest {
        switch key {
        case "keyword":
            let words = try strings(value, field: path)
            var set = Set<DeclarationKeyword>()
            for word in words {
                guard let keyword = Self.keywords[word] else {
                    throw error(value, path, "unknown declaration keyword `\(word)`",
                                hint: "one of: \(Self.keywords.keys.sorted().joined(separator: ", "))")
                }
                set.formUnion(keyword)
            }
            return .keyword(set)
        case "annotation": return .annotation(try nameMatcher(value, field: path, allowAny: false)!)
        case "supertype": return .supertype(try nameMatcher(value, field: path, allowAny: false)!)
        case "receiver": return .receiver(try nameMatcher(value, field: path, allowAny: false)!)
        case "closure": return .closure(try nameMatcher(value, field: path, allowAny: false)!)
        case "position":
            var positions = Set<NodePosition>()
            for word in try strings(value, field: path) {
                guard let position = NodePosition(rawValue: word) else {
                    throw error(value, path, "unknown position `\(word)`",
                                hint: "one of: \(NodePosition.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                positions.insert(position)
            }
            return .position(positions)
        case "conditional":
            guard let flag = value.bool else { throw error(value, path, "expected true or false") }
            return .conditional(flag)
        case "macos-only":
            guard let flag = value.bool else { throw error(value, path, "expected true or false") }
            return .macOSOnly(flag)
        case "debug-only":
            guard let flag = value.bool else { throw error(value, path, "expected true or false") }
            return .debugOnly(flag)
        case "text": return .text(try textLeaf(value, field: path))
        case "arg": return .argument(try argument(value, field: path))
        case "param": return .parameter(try parameter(value, field: path))
        case "fact": return try fact(value, field: path)
        case "variable": return .variable(try variableTest(value, field: path))
        case "component":
            guard let word = value.string, let shape = ComponentShape(rawValue: word) else {
                throw error(value, path, "unknown component shape",
                            hint: "one of: \(ComponentShape.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .component(shape)
        case "layout": return .layout(try layoutTest(value, field: path))
        case "named-in-code": return .namedInCode(capture: try captureName(value, field: path), action: nil)
        case "labelled-in-code": return .namedInCode(capture: try captureName(value, field: path), action: .labelled)
        case "drawn-in-code": return .namedInCode(capture: try captureName(value, field: path), action: .drawn)
        case "clicked-in-code": return .namedInCode(capture: try captureName(value, field: path), action: .clicked)
        case "shown-in-code": return .namedInCode(capture: try captureName(value, field: path), action: .shown)
        case "passed-in-code": return .namedInCode(capture: try captureName(value, field: path), action: .passed)
        case "all", "any":
            guard case .sequence(let items) = value, !items.isEmpty else { throw error(value, path, "expected a non-empty list of patterns") }
            let tests = try items.map { try pattern($0, field: path) }
            return key == "all" ? .all(tests) : .any(tests)
        case "not":
            // A capture made under `not` never holds a value later patterns could use.
            let saved = captures
            defer { captures = saved }
            return .not(try pattern(value, field: path))
        default:
            return try relation(key, value, path)
        }
    }

    private mutating func relation(_ key: String, _ value: RuleNode, _ path: String) throws -> NodeTest {
        let bare = key == "chain" ? "modifier" : key == "callee" ? "declaration" : "call"
        if key == "chain" || key == "owner" || key == "parent" || key == "callee" || key == "placed" {
            let test = try pattern(value, field: path, bareName: bare)
            switch key {
            case "chain": return .chain(test)
            case "owner": return .owner(test)
            case "parent": return .parent(test)
            case "placed": return .placed(test)
            default: return .callee(test)
            }
        }
        guard case .mapping = value else {
            let test = try pattern(value, field: path, bareName: bare)
            return wrap(key, Relation(test: test))
        }
        let (allowed, keys) = Self.relationOptions[key] ?? ([], Self.patternKeys)
        let fields = try YAMLFields(file: file, node: value, path: path, allowed: keys)
        var relation = Relation(test: try mapping(fields, options: allowed))
        if let depth = try fields.optionalInt("depth") {
            guard depth >= 1 else { throw fields.error("depth", "must be 1 or more") }
            relation.depth = depth
        }
        if let count = try fields.optionalInt("count") {
            guard count >= 1 else { throw fields.error("count", "must be 1 or more") }
            relation.count = count
        }
        if let stop = fields.node("stopBy") {
            relation.stopBy = try pattern(stop, field: fields.field("stopBy"), bareName: "call")
        }
        if let via = fields.node("via") { relation.via = try nameMatcher(via, field: fields.field("via"), allowAny: false) }
        return wrap(key, relation, adjacent: try fields.optionalBool("adjacent") ?? false,
                    together: try fields.optionalBool("together") ?? false)
    }

    private func wrap(_ key: String, _ relation: Relation, adjacent: Bool = false, together: Bool = false) -> NodeTest {
        switch key {
        case "inside": return .inside(relation)
        case "has": return .has(relation)
        case "child":
            var child = relation
            child.depth = 1
            return .has(child)
        case "sibling": return .sibling(SiblingRelation(test: relation.test, direction: .any, together: together))
        case "precedes":
            return .sibling(SiblingRelation(test: relation.test, direction: .after, adjacent: adjacent, together: together))
        default:
            return .sibling(SiblingRelation(test: relation.test, direction: .before, adjacent: adjacent, together: together))
        }
    }

    /// `Button`, `[Button, IconButton]`, `{regex: '…'}`; `'*'` (any name) gives nil when allowed.
    func nameMatcher(_ node: RuleNode, field: String, allowAny: Bool) throws -> NameMatcher? {
        if case .mapping = node {
            let fields = try YAMLFields(file: file, node: node, path: field, allowed: ["regex"])
            return NameMatcher(regex: try compile(try fields.string("regex"), line: fields.line("regex"), field: fields.field("regex")))
        }
        let names = try strings(node, field: field)
        if names == ["*"] {
            guard allowAny else { throw error(node, field, "`*` is not allowed here") }
            return nil
        }
        // The bytes first: comparing each character of each name as a string cost 2 M instructions at start.
        for name in names where name.isEmpty || name.utf8.contains(where: { $0 == 0x20 || $0 == 0x28 })
            && name.contains(where: { $0 == " " || $0 == "(" }) {
            throw error(node, field, "`\(name)` is not a name", hint: "write the bare name, or `{regex: '…'}`")
        }
        return NameMatcher(names: names)
    }

    /// A name or a list of names (a rule's `call`, an argument's `label`, a fact's `is`).
    func strings(_ node: RuleNode, field: String) throws -> [String] {
        switch node {
        case .scalar(let scalar): return [scalar.string]
        case .sequence(let items):
            return try items.map { item in
                guard case .scalar(let scalar) = item else { throw error(item, field, "expected a list of names") }
                return scalar.string
            }
        default: throw error(node, field, "expected a name or a list of names")
        }
    }

    /// Each keyword by the name of its case (a test checks every case is here), written out:
    /// naming the cases by reflection cost a tenth of an editor scan's start.
    static let keywords: [String: Set<DeclarationKeyword>] = [
        "function": [.function], "initializer": [.initializer], "property": [.property], "struct": [.struct],
        "class": [.class], "enum": [.enum], "protocol": [.protocol], "extension": [.extension], "actor": [.actor],
        "object": [.object], "interface": [.interface],
        "type": [.struct, .class, .enum, .protocol, .extension, .actor, .object, .interface],
    ]

    func error(_ node: RuleNode, _ field: String, _ message: String, hint: String? = nil) -> RuleFileError {
        RuleFileError(file: file, line: node.mark?.line, field: field, message: message, hint: hint)
    }
}
