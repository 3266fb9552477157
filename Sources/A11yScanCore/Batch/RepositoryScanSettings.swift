/// How one repository is scanned: what to walk, which rules, which guideline catalog and which
/// post-scan filters. A batch starts every repository from the same base settings, and a
/// `RepositoryConfigurator` may adjust them from the repository's own configuration.
public struct RepositoryScanSettings: Sendable {
    public var walk: WalkOptions
    public var rules: RuleSet
    public var guidelines: GuidelineSettings
    public var filters: [any FindingFilter]
    /// Identifies what a configurator changed (for example a digest of the repository's
    /// `.a11yscan.yml` and the pattern files it loads). It is part of the cache key, so it must
    /// change whenever the configuration would change the results. Empty for the base settings.
    public var configurationDigest: String

    public init(walk: WalkOptions = WalkOptions(), rules: RuleSet, guidelines: GuidelineSettings = .builtIn,
                filters: [any FindingFilter] = [], configurationDigest: String = "") {
        self.walk = walk
        self.rules = rules
        self.guidelines = guidelines
        self.filters = filters
        self.configurationDigest = configurationDigest
    }
}
