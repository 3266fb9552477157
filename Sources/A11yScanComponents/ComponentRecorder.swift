import A11yScanMatcher
import A11yScanRules
import A11yScanSyntax

/// Records, while the scan has a file's call tree, what the project's component summaries need
/// of the file: its summaries as the first round of `ComponentScan` makes them, and the names
/// it calls, which tell whether it must be scanned again once every summary is known.
package struct ComponentRecorder: ComponentRecording {
    /// The rules whose checks the summaries carry (those with a node).
    let rules: [Rule]
    /// The same by language, each with its patterns' identity (`record`'s `mayFire`).
    private let byLanguage: [Language: [(rule: Rule, body: ObjectIdentifier)]]
    /// The same rules alone, made once rather than for every file recorded.
    private let rulesByLanguage: [Language: [Rule]]
    private let wanted: [Language: [Literal]]
    private let markers: [Language: [Literal]]

    init(rules: [Rule]) {
        self.rules = rules.filter { $0.node != nil }
        byLanguage = Dictionary(grouping: self.rules.compactMap { rule in rule.node.map { (rule, ObjectIdentifier($0)) } },
                                by: \.rule.language)
        rulesByLanguage = byLanguage.mapValues { $0.map(\.rule) }
        wanted = ComponentScan.firstRoundLiterals(self.rules)
        markers = Dictionary(uniqueKeysWithValues: Language.allCases.map {
            ($0, ComponentScan.declarationMarkers($0).map { Literal.interned(Array($0.utf8)) })
        })
    }

    package func words(of language: Language) -> [Literal] {
        (markers[language] ?? []) + (wanted[language] ?? [])
    }

    /// The first round's choice for the file whose code `literals` holds, as `ComponentScan` makes it.
    package func firstRound(_ language: Language, _ literals: LiteralIndex) -> ComponentFirstRound {
        guard let markers = markers[language], markers.contains(where: literals.contains) else { return .none }
        let needed = wanted[language] ?? []
        return needed.isEmpty || needed.contains(where: literals.contains) ? .summarise : .deferred
    }

    /// A code file's names of views (Kotlin's of layouts, Swift's of nibs), as the component pass reads them from a file it reads itself.
    package func namedViews(in text: [UInt8], language: Language) -> ComponentSummary? {
        CodeNamedViews.summary(code: text, language: language, path: "")
    }

    /// The record of a file; `tree` is its call tree when the scan built one for the rules.
    package func record(_ source: SourceFile, tree: CallTree?, firstRound: ComponentFirstRound, mayFire: [Rule],
                        matcher: NodeRuleMatcher) -> FileComponentRecord {
        if source.language == .layout {
            // A layout declares no component: the pass wants its views, read from the rules' tree.
            let tree = tree ?? matcher.tree(of: source)
            var record = FileComponentRecord(language: .layout, summaries: .noComponent, calls: CalledNames(tree: tree))
            record.layoutViews = LayoutReader.views(in: tree, path: source.path).map(\.summary)
            return record
        }
        guard firstRound != .none else {
            return FileComponentRecord(language: source.language, summaries: .noComponent,
                                       calls: tree.map(CalledNames.init(tree:))
                                           ?? .triples(source.code.withByteView(ByteTriples.init)))
        }
        let tree = tree ?? matcher.tree(of: source)
        let languageRules = byLanguage[source.language] ?? []
        // Known by their patterns: a configuration's severity makes another rule of the same patterns.
        let gated = Set(mayFire.compactMap { $0.node.map(ObjectIdentifier.init) })
        var firing: [Rule] = []
        firing.reserveCapacity(gated.count)
        for entry in languageRules where gated.contains(entry.body) { firing.append(entry.rule) }
        let summarizer = ComponentSummarizer(rules: rulesByLanguage[source.language] ?? [], firing: firing,
                                             names: matcher.names, scratch: matcher.scratch, templates: matcher.templates)
        // A rule that fails on a file (a regex limit) leaves the file's components without checks.
        let summaries = (try? summarizer.summaries(of: tree)) ?? []
        return FileComponentRecord(language: source.language, summaries: firstRound == .summarise ? .summarised(summaries)
                                       : .deferred(code: source.code, summaries: summaries),
                                   calls: CalledNames(tree: tree))
    }
}
