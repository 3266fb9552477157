import A11yScanCore
import A11yScanFindings

/// The rules a report refers to, each id once, in `report.rules` order, followed by any rule a
/// finding names that `report.rules` lacks (described from that finding, in the order such
/// findings come). Formats that index rules (SARIF `ruleIndex`, one JUnit test case per rule)
/// need such a closed list; a stream grows it as findings arrive.
struct RuleCatalog {
    private(set) var rules: [RuleDescriptor] = []
    private var indexByID: [String: Int] = [:]

    init(rules known: [RuleDescriptor]) {
        for rule in known where indexByID[rule.id] == nil {
            indexByID[rule.id] = rules.count
            rules.append(rule)
        }
    }

    init(_ report: ScanReport) {
        self.init(rules: report.rules)
        for finding in report.findings { _ = index(adding: finding) }
    }

    /// Position of the finding's rule, adding the rule first when it is not listed yet.
    mutating func index(adding finding: Finding) -> Int {
        if let index = indexByID[finding.ruleID] { return index }
        indexByID[finding.ruleID] = rules.count
        rules.append(RuleDescriptor(
            id: finding.ruleID, family: finding.family, severity: finding.severity,
            language: finding.framework.language, framework: finding.framework,
            entry: finding.entry, section: finding.section, message: finding.message, fix: finding.fix
        ))
        return rules.count - 1
    }
}
