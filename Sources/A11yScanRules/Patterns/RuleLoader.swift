import A11yScanFindings
import A11yScanSyntax
import Yams

/// Turns one rule file's YAML into a `Rule`, checking every field: unknown keys, unknown
/// vocabulary values, regexes that do not compile and `${name}` references to captures not
/// made yet are all errors naming the file, line and field.
public struct RuleLoader: Sendable {
    /// Guideline entry slugs a rule may name; nil accepts any slug.
    public var knownEntries: Set<String>?
    /// Whether a rule file must have examples; without, a missing `examples:` reads as none.
    public var requiresExamples = true
    /// Patterns compiled by this loader, shared by the rules that repeat them.
    private var regexes = RegexPool()
    /// The facts node rules may use (`fact: NAME`): the built-in ones unless set.
    public var facts: FactLibrary {
        get { chosenFacts ?? .builtIn }
        set { chosenFacts = newValue }
    }
    /// Unset until asked for or set, so a loader that only ever needs one language's facts
    /// never compiles the built-in facts of both (`withBuiltInFacts(for:)`).
    private var chosenFacts: FactLibrary?

    public init(knownEntries: Set<String>? = nil) {
        self.knownEntries = knownEntries
    }

    /// This loader, compiling each pattern on its first match, for the built-in rules (the tests
    /// compile them all): a scan reaches only some of them.
    func compilingPatternsWhenUsed() -> RuleLoader {
        var loader = self
        loader.regexes = RegexPool(compilesWhenUsed: true)
        return loader
    }

    /// Whether its facts are the built-in ones, as nothing set others.
    var hasBuiltInFacts: Bool { chosenFacts == nil }

    /// This loader, with the built-in facts' patterns of `languages` only unless its facts were set.
    func withBuiltInFacts(for languages: Set<Language>) -> RuleLoader {
        var loader = self
        if chosenFacts == nil { loader.chosenFacts = FactLibrary.builtIn(for: languages) }
        return loader
    }

    private static let topKeys: Set<String> = [
        "id", "family", "language", "framework", "severity", "entry", "section", "wcag", "message", "fix",
        "where", "unless", "context", "examples", "node",
    ]

    public func load(yaml: String, file: String) throws -> Rule {
        try load(tree: try Self.compose(yaml, file: file), file: file)
    }

    /// The YAML tree of a rule or fact file, with errors that name the file and line.
    package static func compose(_ yaml: String, file: String) throws -> RuleNode {
        let root: Node?
        do {
            // The basic resolver keeps every scalar a string (the loader types values itself),
            // which skips the default resolver's regular expressions, and a fixed encoding skips
            // an environment lookup per file: start-up time matters.
            root = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            throw RuleFileError(file: file, line: context.mark.line, field: duplicates.sorted().joined(separator: ", "),
                                message: "key given twice", hint: "keep one of them")
        } catch let error as YamlError {
            throw RuleFileError(file: file, line: Self.line(of: error), field: nil, message: "not valid YAML: \(error)")
        } catch {
            throw RuleFileError(file: file, line: nil, field: nil, message: "not valid YAML: \(error)")
        }
        guard let root else { throw RuleFileError(file: file, line: 1, field: nil, message: "the file is empty") }
        return RuleNode(root)
    }

