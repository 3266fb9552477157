import A11yScanMatcher
import A11yScanSyntax

/// Summarises the components of one file: for each, the rules whose control inside becomes
/// defective when a caller leaves one of its parameters missing. A rule is run on the
/// component's body as written (every parameter a value the caller supplies), and again with
/// each parameter that reaches a control standing for null or for an empty string; a finding only in the second run is a check for
/// callers. A finding in the first run is the component's own defect, reported where it is
/// written by the ordinary scan.
package struct ComponentSummarizer {
    let rules: [Rule]
    /// The rules that can fire in the file, with parameters bound or as written: those whose
    /// required words it holds (no word is read off a value's kind, which a binding changes).
    /// The checks that run a whole rule take only these; those that test a rule's subject alone
    /// take every rule.
    let firing: [Rule]
    let names: NameTable
    let scratch: RegexScratch
    let templates: NodeTemplateCache

    package init(rules: [Rule], firing: [Rule]? = nil, names: NameTable, scratch: RegexScratch, templates: NodeTemplateCache) {
        self.rules = rules
        self.firing = firing ?? rules
        self.names = names
        self.scratch = scratch
        self.templates = templates
    }

    package func summaries(of tree: CallTree) throws -> [ComponentSummary] {
        let source = tree.source
        return try source.code.withByteView { code in
            try source.text.withByteView { text in
                var summaries = ComponentDeclarations(tree: tree, code: code).all().map { outline($0, tree, code) }
                guard !summaries.isEmpty else { return [] }
                // One evaluator of the code as written serves both kinds of check, so fact answers are shared.
                let file = File(tree: tree, code: code, text: text, facts: FactLibrary.lent(by: rules))
                let checkable = CheckablePart.all(summaries, tree)
                let asWritten = file.evaluator([:], self, watched: checkable.names)
                try addChecks(to: &summaries, checkable, file, asWritten)
                try addRootChecks(to: &summaries, file, asWritten)
                try addCallerModifierChecks(to: &summaries, file, asWritten)
                try addInstanceChecks(to: &summaries, file, asWritten)
                addInheritance(to: &summaries, file)
                try addShapes(to: &summaries, file, asWritten)
                return summaries.map(\.summary)
            }
        }
    }

    /// The file being summarised, and the facts its evaluators answer.
    private struct File {
        let tree: CallTree
        let code: ByteView
        let text: ByteView
        let facts: FactLibrary

        func evaluator(_ bindings: [String: ValueKind], _ summarizer: ComponentSummarizer, watched: [String] = []) -> NodeEvaluator {
            NodeEvaluator(tree: tree, names: summarizer.names, facts: facts, scratch: summarizer.scratch,
                          templates: summarizer.templates, code: code, text: text, bindings: bindings, watched: watched)
        }
    }

    /// A summary before its checks, with the node of its declaration.
    struct Outline {
        var node: Int32
        var summary: ComponentSummary
        /// The parameters that reach a control and can be missing: no default, or null or empty.
        var checkable: [ComponentParameter]
        /// For each parameter, the calls and modifiers it is passed to, in source order.
        var receivers: [String: [Int32]]
        /// The node of each of `summary.calls`.
        var callNodes: [Int32]
        /// For a class extending a button class that is not the framework's: that class.
        var superclass: String?
    }

    /// Parameters, what the component renders and the calls it forwards parameters to.
    private func outline(_ found: ComponentDeclarations.Found, _ tree: CallTree, _ code: ByteView) -> Outline {
        let node = tree.nodes[Int(found.node)]
        var parameters = found.parameters
        let parameterNames = Set(parameters.map(\.name))
        var renders: [String] = []
        var calls: [ComponentCall] = []
        var callNodes: [Int32] = []
        var receivers: [String: [Int32]] = [:]
        var uses: [String: Int] = [:]
        // Room for a name per node below, up to a bound: growing the table step by step cost
        // more than counting the calls.
        uses.reserveCapacity(min(Int(node.subtreeEnd - found.node) - 1, 128))
        // Names outside ASCII are compared as text (canonically equivalent ones are equal).
        let parameterBytes = parameters.map { Array($0.name.utf8) }
        let asciiParameters = parameterBytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        for index in (found.node + 1)..<node.subtreeEnd {
            let inner = tree.nodes[Int(index)]
            guard inner.kind == .call || inner.kind == .modifier else { continue }
            var called: String?
            if inner.kind == .call {
                let name = String(decoding: code[inner.name], as: UTF8.self)
                called = name
                uses[name, default: 0] += 1
                if tree.source.language == .swift, labelsItself(index, tree, code) {
                    uses[ComponentSummary.labelledUse(of: name), default: 0] += 1
                }
                if startsUppercase(name, inner, code), isView(index, tree), !renders.contains(name), renders.count < 24 {
                    renders.append(name)
                }
            }
            guard !parameterNames.isEmpty, !asciiParameters || mayForward(index, parameterBytes, tree, code) else { continue }
            let name = called ?? String(decoding: code[inner.name], as: UTF8.self)
            // Only a plain reference can forward a parameter: other values (closures, whole
            // expressions) are never read as text. A call that forwards none is not recorded.
            let forwards = tree.arguments(of: index).map { argument -> String? in
                guard argument.kind == .reference else { return nil }
                let value = String(decoding: code[argument.value], as: UTF8.self)
                return parameterNames.contains(value) ? value : nil
            }
            guard forwards.contains(where: { $0 != nil }) else { continue }
            var arguments: [ComponentArgument] = []
            for (position, argument) in tree.arguments(of: index).enumerated() {
                let label = argument.label.map { String(decoding: code[$0], as: UTF8.self) }
                let forwarded = forwards[position]
                if let forwarded, let p = parameters.firstIndex(where: { $0.name == forwarded }) {
                    if receivers[forwarded]?.last != index { receivers[forwarded, default: []].append(index) }
                    let flow = "\(name).\(label ?? String(position + 1))"
                    if !parameters[p].flows.contains(flow) { parameters[p].flows.append(flow) }
                }
                arguments.append(ComponentArgument(label: label, position: position, kind: argument.kind, forwards: forwarded))
            }
            if inner.kind == .call, arguments.contains(where: { $0.forwards != nil }) {
                calls.append(ComponentCall(callee: name, line: tree.source.position(of: Int(inner.nameStart)).line,
                                           arguments: arguments))
                callNodes.append(index)
            }
        }
        var summary = ComponentSummary(
            name: String(decoding: code[node.name], as: UTF8.self), language: tree.source.language, kind: found.kind,
            path: tree.source.path, line: tree.source.position(of: Int(node.nameStart)).line, parameters: parameters,
            renders: renders, checks: [], calls: calls)
        summary.uses = uses.isEmpty ? nil : uses
        let checkable = parameters.filter { !$0.flows.isEmpty && ($0.missingByDefault || $0.defaultKind == nil) }
        return Outline(node: found.node, summary: summary, checkable: checkable, receivers: receivers, callNodes: callNodes,
                       superclass: found.superclass)
    }

    /// Whether a call may pass one of the ASCII-named parameters on: an argument is a plain
    /// reference with a parameter's bytes, or with bytes outside ASCII (whose text the caller compares).
    private func mayForward(_ call: Int32, _ parameters: [[UInt8]], _ tree: CallTree, _ code: ByteView) -> Bool {
        tree.arguments(of: call).contains { argument in
            guard argument.kind == .reference else { return false }
            let value = code[argument.value]
            return value.contains { $0 >= 0x80 } || parameters.contains { value.elementsEqual($0) }
        }
    }

    /// Runs each rule over the bodies of the components that have checkable parameters: as
    /// written, and with one parameter standing for null or for an empty string. One evaluator
    /// per binding serves every rule and component of the file, so fact answers are shared.
    /// A candidate is run bound only when its run as written read the parameter's name as an
    /// argument's value (`asWritten` watches the names): else the bound run takes the same course.
    private func addChecks(to outlines: inout [Outline], _ checkable: (parts: [CheckablePart], names: [String]), _ file: File,
                           _ asWritten: NodeEvaluator) throws {
        let tree = file.tree
        let pending = checkable.parts
        guard !pending.isEmpty else { return }
        // Per parameter name and binding (null, then empty string), made when first needed.
        var bound = [NodeEvaluator?](repeating: nil, count: 2 * checkable.names.count)
        for rule in firing {
            guard let ruleBody = rule.node, rule.language == tree.source.language else { continue }
            let all = NodeRuleMatcher.candidates(ruleBody, tree)
            guard !all.isEmpty else { continue }
            // By the candidate's place in `all`.
            var runs = [AsWrittenRun?](repeating: nil, count: all.count)
            for part in pending {
                let first = NodeEvaluator.firstIndex(in: all, notBelow: part.body.lowerBound)
                let candidates = all[first...].prefix { $0 < part.body.upperBound }
                guard !candidates.isEmpty else { continue }
                for parameter in part.parameters {
                    var control: Int32?
                    for (offset, kind) in [ValueKind.null, .emptyString].enumerated() where control == nil {
                        let slot = 2 * parameter.number + offset
                        // Only a control the parameter is passed to (itself, one of its modifiers or
                        // a call inside it) can change when the parameter goes missing.
                        for place in candidates.indices where receives(all[place], parameter.receiving, tree)
                            || receivesThroughLocal(all[place], parameter.receiving, part.body, tree, file.code) {
                            let candidate = all[place]
                            let run = runs[place] ?? AsWrittenRun(ruleBody, candidate, asWritten)
                            runs[place] = run
                            guard run.read(parameter.number) else { continue }
                            let withKind = bound[slot] ?? file.evaluator([parameter.name: kind], self)
                            bound[slot] = withKind
                            if try NodeRuleMatcher.fires(ruleBody, candidate, withKind), try !run.fires() {
                                control = candidate
                                break
                            }
                        }
                    }
                    guard let control else { continue }
                    let controlNode = tree.nodes[Int(control)]
                    outlines[part.item].summary.checks.append(ComponentCheck(
                        rule: rule.id, parameter: parameter.name, control: String(decoding: file.code[controlNode.name], as: UTF8.self),
                        controlPath: tree.source.path, controlLine: tree.source.position(of: Int(controlNode.nameStart)).line, via: []))
                }
            }
        }
    }

    /// A component whose root view is a control without a name as written (an icon-only button
    /// with no label) leaves each caller to name it: a call gets the finding unless the call
    /// names the control itself. Only the root counts, because a name given at the call names
    /// the root element, not a control deeper inside.
    private func addRootChecks(to outlines: inout [Outline], _ file: File, _ evaluator: NodeEvaluator) throws {
        let (tree, code) = (file.tree, file.code)
        var roots: [(item: Int, node: Int32)] = []
        for item in outlines.indices {
            for root in rootViews(of: outlines[item].node, kind: outlines[item].summary.kind, tree) { roots.append((item, root)) }
        }
        guard !roots.isEmpty else { return }
        for rule in firing where rule.descriptor.family == .missingLabel && rule.language == tree.source.language {
            guard let body = rule.node else { continue }
            let candidates = NodeRuleMatcher.candidates(body, tree)
            for (item, root) in roots where isCandidate(root, candidates)
                && !outlines[item].summary.checks.contains(where: { $0.rule == rule.id }) {
                guard try NodeRuleMatcher.fires(body, root, evaluator) else { continue }
                let node = tree.nodes[Int(root)]
                // A parameter reaching inside the control (its icon, its content) makes each call
                // show something else, which each call must name; else one name in the component serves all.
                // One that reaches only what the control does or where it leads shows nothing, nor
                // one that reaches only how it is drawn (its tint, its size).
                let varies = outlines[item].receivers.values.contains { receiving in
                    receiving.contains {
                        $0 > root && $0 < node.subtreeEnd && !isInBehaviour($0, of: root, tree, code)
                            && !isActionModifier($0, of: root, tree, code) && !isLookOnly($0, tree, code)
                    }
                }
                outlines[item].summary.checks.append(ComponentCheck(
                    rule: rule.id, parameter: nil, control: String(decoding: code[node.name], as: UTF8.self),
                    controlPath: tree.source.path, controlLine: tree.source.position(of: Int(node.nameStart)).line, via: [],
                    fixedInComponent: varies || isCalledByTheFramework(outlines[item], file) ? nil : true))
            }
        }
    }

    /// Whether the SwiftUI call at `index` sets an accessibility label in its own chain
    /// (`PencilEditButton { … }.accessibilityLabel(…)`): it names the root element of what it calls.
    private func labelsItself(_ index: Int32, _ tree: CallTree, _ code: ByteView) -> Bool {
        tree.modifiers(of: index).contains { code[tree.nodes[Int($0)].name].elementsEqual("accessibilityLabel".utf8) }
    }

    /// A component whose root control takes its caller's modifier (`Switch(…, modifier =
    /// modifier)`) is one the rules that excuse such a control leave to its calls: unless the
    /// component names or hides the control itself, each call is checked as that control. Only
    /// a control that takes input (its change or click callback is passed) counts: a card or
    /// surface that merely lays out what its callers pass is theirs to merge.
    private func addCallerModifierChecks(to outlines: inout [Outline], _ file: File, _ asWritten: NodeEvaluator) throws {
        let names = file.facts.names
        guard let forwards = names.index(of: "forwards-caller-modifier"), let named = names.index(of: "has-accessible-name"),
              let hidden = names.index(of: "hidden-from-accessibility") else { return }
        let tree = file.tree
        var roots: [(item: Int, node: Int32)] = []
        for item in outlines.indices where !isCalledByTheFramework(outlines[item], file) {
            for root in rootViews(of: outlines[item].node, kind: outlines[item].summary.kind, tree)
            where try asWritten.fact(forwards, root) && !asWritten.fact(named, root) && !asWritten.fact(hidden, root) {
                // Another component's call: what its calls are checked as, this one's are (`ComponentIndex`).
                markGivenCallerModifier(root, in: &outlines[item], file)
                if takesInput(root, tree, file.code) { roots.append((item, root)) }
            }
        }
        guard !roots.isEmpty else { return }
        for rule in rules where rule.language == tree.source.language {
            guard let body = rule.node, (0..<Int32(body.program.ops.count)).contains(where: { op in
                if case .fact(let fact) = body.program.ops[op] { return Int(fact) == forwards }
                return false
            }) else { continue }
            for (item, root) in roots where !outlines[item].summary.checks.contains(where: { $0.rule == rule.id }) {
                guard try asWritten.holds(body.program, body.subjectRoot, root) else { continue }
                let node = tree.nodes[Int(root)]
                outlines[item].summary.checks.append(ComponentCheck(
                    rule: rule.id, parameter: nil, control: String(decoding: file.code[node.name], as: UTF8.self),
                    controlPath: tree.source.path, controlLine: tree.source.position(of: Int(node.nameStart)).line, via: [],
                    standsForControl: true))
            }
        }
    }

    /// A button class that gives itself an image (`setImage(…, for: .normal)`,
    /// `setImageResource(…)` on itself) and nowhere a name leaves each place that builds one to
    /// name it: the image-button rules ask their exceptions of the class's own image, which
    /// look at every statement about the instance in the class. Only the rules of the view
    /// frameworks count: a Compose rule's subject may be any call (`{call: '*'}`).
    private func addInstanceChecks(to outlines: inout [Outline], _ file: File, _ asWritten: NodeEvaluator) throws {
        let (tree, code) = (file.tree, file.code)
        let classes = outlines.indices.filter { outlines[$0].summary.kind == "class" }
        guard !classes.isEmpty else { return }
        for rule in rules where rule.descriptor.family == .missingLabel && rule.language == tree.source.language
            && [.uikit, .views].contains(rule.descriptor.framework) {
            guard let body = rule.node else { continue }
            let all = NodeRuleMatcher.candidates(body, tree)
            for item in classes where !outlines[item].summary.checks.contains(where: { $0.rule == rule.id }) {
                let node = outlines[item].node
                let inside = all.filter {
                    $0 > node && $0 < tree.nodes[Int(node)].subtreeEnd && isAboutItself($0, tree, code) && !builds($0, tree, code)
                }
                guard let image = try inside.first(where: { try asWritten.holds(body.program, body.subjectRoot, $0) }),
                      try !NodeRuleMatcher.isExcepted(body, image, asWritten) else { continue }
                outlines[item].summary.checks.append(ComponentCheck(
                    rule: rule.id, parameter: nil, control: String(decoding: code[tree.nodes[Int(image)].name], as: UTF8.self),
                    controlPath: tree.source.path, controlLine: tree.source.position(of: Int(tree.nodes[Int(image)].nameStart)).line,
                    via: [], instances: true))
            }
        }
    }

    /// Marks the call `root` of a component as given the component's modifier, recording it
    /// when it forwards no parameter as it is (`modifier = modifier.padding(8.dp)`).
    private func markGivenCallerModifier(_ root: Int32, in outline: inout Outline, _ file: File) {
        if let call = outline.callNodes.firstIndex(of: root) {
            outline.summary.calls[call].givenCallerModifier = true
            return
        }
        let node = file.tree.nodes[Int(root)]
        let arguments = file.tree.arguments(of: root).enumerated().map { position, argument in
            ComponentArgument(label: argument.label.map { String(decoding: file.code[$0], as: UTF8.self) }, position: position,
                              kind: argument.kind)
        }
        outline.summary.calls.append(ComponentCall(callee: String(decoding: file.code[node.name], as: UTF8.self),
                                                   line: file.tree.source.position(of: Int(node.nameStart)).line,
                                                   arguments: arguments, givenCallerModifier: true))
        outline.callNodes.append(root)
    }

    /// A button class extending another of the app's (`class AvatarButton: AppBaseButton`)
    /// shows that class's image; unless it names itself, what that class's instances are
    /// checked for, its own are too (`ComponentIndex`).
    private func addInheritance(to outlines: inout [Outline], _ file: File) {
        let (tree, code) = (file.tree, file.code)
        for item in outlines.indices {
            guard let superclass = outlines[item].superclass else { continue }
            let node = outlines[item].node
            let namesItself = ((node + 1)..<tree.nodes[Int(node)].subtreeEnd).contains { index in
                let inner = tree.nodes[Int(index)]
                return (inner.kind == .assignment || inner.kind == .call) && isAboutItself(index, tree, code)
                    && PropertyNaming.namingMembers.contains(String(decoding: code[inner.name], as: UTF8.self))
            }
            if !namesItself { outlines[item].summary.inherits = superclass }
        }
    }

    /// Whether a call is given a callback for the user's input (`onCheckedChange`,
    /// `onValueChange`, `onClick`).
    private func takesInput(_ call: Int32, _ tree: CallTree, _ code: ByteView) -> Bool {
        tree.arguments(of: call).contains { argument in
            guard let label = argument.label else { return false }
            return ["onCheckedChange", "onValueChange", "onClick"].contains { code[label].elementsEqual($0.utf8) }
        }
    }

    /// Whether a call builds another object (`UISlider()`, `ImageButton(context)`: a type's name,
    /// which starts with a capital letter): a subview the class holds, not the class itself,
    /// though it has no receiver. Its own rule finds it where it is built.
    private func builds(_ call: Int32, _ tree: CallTree, _ code: ByteView) -> Bool {
        let node = tree.nodes[Int(call)]
        guard node.kind == .call, let first = code[node.name].first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether a call in a class is about the instance itself: no receiver, or `self`,
    /// `super` or `this`.
    private func isAboutItself(_ call: Int32, _ tree: CallTree, _ code: ByteView) -> Bool {
        guard let receiver = tree.nodes[Int(call)].receiver else { return true }
        return ["self", "super", "this"].contains { code[receiver].elementsEqual($0.utf8) }
    }

    /// A component whose body is only an image, named by nothing inside it and by none of its
    /// parameters, stands for an image: the view that uses it names it, or nothing does. One
    /// that names its image itself or through a parameter is a labelled image. Any other body
    /// that hides itself makes the component hidden; one whose body is a caption over its value
    /// (`shows-label-over-value`) stands for such a pair.
    private func addShapes(to outlines: inout [Outline], _ file: File, _ evaluator: NodeEvaluator) throws {
        guard let image = file.facts.names.index(of: "image-view"), let named = file.facts.names.index(of: "has-accessible-name"),
              let hidden = file.facts.names.index(of: "hidden-itself"),
              let drawing = file.facts.names.index(of: "draws-only-shapes") else {
            return
        }
        let labelValue = file.facts.names.index(of: "shows-label-over-value")
        var drawings = Set<String>()
        for item in outlines.indices where !isCalledByTheFramework(outlines[item], file) {
            let roots = rootViews(of: outlines[item].node, kind: outlines[item].summary.kind, file.tree)
            guard !roots.isEmpty else { continue }
            if roots.allSatisfy({ isMenuOfItsContent($0, outlines[item].summary, file) }) {
                outlines[item].summary.shape = .menu
                continue
            }
            guard try roots.allSatisfy({ try evaluator.fact(image, $0) }) else {
                if try roots.allSatisfy({ try evaluator.fact(hidden, $0) }) {
                    outlines[item].summary.shape = .hidden
                } else if try roots.allSatisfy({ try evaluator.fact(drawing, $0) }) {
                    outlines[item].summary.shape = .drawing
                    drawings.insert(outlines[item].summary.name)
                } else if let labelValue, try roots.allSatisfy({ try evaluator.fact(labelValue, $0) }) {
                    outlines[item].summary.shape = .labelValue
                }
                continue
            }
            var labelled = outlines[item].summary.parameters.contains(where: { $0.flows.contains(where: Self.namesControl) })
            for root in roots where !labelled { labelled = try evaluator.fact(named, root) }
            outlines[item].summary.shape = labelled ? .labelledImage : .image
        }
        addWrappedDrawings(to: &outlines, drawings, file)
    }

    /// A view whose body only calls a drawing component of its file (`StatusDot` showing
    /// `LEDCircle(on: on)`) draws only shapes too; each pass reaches one wrapper further, at most
    /// `ComponentIndex.maximumDepth` deep, so a cycle of views ends.
    private func addWrappedDrawings(to outlines: inout [Outline], _ drawings: Set<String>, _ file: File) {
        var drawings = drawings
        for _ in 0..<ComponentIndex.maximumDepth where !drawings.isEmpty {
            var found = false
            for item in outlines.indices where outlines[item].summary.shape == nil && !isCalledByTheFramework(outlines[item], file) {
                let roots = rootViews(of: outlines[item].node, kind: outlines[item].summary.kind, file.tree)
                guard !roots.isEmpty, roots.allSatisfy({ root in
                    let node = file.tree.nodes[Int(root)]
                    return node.kind == .call && node.receiver == nil
                        && drawings.contains(String(decoding: file.code[node.name], as: UTF8.self))
                }) else { continue }
                outlines[item].summary.shape = .drawing
                drawings.insert(outlines[item].summary.name)
                found = true
            }
            if !found { return }
        }
    }

    /// Whether `root` is a `Menu` whose items (its first trailing closure, or its `content:`
    /// closure) show one of the component's own parameters as a statement of their own: the
    /// app's menu wrapper (`Menu { content } label: { … }`, or `content()`), whose callers pass
    /// it the items. A parameter used only as a value (`ForEach(options)`) makes no wrapper.
    private func isMenuOfItsContent(_ root: Int32, _ summary: ComponentSummary, _ file: File) -> Bool {
        let (tree, code) = (file.tree, file.code)
        let node = tree.nodes[Int(root)]
        guard node.kind == .call, code[node.name].elementsEqual("Menu".utf8), !summary.parameters.isEmpty else { return false }
        let closures = tree.closures(of: root)
        guard let items = closures.first(where: { closure in
            closure.label.map { code[$0].elementsEqual("content".utf8) } ?? (closure.open == closures.first?.open)
        }) else { return false }
        let names = Set(summary.parameters.map(\.name))
        // The statements between the braces, one per line or `;`.
        let inner = String(decoding: code[(items.range.lowerBound + 1)..<(items.range.upperBound - 1)], as: UTF8.self)
        return inner.split(whereSeparator: { $0 == "\n" || $0 == ";" }).contains { line in
            var statement = line.drop(while: { $0 == " " || $0 == "\t" })
            while let last = statement.last, last == " " || last == "\t" || last == "\r" { statement.removeLast() }
            if statement.hasSuffix("()") { statement.removeLast(2) }
            return names.contains(String(statement))
        }
    }

    /// The arguments of a control that say what it does or where it leads, not what it shows
    /// (`Button(action:)`, `NavigationLink(destination:)`).
    private static let behaviourLabels: Set<String> = ["action", "destination"]

    /// Modifiers that change only how a control is drawn (its colour, size or spacing), never
    /// what it shows or what it is called.
    private static let lookModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "tint", "frame", "padding", "font", "fontWeight", "imageScale",
        "opacity", "symbolRenderingMode", "controlSize",
    ]

    /// Whether the node is a modifier of look only (`.foregroundStyle(tint)`): a parameter
    /// that reaches only such modifiers leaves the control showing the same icon at every call.
    private func isLookOnly(_ inner: Int32, _ tree: CallTree, _ code: ByteView) -> Bool {
        let node = tree.nodes[Int(inner)]
        return node.kind == .modifier && Self.lookModifiers.contains(String(decoding: code[node.name], as: UTF8.self))
    }

    /// Whether the node `inner` lies in what the control `root` does or where it leads rather
    /// than in what it shows: an `action:` or `destination:` argument, or the unlabelled trailing
    /// closure before a `label:` closure (`NavigationLink { Detail(item) } label: { … }`).
    private func isInBehaviour(_ inner: Int32, of root: Int32, _ tree: CallTree, _ code: ByteView) -> Bool {
        let at = Int(tree.nodes[Int(inner)].start)
        if let argument = tree.arguments(of: root).first(where: { $0.value.contains(at) }) {
            return argument.label.map { Self.behaviourLabels.contains(String(decoding: code[$0], as: UTF8.self)) } ?? false
        }
        let closures = tree.closures(of: root)
        guard let first = closures.first, first.label == nil, first.range.contains(at) else { return false }
        return closures.dropFirst().contains { closure in closure.label.map { code[$0].elementsEqual("label".utf8) } ?? false }
    }

    /// Modifiers that make a Compose control act (a click, a toggle, a choice), never what it shows.
    private static let actionModifiers: Set<String> = [
        "clickable", "combinedClickable", "toggleable", "triStateToggleable", "selectable",
    ]

    /// Whether `inner` is one of the root's own action modifiers given a parameter only as what
    /// it does (`Modifier.clickable(onClick = action)`): the Compose form of an `action:`
    /// argument. A label it is given (`onClickLabel = label`) names the control and is left.
    private func isActionModifier(_ inner: Int32, of root: Int32, _ tree: CallTree, _ code: ByteView) -> Bool {
        let node = tree.nodes[Int(inner)]
        guard node.kind == .modifier, node.owner == root,
              Self.actionModifiers.contains(String(decoding: code[node.name], as: UTF8.self)) else { return false }
        return !tree.arguments(of: inner).contains { argument in
            argument.label.map { code[$0].elementsEqual("onClickLabel".utf8) || code[$0].elementsEqual("onLongClickLabel".utf8) } ?? false
        }
    }

    /// A style's `makeBody` or an `override`: called by the framework or through a supertype,
    /// so a call with its name may be some other declaration's. Asked twice of every
    /// component, so the words before its name are searched as bytes.
    private func isCalledByTheFramework(_ outline: Outline, _ file: File) -> Bool {
        let node = file.tree.nodes[Int(outline.node)]
        let prefix = file.code.bytes(in: Int(node.start)..<Int(node.nameStart))
        return outline.summary.name == "makeBody" || LiteralSearch.contains(prefix, Self.overrideWord)
    }

    private static let overrideWord = Array("override ".utf8)

    /// Whether a parameter's flow (`Icon.contentDescription`, `Image.label`, `Icon.2`,
    /// `accessibilityLabel.1`) gives the control it reaches a spoken name.
    private static func namesControl(_ flow: String) -> Bool {
        flow.hasSuffix(".contentDescription") || flow.hasSuffix(".label") || flow.hasPrefix("accessibilityLabel.")
            || flow == "Icon.2" || flow == "Image.2"
    }

    /// The calls a component's body consists of: its only view statement, or one per branch
    /// when the body chooses between views with `if`/`else` or `switch`.
    private func rootViews(of declaration: Int32, kind: String, _ tree: CallTree) -> [Int32] {
        var holder = declaration
        if kind == "view" {
            guard let body = tree.children(of: declaration).first(where: { child in
                tree.declaration(of: child)?.keyword == .property && tree.nodes[Int(child)].name.count == 4
                    && tree.source.code[tree.nodes[Int(child)].name].elementsEqual("body".utf8)
            }) else { return [] }
            holder = body
        }
        let statements = tree.children(of: holder).filter { child in
            let node = tree.nodes[Int(child)]
            return node.kind == .call && node.slot == .body
        }
        guard statements.count == 1 || statements.allSatisfy({ tree.nodes[Int($0)].branch >= 0 }) else { return [] }
        return statements
    }

    /// Whether `node` is one of the sorted `candidates`.
    private func isCandidate(_ node: Int32, _ candidates: [Int32]) -> Bool {
        let first = NodeEvaluator.firstIndex(in: candidates, notBelow: node)
        return first < candidates.count && candidates[first] == node
    }

    /// Whether one of the sorted `receiving` nodes lies in the subtree of `candidate`.
    private func receives(_ candidate: Int32, _ receiving: [Int32], _ tree: CallTree) -> Bool {
        let first = NodeEvaluator.firstIndex(in: receiving, notBelow: candidate)
        return first < receiving.count && receiving[first] < tree.nodes[Int(candidate)].subtreeEnd
    }

    /// Whether the control is handed a local of the component, written before it, whose value
    /// passes the parameter on: `decorationBox = decoration`, where `val decoration =
    /// @Composable { inner -> FieldDecoration(labelText = labelText, …) }`. The parameter then
    /// reaches the control as if that value were written in place.
    private func receivesThroughLocal(_ candidate: Int32, _ receiving: [Int32], _ body: Range<Int32>, _ tree: CallTree,
                                      _ code: ByteView) -> Bool {
        guard let firstReceiving = receiving.first, firstReceiving < candidate else { return false }
        let handed = tree.arguments(of: candidate).filter { $0.kind == .reference }.map { Array(code[$0.value]) }
        guard !handed.isEmpty else { return false }
        var index = body.lowerBound
        while index < candidate {
            let node = tree.nodes[Int(index)]
            if node.kind == .declaration, node.subtreeEnd <= candidate, handed.contains(Array(code[node.name])) {
                let first = NodeEvaluator.firstIndex(in: receiving, notBelow: index)
                if first < receiving.count && receiving[first] < node.subtreeEnd { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether a name starts with an uppercase letter; read from its first byte when that byte
    /// and the next are ASCII (a letter then has no mark that could change its case).
    private func startsUppercase(_ name: String, _ node: SyntaxNode, _ code: ByteView) -> Bool {
        let range = node.name
        guard let first = range.first.map({ code[$0] }), first < 0x80,
              range.count == 1 || code[range.lowerBound + 1] < 0x80 else { return name.first?.isUppercase == true }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether a call stands where a view goes: a statement of a closure or body (not an
    /// argument value such as `EdgeInsets(…)` or `CGSize(…)`).
    private func isView(_ index: Int32, _ tree: CallTree) -> Bool {
        let node = tree.nodes[Int(index)]
        switch node.slot {
        case .closure, .body: return true
        case .argument: return tree.arguments[Int(tree.nodes[Int(node.parent)].firstArgument + node.slotIndex)].kind == .closure
        default: return false
        }
    }
}
