/// The regions of code around one anchor match that predicates can test, derived lazily from
/// the bracket table: the subject call, its arguments, its modifier chain, the target view the
/// chain modifies, enclosing calls, siblings and enclosing declarations.
final class MatchExtents {
    let source: SourceFile
    let code: UnsafeBufferPointer<UInt8>
    let cursor: CodeCursor
    let anchor: Range<Int>
    /// The file's brace classifications, shared by all matches in it (nil: computed each time).
    let braces: BraceKindCache?
    /// The file's outward walks, shared by all matches in it (nil: walked each time).
    let enclosures: EnclosureMemo?

    init(source: SourceFile, code: UnsafeBufferPointer<UInt8>, anchor: Range<Int>, braces: BraceKindCache? = nil,
         enclosures: EnclosureMemo? = nil) {
        self.source = source
        self.code = code
        self.cursor = CodeCursor(code: code, source: source)
        self.anchor = anchor
        self.braces = braces
        self.enclosures = enclosures
    }

    var parser: SegmentParser { SegmentParser(cursor: cursor) }
    var argumentParser: ArgumentListParser { ArgumentListParser(cursor: cursor, language: source.language) }

    /// The segment the anchor starts: its first identifier, skipping a leading `.`.
    lazy var subject: Segment? = {
        var j = anchor.lowerBound
        while j < anchor.upperBound, !ByteClass.isIdentifierStart(code[j]) { j += 1 }
        if let identifier = cursor.identifier(endingAt: j), identifier.lowerBound < j { j = identifier.lowerBound }
        return parser.segment(at: j)
    }()

    /// The segments of the subject's chain before it (root first) and after it.
    private lazy var precedingSegments: [Segment] = subject.map(parser.preceding) ?? []
    private lazy var followingSegments: [Segment] = subject.map(parser.following) ?? []

    /// Whether the subject sits in a Compose `Modifier.…` chain (root named `Modifier` or `modifier`).
    private lazy var inModifierChain: Bool = {
        guard source.language == .kotlin, let root = precedingSegments.first ?? subject else { return false }
        return Self.modifierRoots.contains(root.name, in: code)
    }()

    /// The modifier chain: Swift modifiers after the root view; a Compose `Modifier` chain the
    /// subject is in, or the subject's `modifier =` argument.
    private static let modifierRoots = KeywordSet(["Modifier", "modifier"])

    lazy var chain: Range<Int>? = {
        guard let subject else { return nil }
        if source.language == .swift || inModifierChain {
            let segments = inModifierChain ? precedingSegments + [subject] + followingSegments
                : Array(precedingSegments.dropFirst()) + (precedingSegments.isEmpty ? [] : [subject]) + followingSegments
            guard let first = segments.first, let last = segments.last else { return nil }
            return first.range.lowerBound..<last.range.upperBound
        }
        guard let modifier = argument(named: "modifier", position: nil) else { return nil }
        return modifier.value
    }()

    /// The view the chain modifies: in Swift the chain's root through its last modifier; in
    /// Compose the composable whose `modifier =` argument holds the chain, else the subject.
    lazy var target: Range<Int>? = {
        guard let subject else { return nil }
        if inModifierChain {
            return enclosure.calls.first?.range ?? subject.range
        }
        let root = precedingSegments.first ?? subject
        let end = followingSegments.last?.range.upperBound ?? subject.range.upperBound
        return root.range.lowerBound..<end
    }()

    /// Enclosing calls of the target (excluding the Compose owner of a modifier chain).
    lazy var enclosure: Enclosure = {
        let start = (precedingSegments.first ?? subject)?.range.lowerBound ?? anchor.lowerBound
        let walker = EnclosingCallWalker(cursor: cursor, parser: parser, arguments: argumentParser, braces: braces)
        let walk = { walker.walk(from: start) }
        return enclosures?.enclosure(from: start, orWalk: walk) ?? walk()
    }()

    lazy var ancestors: [EnclosingCall] = inModifierChain ? Array(enclosure.calls.dropFirst()) : enclosure.calls

    /// The container around the target (innermost closure or argument list) and the target
    /// itself, which sibling predicates exclude.
    lazy var siblings: (container: Range<Int>, excluded: Range<Int>)? = {
        guard let target, let index = source.brackets.enclosingIndex(of: target.lowerBound) else { return nil }
        let open = Int(source.brackets.openers[index])
        let close = cursor.closer(of: open) ?? cursor.end
        return ((open + 1)..<max(open + 1, close), target)
    }()

    lazy var subjectArguments: [CallArgument] = subject?.arguments.map(argumentParser.arguments) ?? []

    /// The argument labelled `name`, else the unlabelled argument at 1-based `position`.
    func argument(named name: String?, position: Int?) -> CallArgument? {
        let arguments = subjectArguments
        if let name, let labelled = arguments.first(where: { $0.label.map(cursor.text) == name }) { return labelled }
        if let position, position >= 1, position <= arguments.count, arguments[position - 1].label == nil {
            return arguments[position - 1]
        }
        return nil
    }

    /// The line containing the anchor start, without its line break.
    lazy var line: Range<Int> = {
        let number = source.lines.line(of: anchor.lowerBound)
        return source.lines.range(ofLine: number, in: code)
    }()
}
