/// Which rules a configuration runs: every rule unless `enable` (also spelled `only`) lists
/// the ones to run, minus those in `disable`. There is no rule that is off by default, so an
/// `enable` list can only narrow the run; an empty one is the same as none (running no rule
/// at all is never what a configuration means).
public struct RuleSelection: Sendable, Hashable {
    /// The only rules to run; nil (never empty) runs every rule.
    public var enable: [ConfiguredRuleID]?
    public var disable: [ConfiguredRuleID]

    public init(enable: [ConfiguredRuleID]? = nil, disable: [ConfiguredRuleID] = []) {
        self.enable = enable
        self.disable = disable
    }

    /// Whether the rule `id` runs under this selection.
    public func runs(_ id: String) -> Bool {
        if disable.contains(where: { $0.id == id }) { return false }
        guard let enable else { return true }
        return enable.contains { $0.id == id }
    }
}
