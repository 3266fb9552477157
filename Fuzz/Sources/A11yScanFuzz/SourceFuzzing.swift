import A11yScanCore
import A11yScanRules
import A11yScanSyntax

/// Lexes arbitrary bytes as a source file, builds its call tree and runs the built-in rules
/// on it, then checks what the engine promises about the result: a code view as long as the
/// text, ordered bracket pairs, a well-formed call tree, findings inside the file, and the
/// same findings from a reference run without the literal shortcut (rules skipped on files
/// that lack their node's names).
enum SourceFuzzing {
    /// Built once per process: loading and compiling the rules is not what is being fuzzed.
    static let rules: [Rule] = {
        do {
            return try RuleSet.builtIn().rules
        } catch {
            fatalError("the built-in rules do not load: \(error)")
        }
    }()
    nonisolated(unsafe) static let matcher = RuleMatcher()
    nonisolated(unsafe) static let reference = RuleMatcher(literalShortcuts: false)

    static func run(_ bytes: [UInt8], language: Language) {
        let source = SourceFile(path: "fuzz", language: language, text: bytes)
        SourceInvariants.check(source)
        CallTreeInvariants.check(CallTree.build(source))
        let fast = matcher.findings(in: source, rules: rules)
        let full = reference.findings(in: source, rules: rules)
        FindingInvariants.check(fast.findings, in: source)
        FindingInvariants.check(full.findings, in: source)
        if fast.problems.isEmpty, full.problems.isEmpty {
            fuzzCheck(fast.findings == full.findings,
                      "with literal shortcuts \(fast.findings.map(\.ruleID)), without \(full.findings.map(\.ruleID))")
        }
    }
}
