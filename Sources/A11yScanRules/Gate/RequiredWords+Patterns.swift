import A11yScanSyntax

/// Reads the words a node pattern requires of a file. Every relation (`inside`, `has`,
/// `chain`, `callee`, …) reaches a node of the same file, so what the related node requires,
/// the file must hold; `not` and the leaves read from elsewhere (a value's source text, a
/// component of the project, a variable's type) require nothing.
extension RequiredWords {
    /// The words a rule requires: those of its node and of each `where` item.
    static func of(rule subject: NodeTest, conditions: [NodeTest], facts: FactLibrary, language: Language) -> RequiredWords {
        var reader = PatternWords(facts: facts, language: language)
        return conditions.reduce(reader.words(subject)) { $0.and(reader.words($1)) }.compiled()
    }
}

/// One reading of a rule's patterns, remembering the words of each fact it meets.
private struct PatternWords {
    let facts: FactLibrary
    let language: Language
    var factWords: [Int: RequiredWords] = [:]

    init(facts: FactLibrary, language: Language) {
        self.facts = facts
        self.language = language
    }

    mutating func words(_ test: NodeTest) -> RequiredWords {
        switch test {
        case .name(let matcher): return names(matcher, whole: true)
        case .annotation(let matcher), .supertype(let matcher), .receiver(let matcher): return names(matcher, whole: false)
        case .text(let leaf):
            guard !leaf.source, case .fixed(let regex) = leaf.pattern else { return .open }
            return literals(of: regex.pattern)
        case .argument(let argument):
            // A label is required only when no position stands in for it.
            let labels = argument.position == nil && !argument.labels.isEmpty
                ? RequiredWords(groups: [argument.labels.map { RequiredWord($0, whole: true) }]) : .open
            return labels.and(argument.value.map { value($0) } ?? .open)
        case .parameter(let parameter):
            let names = parameter.names.isEmpty ? .open : RequiredWords(groups: [parameter.names.map { RequiredWord($0, whole: true) }])
            return names.and(parameter.defaultValue.map { value($0) } ?? .open)
        case .inside(let relation), .has(let relation): return words(relation.test)
        case .sibling(let relation): return words(relation.test)
        case .chain(let inner), .owner(let inner), .parent(let inner), .callee(let inner), .placed(let inner):
            return words(inner)
        case .fact(let reference): return fact(reference.index)
        case .all(let tests): return tests.reduce(RequiredWords.open) { $0.and(words($1)) }
        case .any(let tests): return .either(tests.map { words($0) })
        case .kind, .keyword, .closure, .position, .conditional, .variable, .component, .not:
            return .open
        }
    }

    private mutating func value(_ test: ValueTest) -> RequiredWords {
        switch test {
        case .node(let inner): return words(inner)
        case .all(let tests): return tests.reduce(RequiredWords.open) { $0.and(value($1)) }
        case .any(let tests): return .either(tests.map { value($0) })
        // A value's text is read from the source, string contents included, not from the code.
        case .kinds, .text, .unit, .below, .variable, .not: return .open
        }
    }

    private mutating func fact(_ index: Int) -> RequiredWords {
        if let known = factWords[index] { return known }
        let found = facts.facts[index].test(for: language).map { words($0) } ?? .open
        factWords[index] = found
        return found
    }

    private func names(_ matcher: NameMatcher, whole: Bool) -> RequiredWords {
        if let regex = matcher.regex { return literals(of: regex.pattern) }
        return RequiredWords(groups: [matcher.names.map { RequiredWord($0, whole: whole) }])
    }

    private func literals(of pattern: String) -> RequiredWords {
        RequiredWords(groups: RegexRequiredLiterals.of(pattern).map { $0.map { RequiredWord($0, whole: false) } })
    }
}

