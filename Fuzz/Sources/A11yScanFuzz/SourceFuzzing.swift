import A11yScanCore

/// Lexes arbitrary bytes as a source file and runs the built-in rules on it, both through the
/// one-pass anchor search and rule by rule, then checks what the engine promises about the
/// result: a code view as long as the text, ordered bracket pairs, findings inside the file,
/// and the same findings from both searches and from a reference run without the literal
/// shortcuts (prefilters, anchor spines).
enum SourceFuzzing {
    /// Built once per process: loading and compiling the rules is not what is being fuzzed.
    static let rules: [Rule] = {
        do {
            return try RuleSet.builtIn().rules
        } catch {
            fatalError("the built-in rules do not load: \(error)")
        }
    }()
    static let index = AnchorIndex(rules: rules)
    nonisolated(unsafe) static let matcher = RuleMatcher()
    nonisolated(unsafe) static let reference = RuleMatcher(literalShortcuts: false)

    static func run(_ bytes: [UInt8], language: Language) {
        let source = SourceFile(path: "fuzz", language: language, text: bytes)
        SourceInvariants.check(source)
        CallTreeInvariants.check(CallTree.build(source))
        let combined = matcher.findings(in: source, rules: rules, index: index)
        let separate = reference.findings(in: source, rules: rules, index: nil)
        FindingInvariants.check(combined.findings, in: source)
        FindingInvariants.check(separate.findings, in: source)
        if combined.problems.isEmpty, separate.problems.isEmpty {
            fuzzCheck(combined.findings == separate.findings,
                      "one-pass search found \(combined.findings.map(\.ruleID)), rule by rule without literal shortcuts \(separate.findings.map(\.ruleID))")
        }
    }
}
