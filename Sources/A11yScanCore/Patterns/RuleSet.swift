import Foundation

/// The rules of one scan: the built-in set compiled into the binary, plus any user folders.
/// Rule ids are unique across all of them; a clash is an error naming both files.
public struct RuleSet: Sendable {
    public private(set) var rules: [Rule]

    public init(rules: [Rule]) {
        self.rules = rules.sorted { $0.id < $1.id }
    }

    /// The rules embedded in the binary (generated from `Patterns/*.yml`).
    public static func builtIn(loader: RuleLoader = RuleLoader()) throws -> RuleSet {
        let rules = try BuiltinPatterns.files.map { try loader.load(yaml: $0.yaml, file: "Patterns/\($0.name)") }
        return try RuleSet(checking: rules)
    }

    /// Rules from every `*.yml` / `*.yaml` file directly in `directory`, in name order.
    public static func load(directory: URL, loader: RuleLoader = RuleLoader()) throws -> [Rule] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw RuleFileError(file: directory.path, line: nil, field: nil, message: "cannot read the pattern folder",
                                hint: "check that the path exists and is a folder")
        }
        return try names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { name in
            let path = directory.appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RuleFileError(file: path, line: nil, field: nil, message: "cannot read the file")
            }
            return try loader.load(yaml: String(decoding: data, as: UTF8.self), file: path)
        }
    }

    /// Builds a set, rejecting duplicate ids.
    public init(checking rules: [Rule]) throws {
        var seen: [String: String] = [:]
        for rule in rules {
            if let other = seen[rule.id] {
                throw RuleFileError(file: rule.origin, line: nil, field: "id",
                                    message: "rule id `\(rule.id)` is already defined in \(other)",
                                    hint: "rule ids must be unique; rename one of them")
            }
            seen[rule.id] = rule.origin
        }
        self.init(rules: rules)
    }

    public func adding(_ more: [Rule]) throws -> RuleSet { try RuleSet(checking: rules + more) }

    public func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

    /// Keeps only the rules `keep` accepts (enabled/disabled lists, language filters).
    public func filter(_ keep: (Rule) -> Bool) -> RuleSet { RuleSet(rules: rules.filter(keep)) }

    public var descriptors: [RuleDescriptor] { rules.map(\.descriptor) }
}
