/// Runs rules over lexed files. One matcher per worker thread: it owns the PCRE2 scratch and
/// the template cache, and is never shared, so the hot path takes no locks.
public final class RuleMatcher {
    private let scratch = RegexScratch()
    private let templates = TemplateCache()

    public init() {}

    /// All findings of `rules` in `source`, in report order, plus per-rule problems
    /// (a rule that hit the regex match limit on this file is reported and skipped).
    public func findings(in source: SourceFile, rules: [Rule]) -> (findings: [Finding], problems: [FileProblem]) {
        var findings: [Finding] = []
        var problems: [FileProblem] = []
        source.code.withUnsafeBufferPointer { code in
            source.text.withUnsafeBufferPointer { text in
                for rule in rules where rule.language == source.language && passesPrefilter(rule, code) {
                    do {
                        try run(rule, source, code, text, into: &findings)
                    } catch let error as RegexLimitError {
                        problems.append(FileProblem(
                            path: source.path, kind: .ruleError,
                            message: "rule \(rule.id): regex match limit exceeded (`\(error.pattern)`); rule skipped for this file"))
                    } catch {
                        problems.append(FileProblem(path: source.path, kind: .ruleError, message: "rule \(rule.id): \(error)"))
                    }
                }
            }
        }
        findings.sort(by: Finding.reportOrder)
        return (findings, problems)
    }

    private func passesPrefilter(_ rule: Rule, _ code: UnsafeBufferPointer<UInt8>) -> Bool {
        if rule.requires.isEmpty { return true }
        return rule.requires.contains { LiteralSearch.contains(code, $0) }
    }

    private func run(
        _ rule: Rule, _ source: SourceFile, _ code: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>,
        into findings: inout [Finding]
    ) throws {
        var position = 0
        while position <= code.count, let match = try scratch.firstMatch(rule.anchor, in: code, range: 0..<code.count, from: position) {
            position = max(match.upperBound, match.lowerBound + 1)
            let captures = (0...rule.anchor.captureCount).map { scratch.capture($0) }
            let extents = MatchExtents(source: source, code: code, anchor: match)
            let evaluator = PredicateEvaluator(extents: extents, text: text, captures: captures,
                                               groupNames: rule.anchor.groupNames, scratch: scratch, templates: templates)
            guard try rule.conditions.allSatisfy(evaluator.holds) else { continue }
            guard try !rule.exceptions.contains(where: evaluator.holds) else { continue }
            let reported = rule.reportGroup.flatMap { captures[$0] } ?? match
            let (entry, section) = try resolveEntry(rule, evaluator)
            findings.append(FindingBuilder.make(rule: rule, source: source, range: reported,
                                                entry: entry, section: section, extents: extents))
        }
    }

    /// The rule's entry, refined by the nearest enclosing call that fits a `context` item.
    private func resolveEntry(_ rule: Rule, _ evaluator: PredicateEvaluator) throws -> (String, Section) {
        if !rule.contexts.isEmpty {
            // `when` items describe the match itself, which is nearer than any enclosing call.
            for context in rule.contexts {
                if let condition = context.condition, try evaluator.holds(condition) {
                    return (context.entry, context.section ?? rule.descriptor.section)
                }
            }
            for ancestor in evaluator.extents.ancestors {
                for context in rule.contexts {
                    if let selector = context.selector, try evaluator.fits(selector, ancestor) {
                        return (context.entry, context.section ?? rule.descriptor.section)
                    }
                }
            }
        }
        return (rule.descriptor.entry, rule.descriptor.section)
    }
}
