import A11yScanMatcher
import A11yScanSyntax

/// A compiled node pattern: what a rule's `node`, `where` and `unless` items say about a node
/// of the call tree. Built by `NodePatternCompiler`, lowered by `NodeProgramBuilder` into the
/// `NodeProgram` that `NodeEvaluator` runs.
indirect enum NodeTest: Sendable {
    case kind(NodeKind)
    /// The node's name.
    case name(NameMatcher)
    /// A declaration's keyword (`function`, `struct`, `property`, …).
    case keyword(Set<DeclarationKeyword>)
    /// One of a declaration's annotations (`Composable`, `Preview`).
    case annotation(NameMatcher)
    /// One of a declaration's supertypes or its type (`View`, `PreviewProvider`).
    case supertype(NameMatcher)
    /// The receiver path of a call or assignment, as text without white space.
    case receiver(NameMatcher)
    /// A trailing closure with this label (`content` names the first, unlabelled one), or a
    /// closure passed as the argument with this label.
    case closure(NameMatcher)
    /// Where the node stands in its parent.
    case position(Set<NodePosition>)
    /// The node is (true) or is not (false) in an `if`/`else`/`guard` branch or `switch` case
    /// of its parent, shown only under a condition.
    case conditional(Bool)
    /// The node is (true) or is not (false) in code that only runs on macOS (`MacOSOnlyCode`).
    case macOSOnly(Bool)
    /// The node is (true) or is not (false) in code compiled only in debug builds (`DebugOnlyCode`).
    case debugOnly(Bool)
    /// A regular expression over a region of the node.
    case text(TextLeaf)
    case argument(ArgumentTest)
    case parameter(ParameterTest)
    case inside(Relation)
    case has(Relation)
    case sibling(SiblingRelation)
    /// One of the node's own modifiers (for a modifier, one of its owner's other modifiers).
    case chain(NodeTest)
    /// The call a modifier modifies.
    case owner(NodeTest)
    /// The direct parent.
    case parent(NodeTest)
    /// The declaration in the same file that a call names.
    case callee(NodeTest)
    /// A node of the same type (or file) that shows the declaration by name.
    case placed(NodeTest)
    /// The variable the node acts on (its receiver, the property it declares, or `self`).
    case variable(VariableTest)
    case fact(FactReference)
    /// A call of one of the project's components that stands for this kind of view.
    case component(ComponentShape)
    /// The view of the project's layout files that a capture names (an id, or view binding's
    /// field for it) stands for this kind of view.
    case layout(LayoutTest)
    /// The capture names a view (by its layout id, or view binding's field for it) that the
    /// project's Kotlin code gives a name (`CodeNamedViews`); with an `action`, one the code
    /// does that to (`drawn-in-code:`, `clicked-in-code:`, `shown-in-code:`).
    case namedInCode(capture: String, action: ViewAction?)
    case all([NodeTest])
    case any([NodeTest])
    case not(NodeTest)
}

/// What a `layout:` item asks: the capture that names the view, and its shape.
struct LayoutTest: Sendable {
    var capture: String
    var shape: ComponentShape
}

/// Where a node stands: as a statement of a closure or body (a view in a view builder, a call
/// in a handler), as a value (an argument, an assigned value, a parameter default), or as a
/// modifier in a chain.
enum NodePosition: String, Sendable, CaseIterable {
    case statement, value, modifier, top
}

/// Names by their vocabulary numbers, or a regular expression over the name's text.
struct NameMatcher: Sendable {
    /// Bit `n` set: the name numbered `n` matches.
    var numbers: [UInt64] = []
    var names: [String] = []
    var regex: Regex?

    init(names: [String]) {
        self.names = names
        for name in names {
            let number = Int(RuleVocabulary.shared.number(name))
            while numbers.count <= number >> 6 { numbers.append(0) }
            numbers[number >> 6] |= 1 << UInt64(number & 63)
        }
    }

    init(regex: Regex) { self.regex = regex }

    var numberList: [Int32] { names.map { RuleVocabulary.shared.number($0) } }
}

