import A11yScanFindings

/// A guideline entry and one of its sections: one cell of the batch report's heat map.
public struct GuidelineCell: Sendable, Hashable {
    public var entry: String
    public var section: Section

    public init(entry: String, section: Section) {
        self.entry = entry
        self.section = section
    }
}

/// Findings counted the ways the batch reports chart them: by severity, rule, family, framework
/// and guideline cell. Small and additive, so a batch keeps one per repository instead of the
/// findings themselves, and totals are sums.
public struct FindingCounts: Sendable, Hashable {
    public private(set) var total = 0
    public private(set) var errors = 0
    public private(set) var warnings = 0
    public private(set) var notes = 0
    public private(set) var byRule: [String: Int] = [:]
    public private(set) var byFamily: [Family: Int] = [:]
    public private(set) var byFramework: [Framework: Int] = [:]
    public private(set) var byCell: [GuidelineCell: Int] = [:]

    public init() {}

    public init(_ findings: [Finding]) {
        for finding in findings { add(finding) }
    }

    public mutating func add(_ finding: Finding) {
        total += 1
        switch finding.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
        byRule[finding.ruleID, default: 0] += 1
        byFamily[finding.family, default: 0] += 1
        byFramework[finding.framework, default: 0] += 1
        byCell[GuidelineCell(entry: finding.entry, section: finding.section), default: 0] += 1
    }

    public mutating func add(_ other: FindingCounts) {
        total += other.total
        errors += other.errors
        warnings += other.warnings
        notes += other.notes
        byRule.merge(other.byRule, uniquingKeysWith: +)
        byFamily.merge(other.byFamily, uniquingKeysWith: +)
        byFramework.merge(other.byFramework, uniquingKeysWith: +)
        byCell.merge(other.byCell, uniquingKeysWith: +)
    }

    /// Findings at or above `severity`.
    public func count(atLeast severity: Severity) -> Int {
        switch severity {
        case .note: return total
        case .warning: return errors + warnings
        case .error: return errors
        }
    }
}
