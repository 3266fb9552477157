import A11yScanFindings
import A11yScanWalk

/// Applies the configuration files inside a scan (`NestedConfigurations`) to each file's
/// findings: a rule one of them turns off for the file's folder drops its findings, and the
/// nearest severity set for a rule becomes its findings' severity. Rules run once for every
/// file, so this is a filter, first in the chain, before suppressions see the findings.
struct NestedConfigurationFilter: FindingFilter {
    let nested: NestedConfigurations

    func makePass() -> any FindingFilterPass { Pass(nested: nested) }

    /// Keeps each folder's configurations, since a folder's files arrive together.
    private struct Pass: FindingFilterPass {
        let nested: NestedConfigurations
        var chains: [String: [Configuration]] = [:]

        mutating func apply(_ file: inout Scanner.FileResult, summary: inout ScanSummary) {
            guard !file.findings.isEmpty, !file.absolutePath.isEmpty else { return }
            let folder = WalkPath.normalize(file.absolutePath + "/..")
            let chain = chains[folder] ?? nested.chain(forFolder: folder)
            chains[folder] = chain
            guard !chain.isEmpty else { return }
            file.findings = file.findings.compactMap { finding in
                guard chain.allSatisfy({ $0.rules.runs(finding.ruleID) }) else { return nil }
                var kept = finding
                for configuration in chain {
                    if let change = configuration.severity.last(where: { $0.rule.id == finding.ruleID }) { kept.severity = change.severity }
                }
                return kept
            }
        }
    }
}
