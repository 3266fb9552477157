import A11yScanSyntax

/// The names of the facts a rule may refer to, numbered, so rules compile before the facts'
/// own patterns are all compiled (facts may use each other).
struct FactNames: Sendable {
    private(set) var names: [String] = []
    private var numbers: [String: Int] = [:]

    func index(of name: String) -> Int? { numbers[name] }

    mutating func add(_ name: String) -> Int {
        if let known = numbers[name] { return known }
        numbers[name] = names.count
        names.append(name)
        return names.count - 1
    }
}

/// A fact: a named node predicate written once in data (`Patterns/facts/*.yml`) and used by
/// rules as `fact: NAME`, with one pattern per language.
public struct Fact: Sendable {
    public let name: String
    public let description: String
    public let origin: String
    let swift: NodeTest?
    let kotlin: NodeTest?
    /// The pattern over an Android layout file's elements (`LayoutTreeBuilder`).
    let layout: NodeTest?
    /// The pattern over an Interface Builder file's elements (the same tree as a layout's).
    let interfaceBuilder: NodeTest?

    func test(for language: Language) -> NodeTest? {
        switch language {
        case .swift: swift
        case .kotlin: kotlin
        case .layout: layout
        case .interfaceBuilder: interfaceBuilder
        // Java is read only for names: no rule, so no fact, runs on it.
        case .java: nil
        }
    }
}

/// Every loaded fact, by name. Built-in facts come with the binary; a rule folder may add its
/// own in a `facts/` folder beside its rules.
public struct FactLibrary: Sendable {
    public private(set) var facts: [Fact] = []
    private(set) var names = FactNames()
    /// Every fact's patterns lowered into one program, which the evaluator runs.
    private(set) var program = NodeProgramBuilder().program()
    /// Fact `i`'s root op for each language, in `Language.allCases` order (Swift, Kotlin, layout,
    /// Interface Builder, Java) from `5i`; -1 when it has none.
    private var roots: [Int32] = []

    public init() {}

    public func fact(named name: String) -> Fact? { names.index(of: name).map { facts[$0] } }

    /// The facts an evaluator of `rules` takes: those of the first rule with the most, or the
    /// built-in ones. Compared by count, so only the library lent is copied (a copy of every
    /// rule's library per file retained and released all their tables).
    static func lent(by rules: [Rule]) -> FactLibrary {
        var lender: NodeRuleBody?
        for rule in rules {
            if let body = rule.node, body.facts.facts.count > lender?.facts.facts.count ?? -1 { lender = body }
        }
        return lender?.facts ?? .builtIn
    }

    /// The facts of `files` (name, YAML text) added to this library. A name given twice is
    /// an error naming both files; a fact that uses itself, directly or through others, too.
    public func adding(files: [(path: String, yaml: String)]) throws -> FactLibrary {
        try adding(documents: files.map { ($0.path, try RuleLoader.compose($0.yaml, file: $0.path)) })
    }

    /// The facts of parsed (or embedded) YAML trees added to this library, with the patterns
    /// of `languages` only: a scan of one language's files never asks the others'.
    func adding(documents: [(path: String, root: RuleNode)], languages: Set<Language> = Set(Language.allCases),
                regexes: RegexPool = RegexPool()) throws -> FactLibrary {
        var library = self
        var parsed: [(path: String, fields: YAMLFields, index: Int)] = []
        for (path, root) in documents {
            let file = (path: path, root: root)
            let fields = try YAMLFields(file: file.path, node: file.root, path: "", allowed: ["id", "description", "swift", "kotlin", "layout", "interface-builder"])
            let id = try fields.string("id")
            if let existing = library.names.index(of: id) {
                let other = existing < library.facts.count ? library.facts[existing].origin : parsed.first { $0.index == existing }?.path ?? "?"
                throw fields.error("id", "fact `\(id)` is already defined in \(other)", hint: "fact names must be unique")
            }
            parsed.append((file.path, fields, library.names.add(id)))
        }
        for item in parsed {
            var compiler = NodePatternCompiler(file: item.path, facts: library.names, regexes: regexes, captures: nil)
            let swiftNode = item.fields.node("swift"), kotlinNode = item.fields.node("kotlin"), layoutNode = item.fields.node("layout")
            let interfaceBuilderNode = item.fields.node("interface-builder")
            if swiftNode == nil, kotlinNode == nil, layoutNode == nil, interfaceBuilderNode == nil {
                throw item.fields.error("swift", "a fact needs a `swift:`, a `kotlin:`, a `layout:` or an `interface-builder:` pattern (or more)")
            }
            let swift = try swiftNode.flatMap { languages.contains(.swift) ? try compiler.pattern($0, field: "swift") : nil }
            let kotlin = try kotlinNode.flatMap { languages.contains(.kotlin) ? try compiler.pattern($0, field: "kotlin") : nil }
            let layout = try layoutNode.flatMap { languages.contains(.layout) ? try compiler.pattern($0, field: "layout") : nil }
            let interfaceBuilder = try interfaceBuilderNode.flatMap {
                languages.contains(.interfaceBuilder) ? try compiler.pattern($0, field: "interface-builder") : nil
            }
            let fact = Fact(name: try item.fields.string("id"), description: try item.fields.string("description"),
                            origin: item.path, swift: swift, kotlin: kotlin, layout: layout,
                            interfaceBuilder: interfaceBuilder)
            library.facts.append(fact)
        }
        try library.checkNoCycles()
        library.lower()
        return library
    }