    /// Loads a rule from its YAML tree (parsed, or built by generated code). With `deferredRow`,
    /// the row of a built-in rule, its patterns are compiled when first asked for (`DeferredRuleBody`).
    package func load(tree root: RuleNode, file: String, deferredRow: Int? = nil) throws -> Rule {
        try RegionFormat.reject(root, file: file)
        let fields = try YAMLFields(file: file, node: root, path: "", allowed: Self.topKeys)
        let id = try fields.string("id")
        // The bytes first: asking each character for its Unicode properties cost 1 M instructions at start.
        guard id.utf8.allSatisfy(Self.isPlainIDByte) || id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw fields.error("id", "rule ids use letters, digits, `-` and `_` only")
        }
        guard let family = try fields.enumValue("family", Family.self) else { throw fields.error("family", "missing required key") }
        guard let framework = try fields.enumValue("framework", Framework.self) else {
            throw fields.error("framework", "missing required key")
        }
        let language = try fields.enumValue("language", Language.self) ?? framework.language
        // Android Views are declared in Kotlin code and in layout files: a rule of `views` reads either;
        // UIKit views in Swift code and in Interface Builder files: a rule of `uikit` reads either.
        guard language == framework.language || (framework == .views && language == .layout)
                || (framework == .uikit && language == .interfaceBuilder) else {
            throw fields.error("language", "`\(language.rawValue)` does not fit framework `\(framework.rawValue)`")
        }
        let severity = try fields.enumValue("severity", Severity.self) ?? .warning
        guard let section = try fields.enumValue("section", Section.self) else { throw fields.error("section", "missing required key") }
        let entry = try fields.string("entry")
        try checkEntry(entry, fields, "entry")
        let descriptor = RuleDescriptor(
            id: id, family: family, severity: severity, language: language, framework: framework,
            entry: entry, section: section, message: try fields.string("message"), fix: try fields.string("fix"),
            wcag: try wcag(fields))
        if let deferredRow {
            let facts = facts, regexes = regexes
            let deferred = DeferredRuleBody(row: deferredRow) { [self] in
                try NodeRuleCompiler(fields: fields, language: language, facts: facts, regexes: regexes, checkEntry: checkEntry).compile()
            }
            return Rule(descriptor: descriptor, origin: file, examples: try examples(fields), deferred: deferred)
        }
        let body = try NodeRuleCompiler(fields: fields, language: language, facts: facts, regexes: regexes, checkEntry: checkEntry).compile()
        return Rule(descriptor: descriptor, origin: file, examples: try examples(fields), body: body)
    }

    /// An ASCII letter or digit, `-` or `_`: a byte any rule id may hold.
    private static func isPlainIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    private func checkEntry(_ entry: String, _ fields: YAMLFields, _ key: String) throws {
        if let knownEntries, !knownEntries.contains(entry) {
            throw fields.error(key, "unknown guideline entry `\(entry)`",
                               hint: "known entries: \(knownEntries.sorted().joined(separator: ", "))")
        }
    }

    /// `wcag: ["1.1.1", "4.1.2"]`: WCAG 2.2 success criteria, each once.
    private func wcag(_ fields: YAMLFields) throws -> [String] {
        let numbers = try fields.stringList("wcag")
        for (index, number) in numbers.enumerated() {
            if let problem = WCAGCriterion.problem(with: number) {
                throw fields.error("wcag", problem, hint: "cite WCAG 2.2 success criteria by number, e.g. [\"1.1.1\", \"4.1.2\"]")
            }
            if numbers[..<index].contains(number) { throw fields.error("wcag", "\(number) is cited twice") }
        }
        return numbers
    }

    private func examples(_ fields: YAMLFields) throws -> RuleExamples {
        guard let node = fields.node("examples") else {
            if !requiresExamples { return RuleExamples(bad: [], good: []) }
            throw fields.error("examples", "missing required key", hint: "every rule needs `bad` and `good` examples")
        }
        let examples = try YAMLFields(file: fields.file, node: node, path: "examples", allowed: ["bad", "good"])
        let bad = try examples.stringList("bad"), good = try examples.stringList("good")
        if bad.isEmpty { throw examples.error("bad", "needs at least one example that must be found") }
        if good.isEmpty { throw examples.error("good", "needs at least one example that must not be found") }
        var result = RuleExamples(bad: [], good: good)
        for (number, example) in bad.enumerated() {
            let (text, marker) = ExampleMarkerReader.read(example)
            guard let marker else {
                throw examples.error("bad", "bad example \(number + 1) has no `↓` marker",
                                     hint: "put `↓` right before the token where the finding must start")
            }
            result.bad.append(text)
            result.markers.append(marker)
        }
        if let index = good.firstIndex(where: { $0.contains(ExampleMarkerReader.marker) }) {
            throw examples.error("good", "good example \(index + 1) has a `↓` marker", hint: "only bad examples mark a finding")
        }
        return result
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return nil
        }
    }
}
