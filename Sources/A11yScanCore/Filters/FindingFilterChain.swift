import A11yScanRules
import A11yScanSyntax

/// The one sequence of filters that every scan's findings go through, whatever started the
/// scan (folders, standard input, a repository of a batch, changed-lines mode): configuration
/// files inside the scan, the source's own suppressions, code nothing names, then the baseline, then changed lines. Entry points only say what they
/// have (a baseline, the changes); none assembles filters of its own, so a finding hidden in
/// one kind of run is hidden in all of them.
///
/// Suppressions come first so a suppressed finding never uses up a baseline entry; the
/// baseline comes before changed lines so a baselined finding outside the diff still matches
/// its entry, which would otherwise count as fixed.
public struct FindingFilterChain: Sendable {
    /// Rule ids that exist beside the rules that run and the built-in ones (rules turned off
    /// for this run), so suppressions naming them are not reported as misspelled.
    public var alsoKnownRuleIDs: Set<String>
    /// Report suppressions that suppressed nothing.
    public var reportUnusedSuppressions: Bool
    /// Hides the findings the team accepted; nil when no baseline is used.
    public var baseline: BaselineFilter?
    /// Collects a new baseline at the baseline's place (for writing one); nil when none is written.
    public var baselineRecording: BaselineRecording?
    /// Changed-lines mode: only findings on lines the change touched; nil reports all.
    public var changedLines: ChangedLinesFilter?
    /// Configuration files below the scan's settings folder, found when the scan's walk ends.
    public var nestedConfigurations: NestedConfigurations?
    /// Code nothing in the project names, whose findings are left out; nil keeps them
    /// (`--all-code`, a scan of files alone, standard input).
    public var unreferencedCode: UnreferencedCodeReading?

    public init(alsoKnownRuleIDs: Set<String> = [], reportUnusedSuppressions: Bool = false, baseline: BaselineFilter? = nil,
                baselineRecording: BaselineRecording? = nil, changedLines: ChangedLinesFilter? = nil) {
        self.alsoKnownRuleIDs = alsoKnownRuleIDs
        self.reportUnusedSuppressions = reportUnusedSuppressions
        self.baseline = baseline
        self.baselineRecording = baselineRecording
        self.changedLines = changedLines
    }

    /// The filters, in order, for a scan that runs `rules`.
    public func filters(running rules: RuleSet, components: ComponentIndex = .empty) -> [any FindingFilter] {
        let active = Set(rules.rules.map(\.id))
        var perFile: [any FindingFilter] = nestedConfigurations.map { [NestedConfigurationFilter(nested: $0)] } ?? []
        perFile.append(SuppressionFilter(knownRuleIDs: knownRuleIDs(running: rules), activeRuleIDs: active,
                                         reportUnused: reportUnusedSuppressions))
        if let unreferencedCode { perFile.append(UnreferencedCodeFilter(code: unreferencedCode)) }
        var filters = perFile
        if let baseline { filters.append(baseline) }
        if let baselineRecording { filters.append(BaselineRecorder(recording: baselineRecording)) }
        if var changedLines {
            // The base version of a changed file goes through the same rules and per-file filters.
            changedLines.baseVersion = BaseVersionScan(rules: rules, components: components, filters: perFile)
            filters.append(changedLines)
        }
        return filters
    }

    /// Whether a scanned file's lexed source must stay with its result for these filters.
    /// Asked for every file, so it builds no filter: only suppressions read sources.
    public func needsSource(_ source: SourceFile) -> Bool {
        SuppressionFilter.mayHoldDirectives(source)
    }

    /// Every rule id a suppression or a configuration may name in a scan that runs `rules`.
    public func knownRuleIDs(running rules: RuleSet) -> Set<String> {
        Set(rules.rules.map(\.id)).union(RuleSet.builtInIDs).union(alsoKnownRuleIDs)
    }
}
