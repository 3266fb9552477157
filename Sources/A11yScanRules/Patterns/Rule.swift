import A11yScanFindings
import A11yScanSyntax

/// A compiled rule: which nodes it looks at, what must and must not hold around them, how to
/// name the guideline entry, and the rule's own examples. Rules are data (`Patterns/*.yml`);
/// this is their in-memory form, immutable and shared by all scanning threads. A class, so the
/// scanning loop passes one reference per rule instead of copying its fields per file.
public final class Rule: Sendable {
    public let descriptor: RuleDescriptor
    /// Where the rule came from (a `Patterns/` file name or a user folder path).
    public let origin: String
    public let examples: RuleExamples
    /// The rule's node patterns (`node`, `where`, `unless`, `context`), compiled.
    let body: NodeRuleBody

    /// The patterns, optional for the code that still unwraps them from the time when a rule
    /// could be in another format; every rule has them.
    package var node: NodeRuleBody? { body }

    public var id: String { descriptor.id }
    public var language: Language { descriptor.language }

    init(descriptor: RuleDescriptor, origin: String, examples: RuleExamples, body: NodeRuleBody) {
        self.descriptor = descriptor
        self.origin = origin
        self.examples = examples
        self.body = body
    }

    /// The same rule reporting at another severity (a configuration override).
    public func withSeverity(_ severity: Severity) -> Rule {
        var descriptor = self.descriptor
        descriptor.severity = severity
        return Rule(descriptor: descriptor, origin: origin, examples: examples, body: body)
    }
}

/// Each rule's own examples: every `bad` must give exactly one finding of the rule, every
/// `good` none. The test suite runs them all.
public struct RuleExamples: Sendable, Hashable {
    public var bad: [String]
    public var good: [String]
    /// For each bad example, where its `↓` marker stood (removed from `bad`): the line and
    /// column the finding must start at.
    public var markers: [ExampleMarker] = []
}

/// Where a bad example's finding must start, 1-based, in Unicode scalars like findings.
public struct ExampleMarker: Sendable, Hashable {
    public var line: Int
    public var column: Int
}
