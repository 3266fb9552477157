/// Summarises the components of one file: for each, the rules whose control inside becomes
/// defective when a caller leaves one of its parameters missing. A rule is run on the
/// component's body as written (every parameter a value the caller supplies), and again with
/// each parameter that reaches a control standing for null or for an empty string; a finding only in the second run is a check for
/// callers. A finding in the first run is the component's own defect, reported where it is
/// written by the ordinary scan.
struct ComponentSummarizer {
    let rules: [Rule]
    let names: NameTable
    let scratch: RegexScratch
    let templates: NodeTemplateCache

    func summaries(of tree: CallTree) throws -> [ComponentSummary] {
        let source = tree.source
        return try source.code.withUnsafeBufferPointer { code in
            try source.text.withUnsafeBufferPointer { text in
                try ComponentDeclarations(tree: tree, code: code).all().map { found in
                    try summary(found, tree, code, text)
                }
            }
        }
    }

    private func summary(_ found: ComponentDeclarations.Found, _ tree: CallTree, _ code: UnsafeBufferPointer<UInt8>,
                         _ text: UnsafeBufferPointer<UInt8>) throws -> ComponentSummary {
        let node = tree.nodes[Int(found.node)]
        let body = (found.node + 1)..<node.subtreeEnd
        var parameters = found.parameters
        let parameterNames = Set(parameters.map(\.name))
        var renders: [String] = []
        var calls: [ComponentCall] = []
        for index in body {
            let inner = tree.nodes[Int(index)]
            guard inner.kind == .call || inner.kind == .modifier else { continue }
            let name = String(decoding: code[inner.name], as: UTF8.self)
            if inner.kind == .call, name.first?.isUppercase == true, isView(index, tree), !renders.contains(name), renders.count < 24 {
                renders.append(name)
            }
            var arguments: [ComponentArgument] = []
            for (position, argument) in tree.arguments(of: index).enumerated() {
                let value = String(decoding: code[argument.value], as: UTF8.self)
                let label = argument.label.map { String(decoding: code[$0], as: UTF8.self) }
                let forwarded = argument.kind == .reference && parameterNames.contains(value) ? value : nil
                if let forwarded, let p = parameters.firstIndex(where: { $0.name == forwarded }) {
                    let flow = "\(name).\(label ?? String(position + 1))"
                    if !parameters[p].flows.contains(flow) { parameters[p].flows.append(flow) }
                }
                arguments.append(ComponentArgument(label: label, position: position, kind: argument.kind, forwards: forwarded))
            }
            if inner.kind == .call, arguments.contains(where: { $0.forwards != nil }) {
                calls.append(ComponentCall(callee: name, line: tree.source.position(of: Int(inner.nameStart)).line,
                                           arguments: arguments))
            }
        }
        let reaching = parameters.filter { !$0.flows.isEmpty }
        var checks: [ComponentCheck] = []
        for rule in rules {
            guard let ruleBody = rule.node, rule.language == tree.source.language else { continue }
            let candidates = NodeRuleMatcher.candidates(ruleBody, tree).filter { body.contains($0) }
            guard !candidates.isEmpty, !reaching.isEmpty else { continue }
            // Supplied, a parameter stays a reference to a value the caller gives; missing, it is null or empty.
            let fine = try firing(ruleBody, candidates, tree, code, text, [:])
            for parameter in reaching where parameter.missingByDefault || parameter.defaultKind == nil {
                var fired: [Int32] = []
                for kind in [ValueKind.null, .emptyString] {
                    fired += try firing(ruleBody, candidates, tree, code, text, [parameter.name: kind])
                }
                guard let control = fired.first(where: { !fine.contains($0) }) else { continue }
                let controlNode = tree.nodes[Int(control)]
                checks.append(ComponentCheck(
                    rule: rule.id, parameter: parameter.name, control: String(decoding: code[controlNode.name], as: UTF8.self),
                    controlPath: tree.source.path, controlLine: tree.source.position(of: Int(controlNode.nameStart)).line, via: []))
            }
        }
        return ComponentSummary(
            name: String(decoding: code[node.name], as: UTF8.self), language: tree.source.language, kind: found.kind,
            path: tree.source.path, line: tree.source.position(of: Int(node.nameStart)).line, parameters: parameters,
            renders: renders, checks: checks, calls: calls)
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

    /// The candidates the rule reports when the parameters stand for `bindings`.
    private func firing(_ body: NodeRuleBody, _ candidates: [Int32], _ tree: CallTree, _ code: UnsafeBufferPointer<UInt8>,
                        _ text: UnsafeBufferPointer<UInt8>, _ bindings: [String: ValueKind]) throws -> [Int32] {
        let evaluator = NodeEvaluator(tree: tree, names: names, facts: body.facts, scratch: scratch, templates: templates,
                                      code: code, text: text, bindings: bindings)
        return try candidates.filter { try NodeRuleMatcher.fires(body, $0, evaluator) }
    }
}
