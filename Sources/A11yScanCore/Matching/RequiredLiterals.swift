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
    let literals: [Literal]

    public var alternatives: [[UInt8]] { literals.map(\.bytes) }

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
        literals = Set(best).sorted { $0.lexicographicallyPrecedes($1) }.map(Literal.interned)
    }

    /// Whether `buffer[range]` contains at least one of the literals.
    func occurs(in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> Bool {
        let region = UnsafeBufferPointer(rebasing: buffer[range])
        return literals.contains { LiteralSearch.firstIndex(of: $0, in: region, from: 0) != nil }
    }
}
