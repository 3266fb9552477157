/// Summarises the components of a set of lexed files for a rule set: the first pass of a scan,
/// before any file's findings are made.
public enum ComponentScan {
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
