/// A compiled rule: what to anchor on, what must and must not hold around the anchor, how to
/// name the guideline entry, and the rule's own examples. Rules are data (`Patterns/*.yml`);
/// this is their in-memory form, immutable and shared by all scanning threads. A class, so the
/// scanning loop passes one reference per rule instead of copying a dozen fields per match.
public final class Rule: Sendable {
    public let descriptor: RuleDescriptor
    /// Where the rule came from (a `Patterns/` file name or a user folder path).
    public let origin: String
    public let examples: RuleExamples
    /// The regex anchor of a rule in the region format; nil for a node rule.
    let anchor: Regex?
    /// The patterns of a rule in the node format (`node:`); nil for a region rule.
    let node: NodeRuleBody?
    /// Capture group of the anchor named `at`, which narrows the reported range.
    let reportGroup: Int?
    /// Literal prefilter: the rule runs only on files whose code contains one of these.
    let requires: [Literal]
    let conditions: [Predicate]
    let exceptions: [Predicate]
    let contexts: [ContextRule]

    public var id: String { descriptor.id }
    public var language: Language { descriptor.language }

    init(descriptor: RuleDescriptor, origin: String, examples: RuleExamples, anchor: Regex?, reportGroup: Int?,
         requires: [Literal], conditions: [Predicate], exceptions: [Predicate], contexts: [ContextRule],
         node: NodeRuleBody? = nil) {
        self.descriptor = descriptor
        self.origin = origin
        self.examples = examples
        self.anchor = anchor
        self.node = node
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
                    requires: requires, conditions: conditions, exceptions: exceptions, contexts: contexts, node: node)
    }
}

/// Each rule's own examples: every `bad` must give exactly one finding of the rule, every
/// `good` none. The test suite runs them all.
public struct RuleExamples: Sendable, Hashable {
    public var bad: [String]
    public var good: [String]
    /// For each bad example, where its `↓` marker stood (removed from `bad`): the line and
    /// column the finding must start at. Nil for an example without a marker.
    public var markers: [ExampleMarker?] = []
}

/// Where a bad example's finding must start, 1-based, in Unicode scalars like findings.
public struct ExampleMarker: Sendable, Hashable {
    public var line: Int
    public var column: Int
}
