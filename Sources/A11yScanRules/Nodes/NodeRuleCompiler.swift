import A11yScanFindings
import A11yScanSyntax

/// Compiles the node-format keys of a rule file (`node`, `where`, `unless`, `context`) with the
/// facts it may use. Captures flow in document order: a group named in `node` can be used as
/// `${name}` in `where`, `unless` and `context`.
struct NodeRuleCompiler {
    let fields: YAMLFields
    let language: Language
    let facts: FactLibrary
    let regexes: RegexPool
    let checkEntry: (String, YAMLFields, String) throws -> Void

    func compile() throws -> NodeRuleBody {
        var compiler = NodePatternCompiler(file: fields.file, facts: facts.names, regexes: regexes, captures: [])
        guard let node = fields.node("node") else { throw fields.error("node", "missing required key") }
        let subject = try compiler.pattern(node, field: "node")
        let conditions = try fields.list("where").map { try compiler.pattern($0, field: fields.field("where")) }
        // Each exception and context item sees the captures of `node` and `where`, not those
        // made in another item: each is tried on its own.
        let exceptions = try fields.list("unless").map { item -> NodeTest in
            var itemCompiler = compiler
            return try itemCompiler.pattern(item, field: fields.field("unless"))
        }
        var contexts = try fields.list("context").map { try context($0, compiler) }
        let candidates = NodeRuleBody.candidates(of: subject, facts: facts, language: language)
        var builder = NodeProgramBuilder()
        let subjectRoot = builder.lower(subject)
        let conditionRoots = conditions.map { builder.lower($0) }
        let exceptionRoots = exceptions.map { builder.lower($0) }
        for index in contexts.indices {
            switch contexts[index].test {
            case .when(let tests): contexts[index].roots = tests.map { builder.lower($0) }
            case .inside(let test): contexts[index].roots = [builder.lower(test)]
            }
        }
        return NodeRuleBody(subject: subject, conditions: conditions, exceptions: exceptions, contexts: contexts,
                            facts: facts, program: builder.program(), subjectRoot: subjectRoot, conditionRoots: conditionRoots,
                            exceptionRoots: exceptionRoots, kind: candidates.kind, names: candidates.names,
                            componentShapes: candidates.shapes,
                            nameLiterals: candidates.literals,
                            language: language)
    }

    private func context(_ node: RuleNode, _ base: NodePatternCompiler) throws -> NodeContext {
        var compiler = base
        let item = try YAMLFields(file: fields.file, node: node, path: fields.field("context"),
                                  allowed: ["when", "inside", "entry", "section", "message", "severity"])
        let test: NodeContext.Test
        switch (item.node("when"), item.node("inside")) {
        case (let when?, nil):
            let items: [RuleNode]
            if case .sequence(let sequence) = when { items = Array(sequence) } else { items = [when] }
            test = .when(try items.map { try compiler.pattern($0, field: item.field("when")) })
        case (nil, let inside?):
            test = .inside(try compiler.pattern(inside, field: item.field("inside"), bareName: "call"))
        case (_?, _?):
            throw item.error("when", "a context item has either `inside` or `when`, not both", hint: "write two context items")
        case (nil, nil):
            throw item.error("inside", "missing required key",
                             hint: "give `inside: …` (an enclosing node) or `when: …` (a pattern about the node itself)")
        }
        var context = NodeContext(test: test)
        if let entry = try item.optionalString("entry") {
            try checkEntry(entry, item, "entry")
            context.entry = entry
        }
        context.section = try item.enumValue("section", Section.self)
        context.message = try item.optionalString("message")
        context.severity = try item.enumValue("severity", Severity.self)
        if context.entry == nil, context.section == nil, context.message == nil, context.severity == nil {
            throw item.error("entry", "a context item sets at least one of entry, section, message, severity")
        }
        return context
    }
}
