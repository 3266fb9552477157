import A11yScanFindings

/// A rule id as written in a configuration file, with the line it is on, so an id that names
/// no rule can be reported where it was written once the rules are known.
public struct ConfiguredRuleID: Sendable, Hashable {
    public var id: String
    public var line: Int?

    public init(_ id: String, line: Int? = nil) {
        self.id = id
        self.line = line
    }
}

/// A rule's severity changed by the configuration (`severity: {RULE-ID: error}`).
public struct SeverityOverride: Sendable, Hashable {
    public var rule: ConfiguredRuleID
    public var severity: Severity

    public init(rule: ConfiguredRuleID, severity: Severity) {
        self.rule = rule
        self.severity = severity
    }
}
