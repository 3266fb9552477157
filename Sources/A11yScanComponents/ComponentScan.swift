import A11yScanMatcher
import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Dispatch
import Synchronization

/// Summarises the components of a set of files for a rule set: the first pass of a scan,
/// before any file's findings are made.
public enum ComponentScan {
    /// The summaries of the components in `targets`, read and summarised on `jobs` threads, in
    /// a stable order whatever the number of threads. Unreadable files are skipped: the scan
    /// reports them. A file is summarised when it renders something a rule looks at; a file
    /// that renders none of that but calls a component with checks is taken in a further round,
    /// so a wrapper of a wrapper is known too.
    public static func summaries(of targets: [ScanTarget], rules: [Rule], jobs: Int) -> [ComponentSummary] {
        summaries(of: targets, rules: rules, jobs: jobs, scanned: nil)
    }

    /// As above; the files `scanned` knows were read by the scan already, which says what the
    /// first round makes of them.
    package static func summaries(of targets: [ScanTarget], rules: [Rule], jobs: Int, scanned: ScannedFiles?) -> [ComponentSummary] {
        let nodeRules = rules.filter { $0.node != nil }
        guard !nodeRules.isEmpty, !targets.isEmpty else { return [] }
        var summaries: [ComponentSummary] = []
        var remaining = targets
        var wanted = RoundNames(firstRoundLiterals(nodeRules).mapValues { $0.map(\.bytes) })
        var named: [ComponentSummary] = []
        for depth in 0..<ComponentIndex.maximumDepth {
            let round = summarise(remaining, rules: nodeRules, wanted: wanted, jobs: jobs, scanned: scanned, first: depth == 0)
            // The first round's lists are taken as they are: appending copies every summary.
            if summaries.isEmpty { summaries = round.found } else { summaries += round.found }
            if named.isEmpty { named = round.named } else { named += round.named }
            remaining = round.skipped
            // The next round takes the files that call a component with checks found so far, or
            // name a button class that may pass its checks on to a class extending it.
            var next: [Language: [[UInt8]]] = [:]
            for summary in round.found where !summary.checks.isEmpty || !summary.calls.isEmpty || summary.inherits != nil {
                next[summary.language, default: []].append(Array(summary.name.utf8))
            }
            guard !next.isEmpty, !remaining.isEmpty else { break }
            wanted = RoundNames(next)
        }
        summaries += named
        return summaries
    }

    /// The names a file's code must have for the first round to take it: those of the rules' nodes.
    static func firstRoundLiterals(_ rules: [Rule]) -> [Language: [Literal]] {
        var wanted: [Language: [Literal]] = [:]
        for language in Language.allCases {
            wanted[language] = rules.filter { $0.language == language }.flatMap { $0.node?.nameLiterals ?? [] }
        }
        return wanted
    }

    /// The names a round wants per language, each set searched for in one pass over a file.
    private struct RoundNames: Sendable {
        private let byLanguage: [Language: AnyLiteralSearch]

        init(_ names: [Language: [[UInt8]]]) {
            byLanguage = names.filter { !$0.value.isEmpty }.mapValues(AnyLiteralSearch.init)
        }

        /// Whether the round takes a file of `language` whose code is `code`: it names one of
        /// the names, or the language wants none (then every file is taken).
        func takes(_ language: Language, _ code: [UInt8]) -> Bool {
            byLanguage[language]?.occurs(in: code) ?? true
        }
    }

