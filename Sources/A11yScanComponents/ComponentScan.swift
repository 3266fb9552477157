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
        let nodeRules = rules.filter { $0.node != nil }
        guard !nodeRules.isEmpty, !targets.isEmpty else { return [] }
        var summaries: [ComponentSummary] = []
        var remaining = targets
        var wanted: [Language: [Literal]] = [:]
        for language in Language.allCases {
            wanted[language] = nodeRules.filter { $0.language == language }.flatMap { $0.node?.nameLiterals ?? [] }
        }
        for _ in 0..<ComponentIndex.maximumDepth {
            let round = summarise(remaining, rules: nodeRules, wanted: wanted, jobs: jobs)
            summaries += round.found
            remaining = round.skipped
            // The next round takes the files that call a component with checks found so far.
            var next: [Language: [Literal]] = [:]
            for summary in round.found where !summary.checks.isEmpty || !summary.calls.isEmpty {
                next[summary.language, default: []].append(Literal.interned(Array(summary.name.utf8)))
            }
            guard !next.isEmpty, !remaining.isEmpty else { break }
            wanted = next
        }
        return summaries
    }

    /// One round: the files of `targets` whose code has one of the `wanted` names (all of them
    /// when a language wants none), summarised; the others are handed back.
    private static func summarise(_ targets: [ScanTarget], rules: [Rule], wanted: [Language: [Literal]],
                                  jobs: Int) -> (found: [ComponentSummary], skipped: [ScanTarget]) {
        let next = Atomic<Int>(0)
        let results = Mutex([[ComponentSummary]?](repeating: nil, count: targets.count))
        let workers = max(1, min(jobs, targets.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let vocabulary = RuleVocabulary.shared.table()
            let scratch = RegexScratch()
            let templates = NodeTemplateCache()
            let literals = LiteralIndex()
            while true {
                let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard item < targets.count else { return }
                let target = targets[item]
                guard case .text(let bytes, _) = SourceReader.read(target) else {
                    results.withLock { $0[item] = [] }
                    continue
                }
                let language = target.language ?? Language(pathExtension: String(target.path.split(separator: ".").last ?? "")) ?? .swift
                let source = SourceFile(path: target.displayPath, language: language, text: bytes)
                guard mayDeclareComponents(source) else {
                    results.withLock { $0[item] = [] }
                    continue
                }
                let needed = wanted[language] ?? []
                let relevant = needed.isEmpty
                    || literals.containsAny(of: needed, in: source.code, kind: Language.allCases.firstIndex(of: language) ?? 0)
                guard relevant else { continue }
                let summarizer = ComponentSummarizer(rules: rules.filter { $0.language == language }, names: vocabulary,
                                                     scratch: scratch, templates: templates)
                let found = (try? summarizer.summaries(of: CallTree.build(source, names: vocabulary))) ?? []
                results.withLock { $0[item] = found }
            }
        }
        let done = results.withLock { $0 }
        var found: [ComponentSummary] = []
        var skipped: [ScanTarget] = []
        for (item, result) in done.enumerated() {
            if let result { found += result } else { skipped.append(targets[item]) }
        }
        return (found, skipped)
    }

    /// Whether a file can declare a component the summaries care about, from its code alone:
    /// a composable, a SwiftUI view or a function returning one. Cheaper than building its tree.
    public static func mayDeclareComponents(_ source: SourceFile) -> Bool {
        let marker = source.language == .kotlin ? "@Composable" : "View"
        return LiteralSearch.contains(source.code, Array(marker.utf8))
    }

    /// The summaries of the components in `sources`, with checks for the node rules of `rules`.
    public static func summaries(of sources: [SourceFile], rules: [Rule]) -> [ComponentSummary] {
        let names = RuleVocabulary.shared.table()
        let scratch = RegexScratch()
        let templates = NodeTemplateCache()
        var summaries: [ComponentSummary] = []
        for source in sources where mayDeclareComponents(source) {
            let summarizer = ComponentSummarizer(rules: rules.filter { $0.node != nil && $0.language == source.language },
                                                 names: names, scratch: scratch, templates: templates)
            // A rule that fails on a file (a regex limit) leaves the file's components without checks.
            summaries += (try? summarizer.summaries(of: CallTree.build(source, names: names))) ?? []
        }
        return summaries
    }
}
