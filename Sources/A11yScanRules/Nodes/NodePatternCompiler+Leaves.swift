import A11yScanMatcher
import A11yScanSyntax

/// The leaves of node patterns: text regexes with captures, arguments, parameters, values, facts.
extension NodePatternCompiler {
    /// `text: '…'` or `text: {pattern: '…', in: REGION, view: source}`.
    mutating func textLeaf(_ node: RuleNode, field: String) throws -> TextLeaf {
        if case .scalar(let scalar) = node {
            return TextLeaf(pattern: try textPattern(scalar.string, line: node.mark?.line, field: field))
        }
        let fields = try YAMLFields(file: file, node: node, path: field, allowed: ["pattern", "in", "view"])
        var leaf = TextLeaf(pattern: try textPattern(try fields.string("pattern"), line: fields.line("pattern"),
                                                    field: fields.field("pattern")))
        if let region = try fields.enumValue("in", TextRegion.self) { leaf.region = region }
        switch try fields.optionalString("view") {
        case nil, "code": break
        case "source": leaf.source = true
        case let other?: throw fields.error("view", "unknown view `\(other)`", hint: "code (default) or source")
        }
        return leaf
    }

    /// A regex, or a template when it inserts earlier captures as `${name}`. Named groups it
    /// defines become captures later patterns may use.
    mutating func textPattern(_ text: String, line: Int?, field: String) throws -> TextLeaf.Pattern {
        let parts = Self.templateParts(text)
        let references = parts.compactMap { part -> String? in
            if case .capture(let name) = part { return name }
            return nil
        }
        if !references.isEmpty {
            guard let known = captures else {
                throw RuleFileError(file: file, line: line, field: field, message: "`${…}` is not allowed in facts",
                                    hint: "facts are the same for every rule; captures belong to one rule")
            }
            for name in references where !known.contains(name) {
                throw RuleFileError(file: file, line: line, field: field,
                                    message: "`${\(name)}` names no capture made before it",
                                    hint: "define `(?<\(name)>…)` in an earlier `text` pattern of this rule")
            }
            // Check the pattern compiles with a placeholder in each reference; its own named
            // groups are captures later patterns may use, as a fixed pattern's are.
            let sample = parts.map { part -> String in
                switch part {
                case .literal(let literal): return literal
                case .capture: return "x"
                }
            }.joined()
            let compiled = try compile(sample, line: line, field: field)
            captures?.formUnion(compiled.groupNames.keys)
            return .template(parts)
        }
        let regex = try compile(text, line: line, field: field)
        if !regex.groupNames.isEmpty {
            guard captures != nil else {
                throw RuleFileError(file: file, line: line, field: field, message: "named groups are not allowed in facts")
            }
            captures?.formUnion(regex.groupNames.keys)
        }
        return .fixed(regex)
    }

    static func templateParts(_ text: String) -> [TextLeaf.TemplatePart] {
        // Most patterns insert nothing: a look at the bytes spares them Foundation's search for `${`.
        guard insertsCaptures(text) else { return text.isEmpty ? [] : [.literal(text)] }
        var parts: [TextLeaf.TemplatePart] = []
        var literal = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            literal += rest[..<start.lowerBound]
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.capture(String(rest[start.upperBound..<end])))
            rest = rest[rest.index(after: end)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }

    /// Whether `text` holds `${` (a byte search: the text is UTF-8 and both are ASCII).
    private static func insertsCaptures(_ text: String) -> Bool {
        var afterDollar = false
        for byte in text.utf8 {
            if afterDollar, byte == UInt8(ascii: "{") { return true }
            afterDollar = byte == UInt8(ascii: "$")
        }
        return false
    }

    func compile(_ pattern: String, line: Int?, field: String) throws -> Regex {
        do {
            return try regexes.regex(pattern)
        } catch let error as RegexError {
            throw RuleFileError(file: file, line: line, field: field,
                                message: "regex does not compile: \(error.message) at offset \(error.offset)")
        }
    }

