/// Literal byte strings of which at least one occurs in every match of a pattern, read from
/// the pattern's text. A region that contains none of them cannot match, and a `memchr`-class
/// search says so far faster than running the regex over it: most `unless` patterns look for
/// a fix that is absent, in a type body or file that can be thousands of lines long.
///
/// The analysis is conservative: a construct it does not understand (a subroutine call, a
/// back-reference, a caseless group, a conditional) counts as "could match anything", so the
/// worst outcome is no prefilter, never a missed match.
public struct RequiredLiterals: Sendable, Equatable {
    public static func == (a: Self, b: Self) -> Bool { a.alternatives == b.alternatives }

    /// Any one of these occurs in every match.
    public let alternatives: [[UInt8]]
    /// For each alternative, the offset of its rarest byte (see `LiteralSearch`).
    private let probes: [Int]

    /// Shorter literals are too common in source code to be worth checking first.
    static let minimumLength = 3

    /// The best required set of `pattern`, or nil when none is known or every choice is too short.
    public init?(pattern: String, caseless: Bool = false) {
        guard !caseless, let shape = RegexShape(pattern: pattern) else { return nil }
        self.init(shape: shape)
    }

    init?(shape: RegexShape) {
        guard let best = shape.mustContain,
              let shortest = best.map(\.count).min(), shortest >= Self.minimumLength else { return nil }
        alternatives = Set(best).sorted { $0.lexicographicallyPrecedes($1) }
        probes = alternatives.map(LiteralSearch.rarestIndex)
    }

    /// Whether `buffer[range]` contains at least one of the literals.
    func occurs(in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> Bool {
        let region = UnsafeBufferPointer(rebasing: buffer[range])
        for (needle, probe) in zip(alternatives, probes) where LiteralSearch.contains(region, needle, probe: probe) {
            return true
        }
        return false
    }
}

/// What the analysis knows about a piece of a pattern: the exact strings it can match, when
/// they are few, and a set of literals one of which every match contains.
/// Literal strings, possibly with repeats (removed where the set is used).
typealias LiteralSet = [[UInt8]]

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

/// One way a match can begin: bytes of `prefix`, then one of `literals`.
struct SpineBranch {
    var literals: LiteralSet
    var prefix: ByteMask

    static func isSelective(_ run: LiteralSet) -> Bool {
        guard !run.isEmpty, let shortest = run.map(\.count).min() else { return false }
        return shortest >= RequiredLiterals.minimumLength
    }
}