    /// The root op of a fact's pattern for `language` in `program`, or -1.
    func root(of fact: Int, for language: Language) -> Int32 {
        roots[Self.perFact * fact + (Language.allCases.firstIndex(of: language) ?? 0)]
    }

    /// Each fact's roots, one per language in `Language.allCases` order.
    private static let perFact = Language.allCases.count

    private mutating func lower() {
        var builder = NodeProgramBuilder()
        roots = facts.flatMap { fact in Language.allCases.map { fact.test(for: $0) }.map { $0.map { builder.lower($0) } ?? -1 } }
        program = builder.program()
    }

    /// A fact that refers to itself through other facts would never finish.
    private func checkNoCycles() throws {
        for start in facts.indices {
            var stack = [start]
            var seen = Set<Int>()
            while let index = stack.popLast() {
                for language in Language.allCases {
                    guard let test = facts[index].test(for: language) else { continue }
                    for used in Self.references(in: test) {
                        if used == start {
                            throw RuleFileError(file: facts[start].origin, line: nil, field: "id",
                                                message: "fact `\(facts[start].name)` uses itself (through `\(facts[index].name)`)")
                        }
                        if seen.insert(used).inserted { stack.append(used) }
                    }
                }
            }
        }
    }

    /// The facts a pattern refers to.
    static func references(in test: NodeTest) -> [Int] {
        var found: [Int] = []
        var stack = [test]
        while let test = stack.popLast() {
            switch test {
            case .fact(let reference): found.append(reference.index)
            case .all(let tests), .any(let tests): stack.append(contentsOf: tests)
            case .not(let inner), .chain(let inner), .owner(let inner), .parent(let inner), .callee(let inner),
                 .placed(let inner):
                stack.append(inner)
            case .inside(let relation), .has(let relation):
                stack.append(relation.test)
                if let stop = relation.stopBy { stack.append(stop) }
            case .sibling(let relation): stack.append(relation.test)
            case .argument(let argument): if let value = argument.value { stack.append(contentsOf: Self.nodes(in: value)) }
            case .parameter(let parameter): if let value = parameter.defaultValue { stack.append(contentsOf: Self.nodes(in: value)) }
            case .variable(let variable): stack.append(contentsOf: Self.nodes(in: variable))
            default: break
            }
        }
        return found
    }

    private static func nodes(in variable: VariableTest) -> [NodeTest] {
        [variable.declared, variable.used].compactMap { $0 }
    }

    private static func nodes(in value: ValueTest) -> [NodeTest] {
        switch value {
        case .node(let test): return [test]
        case .variable(let variable): return nodes(in: variable)
        case .all(let values), .any(let values): return values.flatMap(nodes(in:))
        case .not(let inner): return nodes(in: inner)
        default: return []
        }
    }
}

extension FactLibrary {
    /// The facts that come with the binary (`Patterns/facts/*.yml`, embedded), every pattern compiled.
    public static let builtIn = loadBuiltIn(languages: Set(Language.allCases), regexes: RegexPool())
    private static let builtInSwift = loadBuiltIn(languages: [.swift], regexes: RegexPool(compilesWhenUsed: true))
    private static let builtInKotlin = loadBuiltIn(languages: [.kotlin], regexes: RegexPool(compilesWhenUsed: true))
    private static let builtInLayout = loadBuiltIn(languages: [.layout], regexes: RegexPool(compilesWhenUsed: true))
    private static let builtInInterfaceBuilder = loadBuiltIn(languages: [.interfaceBuilder], regexes: RegexPool(compilesWhenUsed: true))
    /// Java has no rules: its library keeps the names and no pattern.
    private static let builtInJava = loadBuiltIn(languages: [.java], regexes: RegexPool(compilesWhenUsed: true))

    /// The built-in facts with the patterns of `languages` only, numbered as in `builtIn`:
    /// compiling the other language's patterns was a twentieth of a one-file editor scan. Each
    /// pattern is compiled on its first match (`builtIn` compiles them all, and the tests load it).
    static func builtIn(for languages: Set<Language>) -> FactLibrary {
        switch languages {
        case [.swift]: return builtInSwift
        case [.kotlin]: return builtInKotlin
        case [.layout]: return builtInLayout
        case [.interfaceBuilder]: return builtInInterfaceBuilder
        case [.java]: return builtInJava
        default: return builtIn
        }
    }

    private static func loadBuiltIn(languages: Set<Language>, regexes: RegexPool) -> FactLibrary {
        do {
            return try FactLibrary().adding(documents: BuiltinFacts.files.indices.map { index in
                ("Patterns/facts/\(BuiltinFacts.files[index].name)", EmbeddedTree.builtInFacts[index]())
            }, languages: languages, regexes: regexes)
        } catch {
            fatalError("the built-in facts do not load (the tests check they do): \(error)")
        }
    }
}
