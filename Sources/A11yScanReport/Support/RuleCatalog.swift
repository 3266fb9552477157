import A11yScanCore

/// The rules a report refers to, each id once, in `report.rules` order, followed by any rule a
/// finding names that `report.rules` lacks (described from that finding). Formats that index
/// rules (SARIF `ruleIndex`, one JUnit test case per rule) need such a closed list.
struct RuleCatalog {
    let rules: [RuleDescriptor]
    private let indexByID: [String: Int]

    init(_ report: ScanReport) {
        var rules: [RuleDescriptor] = []
        var indexByID: [String: Int] = [:]
        for rule in report.rules where indexByID[rule.id] == nil {
            indexByID[rule.id] = rules.count
            rules.append(rule)
        }
        for finding in report.findings where indexByID[finding.ruleID] == nil {
            indexByID[finding.ruleID] = rules.count
            rules.append(RuleDescriptor(
                id: finding.ruleID, family: finding.family, severity: finding.severity,
                language: finding.framework.language, framework: finding.framework,
                entry: finding.entry, section: finding.section, message: finding.message, fix: finding.fix
            ))
        }
        self.rules = rules
        self.indexByID = indexByID
    }

    /// Position of the rule in `rules`; every finding's rule is present by construction.
    func index(of ruleID: String) -> Int? {
        indexByID[ruleID]
    }
}
