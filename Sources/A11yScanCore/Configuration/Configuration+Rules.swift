import A11yScanRules

/// Applying a configuration's rule settings to the loaded rules. Rule ids in the file are
/// checked against every loaded rule, so a typo is an error on its line rather than a setting
/// that silently does nothing.
extension Configuration {
    /// Checks every rule id, sets the configured severities, then keeps the selected rules.
    /// - Parameter alsoKnown: ids of rules that exist but were not loaded (built-in rules of a
    ///   language the run does not scan, or left out by `--only`); naming them is no error.
    public func apply(to rules: RuleSet, alsoKnown: Set<String> = []) throws(ConfigurationError) -> RuleSet {
        try selectingRules(from: try applyingSeverities(to: rules, alsoKnown: alsoKnown), alsoKnown: alsoKnown)
    }

    /// The same rules with their configured severities; an id that names no rule is an error.
    public func applyingSeverities(to rules: RuleSet, alsoKnown: Set<String> = []) throws(ConfigurationError) -> RuleSet {
        let known = Set(rules.rules.map(\.id)).union(alsoKnown)
        for change in severity { try check(change.rule, field: "severity.\(change.rule.id)", known: known) }
        guard !severity.isEmpty else { return rules }
        return RuleSet(rules: rules.rules.map { rule in
            guard let change = severity.last(where: { $0.rule.id == rule.id }) else { return rule }
            return rule.withSeverity(change.severity)
        })
    }

    /// The rules `rules.enable` / `rules.disable` let run; an id that names no rule is an error.
    public func selectingRules(from rules: RuleSet, alsoKnown: Set<String> = []) throws(ConfigurationError) -> RuleSet {
        let known = Set(rules.rules.map(\.id)).union(alsoKnown)
        for id in self.rules.enable ?? [] { try check(id, field: "rules.enable", known: known) }
        for id in self.rules.disable { try check(id, field: "rules.disable", known: known) }
        return rules.filter { self.rules.runs($0.id) }
    }

    private func check(_ rule: ConfiguredRuleID, field: String, known: Set<String>) throws(ConfigurationError) {
        guard !known.contains(rule.id) else { return }
        throw ConfigurationError(file: file ?? Configuration.fileName, line: rule.line, field: field,
                                 message: "unknown rule `\(rule.id)`", hint: "`a11yscan rules` lists every rule id")
    }
}
