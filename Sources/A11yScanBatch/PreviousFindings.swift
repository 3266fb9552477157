import A11yScanFindings

/// The findings of an earlier batch report, by repository name, for marking findings new and
/// listing those fixed since. Only what matching and the "fixed" list need is kept of each
/// old finding, so a large previous report costs little memory once loaded.
public struct PreviousFindings: Sendable {
    private var byRepository: [String: [Finding]] = [:]

    public init() {}

    /// Records one repository of the previous report.
    public mutating func add(repository name: String, findings: [Finding]) {
        byRepository[name, default: []] += findings.map(Self.compact)
    }

    /// Names of the previous report's repositories, in report order.
    public var repositoryNames: [String] { byRepository.keys.sorted(by: BatchOrder.precedes) }

    public func contains(repository name: String) -> Bool { byRepository[name] != nil }

    /// The comparison of `result` with the same repository in the previous report; every
    /// finding is new when the previous report did not have the repository.
    public func compare(_ result: RepositoryResult) -> FindingComparison {
        guard let old = byRepository[result.name] else {
            return FindingComparison(inPrevious: false, isNew: Array(repeating: true, count: result.findings.count), fixed: [])
        }
        return FindingComparison.compare(current: result.findings, previous: old)
    }

    private static func compact(_ finding: Finding) -> Finding {
        var kept = finding
        kept.message = ""
        kept.fix = ""
        kept.guidance = nil
        return kept
    }
}
