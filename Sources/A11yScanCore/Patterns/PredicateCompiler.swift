import Yams

/// Compiles the predicate vocabulary from YAML nodes. Each predicate is a one-key mapping
/// (`chain: '…'`, `inside: {…}`, `arg: {…}`, `any: […]`, `all: […]`); patterns are checked here so a
/// broken rule never reaches a scan.
struct PredicateCompiler {
    let file: String
    /// Named captures of the rule's anchor, which patterns may reference as `${name}`.
    let captures: Set<String>

    private static let words: Set<String> = Set(Region.allCases.map(\.rawValue)).union(["inside", "ancestor-chain", "arg", "any", "all"])

    func predicate(_ node: Node, field: String) throws -> Predicate {
        let fields = try YAMLFields(file: file, node: node, path: field, allowed: Self.words)
        guard fields.keys.count == 1, let word = fields.keys.first, let value = fields.node(word) else {
            throw RuleFileError(file: file, line: node.mark?.line, field: field,
                                message: "each predicate is a mapping with exactly one key",
                                hint: "write `- chain: '…'` and `- inside: …` as separate list items")
        }
        let path = fields.field(word)
        if let region = Region(rawValue: word) { return .region(region, try pattern(value, field: path)) }
        switch word {
        case "inside":
            return .inside(try selector(value, field: path))
        case "ancestor-chain":
            var selector = AncestorSelector()
            selector.chain = try pattern(value, field: path)
            return .inside(selector)
        case "arg":
            return .argument(try argument(value, field: path))
        default:
            guard case .sequence(let items) = value, !items.isEmpty else {
                throw RuleFileError(file: file, line: value.mark?.line, field: path, message: "expected a non-empty list of predicates")
            }
            let predicates = try items.map { try predicate($0, field: path) }
            return word == "all" ? .all(predicates) : .any(predicates)
        }
    }

    /// `inside: '^Button$'` (a name pattern) or `inside: {call:, args:, content:, chain:, via:, depth:}`.
    func selector(_ node: Node, field: String) throws -> AncestorSelector {
        if case .scalar(let scalar) = node {
            return AncestorSelector(name: try regex(scalar.string, line: node.mark?.line, field: field))
        }
        let fields = try YAMLFields(file: file, node: node, path: field,
                                    allowed: ["call", "args", "content", "chain", "via", "depth"])
        var selector = AncestorSelector()
        if let call = try fields.optionalString("call") { selector.name = try regex(call, line: fields.line("call"), field: fields.field("call")) }
        if let via = try fields.optionalString("via") { selector.via = try regex(via, line: fields.line("via"), field: fields.field("via")) }
        selector.args = try fields.node("args").map { try pattern($0, field: fields.field("args")) }
        selector.content = try fields.node("content").map { try pattern($0, field: fields.field("content")) }
        selector.chain = try fields.node("chain").map { try pattern($0, field: fields.field("chain")) }
        selector.depth = try fields.optionalInt("depth")
        if let depth = selector.depth, depth < 1 { throw fields.error("depth", "must be 1 or more") }
        if fields.keys.isEmpty { throw RuleFileError(file: file, line: node.mark?.line, field: field, message: "empty selector") }
        return selector
    }

    private func argument(_ node: Node, field: String) throws -> ArgumentSelector {
        let fields = try YAMLFields(file: file, node: node, path: field, allowed: ["label", "position", "value"])
        var selector = ArgumentSelector()
        selector.label = try fields.optionalString("label")
        selector.position = try fields.optionalInt("position")
        selector.value = try fields.node("value").map { try pattern($0, field: fields.field("value")) }
        if selector.label == nil, selector.position == nil {
            throw RuleFileError(file: file, line: node.mark?.line, field: field, message: "needs `label`, `position` or both")
        }
        return selector
    }

    /// A pattern: a regex string, or `{pattern: '…', view: code|source}`.
    func pattern(_ node: Node, field: String) throws -> PatternRef {
        var text: String
        var view = TextView.code
        switch node {
        case .scalar(let scalar):
            text = scalar.string
        case .mapping:
            let fields = try YAMLFields(file: file, node: node, path: field, allowed: ["pattern", "view"])
            text = try fields.string("pattern")
            if let name = try fields.optionalString("view") {
                guard let parsed = TextView(rawValue: name) else {
                    throw fields.error("view", "unknown view `\(name)`", hint: "`code` (default) or `source`")
                }
                view = parsed
            }
        default:
            throw RuleFileError(file: file, line: node.mark?.line, field: field, message: "expected a regex string")
        }
        let references = PatternTemplate.references(in: text)
        for name in references where !captures.contains(name) {
            throw RuleFileError(file: file, line: node.mark?.line, field: field,
                                message: "`${\(name)}` names no capture group of `match`",
                                hint: "add `(?<\(name)>…)` to the anchor")
        }
        if references.isEmpty {
            return PatternRef(text: text, compiled: try regex(text, line: node.mark?.line, field: field), references: [], view: view)
        }
        // Check the template compiles with a placeholder so errors surface at load time.
        _ = try regex(PatternTemplate.substitute(text) { _ in "x" }, line: node.mark?.line, field: field)
        return PatternRef(text: text, compiled: nil, references: references, view: view)
    }

    private func regex(_ text: String, line: Int?, field: String) throws -> Regex {
        do {
            return try Regex(text)
        } catch let error as RegexError {
            throw RuleFileError(file: file, line: line, field: field,
                                message: "regex does not compile: \(error.message) at offset \(error.offset)")
        }
    }
}

/// `${name}` references inside predicate patterns.
enum PatternTemplate {
    static func references(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "}") else { break }
            names.append(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return names
    }

    static func substitute(_ text: String, _ value: (String) -> String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "}") else { break }
            result += rest[..<start.lowerBound]
            result += value(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return result + rest
    }

    /// Escapes captured text so it matches literally inside a pattern.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") {
                result.append("\\")
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
