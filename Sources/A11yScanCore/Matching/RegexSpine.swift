/// An anchor pattern read as "prefix, then one of a few literals, then the rest", where the
/// prefix consumes only bytes of a known set (`\b(?<view>\w+)\s*\.\s*(?<at>alpha)\s*=` is
/// `[\w\s.]*` then `alpha`), with one such reading per top-level alternative. Such an anchor
/// need not be tried at every position of a file: every match starts within the run of prefix
/// bytes just before an occurrence of one of its literals, so the search jumps from literal to
/// literal (`memchr` on a rare byte) and lets PCRE2 try only the start positions of that run.
///
/// Why this finds exactly the matches of a plain left-to-right search: a match starting at
/// `s` has a literal at some `q ≥ s` with every byte of `s..<q` in its branch's prefix set.
/// So from the current position, no match starts before the earliest window start `a`; PCRE2
/// is asked for the leftmost match starting in `a...L`, `L` the nearest literal, as a plain
/// search would find it; with none there, the search resumes after `L`.
struct RegexSpine: Sendable {
    struct Needle: Sendable {
        let bytes: [UInt8]
        let probe: Int
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
            for literal in Set(branch.literals).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                needles.append(Needle(bytes: literal, probe: LiteralSearch.rarestIndex(literal), prefix: branch.prefix))
            }
        }
        self.needles = needles
    }

    /// Where the next match could start, from `position`: the earliest start of a prefix run
    /// before a literal, and the nearest literal's offset (the last start tried now). Nil when
    /// no literal follows. `next` caches each literal's next occurrence between calls.
    func window(in code: UnsafeBufferPointer<UInt8>, from position: Int, next: inout [Int]) -> (start: Int, limit: Int)? {
        if next.count != needles.count { next = Array(repeating: -1, count: needles.count) }
        var start = Int.max
        var limit = Int.max
        for (index, needle) in needles.enumerated() {
            if next[index] < position {
                next[index] = LiteralSearch.firstIndex(of: needle.bytes, probe: needle.probe, in: code, from: position) ?? Int.max
            }
            let occurrence = next[index]
            guard occurrence != Int.max else { continue }
            limit = min(limit, occurrence)
            var runStart = occurrence
            while runStart > position, needle.prefix.contains(code[runStart - 1]) { runStart -= 1 }
            start = min(start, runStart)
        }
        guard limit != Int.max else { return nil }
        return (start, limit)
    }
}
