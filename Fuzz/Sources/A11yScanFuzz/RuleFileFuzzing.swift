import A11yScanCore
import A11yScanRules
import A11yScanSyntax

/// Loads arbitrary bytes as a rule file: the loader may only throw, never crash. A rule that
/// loads is then run on its own examples, so user-written regexes and node patterns go through
/// the matcher too.
enum RuleFileFuzzing {
    nonisolated(unsafe) static let matcher = RuleMatcher()
    nonisolated(unsafe) static let reference = RuleMatcher(literalShortcuts: false)

    static func run(_ bytes: [UInt8]) {
        let rule: Rule
        do {
            rule = try RuleLoader().load(yaml: String(decoding: bytes, as: UTF8.self), file: "fuzz.yml")
        } catch let error as RuleFileError {
            fuzzCheck(error.line.map { $0 >= 0 } ?? true, "rule file error on line \(error.line ?? 0)")
            return
        } catch {
            fuzzCheck(false, "the rule loader threw something other than a RuleFileError: \(error)")
            return
        }
        for example in rule.examples.bad + rule.examples.good {
            let source = SourceFile(path: "example", language: rule.language, text: Array(example.utf8))
            let fast = matcher.findings(in: source, rules: [rule])
            let full = reference.findings(in: source, rules: [rule])
            FindingInvariants.check(fast.findings, in: source)
            FindingInvariants.check(full.findings, in: source)
            if fast.problems.isEmpty, full.problems.isEmpty {
                fuzzCheck(fast.findings == full.findings, "a loaded rule finds otherwise with literal shortcuts than without")
            }
        }
    }
}
