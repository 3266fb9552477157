import A11yScanFindings
import A11yScanSyntax

/// Checks the calls of a file to the project's components: a call that leaves a checked
/// parameter missing (not passed and defaulting to null or empty, or passed as null or empty)
/// gets the finding of the control inside, reported at the call, unless the rule's own
/// exceptions hold for the call (a name or hidden state the caller gives it).
struct ComponentCallChecker {
    let index: ComponentIndex
    let names: NameTable
    /// `index`'s names with checks in the file's language, and their numbers in `names`.
    let checked: [(name: String, number: Int32)]
    let rules: [Rule]

    /// `skips` says whether a call's findings are left out (a call in a preview), asked once per
    /// call that would be reported.
    func check(_ evaluator: NodeEvaluator, into findings: inout CappedFindings,
               skips: (Int32) throws -> Bool = { _ in false }) throws {
        let tree = evaluator.tree
        let language = tree.source.language
        // Made at the first check a call meets: most files call no component that has checks.
        var byID: [String: Rule] = [:]
        for (name, number) in checked {
            for call in tree.nodes(named: number) where tree.nodes[Int(call)].kind == .call {
                let arguments = self.arguments(of: call, in: tree, evaluator.code)
                var reported: Set<String> = []
                // The controls a missing name is reported for at this call, each once: two naming
                // rules can both check one parameter of one control (a wrapper of `IconButton`
                // whose description is left out), and they describe the same defect.
                var unnamed: Set<String> = []
                var skipped: Bool?
                for summary in nearest(index.components(named: name, language: language), to: tree.source.path)
                where !isInside(summary, call, tree) {
                    if byID.isEmpty { byID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
                    // A root control one name in the component fixes is reported there, once.
                    for check in preferringNamedSubjects(summary.checks, byID)
                    where !reported.contains(check.rule) && check.fixedInComponent != true {
                        guard let rule = byID[check.rule], let body = rule.node else { continue }
                        var argument: ComponentArgument?
                        if let name = check.parameter {
                            guard let parameter = summary.parameter(named: name) else { continue }
                            argument = ComponentIndex.argument(for: parameter, in: arguments)
                            guard let kind = argument?.kind ?? parameter.defaultKind, kind == .null || kind == .emptyString else { continue }
                        }
                        evaluator.captures.reset(slots: body.program.captureSlots)
                        if check.standsForControl == true,
                           try !fits(summary, arguments) || !standsForControl(body, call, evaluator) { continue }
                        if check.instances == true, !isKeptAndUnnamed(call, evaluator) { continue }
                        if try NodeRuleMatcher.isExcepted(body, call, evaluator) { continue }
                        if skipped == nil { skipped = try skips(call) }
                        if skipped == true { continue }
                        if let parameter = check.parameter, rule.descriptor.family == .missingLabel,
                           !unnamed.insert("\(parameter) \(check.controlPath):\(check.controlLine)").inserted { continue }
                        reported.insert(check.rule)
                        findings.append(finding(rule, summary, check, passed: argument != nil, call, tree))
                    }
                }
            }
        }
    }

    /// The checks with those of rules about named controls (`IconButton`) before those of rules
    /// about any call, in their order otherwise: of two naming rules that check one control, the
    /// one about that kind of control is the one reported.
    private func preferringNamedSubjects(_ checks: [ComponentCheck], _ byID: [String: Rule]) -> [ComponentCheck] {
        guard checks.count > 1 else { return checks }
        func rank(_ check: ComponentCheck) -> Int { byID[check.rule]?.node?.namesItsSubject == true ? 0 : 1 }
        return checks.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// For a button class's instance: whether the one built here is kept in a local or a
    /// property (whose statements the rule's exceptions read) that is given no image of the
    /// caller's (the image-button rules take that one where the image is set), and is not a
    /// builder closure's, named later through the property it makes (`lazy var close:
    /// CloseButton = { … }()`).
    private func isKeptAndUnnamed(_ call: Int32, _ evaluator: NodeEvaluator) -> Bool {
        guard let kept = evaluator.variable(of: call), kept.kind == .local || kept.kind == .property,
              let name = kept.path.split(separator: ".").last,
              !PropertyNaming.mentions(String(name), PropertyNaming.imageMembers, in: evaluator.code) else { return false }
        let tree = evaluator.tree
        for ancestor in tree.ancestors(of: call) {
            guard let info = tree.declaration(of: ancestor) else { continue }
            if info.keyword != .property { return true }
            let parent = tree.nodes[Int(ancestor)].parent
            guard parent >= 0, let owner = tree.declaration(of: parent), owner.keyword != .function, owner.keyword != .initializer,
                  owner.keyword != .property else { continue }
            return !PropertyNaming.mentions(tree.source.string(tree.nodes[Int(ancestor)].name), in: evaluator.code)
        }
        return true
    }

    /// Whether a call's arguments can be those of this declaration (an overload of the same
    /// name takes others): each label is one of its parameters, and there are no more than it has.
    private func fits(_ summary: ComponentSummary, _ arguments: [ComponentArgument]) -> Bool {
        arguments.count <= summary.parameters.count && arguments.allSatisfy { argument in
            argument.label.map { label in summary.parameters.contains { $0.label == label || $0.name == label } } ?? true
        }
    }

    /// Whether a call of a component that hands its modifier to its root control breaks the
    /// rule as that control would here: the rule's conditions hold at the call. A call the
    /// rule's own subject takes (a component named like the control) is the rule's already.
    private func standsForControl(_ body: NodeRuleBody, _ call: Int32, _ evaluator: NodeEvaluator) throws -> Bool {
        guard try !evaluator.holds(body.program, body.subjectRoot, call) else { return false }
        return try body.conditionRoots.allSatisfy { try evaluator.holds(body.program, $0, call) }
    }

    /// Of components with the same name (two modules each with a `PrimaryButton`), the one the
    /// calling file declares itself (a private helper of that name in a file beside it is not
    /// the one called), else those whose file shares the most folders with the calling file.
    private func nearest(_ summaries: [ComponentSummary], to path: String) -> [ComponentSummary] {
        guard summaries.count > 1 else { return summaries }
        let own = summaries.filter { $0.path == path }
        if !own.isEmpty { return own }
        // Leading folders in common, compared in place: this runs for every call of a component.
        func shared(_ summary: ComponentSummary) -> Int {
            var (a, b) = (path.utf8[...], summary.path.utf8[...])
            var count = 0
            while let slash = a.firstIndex(of: UInt8(ascii: "/")), let other = b.firstIndex(of: UInt8(ascii: "/")),
                  a[..<slash].elementsEqual(b[..<other]) {
                count += 1
                a = a[a.index(after: slash)...]
                b = b[b.index(after: other)...]
            }
            return count
        }
        let counts = summaries.map(shared)
        let best = counts.max() ?? 0
        return zip(summaries, counts).filter { $0.1 == best }.map(\.0)
    }

    private func arguments(of call: Int32, in tree: CallTree, _ code: ByteView) -> [ComponentArgument] {
        tree.arguments(of: call).enumerated().map { position, argument in
            ComponentArgument(label: argument.label.map { String(decoding: code[$0], as: UTF8.self) }, position: position,
                              kind: argument.kind, forwards: nil)
        }
    }

    /// A call of a component inside its own declaration (recursion) is the component's business.
    private func isInside(_ summary: ComponentSummary, _ call: Int32, _ tree: CallTree) -> Bool {
        guard summary.path == tree.source.path else { return false }
        return tree.ancestors(of: call).contains { ancestor in
            let node = tree.nodes[Int(ancestor)]
            return node.kind == .declaration && tree.source.position(of: Int(node.nameStart)).line == summary.line
        }
    }

    private func finding(_ rule: Rule, _ summary: ComponentSummary, _ check: ComponentCheck, passed: Bool, _ call: Int32,
                         _ tree: CallTree) -> Finding {
        var descriptor = rule.descriptor
        let through = ([summary.name] + check.via).map { "`\($0)`" }.joined(separator: " → ")
        let name = tree.source.language == .swift ? "`.accessibilityLabel(…)`" : "`Modifier.semantics { contentDescription = … }`"
        if check.instances == true {
            let which = check.via.isEmpty ? "the class gives itself" : "the class it extends gives it"
            descriptor.message = "\(rule.descriptor.message) Through \(through) (\(summary.path):\(summary.line)): "
                + "\(which) an image and never a name, and the one built here gets none either."
            descriptor.fix = "Set the name on the one built here (what the button does, in words), or once in "
                + "`\(summary.name)` when every one of them does the same thing."
        } else if check.standsForControl == true {
            descriptor.message = "\(rule.descriptor.message) Through \(through) (\(summary.path):\(summary.line)): the "
                + "`\(check.control)` it renders takes its modifier from this call, so it is checked here, as written here."
        } else if let parameter = check.parameter {
            let how = passed ? "passed as empty here" : "left out here, so it is \(summary.parameter(named: parameter)?.defaultKind == .null ? "null" : "empty")"
            descriptor.message = "\(rule.descriptor.message) Through \(through) (\(summary.path):\(summary.line)): its "
                + "`\(parameter)` parameter names the `\(check.control)` inside, and is \(how)."
            descriptor.fix = "Pass `\(parameter)` to `\(summary.name)` (what the control does, in words), or make "
                + "`\(summary.name)` require it. Otherwise: \(rule.descriptor.fix)"
        } else {
            descriptor.message = "\(rule.descriptor.message) Through \(through) (\(summary.path):\(summary.line)): the "
                + "`\(check.control)` it renders has no name of its own, and this call gives it none."
            descriptor.fix = "Name it at this call with \(name) (what the control does, in words), or give `\(summary.name)` "
                + "a parameter for the name and pass it here."
        }
        return FindingBuilder.make(descriptor: descriptor, source: tree.source, range: tree.nodes[Int(call)].name,
                                   declarationHeader: NodeRuleMatcher.declarationHeader(of: call, in: tree))
    }
}
