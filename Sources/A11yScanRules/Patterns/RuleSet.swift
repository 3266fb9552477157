import A11yScanFindings
import A11yScanSyntax
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
    /// - Parameters:
    ///   - examples: read each rule's examples from its YAML. Without, the rules come from
    ///     their generated trees, which leave the examples out: a scan needs neither the
    ///     examples (most of the text) nor a YAML parser (the tests check the trees).
    ///   - ids: load only these rules (`--only`): loading compiles every pattern of a rule,
    ///     and is done before the first file can be scanned.
    ///   - compilesWhenUsed: compile each rule's patterns when first asked for (`DeferredRuleBody`),
    ///     for a scan of one file that runs only some of them; only without examples, and only
    ///     while the table of the rules' words is current.
    public static func builtIn(loader: RuleLoader = RuleLoader(), languages: Set<Language> = Set(Language.allCases),
                               examples: Bool = true, ids: Set<String>? = nil, compilesWhenUsed: Bool = false) throws -> RuleSet {
        // The words the rules require were read off the built-in rules and facts beforehand.
        let wordsInTable = loader.hasBuiltInFacts && BuiltinRequiredWords.isCurrent
        var loader = loader.withBuiltInFacts(for: languages)
        loader.requiresExamples = examples
        // A scan compiles each pattern when first matched; with the examples (tests, `a11yscan test`) all at once.
        if !examples { loader = loader.compilingPatternsWhenUsed() }
        let chosen = BuiltinPatterns.files.indices.filter { index in
            let file = BuiltinPatterns.files[index]
            return languages.contains(file.language) && ids.map { $0.contains(Self.ruleID(ofFileNamed: file.name)) } ?? true
        }
        let defers = compilesWhenUsed && !examples && wordsInTable
        let rules = try chosen.map { index in
            let file = BuiltinPatterns.files[index], origin = "Patterns/\(file.name)"
            let rule = examples ? try loader.load(yaml: file.yaml, file: origin)
                : try loader.load(tree: EmbeddedTree.builtInRules[index](), file: origin, deferredRow: defers ? index : nil)
            guard rule.language == file.language else {
                throw RuleFileError(file: origin, line: nil, field: "framework",
                                    message: "embedded as \(file.language.rawValue) but loads as \(rule.language.rawValue)",
                                    hint: "run `python3 scripts/embed-patterns.py`")
            }
            // A deferred body takes them when compiled.
            if wordsInTable, !defers { rule.body.takesRequiredWords(fromBuiltInRow: index) }
            return rule
        }
        return try RuleSet(checking: rules)
    }

    /// Ids of every built-in rule, read from the embedded file names (each file is named after its rule).
    public static let builtInIDs: Set<String> = Set(BuiltinPatterns.files.map { ruleID(ofFileNamed: $0.name) })

    /// Read as bytes (file names are ASCII): taken by characters, each of the hundred-odd names
    /// cost 13,000 instructions of grapheme breaking, at every start.
    private static func ruleID(ofFileNamed name: String) -> String {
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[..<dot])
    }

    /// Rules from every `*.yml` / `*.yaml` file directly in `directory`, in name order, with
    /// the facts of its `facts/` folder (if any) added to the loader's.
    public static func load(directory: URL, loader: RuleLoader = RuleLoader()) throws -> [Rule] {
        var loader = loader
        return try load(directory: directory, loader: &loader)
    }

    /// As above, leaving the folder's facts in `loader`. Load several folders through one
    /// loader: a scan evaluates every rule with the largest fact library among them, so each
    /// folder's facts must be numbered after those of the folders before it.
    public static func load(directory: URL, loader: inout RuleLoader) throws -> [Rule] {
        let factFolder = directory.appendingPathComponent("facts")
        if let names = try? FileManager.default.contentsOfDirectory(atPath: factFolder.path) {
            let files = try names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { name in
                let path = factFolder.appendingPathComponent(name).path
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw RuleFileError(file: path, line: nil, field: nil, message: "cannot read the file")
                }
                return (path: path, yaml: String(decoding: data, as: UTF8.self))
            }
            // Loading `Patterns/` itself meets the built-in facts again: those are known already.
            let fresh = files.filter { file in
                let text = file.yaml.hasSuffix("\n") ? String(file.yaml.dropLast()) : file.yaml
                return !BuiltinFacts.files.contains { $0.yaml == text }
            }
            loader.facts = try loader.facts.adding(files: fresh)
        }
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
