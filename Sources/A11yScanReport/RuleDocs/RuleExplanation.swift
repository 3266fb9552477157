import A11yScanCore
import A11yScanFindings
import A11yScanGuidelines
import A11yScanRules

/// Everything said about one rule: what `a11yscan explain` prints and what its generated
/// documentation page (`docs/rules/RULE-ID.md`) shows, from the same parts, so the two never
/// disagree.
public struct RuleExplanation: Sendable {
    public var rule: RuleDescriptor
    /// The rule file it came from.
    public var origin: String
    public var examples: RuleExamples
    /// What the guideline entry expects for the rule's section and framework, when known.
    public var quote: GuidelineQuote?
    /// The rule's documentation page, when it has one.
    public var pageURL: String?

    public init(rule: RuleDescriptor, origin: String, examples: RuleExamples, quote: GuidelineQuote?, pageURL: String?) {
        self.rule = rule
        self.origin = origin
        self.examples = examples
        self.quote = quote
        self.pageURL = pageURL
    }

    /// The explanation of a loaded rule, quoting `guidelines` and linking with `docs`.
    public init(_ rule: Rule, guidelines: GuidelineSettings, docs: RuleDocsLink) {
        let d = rule.descriptor
        self.init(rule: d, origin: rule.origin, examples: rule.examples,
                  quote: guidelines.catalog.quote(entry: d.entry, section: d.section, framework: d.framework,
                                                  urlTemplate: guidelines.urlTemplate),
                  pageURL: docs.url(forRule: d.id))
    }

    /// The plain text `a11yscan explain` prints.
    public var text: String {
        let d = rule
        var text = "\(d.id)  (\(d.family.rawValue), \(d.severity.rawValue))\n\n"
        text += "\(d.message)\n\n"
        text += "Guideline entry: \(d.entry) · section \(d.section.rawValue) · \(d.framework.displayName) (\(d.framework.platform))\n"
        text += "WCAG 2.2: \(d.wcag.isEmpty ? "no success criterion cited" : WCAGCitation.plain(d.wcag))\n"
        text += "Fix: \(d.fix)\n"
        text += "Defined in: \(origin)\n"
        if let pageURL { text += "Documentation: \(pageURL)\n" }
        if let quote {
            text += "\n\(quote.title) — \(d.section.rawValue):\n"
            if let expectation = quote.expectation { text += "  Screen reader: \(expectation)\n" }
            for advice in quote.advice { text += "  \(d.framework.displayName): \(advice)\n" }
            if let url = quote.url { text += "  See: \(url)\n" }
        }
        for (title, examples) in [("Found (bad)", examples.bad), ("Not found (good)", examples.good)] {
            for (index, example) in examples.enumerated() {
                text += "\n\(title) \(index + 1):\n"
                text += example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                text += "\n"
            }
        }
        return text
    }
}
