import A11yScanFindings

/// How one repository's findings compare with a previous report: which are new and which of
/// the old ones are gone. Findings match on rule, path and fingerprint (never the line, which
/// moves as code is edited); repeated identical findings are matched one for one.
public struct FindingComparison: Sendable, Hashable {
    /// False when the previous report did not have this repository at all.
    public var inPrevious: Bool
    /// Parallel to the repository's findings: true for a finding the previous report lacked.
    public var isNew: [Bool]
    /// Previous findings with no current match, in their old order, without their message,
    /// fix and guideline quote.
    public var fixed: [Finding]

    public init(inPrevious: Bool, isNew: [Bool], fixed: [Finding]) {
        self.inPrevious = inPrevious
        self.isNew = isNew
        self.fixed = fixed
    }

    public var newCount: Int { isNew.lazy.filter { $0 }.count }

    /// The matching identity of a finding.
    struct Key: Hashable {
        let rule: String
        let path: String
        let fingerprint: String

        init(_ finding: Finding) {
            rule = finding.ruleID
            path = finding.path
            fingerprint = finding.fingerprint
        }
    }

    static func compare(current: [Finding], previous: [Finding]) -> FindingComparison {
        var unmatchedPrevious: [Key: Int] = [:]
        for finding in previous { unmatchedPrevious[Key(finding), default: 0] += 1 }
        var isNew: [Bool] = []
        isNew.reserveCapacity(current.count)
        var unmatchedCurrent: [Key: Int] = [:]
        for finding in current { unmatchedCurrent[Key(finding), default: 0] += 1 }
        for finding in current {
            let key = Key(finding)
            if let left = unmatchedPrevious[key], left > 0 {
                unmatchedPrevious[key] = left - 1
                isNew.append(false)
            } else {
                isNew.append(true)
            }
        }
        var fixed: [Finding] = []
        for finding in previous {
            let key = Key(finding)
            if let left = unmatchedCurrent[key], left > 0 {
                unmatchedCurrent[key] = left - 1
            } else {
                fixed.append(finding)
            }
        }
        return FindingComparison(inPrevious: true, isNew: isNew, fixed: fixed)
    }
}
