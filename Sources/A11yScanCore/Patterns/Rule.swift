/// A compiled rule: what to anchor on, what must and must not hold around the anchor, how to
/// name the guideline entry, and the rule's own examples. Rules are data (`Patterns/*.yml`);
/// this is their in-memory form, immutable and shared by all scanning threads. A class, so the
/// scanning loop passes one reference per rule instead of copying a dozen fields per match.
public final class Rule: Sendable {
    public let descriptor: RuleDescriptor
    /// Where the rule came from (a `Patterns/` file name or a user folder path).
    public let origin: String
    public let examples: RuleExamples
    let anchor: Regex
    /// Capture group of the anchor named `at`, which narrows the reported range.
    let reportGroup: Int?
    /// Literal prefilter: the rule runs only on files whose code contains one of these.
    let requires: [Literal]
    let conditions: [Predicate]
    let exceptions: [Predicate]
    let contexts: [ContextRule]

    public var id: String { descriptor.id }
    public var language: Language { descriptor.language }

    init(descriptor: RuleDescriptor, origin: String, examples: RuleExamples, anchor: Regex, reportGroup: Int?,
         requires: [Literal], conditions: [Predicate], exceptions: [Predicate], contexts: [ContextRule]) {
        self.descriptor = descriptor
        self.origin = origin
        self.examples = examples
        self.anchor = anchor
        self.reportGroup = reportGroup
        self.requires = requires
        self.conditions = conditions
        self.exceptions = exceptions
        self.contexts = contexts
    }

    /// The same rule reporting at another severity (a configuration override).
    public func withSeverity(_ severity: Severity) -> Rule {
        var descriptor = self.descriptor
        descriptor.severity = severity
        return Rule(descriptor: descriptor, origin: origin, examples: examples, anchor: anchor, reportGroup: reportGroup,
                    requires: requires, conditions: conditions, exceptions: exceptions, contexts: contexts)
    }
}

/// Each rule's own examples: every `bad` must give exactly one finding of the rule, every
/// `good` none. The test suite runs them all.
public struct RuleExamples: Sendable, Hashable {
    public var bad: [String]
    public var good: [String]
}
