/// The matches of a rule's anchor in one file, left to right, each search resuming where the
/// previous match ended. An anchor with a `RegexSpine` is tried only in the windows before its
/// literals; the matches are the same as a plain search's.
struct AnchorMatches {
    let anchor: Regex
    let code: UnsafeBufferPointer<UInt8>
    /// The file's literal occurrences; nil searches the plain way even with a spine.
    let literals: LiteralIndex?
    private var position = 0
    /// Each spine literal's next occurrence, so a literal far ahead is not searched again.
    private var literalCursor = RegexSpine.Cursor()

    init(anchor: Regex, code: UnsafeBufferPointer<UInt8>, literals: LiteralIndex?) {
        self.anchor = anchor
        self.code = code
        self.literals = literals
    }

    mutating func next(_ scratch: RegexScratch) throws -> Range<Int>? {
        guard let match = try find(scratch) else { return nil }
        position = max(match.upperBound, match.lowerBound + 1)
        return match
    }

    private mutating func find(_ scratch: RegexScratch) throws -> Range<Int>? {
        let all = 0..<code.count
        guard let literals, let spine = anchor.spine else {
            guard position <= code.count else { return nil }
            return try scratch.firstMatch(anchor, in: code, range: all, from: position)
        }
        while position <= code.count, let window = spine.window(in: code, literals: literals, from: position, cursor: &literalCursor) {
            if let match = try scratch.firstMatch(anchor, in: code, range: all, from: window.start, startLimit: window.limit) {
                return match
            }
            position = window.limit + 1
        }
        return nil
    }
}