/// Which part of a node a `text` pattern reads.
enum TextRegion: String, Sendable, CaseIterable {
    case node, name, arguments, content, chain, receiver, line, declaration, file
}

struct TextLeaf: Sendable {
    enum Pattern: Sendable {
        case fixed(Regex)
        /// Has `${name}` references to captures made earlier in the rule.
        case template([TemplatePart])
    }

    enum TemplatePart: Sendable, Equatable {
        case literal(String)
        case capture(String)
    }

    var pattern: Pattern
    var region: TextRegion = .node
    /// Search the original text (string contents included) rather than the code view.
    var source = false
}

struct ArgumentTest: Sendable {
    var labels: [String] = []
    /// 1-based; used when no argument has one of the labels.
    var position: Int?
    var value: ValueTest?
}

/// A declaration's parameter (`contentDescription: String? = null`).
struct ParameterTest: Sendable {
    var names: [String] = []
    var defaultValue: ValueTest?
    /// `default: none` — the parameter has no default value.
    var requiresNoDefault = false
}

indirect enum ValueTest: Sendable {
    case kinds(Set<ValueKind>)
    case text(TextLeaf.Pattern)
    case unit(String)
    /// A number below the given value (`24.dp` below 48).
    case below(Double)
    /// The value is a call matching the pattern.
    case node(NodeTest)
    /// The value names a variable (`iconView`, `self.header`) that fits.
    case variable(VariableTest)
    case all([ValueTest])
    case any([ValueTest])
    case not(ValueTest)
}

/// What a `variable:` item says about a variable: where it is declared, its type, its
/// declaration, and the statements about it.
struct VariableTest: Sendable {
    var kinds: Set<VariableKind>?
    var type: NameMatcher?
    /// `built: true`: the code builds the object itself (`UIButton(type: .system)`), so no
    /// storyboard or layout file configures it.
    var built: Bool?
    var declared: NodeTest?
    var used: NodeTest?
    /// Where `used` looks instead of the variable's own scope.
    var within: UseScope?
}

/// `within:` of a variable pattern.
enum UseScope: String, Sendable, CaseIterable {
    /// Only the statements of the node's own function, initializer or property.
    case declaration
    /// The statements on the same name anywhere in the node's type, whichever variable of that
    /// name they resolve to (a loop's variable over the same views).
    case type
}

/// Where a variable is declared, as a `variable: {is: …}` word.
enum VariableKind: String, Sendable, CaseIterable {
    /// The instance of the enclosing type (no receiver, `self`, `this`, `super`).
    case `self`
    /// A member of a type.
    case property
    /// A local of a function, initializer or closure, or an object built in place
    /// (Kotlin `ImageButton(context).apply { … }`).
    case local
    /// A parameter of the enclosing function, initializer or Kotlin primary constructor.
    case parameter
    /// Anything else: a part of another object (`binding.fab`), a name not declared in the file.
    case other
}

struct Relation: Sendable {
    var test: NodeTest
    /// `has`: levels below (1 = children); `inside`: ancestors up (1 = the parent).
    var depth: Int?
    /// `has`: at least this many descendants fit (default 1).
    var count: Int?
    /// `inside`: the walk stops at (and does not look at) the first ancestor matching this.
    var stopBy: NodeTest?
    /// `inside`: the path from the node enters the ancestor through this argument or closure
    /// label (`label`, `icon`, `content` for the first trailing closure, `modifier` for its
    /// chain); `has`: the path from the node leaves it that way.
    var via: NameMatcher?
}

struct SiblingRelation: Sendable {
    enum Direction: Sendable { case any, before, after }
    var test: NodeTest
    var direction: Direction
    /// Only the nearest sibling in that direction.
    var adjacent = false
    /// Only siblings shown with the node: in the same `if`/`else` branch or `switch` case, or
    /// outside any branch.
    var together = false
}

/// A fact by its index in the fact library.
struct FactReference: Sendable {
    var name: String
    var index: Int
}
