import A11yScanCore
import A11yScanGuidelines
import A11yScanRules
import A11yScanWalk

/// How one repository is scanned: what to walk, which rules, which guideline catalog and which
/// baseline (suppressions in the source always apply, as in every scan). A batch starts every
/// repository from the same base settings, and a `RepositoryConfigurator` may adjust them from
/// the repository's own configuration.
public struct RepositoryScanSettings: Sendable {
    public var walk: WalkOptions
    public var rules: RuleSet
    public var guidelines: GuidelineSettings
    /// The repository's accepted findings (from its configuration), if any.
    public var baseline: BaselineFilter?
    /// Identifies what a configurator changed (for example a digest of the repository's
    /// `.a11yscan.yml` and the pattern files it loads). It is part of the cache key, so it must
    /// change whenever the configuration would change the results. Empty for the base settings.
    public var configurationDigest: String

    public init(walk: WalkOptions = WalkOptions(), rules: RuleSet, guidelines: GuidelineSettings = .builtIn,
                baseline: BaselineFilter? = nil, configurationDigest: String = "") {
        self.walk = walk
        self.rules = rules
        self.guidelines = guidelines
        self.baseline = baseline
        self.configurationDigest = configurationDigest
    }
}
