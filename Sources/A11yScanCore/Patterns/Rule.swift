/// A compiled rule: what to anchor on, what must and must not hold around the anchor, how to
/// name the guideline entry, and the rule's own examples. Rules are data (`Patterns/*.yml`);
/// this is their in-memory form, immutable and shared by all scanning threads.
public struct Rule: Sendable {
    public var descriptor: RuleDescriptor
    /// Where the rule came from (a `Patterns/` file name or a user folder path).
    public var origin: String
    public var examples: RuleExamples
    let anchor: Regex
    /// Capture group of the anchor named `at`, which narrows the reported range.
    let reportGroup: Int?
    /// Literal prefilter: the rule runs only on files whose code contains one of these.
    let requires: [[UInt8]]
    let conditions: [Predicate]
    let exceptions: [Predicate]
    let contexts: [ContextRule]

    public var id: String { descriptor.id }
    public var language: Language { descriptor.language }
}

/// Each rule's own examples: every `bad` must give exactly one finding of the rule, every
/// `good` none. The test suite runs them all.
public struct RuleExamples: Sendable, Hashable {
    public var bad: [String]
    public var good: [String]
}
