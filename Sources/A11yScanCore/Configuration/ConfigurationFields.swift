import A11yScanFindings
import A11yScanRules
import A11yScanWalk

/// Reads each key of a configuration file's top mapping into a `Configuration`, using the
/// typed YAML reader shared with rule files so errors carry the same file, line and key.
struct ConfigurationFields {
    static let topKeys: Set<String> = [
        "include", "exclude", "rules", "severity", "patterns", "guidelines", "fail-on", "baseline", "jobs",
    ]

    let file: String
    /// The configuration file's folder, which relative paths are resolved against.
    let folder: String
    let fields: YAMLFields

    init(file: String, folder: String, root: RuleNode) throws {
        self.file = file
        self.folder = folder
        self.fields = try YAMLFields(file: file, node: root, path: "", allowed: Self.topKeys)
    }

    func read(into configuration: inout Configuration) throws {
        configuration.include = try globs("include")
        configuration.exclude = try globs("exclude")
        if let node = set("rules") { configuration.rules = try rules(node) }
        if let node = set("severity") { configuration.severity = try severities(node) }
        configuration.patterns = try strings(fields, "patterns").map { resolve($0.text) }
        if let node = set("guidelines") { configuration.guidelines = try guidelines(node) }
        if set("fail-on") != nil { configuration.failOn = try fields.enumValue("fail-on", FailThreshold.self) }
        if set("baseline") != nil { configuration.baseline = resolve(try fields.string("baseline")) }
        if set("jobs") != nil {
            let jobs = try fields.optionalInt("jobs")
            if let jobs, jobs < 1 { throw fields.error("jobs", "must be 1 or more, got \(jobs)") }
            configuration.jobs = jobs
        }
    }

    /// A YAML null (`~`, `null` or nothing after the colon): the key is treated as not set.
    static func isNull(_ node: RuleNode) -> Bool {
        guard case .scalar(let scalar) = node, scalar.plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// The value of `key` when it is present and not null.
    private func set(_ key: String) -> RuleNode? {
        guard let node = fields.node(key), !Self.isNull(node) else { return nil }
        return node
    }

    /// A list of strings (a single string counts as a list of one), each with its line.
    private func strings(_ fields: YAMLFields, _ key: String) throws -> [(text: String, line: Int?)] {
        guard let node = fields.node(key), !Self.isNull(node) else { return [] }
        return try fields.list(key).map { item in
            guard case .scalar(let scalar) = item, !scalar.string.trimmingWhitespace.isEmpty else {
                throw ConfigurationError(file: file, line: item.mark?.line ?? fields.line(key), field: fields.field(key),
                                         message: "expected a list of non-empty strings")
            }
            return (scalar.string, item.mark?.line ?? fields.line(key))
        }
    }

    private func globs(_ key: String) throws -> [Glob] {
        try strings(fields, key).map { item in
            do throws(GlobError) {
                return try Glob(item.text)
            } catch {
                throw ConfigurationError(file: file, line: item.line, field: key, message: error.description)
            }
        }
    }

    private func rules(_ node: RuleNode) throws -> RuleSelection {
        let rules = try YAMLFields(file: file, node: node, path: "rules", allowed: ["enable", "only", "disable"])
        if rules.node("enable") != nil, rules.node("only") != nil {
            throw rules.error("only", "give `enable` or `only`, not both", hint: "they mean the same: run only these rules")
        }
        let enableKey = rules.node("only") != nil ? "only" : "enable"
        let enableNode = rules.node(enableKey)
        let listed = enableNode.map(Self.isNull) == false
            ? try strings(rules, enableKey).map { ConfiguredRuleID($0.text, line: $0.line) } : []
        let enable = listed.isEmpty ? nil : listed
        let disable = try strings(rules, "disable").map { ConfiguredRuleID($0.text, line: $0.line) }
        return RuleSelection(enable: enable, disable: disable)
    }

    private func severities(_ node: RuleNode) throws -> [SeverityOverride] {
        guard case .mapping(let mapping) = node else {
            throw fields.error("severity", "expected a mapping of rule ids to note, warning or error")
        }
        var seen: Set<String> = []
        return try mapping.map { key, value in
            let id = key.string ?? ""
            let line = key.mark?.line
            let field = "severity.\(id)"
            guard !id.isEmpty, seen.insert(id).inserted else {
                throw ConfigurationError(file: file, line: line, field: field,
                                         message: id.isEmpty ? "expected a rule id" : "rule given twice")
            }
            guard case .scalar(let scalar) = value, let severity = Severity(rawValue: scalar.string) else {
                throw ConfigurationError(file: file, line: value.mark?.line ?? line, field: field,
                                         message: "unknown severity `\(value.string ?? "")`", hint: "one of: note, warning, error")
            }
            return SeverityOverride(rule: ConfiguredRuleID(id, line: line), severity: severity)
        }
    }

    private func guidelines(_ node: RuleNode) throws -> GuidelineConfiguration {
        let settings = try YAMLFields(file: file, node: node, path: "guidelines", allowed: ["path", "url", "aliases"])
        var result = GuidelineConfiguration()
        if let path = settings.node("path"), !Self.isNull(path) { result.path = resolve(try settings.string("path")) }
        if let url = settings.node("url"), !Self.isNull(url) { result.urlTemplate = try settings.string("url") }
        if let aliases = settings.node("aliases"), !Self.isNull(aliases) {
            guard case .mapping(let mapping) = aliases else {
                throw settings.error("aliases", "expected a mapping of page names to entry slugs")
            }
            for (key, value) in mapping {
                let page = key.string ?? ""
                guard case .scalar(let slug) = value, !page.isEmpty, !slug.string.trimmingWhitespace.isEmpty else {
                    throw ConfigurationError(file: file, line: key.mark?.line, field: "guidelines.aliases.\(page)",
                                             message: "expected `page-name: entry-slug`")
                }
                guard result.aliases.updateValue(slug.string, forKey: page) == nil else {
                    throw ConfigurationError(file: file, line: key.mark?.line, field: "guidelines.aliases.\(page)",
                                             message: "page given twice")
                }
            }
        }
        return result
    }

    private func resolve(_ path: String) -> String {
        WalkPath.absolute(path, base: folder)
    }
}
