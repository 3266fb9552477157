import A11yScanFindings
import A11yScanMatcher
import A11yScanSyntax

/// Hides findings that the source itself marks as accepted (`// a11yscan:disable-next-line …`,
/// `@Suppress("a11yscan:…")`), so a team can record a reviewed exception where it lives.
/// Directives are read from each file's lexed comments and code; see `SuppressionMap` for which
/// lines each form covers.
///
/// It also keeps suppressions honest: a directive naming a rule id that does not exist is a
/// warning on that file and line, and with `reportUnused` every suppression that hid nothing is
/// one too.
public struct SuppressionFilter: FindingFilter {
    /// Every rule id that exists (all loaded rules, including ones turned off for this run), so
    /// turning a rule off does not make its suppressions look misspelled.
    public var knownRuleIDs: Set<String>
    /// The rules that ran; an unused suppression of a rule that did not run is not reported.
    public var activeRuleIDs: Set<String>
    public var reportUnused: Bool

    public init(knownRuleIDs: Set<String>, activeRuleIDs: Set<String>? = nil, reportUnused: Bool = false) {
        self.knownRuleIDs = knownRuleIDs
        self.activeRuleIDs = activeRuleIDs ?? knownRuleIDs
        self.reportUnused = reportUnused
    }

    /// Only files that mention `a11yscan` can hold a directive; no other source is kept.
    public func needsSource(_ source: SourceFile) -> Bool { Self.mayHoldDirectives(source) }

    static func mayHoldDirectives(_ source: SourceFile) -> Bool { mayHoldDirectives(source.text) }

    static func mayHoldDirectives(_ text: [UInt8]) -> Bool { LiteralSearch.contains(text, SuppressionMap.marker) }

    public func makePass() -> any FindingFilterPass { Pass(filter: self) }

    /// Suppressions are local to a file, so the pass keeps nothing between files.
    private struct Pass: FindingFilterPass {
        let filter: SuppressionFilter

        func apply(_ file: inout Scanner.FileResult, summary: inout ScanSummary) {
            guard let source = file.source else { return }
            let map = SuppressionMap(source: source)
            guard !map.directives.isEmpty || !map.problems.isEmpty else { return }
            var used = Array(repeating: false, count: map.regions.count)
            let before = file.findings.count
            file.findings.removeAll { finding in
                let covering = map.regions(covering: finding.ruleID, line: finding.line)
                for index in covering { used[index] = true }
                return !covering.isEmpty
            }
            summary.suppressed += before - file.findings.count
            var warnings = map.problems + filter.unknownRuleWarnings(map, path: source.path)
            if filter.reportUnused { warnings += filter.unusedWarnings(map, used: used, path: source.path) }
            file.problems += warnings.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
        }
    }

    fileprivate func unknownRuleWarnings(_ map: SuppressionMap, path: String) -> [FileProblem] {
        map.directives.flatMap { directive in
            directive.rules.compactMap { rule -> FileProblem? in
                guard case .id(let id) = rule, !knownRuleIDs.contains(id) else { return nil }
                return FileProblem(
                    path: path, kind: .warning,
                    message: "suppression names unknown rule `\(id)` (hint: `a11yscan rules` lists every rule id)",
                    line: directive.line)
            }
        }
    }

    fileprivate func unusedWarnings(_ map: SuppressionMap, used: [Bool], path: String) -> [FileProblem] {
        var seen: Set<String> = []
        return map.regions.indices.compactMap { index -> FileProblem? in
            let region = map.regions[index]
            if case .id(let id) = region.rule, !activeRuleIDs.contains(id) || !knownRuleIDs.contains(id) { return nil }
            let key = "\(region.directive.line) \(region.rule)"
            guard !anyUse(of: region, in: map, used: used), seen.insert(key).inserted else { return nil }
            return FileProblem(path: path, kind: .warning,
                               message: "unused suppression of \(region.rule) at line \(region.directive.line)",
                               line: region.directive.line)
        }
    }

    /// A `disable` reopened before its `enable` has several regions; it is used when any of them is.
    private func anyUse(of region: SuppressionMap.Region, in map: SuppressionMap, used: [Bool]) -> Bool {
        map.regions.indices.contains { used[$0] && map.regions[$0].directive == region.directive && map.regions[$0].rule == region.rule }
    }
}
