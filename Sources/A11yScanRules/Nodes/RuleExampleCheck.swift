import A11yScanFindings
import A11yScanSyntax

/// Runs a rule's own examples: each bad example must give exactly one finding of the rule, at
/// its `↓` marker when it has one, and each good example none. `a11yscan test` and the test
/// suite use it for any rule folder.
public enum RuleExampleCheck {
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        public var rule: String
        public var origin: String
        /// `bad` or `good`, and the example's 1-based number.
        public var kind: String
        public var number: Int
        public var problem: String

        public var description: String { "\(origin): \(rule) \(kind) example \(number): \(problem)" }
    }

    public static func failures(of rule: Rule) -> [Failure] {
        var failures: [Failure] = []
        func fail(_ kind: String, _ number: Int, _ problem: String) {
            failures.append(Failure(rule: rule.id, origin: rule.origin, kind: kind, number: number, problem: problem))
        }
        for (index, example) in rule.examples.bad.enumerated() {
            let found = findings(example, rule)
            guard found.count == 1 else {
                fail("bad", index + 1, found.isEmpty ? "no finding" : "\(found.count) findings, at \(places(found))")
                continue
            }
            let marker = rule.examples.markers[index]
            if found[0].line != marker.line || found[0].column != marker.column {
                fail("bad", index + 1, "found at \(places(found)), but ↓ marks \(marker.line):\(marker.column)")
            }
        }
        for (index, example) in rule.examples.good.enumerated() {
            let found = findings(example, rule)
            if !found.isEmpty { fail("good", index + 1, "found at \(places(found))") }
        }
        for (index, example) in rule.examples.bad.enumerated() {
            if let problem = gateProblem(example, rule) { fail("bad", index + 1, problem) }
        }
        return failures
    }

    /// Why the literal gate would keep the rule from the example it finds something in, if it
    /// would: the example lacks a word the rule was read to require, so that reading is wrong.
    static func gateProblem(_ example: String, _ rule: Rule) -> String? {
        let text = Array(LayoutExample(example).code.utf8)
        let source = SourceFile(path: "Example", language: rule.language, text: text)
        let unshortened = RuleMatcher(literalShortcuts: false)
        unshortened.keepsUncalledPrivateCode = true
        guard !unshortened.findings(in: source, rules: [rule]).findings.isEmpty else { return nil }
        let matcher = RuleMatcher()
        matcher.keepsUncalledPrivateCode = true
        guard !matcher.needsLexing(text, language: rule.language, rules: [rule])
                || matcher.findings(in: source, rules: [rule]).findings.isEmpty else { return nil }
        let groups = rule.body.requiredWords.groups.map { "one of " + $0.map(\.text).joined(separator: ", ") }
        return "found only with the literal gate off: the example lacks a word the rule requires (\(groups.joined(separator: "; ")))"
    }

    /// The findings of `rule` in `code`, scanned as a file of the rule's language.
    /// An example may carry layout files after its code (`LayoutExample`); the rule sees their views.
    public static func findings(_ code: String, _ rule: Rule) -> [Finding] {
        let example = LayoutExample(code)
        let path = switch rule.language {
        case .swift: "Example.swift"
        case .kotlin: "Example.kt"
        case .layout: "res/layout/example.xml"
        case .interfaceBuilder: "Example.xib"
        case .java: "Example.java"
        }
        let source = SourceFile(path: path, language: rule.language, text: Array(example.code.utf8))
        let matcher = RuleMatcher()
        matcher.keepsUncalledPrivateCode = true
        if !example.layouts.isEmpty { matcher.components = ComponentIndex(example.views) }
        return matcher.findings(in: source, rules: [rule]).findings.filter { $0.ruleID == rule.id }
    }

    private static func places(_ findings: [Finding]) -> String {
        findings.map { "\($0.line):\($0.column)" }.joined(separator: ", ")
    }
}
