/// Runs rules over lexed files. One matcher per worker thread: it owns the PCRE2 scratch and
/// the template cache, and is never shared, so the hot path takes no locks.
public final class RuleMatcher {
    private let scratch = RegexScratch()
    private let templates = TemplateCache()
    private let memo = RegionMemo()

    public init() {}

    /// All findings of `rules` in `source`, in report order, plus per-rule problems
    /// (a rule that hit the regex match limit on this file is reported and skipped).
    /// With an `AnchorIndex` that combines the file's language, the file is searched once.
    public func findings(in source: SourceFile, rules: [Rule], index: AnchorIndex? = nil) -> (findings: [Finding], problems: [FileProblem]) {
        var findings: [Finding] = []
        var problems: [FileProblem] = []
        memo.reset()
        source.code.withUnsafeBufferPointer { code in
            source.text.withUnsafeBufferPointer { text in
                let active = rules.filter { $0.language == source.language && passesPrefilter($0, code) }
                guard !active.isEmpty else { return }
                let file = FileContext(source: source, code: code, text: text)
                var separate = active
                if let index, let union = index.unions[source.language] {
                    let together = active.filter { index.combined.contains($0.id) }
                    do {
                        try searchOnce(union, together, file, into: &findings, problems: &problems)
                        separate = active.filter { !index.combined.contains($0.id) }
                    } catch {
                        findings.removeAll()
                        problems.removeAll()
                    }
                }
                for rule in separate {
                    do {
                        try searchRule(rule, file, into: &findings)
                    } catch {
                        findings.removeAll { $0.ruleID == rule.id }
                        problems.append(problem(rule, error, source))
                    }
                }
            }
        }
        findings.sort(by: Finding.reportOrder)
        return (findings, problems)
    }

    /// The buffers of one file, passed together.
    private struct FileContext {
        let source: SourceFile
        let code: UnsafeBufferPointer<UInt8>
        let text: UnsafeBufferPointer<UInt8>
    }

    private func problem(_ rule: Rule, _ error: Error, _ source: SourceFile) -> FileProblem {
        if let limit = error as? RegexLimitError {
            return FileProblem(path: source.path, kind: .ruleError,
                               message: "rule \(rule.id): regex match limit exceeded (`\(limit.pattern)`); rule skipped for this file")
        }
        return FileProblem(path: source.path, kind: .ruleError, message: "rule \(rule.id): \(error)")
    }

    private func passesPrefilter(_ rule: Rule, _ code: UnsafeBufferPointer<UInt8>) -> Bool {
        if rule.requires.isEmpty { return true }
        return rule.requires.contains { LiteralSearch.contains(code, $0) }
    }

    /// One rule's own left-to-right search, each match resuming where the previous ended.
    private func searchRule(_ rule: Rule, _ file: FileContext, into findings: inout [Finding]) throws {
        var position = 0
        let all = 0..<file.code.count
        while position <= file.code.count, let match = try scratch.firstMatch(rule.anchor, in: file.code, range: all, from: position) {
            position = max(match.upperBound, match.lowerBound + 1)
            try consider(rule, match, file, into: &findings)
        }
    }

    /// The one-pass search: the union finds candidate positions; each rule's anchor is tried
    /// there, anchored, unless that rule's previous match has not ended yet. A failing union
    /// (match limit) throws, and the caller falls back to the per-rule search.
    private func searchOnce(
        _ union: Regex, _ rules: [Rule], _ file: FileContext, into findings: inout [Finding], problems: inout [FileProblem]
    ) throws {
        guard !rules.isEmpty else { return }
        var resume = [Int](repeating: 0, count: rules.count)
        var failed = [Bool](repeating: false, count: rules.count)
        var position = 0
        let all = 0..<file.code.count
        while position < file.code.count, let hit = try scratch.firstMatch(union, in: file.code, range: all, from: position) {
            let start = hit.lowerBound
            for (k, rule) in rules.enumerated() where !failed[k] && start >= resume[k] {
                do {
                    guard let match = try scratch.firstMatch(rule.anchorAtStart, in: file.code, range: all, from: start) else { continue }
                    resume[k] = max(match.upperBound, match.lowerBound + 1)
                    try consider(rule, match, file, into: &findings)
                } catch {
                    failed[k] = true
                    findings.removeAll { $0.ruleID == rule.id }
                    problems.append(problem(rule, error, file.source))
                }
            }
            position = start + 1
        }
    }

    /// Checks one anchor match against the rule's predicates and records a finding.
    private func consider(_ rule: Rule, _ match: Range<Int>, _ file: FileContext, into findings: inout [Finding]) throws {
        let captures = (0...rule.anchor.captureCount).map { scratch.capture($0) }
        let extents = MatchExtents(source: file.source, code: file.code, anchor: match)
        let evaluator = PredicateEvaluator(extents: extents, text: file.text, captures: captures,
                                           groupNames: rule.anchor.groupNames, scratch: scratch, templates: templates, memo: memo)
        guard try rule.conditions.allSatisfy(evaluator.holds) else { return }
        guard try !rule.exceptions.contains(where: evaluator.holds) else { return }
        let reported = rule.reportGroup.flatMap { captures[$0] } ?? match
        let (entry, section) = try resolveEntry(rule, evaluator)
        findings.append(FindingBuilder.make(rule: rule, source: file.source, range: reported,
                                            entry: entry, section: section, extents: extents))
    }

    /// The rule's entry, refined by the first `context` item about the match itself that holds,
    /// else by the nearest enclosing call that fits a `context` item.
    private func resolveEntry(_ rule: Rule, _ evaluator: PredicateEvaluator) throws -> (String, Section) {
        guard !rule.contexts.isEmpty else { return (rule.descriptor.entry, rule.descriptor.section) }
        for context in rule.contexts {
            guard case .match(let predicates) = context.test else { continue }
            if try predicates.allSatisfy(evaluator.holds) {
                return (context.entry, context.section ?? rule.descriptor.section)
            }
        }
        for ancestor in evaluator.extents.ancestors {
            for context in rule.contexts {
                guard case .inside(let selector) = context.test else { continue }
                if try evaluator.fits(selector, ancestor) {
                    return (context.entry, context.section ?? rule.descriptor.section)
                }
            }
        }
        return (rule.descriptor.entry, rule.descriptor.section)
    }
}
