import Yams

/// Compiles the predicate vocabulary from YAML nodes. Each predicate is a one-key mapping
/// (`chain: '…'`, `inside: {…}`, `arg: {…}`, `any: […]`, `all: […]`); patterns are checked
/// here so a broken rule never reaches a scan.
struct PredicateCompiler {
    let file: String
    /// Named captures of the rule's anchor, which patterns may reference as `${name}`.
    let captures: Set<String>
    let regexes: RegexPool

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
        let template = PatternTemplate.parts(of: text)
        let references = PatternTemplate.references(in: template)
        for name in references where !captures.contains(name) {
            throw RuleFileError(file: file, line: node.mark?.line, field: field,
                                message: "`${\(name)}` names no capture group of `match`",
                                hint: "add `(?<\(name)>…)` to the anchor")
        }
        if references.isEmpty {
            return PatternRef(text: text, compiled: try regex(text, line: node.mark?.line, field: field), template: [],
                              templateLiterals: nil, captureLed: nil, view: view)
        }
        // Check the template compiles with a placeholder so errors surface at load time.
        _ = try regex(PatternTemplate.fill(template) { _ in "x" }, line: node.mark?.line, field: field)
        // A captured value is an unknown piece of text: `.` stands for it in the analysis.
        let literals = TemplateLiterals(analysisText: PatternTemplate.fill(template) { _ in "." })
        return PatternRef(text: text, compiled: nil, template: template, templateLiterals: literals,
                          captureLed: CaptureLedPattern(template: template), view: view)
    }

    private func regex(_ text: String, line: Int?, field: String) throws -> Regex {
        do {
            return try regexes.regex(text)
        } catch let error as RegexError {
            throw RuleFileError(file: file, line: line, field: field,
                                message: "regex does not compile: \(error.message) at offset \(error.offset)")
        }
    }
}

/// `${name}` references inside predicate patterns, split once at load time into literal text
/// and capture names, so filling one in per match is a concatenation, not a parse.
enum PatternTemplate {
    enum Part: Sendable, Hashable {
        case literal(String)
        case capture(String)
    }

    static func parts(of text: String) -> [Part] {
        // By bytes: Foundation's `range(of:)` was a tenth of loading the rules.
        let bytes = Array(text.utf8)
        var parts: [Part] = []
        var literalStart = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{"),
                  let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}"))
            else {
                index += 1
                continue
            }
            if index > literalStart { parts.append(.literal(String(decoding: bytes[literalStart..<index], as: UTF8.self))) }
            parts.append(.capture(String(decoding: bytes[(index + 2)..<end], as: UTF8.self)))
            index = end + 1
            literalStart = index
        }
        if literalStart < bytes.count { parts.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self))) }
        return parts
    }

    static func references(in parts: [Part]) -> [String] {
        parts.compactMap { if case .capture(let name) = $0 { return name } else { return nil } }
    }

    /// The pattern with each capture replaced by `value(name)`.
    static func fill(_ parts: [Part], _ value: (String) -> String) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let text): result += text
            case .capture(let name): result += value(name)
            }
        }
        return result
    }

    /// Appends the pattern to `out` with each capture replaced by its bytes, escaped as
    /// `escape` does. Captured bytes that are not ASCII go through `String` first, so invalid
    /// UTF-8 is replaced exactly as in the text form.
    static func fill(_ parts: [Part], into out: inout [UInt8], capture: (String) -> UnsafeBufferPointer<UInt8>) {
        for part in parts {
            switch part {
            case .literal(let text): out.append(contentsOf: text.utf8)
            case .capture(let name):
                let value = capture(name)
                if value.allSatisfy({ $0 < 0x80 }) {
                    for byte in value {
                        if needsEscape(byte) { out.append(UInt8(ascii: "\\")) }
                        out.append(byte)
                    }
                } else {
                    out.append(contentsOf: escape(String(decoding: value, as: UTF8.self)).utf8)
                }
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        !((0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F)
    }

    /// Escapes captured text so it matches literally inside a pattern.
    static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.utf8.count * 2)
        for scalar in text.unicodeScalars {
            if scalar.isASCII, !(("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_") {
                result.unicodeScalars.append("\\")
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
