import A11yScanFindings
import A11yScanMatcher
import A11yScanSyntax

/// Runs node rules over one file at a time: builds the file's call tree once, takes each
/// rule's candidates from the name index, and checks them against the rule's patterns.
/// One matcher per worker thread, like `RuleMatcher`, which owns it.
package final class NodeRuleMatcher {
    package let scratch: RegexScratch
    package let templates = NodeTemplateCache()
    package private(set) var names: NameTable
    /// The project's components: calls of them are checked like the controls they render.
    var components: ComponentIndex = .empty {
        didSet {
            checkedNames = [:]
            shapes = [:]
        }
    }
    /// The names of `components` with checks and their numbers in `names`, per language, and the
    /// size of the table they were read from: looked up once, not for every file.
    private var checkedNames: [Language: (tableSize: Int, names: [(name: String, number: Int32)])] = [:]
    /// The same for the names of `components` with a shape (`ComponentIndex.shapes(for:names:)`).
    private var shapes: [Language: (tableSize: Int, shapes: [Int32: ComponentShape])] = [:]
    /// Report findings in previews too (`--all-code`); else they are dropped and counted.
    var includesPreviewCode = false
    /// Report findings in private code nothing in its file names (a rule's examples).
    var keepsUncalledPrivateCode = false
    /// The views the rules of the last `findings` asked for while no layouts were known
    /// (`NodeEvaluator.layoutAsks`).
    private(set) var layoutAsks: [LayoutAsk] = []
    /// Findings dropped for lying in previews, debug-only code or uncalled private code, since
    /// the last `takePreviewSkips()`.
    private(set) var previewSkips = 0

    func takePreviewSkips() -> Int {
        defer { previewSkips = 0 }
        return previewSkips
    }

    init(scratch: RegexScratch) {
        self.scratch = scratch
        names = RuleVocabulary.shared.table()
    }

    /// Findings of the node `rules` (all of the file's language) in `source`, unsorted; with
    /// `checkComponents`, also of calls of the project's components, for the rules of `known`.
    func findings(in source: SourceFile, rules: [Rule], checkComponents: Bool = false, known: [Rule] = [],
                  into findings: inout CappedFindings, problems: inout [FileProblem]) {
        guard !rules.isEmpty || checkComponents else { return }
        self.findings(in: tree(of: source), rules: rules, checkComponents: checkComponents, known: known, into: &findings,
                      problems: &problems)
    }

    /// The call tree of `source`, its names numbered by the vocabulary as it is now.
    package func tree(of source: SourceFile) -> CallTree {
        if names.count != RuleVocabulary.shared.count { names = RuleVocabulary.shared.table() }
        return CallTree.build(source, names: names)
    }

    /// As above, on the file's tree (from `tree(of:)`).
    /// `lenders`: the rules whose facts the evaluator takes, when not `rules`.
    func findings(in tree: CallTree, rules: [Rule], checkComponents: Bool = false, known: [Rule] = [],
                  lenders: [Rule]? = nil, into findings: inout CappedFindings, problems: inout [FileProblem]) {
        let source = tree.source
        let facts = FactLibrary.lent(by: lenders ?? rules)
        layoutAsks = []
        source.code.withByteView { code in
            source.text.withByteView { text in
                let evaluator = NodeEvaluator(tree: tree, names: names, facts: facts, scratch: scratch,
                                              templates: templates, code: code, text: text)
                evaluator.componentShapes = shapes(of: source.language)
                if source.language == .kotlin { evaluator.layouts = components.lazyLayouts }
                if source.language.isMarkup, components.knowsNamedViews { evaluator.namedViews = components.namedViews }
                for rule in rules {
                    guard let body = rule.node else { continue }
                    do {
                        try run(rule, body, evaluator, into: &findings)
                    } catch {
                        findings.removeAll(ofRule: rule.id)
                        problems.append(Self.problem(rule, error, source))
                    }
                }
                layoutAsks = evaluator.layoutAsks
                if checkComponents {
                    let checker = ComponentCallChecker(index: components, names: names, checked: checkedNames(of: source.language),
                                                       rules: known)
                    do {
                        try checker.check(evaluator, into: &findings) { try self.skipsAsPreview($0, evaluator) }
                    } catch {
                        problems.append(FileProblem(path: source.path, kind: .ruleError, message: "component checks: \(error)"))
                    }
                }
            }
        }
    }

    private func run(_ rule: Rule, _ body: NodeRuleBody, _ evaluator: NodeEvaluator, into findings: inout CappedFindings) throws {
        try Self.forEachCandidate(body, evaluator.tree, shapes: evaluator.componentShapes) { candidate in
            guard try Self.fires(body, candidate, evaluator), try !skipsAsPreview(candidate, evaluator),
                  !isLabelledAtEveryCall(rule, candidate, evaluator.tree) else { return }
            findings.append(try finding(rule, body, candidate, evaluator))
        }
    }

    private func shapes(of language: Language) -> [Int32: ComponentShape] {
        if let known = shapes[language], known.tableSize == names.count { return known.shapes }
        let found = components.shapes(for: language, names: names)
        shapes[language] = (names.count, found)
        return found
    }

    private func checkedNames(of language: Language) -> [(name: String, number: Int32)] {
        if let known = checkedNames[language], known.tableSize == names.count { return known.names }
        let found = components.checkedNames(for: language).map { (name: $0, number: names.lookup($0)) }
        checkedNames[language] = (names.count, found)
        return found
    }

    /// Whether a finding at `node` is dropped for lying in code that never ships (and counted),
    /// unless that code is scanned too: a preview, Swift compiled only in debug builds
    /// (`#if DEBUG`), or a private function nothing in its file calls (`UncalledPrivateCode`),
    /// which no user of the app runs.
    private func skipsAsPreview(_ node: Int32, _ evaluator: NodeEvaluator) throws -> Bool {
        guard !includesPreviewCode else { return false }
        let inPreview = try evaluator.facts.names.index(of: "is-preview-code").map { try evaluator.fact($0, node) } ?? false
        guard inPreview || evaluator.isDebugOnly(node)
                || (!keepsUncalledPrivateCode && evaluator.uncalledPrivateCode.contains(node)) else { return false }
        previewSkips += 1
        return true
    }

    /// Whether the rule reports `candidate`: its subject and conditions hold and no exception
    /// does. The captures of subject and conditions stay in the evaluator for the context.
    static func fires(_ body: NodeRuleBody, _ candidate: Int32, _ evaluator: NodeEvaluator) throws -> Bool {
        evaluator.captures.reset(slots: body.program.captureSlots)
        evaluator.layoutMatch = nil
        guard try evaluator.holds(body.program, body.subjectRoot, candidate) else { return false }
        guard try body.conditionRoots.allSatisfy({ try evaluator.holds(body.program, $0, candidate) }) else { return false }
        return try !isExcepted(body, candidate, evaluator)
    }

    /// Whether one of the rule's exceptions holds for `candidate`, each tried with the captures
    /// the evaluator has now (those of subject and conditions), which stay as they were.
    static func isExcepted(_ body: NodeRuleBody, _ candidate: Int32, _ evaluator: NodeEvaluator) throws -> Bool {
        let captured = evaluator.captures.mark
        defer { evaluator.captures.restore(to: captured) }
        for exception in body.exceptionRoots {
            evaluator.captures.restore(to: captured)
            if try evaluator.holds(body.program, exception, candidate) { return true }
        }
        return false
    }

    /// The nodes a rule can match: those named as its subject requires, else every node of
    /// its kind, in source order.
    static func candidates(_ body: NodeRuleBody, _ tree: CallTree) -> [Int32] {
        var result: [Int32] = []
        forEachCandidate(body, tree) { result.append($0) }
        return result
    }

    /// Calls `visit` with each of `candidates(body, tree)` in turn, without listing them: a
    /// rule that takes every node of a kind would otherwise make an array per file of the size
    /// of the tree. `shapes`, the app's components by name, adds those of the subject's
    /// component shapes; without it such a subject takes every node.
    static func forEachCandidate(_ body: NodeRuleBody, _ tree: CallTree, shapes: [Int32: ComponentShape]? = nil,
                                 _ visit: (Int32) throws -> Void) rethrows {
        let nodes = tree.nodes
        var names = body.names
        if !body.componentShapes.isEmpty {
            if let shapes {
                let listed = Set(names ?? [])
                names?.append(contentsOf: shapes.compactMap { name, shape in
                    body.componentShapes.contains(shape) && !listed.contains(name) ? name : nil
                }.sorted())
            } else {
                names = nil
            }
        }
        guard let names else {
            var index: Int32 = 0
            let count = Int32(nodes.count)
            while index < count {
                if body.kind == nil || nodes[Int(index)].kind == body.kind { try visit(index) }
                index += 1
            }
            return
        }
        guard names.count > 1 else {
            for index in tree.nodes(named: names.first ?? -1) where body.kind == nil || nodes[Int(index)].kind == body.kind {
                try visit(index)
            }
            return
        }
        var named: [Int32] = []
        for name in names { named.append(contentsOf: tree.nodes(named: name)) }
        named.sort()
        for index in named where body.kind == nil || nodes[Int(index)].kind == body.kind { try visit(index) }
    }

    /// Whether the finding at `index` is on the root control of an app component that every
    /// call of it labels (`ComponentIndex.isLabelledAtEveryCall`).
    private func isLabelledAtEveryCall(_ rule: Rule, _ index: Int32, _ tree: CallTree) -> Bool {
        guard rule.descriptor.family == .missingLabel else { return false }
        let line = tree.source.position(of: Int(tree.nodes[Int(index)].nameStart)).line
        return components.isLabelledAtEveryCall(path: tree.source.path, line: line, rule: rule.id)
    }

    private func finding(_ rule: Rule, _ body: NodeRuleBody, _ index: Int32, _ evaluator: NodeEvaluator) throws -> Finding {
        var descriptor = rule.descriptor
        if let context = try resolveContext(body, index, evaluator) {
            if let entry = context.entry { descriptor.entry = entry }
            if let section = context.section { descriptor.section = section }
            if let message = context.message { descriptor.message = message }
            if let severity = context.severity { descriptor.severity = severity }
        }
        let tree = evaluator.tree
        if rule.descriptor.family == .missingLabel,
           let note = components.shapeNote(at: index, in: tree, shapes: evaluator.componentShapes) {
            descriptor.message += note
        }
        if let view = evaluator.layoutMatch { descriptor.message += view.note }
        let node = tree.nodes[Int(index)]
        if let note = components.fixedRootNote(path: tree.source.path, line: tree.source.position(of: Int(node.nameStart)).line,
                                               rule: rule.id) {
            descriptor.message += note
        }
        // A layout element is reported at its start tag's `<` (its name may start after a package).
        let range = tree.source.language.isMarkup ? Int(node.start)..<Int(node.nameEnd) : node.name
        return FindingBuilder.make(descriptor: descriptor, source: tree.source, range: range,
                                   declarationHeader: Self.declarationHeader(of: index, in: tree))
    }

    /// The first `when` item that holds, else the nearest enclosing node an `inside` item fits.
    private func resolveContext(_ body: NodeRuleBody, _ index: Int32, _ evaluator: NodeEvaluator) throws -> NodeContext? {
        guard !body.contexts.isEmpty else { return nil }
        for context in body.contexts {
            guard case .when = context.test else { continue }
            if try context.roots.allSatisfy({ try evaluator.holds(body.program, $0, index) }) { return context }
        }
        for ancestor in evaluator.tree.ancestors(of: index) {
            for context in body.contexts {
                guard case .inside = context.test else { continue }
                if try evaluator.holds(body.program, context.roots[0], ancestor) { return context }
            }
        }
        return nil
    }

    /// The header of the innermost declaration with a body around the node (`var body: some
    /// View`, `fun ProfileScreen(…)`), from the start of its name's line to its brace: the part
    /// of a fingerprint that survives edits elsewhere in the file.
    static func declarationHeader(of index: Int32, in tree: CallTree) -> Range<Int>? {
        for ancestor in tree.ancestors(of: index) {
            guard let info = tree.declaration(of: ancestor), let body = info.body else { continue }
            let nameLine = tree.source.lines.line(of: Int(tree.nodes[Int(ancestor)].nameStart))
            return tree.source.lines.start(ofLine: nameLine)..<body.lowerBound
        }
        return nil
    }

    static func problem(_ rule: Rule, _ error: Error, _ source: SourceFile) -> FileProblem {
        if let limit = error as? RegexLimitError {
            return FileProblem(path: source.path, kind: .ruleError,
                               message: "rule \(rule.id): regex match limit exceeded (`\(limit.pattern)`); rule skipped for this file")
        }
        return FileProblem(path: source.path, kind: .ruleError, message: "rule \(rule.id): \(error)")
    }
}