    /// One round: the files of `targets` whose code has one of the `wanted` names (all of them
    /// when a language wants none), summarised; the others are handed back. A file in
    /// `scanned` is read again only when the scan could not tell (in a `first` round, never).
    /// The `first` round also takes what each Kotlin or Java file names of the layouts' views (`named`,
    /// `CodeNamedViews`): from the scan when it read the file, else from the bytes read here.
    private static func summarise(_ targets: [ScanTarget], rules: [Rule], wanted: RoundNames, jobs: Int, scanned: ScannedFiles?,
                                  first: Bool) -> (found: [ComponentSummary], skipped: [ScanTarget], named: [ComponentSummary]) {
        let next = Atomic<Int>(0)
        let results = Mutex([[ComponentSummary]?](repeating: nil, count: targets.count))
        let named = Mutex([ComponentSummary?](repeating: nil, count: first ? targets.count : 0))
        let workers = max(1, min(jobs, targets.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let vocabulary = RuleVocabulary.shared.table()
            let scratch = RegexScratch()
            let templates = NodeTemplateCache()
            while true {
                let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard item < targets.count else { return }
                let target = targets[item]
                // One look-up a file: the first round asks it of every file of the project.
                let record = scanned?.record(at: target.path)
                if LayoutFiles.isLayout(target.path) {
                    if let views = record?.layoutViews {
                        results.withLock { $0[item] = views.map { $0.named(target.displayPath) } }
                        continue
                    }
                    guard case .text(let bytes, _) = SourceReader.read(target) else {
                        results.withLock { $0[item] = [] }
                        continue
                    }
                    let views = LayoutReader.views(in: bytes, path: target.displayPath).map(\.summary)
                    results.withLock { $0[item] = views }
                    continue
                }
                let language = target.language ?? Language(pathExtension: String(target.path.split(separator: ".").last ?? "")) ?? .swift
                var namesRead = !first || !(language.isAndroidCode || language == .swift)
                if !namesRead, let record {
                    namesRead = true
                    if let names = record.namedViews { named.withLock { $0[item] = names.named(target.displayPath) } }
                }
                let known = record?.summaries
                switch known {
                case .noComponent?:
                    results.withLock { $0[item] = [] }
                    continue
                case .summarised(let found)? where first:
                    results.withLock { $0[item] = found.map { $0.named(target.displayPath) } }
                    continue
                case .deferred(let code, let found)? where first || code != nil:
                    let taken = !first && wanted.takes(language, code!)
                    if taken { results.withLock { $0[item] = found.map { $0.named(target.displayPath) } } }
                    continue
                default:
                    break
                }
                guard case .text(let bytes, _) = SourceReader.read(target) else {
                    results.withLock { $0[item] = [] }
                    continue
                }
                if !namesRead, let names = CodeNamedViews.summary(code: bytes, language: language, path: target.displayPath) {
                    named.withLock { $0[item] = names }
                }
                let source = SourceFile(path: target.displayPath, language: language, text: bytes)
                guard mayDeclareComponents(source) else {
                    results.withLock { $0[item] = [] }
                    continue
                }
                guard wanted.takes(language, source.code) else { continue }
                if case .deferred(_, let found)? = known {
                    results.withLock { $0[item] = found.map { $0.named(target.displayPath) } }
                    continue
                }
                let summarizer = ComponentSummarizer(rules: rules.filter { $0.language == language }, names: vocabulary,
                                                     scratch: scratch, templates: templates)
                let found = (try? summarizer.summaries(of: CallTree.build(source, names: vocabulary))) ?? []
                results.withLock { $0[item] = found }
            }
        }
        let done = results.withLock { $0 }
        var found: [ComponentSummary] = []
        found.reserveCapacity(done.reduce(0) { $0 + ($1?.count ?? 0) })
        var skipped: [ScanTarget] = []
        for (item, result) in done.enumerated() {
            if let result { found += result } else { skipped.append(targets[item]) }
        }
        return (found, skipped, named.withLock { $0.compactMap { $0 } })
    }

    /// Whether a file can declare a component the summaries care about, from its code alone:
    /// a composable, a SwiftUI view, a function returning one or a button class. Cheaper than
    /// building its tree.
    public static func mayDeclareComponents(_ source: SourceFile) -> Bool {
        declarationMarkers(source.language).contains { LiteralSearch.contains(source.code, Array($0.utf8)) }
    }

    /// What the code of a file that can declare a component has, one of: a composable's
    /// annotation or a SwiftUI view, or the button class an app's own button class extends
    /// (the framework's, or one named as a button: Kotlin calls its constructor).
    static func declarationMarkers(_ language: Language) -> [String] {
        switch language {
        case .kotlin: ["@Composable", "Button("] + ComponentDeclarations.viewClasses(.kotlin)
        case .swift, .layout: ["View", "Button"]
        // A nib declares no component of code, nor Java (read only for names): not read for one.
        case .interfaceBuilder, .java: []
        }
    }

    /// The summaries of the components in `sources`, with checks for the node rules of `rules`.
    public static func summaries(of sources: [SourceFile], rules: [Rule]) -> [ComponentSummary] {
        // Every rule compiled (`node`) before the names are taken for the trees.
        let rules = rules.filter { $0.node != nil }
        let names = RuleVocabulary.shared.table()
        let scratch = RegexScratch()
        let templates = NodeTemplateCache()
        var summaries: [ComponentSummary] = []
        for source in sources where mayDeclareComponents(source) {
            let summarizer = ComponentSummarizer(rules: rules.filter { $0.language == source.language },
                                                 names: names, scratch: scratch, templates: templates)
            // A rule that fails on a file (a regex limit) leaves the file's components without checks.
            summaries += (try? summarizer.summaries(of: CallTree.build(source, names: names))) ?? []
        }
        return summaries
    }
}

/// The files a scan has read, with what it made of each for the first round of summaries.
package protocol ScannedFiles: Sendable {
    /// What the scan recorded of the file at absolute path `path` (`FileComponentRecord`: its
    /// summaries as the first round makes them, what it names of the layouts' views, a layout
    /// file's views read from the scan's tree); nil when it did not read it.
    func record(at path: String) -> FileComponentRecord?
}

extension ComponentSummary {
    /// The summary of a component in a file named `path` (the scan names files its own way).
    fileprivate func named(_ path: String) -> ComponentSummary {
        var moved = self
        moved.path = path
        for index in moved.checks.indices where moved.checks[index].controlPath == self.path {
            moved.checks[index].controlPath = path
        }
        return moved
    }
}
