/// Runs rules over lexed files. One matcher per worker thread: it owns the PCRE2 scratch and
/// the template cache, and is never shared, so the hot path takes no locks.
public final class RuleMatcher {
    private let scratch: RegexScratch
    private let templates = TemplateCache()
    private let memo = RegionMemo()
    private let braces = BraceKindCache()
    private let enclosures = EnclosureMemo()
    private let literals = LiteralIndex()
    private let literalShortcuts: Bool
    /// Runs the rules written as node patterns, on the file's call tree.
    private lazy var nodeRules = NodeRuleMatcher(scratch: scratch)
    /// The project's components (`ComponentIndex`): calls of them are checked like the
    /// controls they render. Set before scanning.
    public var components: ComponentIndex = .empty {
        didSet {
            nodeRules.components = components
            componentLiterals = Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
                (language, components.checkedNames(for: language).map { Literal.interned(Array($0.utf8)) })
            })
        }
    }
    private var componentLiterals: [Language: [Literal]] = [:]
    /// Report findings in previews (`@Preview`, `#Preview`, `PreviewProvider`) too; by default
    /// they are dropped and counted (`takePreviewSkips`).
    public var includesPreviewCode = false {
        didSet { nodeRules.includesPreviewCode = includesPreviewCode }
    }

    /// Findings dropped for lying in previews since the last call.
    public func takePreviewSkips() -> Int { nodeRules.takePreviewSkips() }
    /// The current match's capture ranges, refilled for each match in the same storage: the
    /// evaluator of the previous match has let go of it by then, so no array is allocated.
    private var captures: [Range<Int>?] = []

    /// - Parameter literalShortcuts: use required literals to skip files and regions and to
    ///   search anchors from literal to literal (`RequiredLiterals`, `RegexSpine`). Off, every
    ///   regex runs in full: the reference the shortcuts are tested and fuzzed against.
    public init(literalShortcuts: Bool = true) {
        self.literalShortcuts = literalShortcuts
        scratch = RegexScratch(literalPrefilter: literalShortcuts)
    }

    /// All findings of `rules` in `source`, in report order, plus per-rule problems
    /// (a rule that hit the regex match limit on this file is reported and skipped). At most
    /// the first `FindingCap.perFile` findings are kept, with a problem saying so.
    /// With an `AnchorIndex`, rules that share an anchor share one search.
    public func findings(in source: SourceFile, rules: [Rule], index: AnchorIndex? = nil) -> (findings: [Finding], problems: [FileProblem]) {
        var findings = CappedFindings()
        var problems: [FileProblem] = []
        var nodeActive: [Rule] = []
        var checkComponents = false
        memo.reset()
        enclosures.reset()
        braces.reset(count: source.brackets.openers.count)
        source.code.withUnsafeBufferPointer { code in
            source.text.withUnsafeBufferPointer { text in
                literals.reset(code, kind: Language.allCases.firstIndex(of: source.language) ?? 0)
                defer { literals.reset(UnsafeBufferPointer(start: nil, count: 0)) }
                checkComponents = componentLiterals[source.language]?.contains(where: literals.contains) ?? false
                nodeActive = rules.filter { rule in
                    guard rule.language == source.language, let body = rule.node else { return false }
                    return body.nameLiterals.isEmpty || !literalShortcuts || body.nameLiterals.contains(where: literals.contains)
                }
                let active = rules.filter { $0.language == source.language && $0.anchor != nil && passesPrefilter($0) }
                guard !active.isEmpty else { return }
                let file = FileContext(source: source, code: code, text: text)
                let groups = index?.groups(of: active) ?? active.map { [$0] }
                for group in groups {
                    search(group, file, into: &findings, problems: &problems)
                }
            }
        }
        nodeRules.findings(in: source, rules: nodeActive, checkComponents: checkComponents,
                           known: checkComponents ? rules.filter { $0.language == source.language } : [],
                           into: &findings, problems: &problems)
        let (kept, capped) = findings.finish(path: source.path)
        return (kept, problems + (capped.map { [$0] } ?? []))
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

    /// A rule runs on a file only if the file has one of the rule's `requires` literals and
    /// one of the literals its anchor cannot match without.
    private func passesPrefilter(_ rule: Rule) -> Bool {
        if !rule.requires.isEmpty, !rule.requires.contains(where: literals.contains) { return false }
        guard literalShortcuts, let required = rule.anchor?.literals else { return true }
        return required.literals.contains(where: literals.contains)
    }

    /// The left-to-right search of one anchor, each match resuming where the previous ended,
    /// checked against every rule of the group. A rule that fails (a regex match limit) is
    /// reported once and drops out with its findings for this file; if the anchor itself
    /// fails, the whole group does.
    private func search(_ group: [Rule], _ file: FileContext, into findings: inout CappedFindings, problems: inout [FileProblem]) {
        guard let anchor = group.first?.anchor ?? nil else { return }
        var failed = [Bool](repeating: false, count: group.count)
        var matches = AnchorMatches(anchor: anchor, code: file.code, literals: literalShortcuts ? literals : nil)
        do {
            while let match = try matches.next(scratch) {
                captures.removeAll(keepingCapacity: true)
                for number in 0...anchor.captureCount { captures.append(scratch.capture(number)) }
                // One set of extents per match, shared by the group's rules: they ask the same
                // questions (enclosing calls, chains) about the same code.
                let extents = MatchExtents(source: file.source, code: file.code, anchor: match, braces: braces,
                                           enclosures: enclosures)
                // The group's rules share the anchor, so its capture names too.
                let evaluator = PredicateEvaluator(extents: extents, text: file.text, captures: captures,
                                                   groupNames: anchor.groupNames, scratch: scratch, templates: templates,
                                                   memo: memo, literals: literalShortcuts ? literals : nil)
                for (index, rule) in group.enumerated() where !failed[index] {
                    do {
                        try consider(rule, match, captures, evaluator, file, into: &findings)
                    } catch {
                        failed[index] = true
                        findings.removeAll(ofRule: rule.id)
                        problems.append(problem(rule, error, file.source))
                    }
                }
            }
        } catch {
            for (index, rule) in group.enumerated() where !failed[index] {
                findings.removeAll(ofRule: rule.id)
                problems.append(problem(rule, error, file.source))
            }
        }
    }

    /// Checks one anchor match against the rule's predicates and records a finding.
    private func consider(_ rule: Rule, _ match: Range<Int>, _ captures: [Range<Int>?], _ evaluator: PredicateEvaluator,
                          _ file: FileContext, into findings: inout CappedFindings) throws {
        guard try evaluator.holdsAll(rule.conditions) else { return }
        guard try !evaluator.holdsAny(rule.exceptions) else { return }
        let reported = rule.reportGroup.flatMap { captures[$0] } ?? match
        let (entry, section) = try resolveEntry(rule, evaluator)
        findings.append(FindingBuilder.make(rule: rule, source: file.source, range: reported,
                                            entry: entry, section: section, extents: evaluator.extents))
    }

    /// The rule's entry, refined by the first `context` item about the match itself that holds,
    /// else by the nearest enclosing call that fits a `context` item.
    private func resolveEntry(_ rule: Rule, _ evaluator: PredicateEvaluator) throws -> (String, Section) {
        guard !rule.contexts.isEmpty else { return (rule.descriptor.entry, rule.descriptor.section) }
        for context in rule.contexts {
            guard case .match(let predicates) = context.test else { continue }
            if try evaluator.holdsAll(predicates) {
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
