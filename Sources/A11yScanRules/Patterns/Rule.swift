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
    /// The rule's node patterns, compiled when loaded, or else `deferredBody`.
    private let compiledBody: NodeRuleBody?
    private let deferredBody: DeferredRuleBody?

    /// The rule's node patterns (`node`, `where`, `unless`, `context`), compiled: a built-in rule
    /// loaded for a one-file scan is compiled here, when first asked (`DeferredRuleBody`).
    var body: NodeRuleBody { compiledBody ?? deferredBody!.body }

    /// The patterns, optional for the code that still unwraps them from the time when a rule
    /// could be in another format; every rule has them.
    package var node: NodeRuleBody? { body }

    /// The words a file must hold for the rule to find anything there (`NodeRuleBody.requiredWords`),
    /// known without compiling a deferred body.
    var requiredWords: RequiredWords { deferredBody?.requiredWords ?? body.requiredWords }

    /// What the rule's words are read from, the same for the rule at another severity: a matcher
    /// reads a rule's gate once per owner. Stored, as the matcher asks for every rule and file.
    let wordsOwner: any AnyObject & Sendable

    /// Whether the patterns are compiled: a deferred rule's once asked for.
    var isCompiled: Bool { deferredBody?.isCompiled ?? true }

    public var id: String { descriptor.id }
    public var language: Language { descriptor.language }

    init(descriptor: RuleDescriptor, origin: String, examples: RuleExamples, body: NodeRuleBody) {
        self.descriptor = descriptor
        self.origin = origin
        self.examples = examples
        self.compiledBody = body
        self.deferredBody = nil
        self.wordsOwner = body
    }

    init(descriptor: RuleDescriptor, origin: String, examples: RuleExamples, deferred: DeferredRuleBody) {
        self.descriptor = descriptor
        self.origin = origin
        self.examples = examples
        self.compiledBody = nil
        self.deferredBody = deferred
        self.wordsOwner = deferred
    }

    /// The same rule reporting at another severity (a configuration override).
    public func withSeverity(_ severity: Severity) -> Rule {
        var descriptor = self.descriptor
        descriptor.severity = severity
        if let deferredBody { return Rule(descriptor: descriptor, origin: origin, examples: examples, deferred: deferredBody) }
        return Rule(descriptor: descriptor, origin: origin, examples: examples, body: body)
    }

    /// Compiles the deferred bodies of `rules` now. A call tree numbers its nodes' names with
    /// the names known when it is built, so the rules that will run on a tree are compiled
    /// before it is: a name only a rule compiled later mentions would be unknown to the tree.
    static func compile(_ rules: [Rule]) {
        for rule in rules { if let deferred = rule.deferredBody { _ = deferred.body } }
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
