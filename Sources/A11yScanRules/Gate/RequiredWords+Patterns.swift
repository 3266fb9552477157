import A11yScanSyntax

/// Reads the words a node pattern requires of a file. Every relation (`inside`, `has`,
/// `chain`, `callee`, …) reaches a node of the same file, so what the related node requires,
/// the file must hold; `not` and the leaves read from elsewhere (a value's source text, a
/// variable's type) require nothing. A `component:` test requires a call of one of the
/// project's components of its shape (`RequiredWord(shape:)`).
extension RequiredWords {
    /// The words a rule requires: those of its node and of each `where` item.
    static func of(rule subject: NodeTest, conditions: [NodeTest], facts: FactLibrary, language: Language) -> RequiredWords {
        var reader = PatternWords(facts: facts, language: language)
        return conditions.reduce(reader.words(subject)) { $0.and(reader.words($1)) }.normalized()
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
            guard !leaf.source else { return .open }
            return literals(of: leaf.pattern)
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
        case .closure(let matcher):
            // The first trailing closure has no label in the code: `content` names it.
            return matcher.names.contains("content") ? .open : names(matcher, whole: true)
        case .variable(let variable): return words(variable)
        // A call of one of the project's components of the shape: its name is in the file.
        case .component(let shape): return RequiredWords(groups: [[RequiredWord(shape: shape)]])
        case .kind, .keyword, .position, .conditional, .macOSOnly, .debugOnly, .layout, .namedInCode, .not:
            return .open
        }
    }

    private mutating func value(_ test: ValueTest) -> RequiredWords {
        switch test {
        case .node(let inner): return words(inner)
        case .all(let tests): return tests.reduce(RequiredWords.open) { $0.and(value($1)) }
        case .any(let tests): return .either(tests.map { value($0) })
        // A value's text is read from the source, string contents included, not from the code.
        case .variable(let variable): return words(variable)
        case .kinds, .text, .unit, .below, .not: return .open
        }
    }

    private mutating func fact(_ index: Int) -> RequiredWords {
        if let known = factWords[index] { return known }
        let found = facts.facts[index].test(for: language).map { words($0) } ?? .open
        factWords[index] = found
        return found
    }

    /// A variable's type is a name in the file (written, built or a supertype), and the
    /// declaration and uses it is tested by are nodes of the file.
    private mutating func words(_ variable: VariableTest) -> RequiredWords {
        let type = variable.type.map { names($0, whole: false) } ?? .open
        return [variable.declared, variable.used].reduce(type) { sofar, test in test.map { sofar.and(words($0)) } ?? sofar }
    }

    /// A name matcher's names; a regex's literals, or its names when it says them all
    /// (`^(?:Icon|Image)$`), and, for a node's name, the words its name ends with.
    private func names(_ matcher: NameMatcher, whole: Bool) -> RequiredWords {
        guard let regex = matcher.regex else { return RequiredWords(groups: [matcher.names.map { RequiredWord($0, whole: whole) }]) }
        let parts = RegexRequiredLiterals.nameParts(regex.pattern)
        if let exact = parts.exact { return RequiredWords(groups: [Self.sorted(exact).map { RequiredWord($0, whole: whole) }]) }
        guard whole, let end = parts.end else { return literals(of: regex.pattern) }
        return literals(of: regex.pattern).and(RequiredWords(groups: [Self.sorted(end).map { RequiredWord($0, whole: false, endsName: true) }]))
    }

    private static func sorted(_ words: Set<[UInt8]>) -> [[UInt8]] { words.sorted { $0.lexicographicallyPrecedes($1) } }

    private func literals(of pattern: String) -> RequiredWords {
        RequiredWords(groups: RegexRequiredLiterals.of(pattern).map { $0.map { RequiredWord($0, whole: false) } })
    }

    /// A template's literals as those of its regex with any text in place of each capture
    /// (inserted quoted, so it matches as literal text does).
    private func literals(of pattern: TextLeaf.Pattern) -> RequiredWords {
        switch pattern {
        case .fixed(let regex): return literals(of: regex.pattern)
        case .template(let parts):
            var regex = ""
            for part in parts {
                switch part {
                case .literal(let text): regex += text
                case .capture:
                    // After a backslash the capture's first byte would be escaped: not read.
                    guard !regex.hasSuffix("\\") else { return .open }
                    regex += "(?s:.*)"
                }
            }
            return literals(of: regex)
        }
    }
}

