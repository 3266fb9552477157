import Foundation

/// The rules of one scan: the built-in set compiled into the binary, plus any user folders.
/// Rule ids are unique across all of them; a clash is an error naming both files.
public struct RuleSet: Sendable {
    public private(set) var rules: [Rule]

    public init(rules: [Rule]) {
        self.rules = rules.sorted { $0.id < $1.id }
    }

    /// The rules embedded in the binary (generated from `Patterns/*.yml`), for the given
    /// languages only (a one-file editor scan need not parse the other language's rules).
    /// - Parameter examples: read each rule's examples. A scan does not need them, and they
    ///   are most of the text to parse (the tests check every one of them).
    public static func builtIn(loader: RuleLoader = RuleLoader(), languages: Set<Language> = Set(Language.allCases),
                               examples: Bool = true) throws -> RuleSet {
        var loader = loader
        loader.requiresExamples = examples
        let rules = try BuiltinPatterns.files.filter { languages.contains($0.language) }.map { file in
            let yaml = examples ? file.yaml : Self.withoutExamples(file.yaml)
            let rule = try loader.load(yaml: yaml, file: "Patterns/\(file.name)")
            guard rule.language == file.language else {
                throw RuleFileError(file: "Patterns/\(file.name)", line: nil, field: "framework",
                                    message: "embedded as \(file.language.rawValue) but loads as \(rule.language.rawValue)",
                                    hint: "run `python3 scripts/embed-patterns.py`")
            }
            return rule
        }
        return try RuleSet(checking: rules)
    }

    /// A rule file's text without its top-level `examples:` block (which runs to the next
    /// line that starts a top-level key: everything inside it is indented).
    static func withoutExamples(_ yaml: String) -> String {
        let bytes = Array(yaml.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var inExamples = false
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let first = lineStart < lineEnd ? bytes[lineStart] : UInt8(ascii: " ")
            if bytes[lineStart..<lineEnd].starts(with: "examples:".utf8) {
                inExamples = true
            } else if inExamples, first != UInt8(ascii: " "), first != UInt8(ascii: "#"), first != UInt8(ascii: "\r") {
                inExamples = false
            }
            if !inExamples { kept += bytes[lineStart..<min(lineEnd + 1, bytes.count)] }
            lineStart = lineEnd + 1
        }
        if kept.last == UInt8(ascii: "\n"), yaml.utf8.last != UInt8(ascii: "\n") { kept.removeLast() }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Ids of every built-in rule, read from the embedded file names (each file is named after its rule).
    public static let builtInIDs: Set<String> = Set(BuiltinPatterns.files.map { String($0.name.prefix { $0 != "." }) })

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
