/// Literal strings, possibly with repeats (removed where the set is used).
typealias LiteralSet = [[UInt8]]

/// What reading a piece of a pattern found out (see `RegexShapeParser`): the exact strings it
/// can match, when they are few; a set of literals one of which every match contains; the
/// bytes it can consume; and where its matches have a selective literal (`RegexSpine`).
struct RegexShape {
    var exact: LiteralSet?
    var required: LiteralSet?
    /// The bytes this piece can consume; nil when it could be any byte.
    var consumes: ByteMask?
    /// Where every match of this piece has a selective literal, one per alternative (see `RegexSpine`).
    var spines: [SpineBranch]?

    init(exact: LiteralSet?, required: LiteralSet?, consumes: ByteMask? = nil, spines: [SpineBranch]? = nil) {
        self.exact = exact
        self.required = required
        self.consumes = consumes
        self.spines = spines
    }

    /// The shape of a whole pattern; nil when the pattern could not be read.
    init?(pattern: String) {
        var parser = RegexShapeParser(Array(pattern.utf8))
        self = parser.parseAlternation()
        guard parser.isComplete else { return nil }
    }

    static let unknown = RegexShape(exact: nil, required: nil)
    static let empty = RegexShape(exact: [[]], required: nil, consumes: ByteMask.none)

    /// Every string of `run` followed by every string of `exact`, in place: the common case of
    /// one more character on one string is an append, not a copy.
    static func extend(_ run: inout LiteralSet, by exact: LiteralSet) {
        if exact.count == 1 {
            let piece = exact[0]
            guard !piece.isEmpty else { return }
            for index in run.indices { run[index].append(contentsOf: piece) }
            return
        }
        run = run.flatMap { head in exact.map { head + $0 } }
    }

    static func literal(_ bytes: [UInt8]) -> RegexShape { RegexShape(exact: [bytes], required: nil, consumes: ByteMask(bytes: bytes)) }

    static func consuming(_ mask: ByteMask?) -> RegexShape { RegexShape(exact: nil, required: nil, consumes: mask) }

    static func union(_ a: ByteMask?, _ b: ByteMask?) -> ByteMask? {
        guard let a, let b else { return nil }
        return a.union(b)
    }

    /// The set a match must contain: the explicit one, else the exact strings themselves
    /// (unless one of them is empty, which requires nothing).
    var mustContain: LiteralSet? {
        if let required { return required }
        guard let exact, !exact.contains([]) else { return nil }
        return exact
    }

    /// Prefers sets whose shortest literal is longest, then smaller sets.
    static func better(_ a: LiteralSet?, _ b: LiteralSet?) -> LiteralSet? {
        guard let a else { return b }
        guard let b else { return a }
        let (la, lb) = (a.map(\.count).min() ?? 0, b.map(\.count).min() ?? 0)
        if la != lb { return la > lb ? a : b }
        return a.count <= b.count ? a : b
    }
}
