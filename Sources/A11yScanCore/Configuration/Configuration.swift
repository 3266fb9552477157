import A11yScanWalk

/// The settings a team keeps in `.a11yscan.yml` beside its code, so every run (a developer's,
/// the CI's) scans the same way without repeating options. Every setting is optional: nil or
/// empty means "not set here", and the command line decides (its options win over the file).
/// Paths are absolute, already resolved against the folder holding the file.
public struct Configuration: Sendable, Hashable {
    /// The name looked for in the scanned folder and the folders above it.
    public static let fileName = WalkOptions.configurationFileName

    /// The file this was read from; nil for the built-in defaults.
    public var file: String?
    /// Globs in the syntax of `--include` / `--exclude`, matched against paths relative to the
    /// configuration file's folder, whichever folder is scanned.
    public var include: [Glob]
    public var exclude: [Glob]
    public var rules: RuleSelection
    public var severity: [SeverityOverride]
    /// Extra rule folders.
    public var patterns: [String]
    public var guidelines: GuidelineConfiguration?
    public var failOn: FailThreshold?
    /// The baseline file to filter with.
    public var baseline: String?
    public var jobs: Int?

    /// The folder the file lies in, which its globs and paths are relative to.
    public var folder: String? { file.map { WalkPath.normalize($0 + "/..") } }

    public init(
        file: String? = nil, include: [Glob] = [], exclude: [Glob] = [], rules: RuleSelection = RuleSelection(),
        severity: [SeverityOverride] = [], patterns: [String] = [], guidelines: GuidelineConfiguration? = nil,
        failOn: FailThreshold? = nil, baseline: String? = nil, jobs: Int? = nil
    ) {
        self.file = file
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.severity = severity
        self.patterns = patterns
        self.guidelines = guidelines
        self.failOn = failOn
        self.baseline = baseline
        self.jobs = jobs
    }
}
