import A11yScanComponents
import A11yScanFindings
import A11yScanGuidelines
import A11yScanRules
import A11yScanWalk

/// The whole scan as the engine sees it: walk the inputs, scan the files in parallel, apply
/// the finding filters, and hand the findings on (`ScanSession`) or back as one `ScanReport`
/// (`ScanPipeline`). The command line only builds a `ScanRequest`; it never scans or filters.
public struct ScanRequest: Sendable {
    public var roots: [String]
    public var walk: WalkOptions
    public var rules: RuleSet
    public var jobs: Int
    public var toolVersion: String
    /// What hides findings after scanning (suppressions, baseline, changed lines).
    public var filters: FindingFilterChain
    /// The guideline catalog findings are mapped to and quote.
    public var guidelines: GuidelineSettings
    /// Report absolute paths instead of relative ones (for IDEs).
    public var absolutePaths = false
    /// The project's components (`ComponentProject`): calls of them are checked like the
    /// controls they render.
    public var components: ComponentIndex = .empty
    /// The project's components when they are still to be made: the scan summarises them as it
    /// goes (`PendingComponents`), and checks calls of them once all are known.
    public var pendingComponents: PendingComponents?
    /// Scan previews too (and, through `walk`, test folders and files): `--all-code`.
    public var includesPreviewCode = false
    /// The folder the scan's configuration was read at and above (`ConfigurationChain`); the
    /// configuration files below it, on the way to and inside the roots, refine rules for
    /// their folders (`NestedConfigurations`). Nil looks for none.
    public var configurationBase: String?

    public init(roots: [String], walk: WalkOptions = WalkOptions(), rules: RuleSet, jobs: Int,
                toolVersion: String, filters: FindingFilterChain = FindingFilterChain(), guidelines: GuidelineSettings = .builtIn) {
        self.roots = roots
        self.guidelines = guidelines
        self.walk = walk
        self.rules = rules
        self.jobs = jobs
        self.toolVersion = toolVersion
        self.filters = filters
    }
}

public enum ScanPipeline {
    /// Walks and scans, collecting the whole report. `missingRoots` lists inputs that do not
    /// exist. Large scans should stream with `ScanSession.run`.
    public static func run(_ request: ScanRequest) -> (report: ScanReport, missingRoots: [String]) {
        let session = ScanSession(request: request)
        return (session.collect(), session.missingRoots)
    }

    /// Scans bytes that did not come from a file (standard input) as `target`.
    public static func run(bytes: [UInt8], as target: ScanTarget, request: ScanRequest) -> ScanReport {
        ScanSession(bytes: bytes, as: target, request: request).collect()
    }
}
