import A11yScanFindings
import A11yScanMatcher
import A11yScanSyntax
import Synchronization

/// What a rule in the node format says: which nodes it looks at (`node`), what must hold
/// (`where`) and must not (`unless`), and which enclosing constructs refine its entry. A class,
/// so handing a rule's body around per file costs one reference, not a copy of each field.
package final class NodeRuleBody: Sendable {
    let subject: NodeTest
    let conditions: [NodeTest]
    let exceptions: [NodeTest]
    let contexts: [NodeContext]
    /// The facts the rule was compiled with.
    let facts: FactLibrary
    /// The patterns lowered for evaluation, and the root ops of subject, conditions and exceptions.
    let program: NodeProgram
    let subjectRoot: Int32
    let conditionRoots: [Int32]
    let exceptionRoots: [Int32]
    /// The node kind and names every subject has, read off `subject`, so a file's candidates
    /// come from the name index instead of a walk over every node.
    let kind: NodeKind?
    let names: [Int32]?
    /// The shapes of the app's components a subject may also be (`any: [{call: Column},
    /// {component: label-value}]`): the names of the file's such components join `names`.
    let componentShapes: [ComponentShape]
    /// The candidate names as literals (what the component pass's first round looks for).
    /// Empty when any node can match.
    package let nameLiterals: [Literal]
    /// Whether it reads the project's layouts (`layout:`): a file it may fire in is scanned
    /// again once they are known.
    package var readsLayouts: Bool { program.readsLayouts }
    /// The language the rule's facts are read for (a fact's words differ per language).
    let language: Language

    /// The words a file must hold for the rule to find anything there: a file without them is
    /// skipped for the rule before its call tree is built. Read off the patterns, or taken from
    /// the built-in rules' table, when first asked, not when compiled: a one-file scan never
    /// asks. Read once for all workers.
    package var requiredWords: RequiredWords {
        requiredWordsState.withLock { state in
            let words: RequiredWords
            switch state {
            case .read(let known): return known
            case .builtInRow(let row): words = BuiltinRequiredWords.words(ofRuleAt: row)
            case .unread: words = RequiredWords.of(rule: subject, conditions: conditions, facts: facts, language: language)
            }
            state = .read(words)
            return words
        }
    }
    private let requiredWordsState = Mutex(RequiredWordsState.unread)

    private enum RequiredWordsState {
        case unread
        /// To be taken from the table of the built-in rules' words (`BuiltinRequiredWords`).
        case builtInRow(Int)
        case read(RequiredWords)
    }

    /// Has the words taken from row `row` of the built-in rules' table when first asked.
    func takesRequiredWords(fromBuiltInRow row: Int) {
        requiredWordsState.withLock { $0 = .builtInRow(row) }
    }

    init(subject: NodeTest, conditions: [NodeTest], exceptions: [NodeTest], contexts: [NodeContext], facts: FactLibrary,
         program: NodeProgram, subjectRoot: Int32, conditionRoots: [Int32], exceptionRoots: [Int32], kind: NodeKind?,
         names: [Int32]?, componentShapes: [ComponentShape] = [], nameLiterals: [Literal], language: Language) {
        self.subject = subject
        self.conditions = conditions
        self.exceptions = exceptions
        self.contexts = contexts
        self.facts = facts
        self.program = program
        self.subjectRoot = subjectRoot
        self.conditionRoots = conditionRoots
        self.exceptionRoots = exceptionRoots
        self.kind = kind
        self.names = names
        self.componentShapes = componentShapes
        self.nameLiterals = nameLiterals
        self.language = language
    }
}

/// A `context` item of a node rule: `when` the subject fits, or the nearest enclosing node
/// that fits `inside`, gives the finding another entry (and section, message, severity).
struct NodeContext: Sendable {
    enum Test: Sendable {
        case when([NodeTest])
        case inside(NodeTest)
    }

    var test: Test
    /// The root ops of the `when` patterns, or of the `inside` one, in the rule's program.
    var roots: [Int32] = []
    var entry: String?
    var section: Section?
    var message: String?
    var severity: Severity?
}

extension NodeRuleBody {
    /// The kind and names a subject pattern requires at its top level, if it says; a subject
    /// of alternatives gives the names of all of them and the component shapes among them,
    /// when each alternative names its calls or is a component shape.
    /// A subject that is a fact (`fact: image-view`) is read through the fact's pattern for
    /// `language`; its names then give no literals, which stay those the rule writes itself.
    static func candidates(of subject: NodeTest, facts: FactLibrary? = nil, language: Language? = nil, depth: Int = 0)
        -> (kind: NodeKind?, names: [Int32]?, shapes: [ComponentShape], literals: [Literal]) {
        if case .fact(let reference) = subject, let facts, let language, depth < 4,
           let test = facts.fact(named: reference.name)?.test(for: language) {
            let read = candidates(of: test, facts: facts, language: language, depth: depth + 1)
            return (read.kind, read.names, read.shapes, [])
        }
        if case .any(let alternatives) = subject {
            var names: [Int32] = []
            var shapes: [ComponentShape] = []
            for alternative in alternatives {
                let read = candidates(of: alternative, facts: facts, language: language, depth: depth + 1)
                if case .component(let shape) = alternative {
                    shapes.append(shape)
                } else if let named = read.names {
                    names.append(contentsOf: named)
                    shapes.append(contentsOf: read.shapes)
                } else {
                    return (nil, nil, [], [])
                }
            }
            return (nil, Array(Set(names)).sorted(), shapes, [])
        }
        let conjuncts: [NodeTest]
        if case .all(let tests) = subject { conjuncts = tests } else { conjuncts = [subject] }
        var kind: NodeKind?
        var names: [Int32]?
        var literals: [Literal] = []
        for test in conjuncts {
            switch test {
            case .kind(let k): kind = k
            case .name(let matcher) where matcher.regex == nil:
                names = matcher.numberList
                literals = matcher.names.map { Literal.interned(Array($0.utf8)) }
            default: break
            }
        }
        return (kind, names, [], literals)
    }

    /// Whether the subject pattern names the calls it is about (a list or a pattern of names,
    /// `IconButton`), rather than taking any call (`call: '*'`).
    var namesItsSubject: Bool {
        let conjuncts: [NodeTest]
        if case .all(let tests) = subject { conjuncts = tests } else { conjuncts = [subject] }
        return conjuncts.contains { if case .name = $0 { true } else { false } }
    }
}