    /// `arg: {label: contentDescription, position: 2, value: null}`.
    mutating func argument(_ node: RuleNode, field: String) throws -> ArgumentTest {
        let fields = try YAMLFields(file: file, node: node, path: field, allowed: ["label", "position", "value"])
        var test = ArgumentTest()
        if let labels = fields.node("label") { test.labels = try strings(labels, field: fields.field("label")) }
        if let position = try fields.optionalInt("position") {
            guard position >= 1 else { throw fields.error("position", "positions count from 1") }
            test.position = position
        }
        if let value = fields.node("value") { test.value = try valueTest(value, field: fields.field("value")) }
        return test
    }

    /// `param: {name: contentDescription, default: null}` on a declaration.
    mutating func parameter(_ node: RuleNode, field: String) throws -> ParameterTest {
        let fields = try YAMLFields(file: file, node: node, path: field, allowed: ["name", "default"])
        var test = ParameterTest()
        if let names = fields.node("name") { test.names = try strings(names, field: fields.field("name")) }
        if let value = fields.node("default") {
            if case .scalar(let scalar) = value, scalar.string == "none" {
                test.requiresNoDefault = true
            } else {
                test.defaultValue = try valueTest(value, field: fields.field("default"))
            }
        }
        return test
    }

    /// A value: a kind word (`null`, `true`, `string`, `empty-string`, …), or a mapping of
    /// `is`, `text`, `unit`, `below`, `not`, `any`, `all`, or a node pattern for a call value.
    mutating func valueTest(_ node: RuleNode, field: String) throws -> ValueTest {
        switch node {
        case .scalar(let scalar):
            return .kinds(try kinds([scalar.string], node, field))
        case .sequence(let items):
            return .any(try items.map { try valueTest($0, field: field) })
        default:
            break
        }
        let fields = try YAMLFields(file: file, node: node, path: field, allowed: Self.valueOrPatternKeys)
        var tests: [ValueTest] = []
        for key in fields.keys {
            guard let value = fields.node(key) else { continue }
            let path = fields.field(key)
            switch key {
            case "is":
                let words: [String]
                if case .sequence(let items) = value { words = items.compactMap { $0.string } } else { words = [value.string ?? ""] }
                tests.append(.kinds(try kinds(words, value, path)))
            case "text":
                tests.append(.text(try textPattern(value.string ?? "", line: value.mark?.line, field: path)))
            case "unit":
                tests.append(.unit(try fields.string("unit")))
            case "below":
                guard let number = Double(value.string ?? "") else { throw error(value, path, "expected a number") }
                tests.append(.below(number))
            case "not":
                tests.append(.not(try valueTest(value, field: path)))
            case "variable":
                tests.append(.variable(try variableTest(value, field: path)))
            case "any", "all":
                guard case .sequence(let items) = value, !items.isEmpty else { throw error(value, path, "expected a non-empty list") }
                let list = try items.map { try valueTest($0, field: path) }
                tests.append(key == "any" ? .any(list) : .all(list))
            default:
                break
            }
        }
        let patternPart = fields.keys.filter { !Self.valueKeys.contains($0) }
        if !patternPart.isEmpty {
            let pairs = patternPart.map { key in (RuleNode(key), fields.node(key)!) }
            tests.append(.node(try mapping(RuleNode(pairs), field: field, options: [])))
        }
        guard !tests.isEmpty else { throw error(node, field, "empty value pattern") }
        return tests.count == 1 ? tests[0] : .all(tests)
    }

    /// The keys of a value's own tests, and those with a pattern's too (a value that is a call).
    static let valueKeys: Set<String> = ["is", "text", "unit", "below", "not", "any", "all", "variable"]
    static let valueOrPatternKeys = valueKeys.union(patternKeys)

    private func kinds(_ words: [String], _ node: RuleNode, _ field: String) throws -> Set<ValueKind> {
        var set = Set<ValueKind>()
        for word in words {
            guard let kinds = Self.valueWords[word] else {
                throw error(node, field, "unknown value kind `\(word)`",
                            hint: "one of: \(Self.valueWords.keys.sorted().joined(separator: ", "))")
            }
            set.formUnion(kinds)
        }
        return set
    }

    static let valueWords: [String: Set<ValueKind>] = [
        "null": [.null], "nil": [.null], "true": [.true], "false": [.false], "bool": [.true, .false],
        "string": [.string], "empty-string": [.emptyString], "any-string": [.string, .emptyString],
        "number": [.number], "member": [.member], "reference": [.reference], "closure": [.closure],
        "call": [.call], "other": [.other],
    ]

