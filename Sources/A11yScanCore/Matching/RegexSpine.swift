/// An anchor pattern read as "prefix, then one of a few literals, then the rest", where the
/// prefix consumes only bytes of a known set (`\b(?<view>\w+)\s*\.\s*(?<at>alpha)\s*=` is
/// `[\w\s.]*` then `alpha`), with one such reading per top-level alternative. Such an anchor
/// need not be tried at every position of a file: every match starts within the run of prefix
/// bytes just before an occurrence of one of its literals, so the search jumps from literal to
/// literal (found once per file by `LiteralIndex`) and lets PCRE2 try only the start positions of that run.
///
/// Why this finds exactly the matches of a plain left-to-right search: a match starting at
/// `s` has a literal at some `q ≥ s` with every byte of `s..<q` in its branch's prefix set.
/// So from the current position, no match starts before the earliest window start `a`; PCRE2
/// is asked for the leftmost match starting in `a...L`, `L` the nearest literal, as a plain
/// search would find it; with none there, the search resumes after `L`.
struct RegexSpine: Sendable {
    struct Needle: Sendable {
        let literal: Literal
        /// The bytes that may precede this literal within a match.
        let prefix: ByteMask
    }

    let needles: [Needle]

    /// The spine of `pattern`, when every top-level alternative has a selective literal.
    init?(pattern: String) {
        guard let shape = RegexShape(pattern: pattern) else { return nil }
        self.init(shape: shape)
    }

    init?(shape: RegexShape) {
        guard let branches = shape.spines, !branches.isEmpty else { return nil }
        var needles: [Needle] = []
        for branch in branches {
            let literals = Set(branch.literals).sorted { $0.lexicographicallyPrecedes($1) }
            for (literal, head) in Self.covering(literals) {
                needles.append(Needle(literal: Literal.interned(literal), prefix: branch.prefix.union(head)))
            }
        }
        self.needles = needles
    }

    /// The literals no other literal of the set occurs in, each with the bytes that come before
    /// it in the literals it occurs in. `TextButton` and `OutlinedButton` are then found as
    /// `Button` with the letters of `Text` and `Outlined` before it: one search instead of
    /// three, and still every match starts in a run of prefix bytes before a needle.
    static func covering(_ literals: [[UInt8]]) -> [(literal: [UInt8], head: ByteMask)] {
        let minimal = literals.filter { literal in
            !literals.contains { $0.count < literal.count && offset(of: $0, in: literal) != nil }
        }
        var heads = Array(repeating: ByteMask.none, count: minimal.count)
        for literal in literals {
            for (i, needle) in minimal.enumerated() {
                guard let start = offset(of: needle, in: literal) else { continue }
                heads[i] = heads[i].union(ByteMask(bytes: Array(literal[..<start])))
                break
            }
        }
        return Array(zip(minimal, heads))
    }

    private static func offset(of part: [UInt8], in whole: [UInt8]) -> Int? {
        guard part.count <= whole.count else { return nil }
        return (0...(whole.count - part.count)).first { whole[$0..<$0 + part.count].elementsEqual(part) }
    }

    /// Per file: each literal's occurrences, the index of the next one to consider, and where
    /// the run of prefix bytes before it starts.
    struct Cursor {
        fileprivate var occurrences: [[Int]] = []
        fileprivate var next: [Int] = []
        fileprivate var runStart: [Int] = []
    }

    /// Where the next match could start, from `position`: the earliest start of a prefix run
    /// before a literal, and the nearest literal's offset (the last start tried now). Nil when
    /// no literal follows.
    func window(in code: UnsafeBufferPointer<UInt8>, literals index: LiteralIndex, from position: Int,
                cursor: inout Cursor) -> (start: Int, limit: Int)? {
        if cursor.occurrences.count != needles.count {
            cursor.occurrences = needles.map { index.occurrences(of: $0.literal) }
            cursor.next = Array(repeating: 0, count: needles.count)
            cursor.runStart = Array(repeating: -1, count: needles.count)
        }
        var start = Int.max
        var limit = Int.max
        for i in needles.indices {
            let list = cursor.occurrences[i]
            var k = cursor.next[i]
            if k < list.count, list[k] < position {
                while k < list.count, list[k] < position { k += 1 }
                cursor.next[i] = k
                cursor.runStart[i] = -1
            }
            guard k < list.count else { continue }
            let occurrence = list[k]
            if cursor.runStart[i] < 0 {
                // Not past `position`: no match starts before it, and a later position only
                // clamps this start further.
                var runStart = occurrence
                while runStart > position, needles[i].prefix.contains(code[runStart - 1]) { runStart -= 1 }
                cursor.runStart[i] = runStart
            }
            limit = min(limit, occurrence)
            start = min(start, max(position, cursor.runStart[i]))
        }
        guard limit != Int.max else { return nil }
        return (start, limit)
    }
}
