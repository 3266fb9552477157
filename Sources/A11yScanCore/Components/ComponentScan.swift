import Dispatch
import Synchronization

/// Summarises the components of a set of files for a rule set: the first pass of a scan,
/// before any file's findings are made.
public enum ComponentScan {
    /// The summaries of the components in `targets`, read and summarised on `jobs` threads, in
    /// a stable order whatever the number of threads. Unreadable files are skipped: the scan
    /// reports them.
    public static func summaries(of targets: [ScanTarget], rules: [Rule], jobs: Int) -> [ComponentSummary] {
        let nodeRules = rules.filter { $0.node != nil }
        guard !nodeRules.isEmpty, !targets.isEmpty else { return [] }
        let next = Atomic<Int>(0)
        let results = Mutex([[ComponentSummary]](repeating: [], count: targets.count))
        let workers = max(1, min(jobs, targets.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let names = RuleVocabulary.shared.table()
            let scratch = RegexScratch()
            let templates = NodeTemplateCache()
            while true {
                let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard item < targets.count else { return }
                let target = targets[item]
                guard case .text(let bytes, _) = SourceReader.read(target) else { continue }
                let language = target.language ?? Language(pathExtension: String(target.path.split(separator: ".").last ?? "")) ?? .swift
                let source = SourceFile(path: target.displayPath, language: language, text: bytes)
                guard mayDeclareComponents(source) else { continue }
                let summarizer = ComponentSummarizer(rules: nodeRules.filter { $0.language == language }, names: names,
                                                     scratch: scratch, templates: templates)
                guard let found = try? summarizer.summaries(of: CallTree.build(source, names: names)), !found.isEmpty else {
                    continue
                }
                results.withLock { $0[item] = found }
            }
        }
        return results.withLock { $0.flatMap { $0 } }
    }

    /// Whether a file can declare a component the summaries care about, from its code alone:
    /// a composable, a SwiftUI view or a function returning one. Cheaper than building its tree.
    public static func mayDeclareComponents(_ source: SourceFile) -> Bool {
        let marker = source.language == .kotlin ? "@Composable" : "View"
        return source.code.withUnsafeBufferPointer { LiteralSearch.contains($0, Array(marker.utf8)) }
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