    /// `layout: {id: '${view}', shape: image}`: the id is one capture made before it.
    /// The capture a `${name}` value names (`named-in-code: '${view}'`).
    mutating func captureName(_ node: RuleNode, field: String) throws -> String {
        guard let text = node.string else { throw error(node, field, "expected `${name}`") }
        let parts = Self.templateParts(text)
        guard parts.count == 1, case .capture(let name) = parts[0] else {
            throw error(node, field, "expected one capture, `${name}`", hint: "capture the id with `(?<name>…)` in a `text` item before it")
        }
        guard let known = captures else {
            throw error(node, field, "`${…}` is not allowed in facts", hint: "facts are the same for every rule; captures belong to one rule")
        }
        guard known.contains(name) else {
            throw error(node, field, "`${\(name)}` names no capture made before it", hint: "define `(?<\(name)>…)` in an earlier `text` pattern of this rule")
        }
        return name
    }

    mutating func layoutTest(_ node: RuleNode, field: String) throws -> LayoutTest {
        let fields = try YAMLFields(file: file, node: node, path: field, allowed: ["id", "shape"])
        let id = try fields.string("id")
        let parts = Self.templateParts(id)
        guard parts.count == 1, case .capture(let name) = parts[0] else {
            throw fields.error("id", "expected one capture, `${name}`", hint: "capture the id with `(?<name>…)` in a `text` item before it")
        }
        guard let known = captures else {
            throw fields.error("id", "`${…}` is not allowed in facts", hint: "facts are the same for every rule; captures belong to one rule")
        }
        guard known.contains(name) else {
            throw fields.error("id", "`${\(name)}` names no capture made before it", hint: "define `(?<\(name)>…)` in an earlier `text` pattern of this rule")
        }
        let word = try fields.string("shape")
        guard let shape = ComponentShape(rawValue: word) else {
            throw fields.error("shape", "unknown shape", hint: "one of: \(ComponentShape.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return LayoutTest(capture: name, shape: shape)
    }

    /// `variable: {is: [property, local], type: [UIButton], built: true, declared: PATTERN, used: PATTERN}`.
    mutating func variableTest(_ node: RuleNode, field: String) throws -> VariableTest {
        let fields = try YAMLFields(file: file, node: node, path: field, allowed: ["is", "type", "built", "declared", "used", "within"])
        var test = VariableTest()
        if let words = fields.node("is") {
            var kinds = Set<VariableKind>()
            for word in try strings(words, field: fields.field("is")) {
                guard let kind = VariableKind(rawValue: word) else {
                    throw error(words, fields.field("is"), "unknown variable kind `\(word)`",
                                hint: "one of: \(VariableKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                kinds.insert(kind)
            }
            test.kinds = kinds
        }
        if let type = fields.node("type") { test.type = try nameMatcher(type, field: fields.field("type"), allowAny: false) }
        test.built = try fields.optionalBool("built")
        if let declared = fields.node("declared") {
            test.declared = try pattern(declared, field: fields.field("declared"), bareName: "declaration")
        }
        if let used = fields.node("used") { test.used = try pattern(used, field: fields.field("used"), bareName: "call") }
        test.within = try fields.enumValue("within", UseScope.self)
        if test.within != nil, test.used == nil { throw fields.error("within", "`within` says where `used` looks, and `used` is missing") }
        guard test.kinds != nil || test.type != nil || test.built != nil || test.declared != nil || test.used != nil else {
            throw error(node, field, "empty variable pattern", hint: "give `is`, `type`, `built`, `declared` or `used`")
        }
        return test
    }

    /// `fact: NAME` or `fact: [A, B]` (all must hold).
    func fact(_ node: RuleNode, field: String) throws -> NodeTest {
        let names = try strings(node, field: field)
        let tests = try names.map { name -> NodeTest in
            guard let index = facts.index(of: name) else {
                throw error(node, field, "unknown fact `\(name)`", hint: facts.names.isEmpty ? nil
                            : "known facts: \(facts.names.sorted().joined(separator: ", "))")
            }
            return .fact(FactReference(name: name, index: index))
        }
        return tests.count == 1 ? tests[0] : .all(tests)
    }
}
