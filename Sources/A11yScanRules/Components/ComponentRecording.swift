import A11yScanMatcher
import A11yScanSyntax

/// What the rule matcher hands each file to, besides the rules, while it holds the file's
/// literal index and call tree: the project-wide component pass (`ComponentRecorder`, in
/// A11yScanComponents) records there what its summaries need, so it builds no tree twice.
/// Whoever builds the scan injects it; the matcher knows nothing of the pass.
package protocol ComponentRecording: Sendable {
    /// Every literal `firstRound` may ask about in a file of `language`.
    func words(of language: Language) -> [Literal]
    /// Decided from the file's literals before any tree is built; handed back to `record`.
    func firstRound(_ language: Language, _ literals: LiteralIndex) -> ComponentFirstRound
    /// The record of `source`; `tree` is its call tree when the rules needed one, else the
    /// recorder has `matcher` build one if it needs it. `mayFire` are the rules whose required
    /// words the file holds: no other rule can fire in it, whatever a parameter stands for.
    func record(_ source: SourceFile, tree: CallTree?, firstRound: ComponentFirstRound, mayFire: [Rule],
                matcher: NodeRuleMatcher) -> FileComponentRecord
    /// What a file of `language` whose bytes are `text` names of the layouts' views (a summary
    /// of kind `named-views`, its path left to the pass), read while the scan holds the bytes.
    func namedViews(in text: [UInt8], language: Language) -> ComponentSummary?
}

/// What the first round of the component summaries makes of a file, from its code's literals.
package enum ComponentFirstRound: Sendable {
    /// It cannot declare a component.
    case none
    /// It names something a rule looks at: summarised in the first round.
    case summarise
    /// It may declare a component but names nothing a rule looks at: left to a later round.
    case deferred
}

/// What scanning one file recorded for the project's component summaries.
package struct FileComponentRecord: Sendable {
    package var language: Language
    package var summaries: ScannedSummaries
    /// The names the file calls, or may call.
    package var calls: CalledNames
    /// The views rules asked for while no layouts were known: the file is scanned again with
    /// those rules once the layouts are, when one of them may answer.
    package var layoutAsks: [LayoutAsk] = []
    /// What the file names of the layouts' views (`ComponentRecording.namedViews(in:language:)`).
    package var namedViews: ComponentSummary? {
        get { namedViewsHeld.first }
        set { namedViewsHeld = newValue.map { [$0] } ?? [] }
    }
    /// `namedViews`, held out of line: a summary takes about 150 bytes in place, and a record is
    /// held for every file of a scan until the summaries are known; most files name no view.
    private var namedViewsHeld: [ComponentSummary] = []
    /// A layout file's views (`LayoutReader`), read from the tree the scan built, so the
    /// component pass neither reads the file again nor builds its tree a second time.
    package var layoutViews: [ComponentSummary]?

    package init(language: Language, summaries: ScannedSummaries, calls: CalledNames) {
        self.language = language
        self.summaries = summaries
        self.calls = calls
    }
}

/// What the scan found out about one file for the first round of summaries.
package enum ScannedSummaries: Sendable {
    /// It cannot declare a component: no round takes it.
    case noComponent
    /// The first round takes it, and these are its summaries.
    case summarised([ComponentSummary])
    /// It may declare one, but names nothing a rule looks at: a later round takes it when its
    /// code (kept unless it would cost too much memory) has the name of a component found by
    /// then, and these are its summaries.
    case deferred(code: [UInt8]?, summaries: [ComponentSummary])
}
