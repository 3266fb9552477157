import A11yScanFindings
import A11yScanRules
import A11yScanWalk

/// Scans the version of a file that changed-lines mode compares with, the way the current
/// version was scanned (the same rules, then the same filters that judge a file by its own
/// text, such as its suppressions), so the two sets of findings can be compared.
struct BaseVersionScan: Sendable {
    let scanner: Scanner
    /// The per-file filters that come before changed lines in the chain.
    let filters: [any FindingFilter]

    init(rules: RuleSet, components: ComponentIndex = .empty, filters: [any FindingFilter]) {
        scanner = Scanner(rules: rules, jobs: 1, components: components)
        self.filters = filters
    }

    /// The findings of `bytes` read as the base version of `file`.
    func findings(of bytes: [UInt8], asBaseOf file: Scanner.FileResult) -> [Finding] {
        let target = ScanTarget(path: file.absolutePath, displayPath: file.path, explicitlyNamed: true,
                                repository: file.repository)
        var base = scanner.scan(bytes: bytes, as: target, keepSource: true)
        var scratch = ScanSummary()
        for filter in filters {
            var pass = filter.makePass()
            pass.apply(&base, summary: &scratch)
        }
        return base.findings
    }
}
