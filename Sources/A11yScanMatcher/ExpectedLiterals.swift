/// The literals files of one kind (one language) are usually asked about, found together in
/// one pass by a `LiteralSetScan`. Bounded: at most `capacity` members, and a member not asked
/// about in the last `staleAfter` files leaves at the next tidy-up. A process that loads one
/// rule set after another (a batch where repositories bring their own rules, the fuzzer) would
/// otherwise go on scanning every file for the literals of rules long gone.
///
/// A scan that knows every word it will ask of its files (the gates of all its rules) pins them:
/// they join at once, beyond the capacity, and never leave while pinned. Learnt one by one, a
/// set asked in rule order grew over many files, and each new member rebuilt the pass.
final class ExpectedLiterals {
    static let capacity = 256
    static let staleAfter = 256

    private(set) var members: [Literal] = []
    /// The members' literal numbers and lengths.
    private(set) var ids: [Int] = []
    private(set) var lengths: [Int] = []
    /// Per member: whether it holds a space, which a code view may hold where the text did not
    /// (a blanked comment or string), so its occurrences in the text say nothing of the code view.
    private(set) var holdsSpace: [Bool] = []
    /// The largest literal number among the members, or -1.
    private(set) var largestID = -1
    /// Per member: the file it was last asked about in (`pinnedMark` while pinned).
    private var lastAsked: [Int] = []
    private static let pinnedMark = Int.max
    /// Per literal number: its index in `members`, or -1.
    private var memberIndex: [Int] = []
    private var files = 0
    private var built: LiteralSetScan?

    /// The pass over a file that finds every member.
    var scan: LiteralSetScan {
        if let built { return built }
        let fresh = LiteralSetScan(literals: members)
        built = fresh
        return fresh
    }

    /// Counts a new file; every `staleAfter` files, members not asked about since leave.
    func startFile() {
        files += 1
        guard files % Self.staleAfter == 0 else { return }
        let kept = members.indices.filter { lastAsked[$0] > files - Self.staleAfter }
        guard kept.count < members.count else { return }
        for id in ids { memberIndex[id] = -1 }
        members = kept.map { members[$0] }
        ids = kept.map { ids[$0] }
        lengths = kept.map { lengths[$0] }
        holdsSpace = kept.map { holdsSpace[$0] }
        largestID = ids.max() ?? -1
        lastAsked = kept.map { lastAsked[$0] }
        for (index, id) in ids.enumerated() { memberIndex[id] = index }
        built = nil
    }

    func contains(_ id: Int) -> Bool { id < memberIndex.count && memberIndex[id] >= 0 }

    /// Notes that the current file was asked about literal `id`, if it is a member.
    func asked(_ id: Int) {
        if id < memberIndex.count, memberIndex[id] >= 0, lastAsked[memberIndex[id]] != Self.pinnedMark {
            lastAsked[memberIndex[id]] = files
        }
    }

    /// Makes each literal long enough for the set a member that never goes stale.
    func pin(_ literals: [(literal: Literal, id: Int)]) {
        for (literal, id) in literals where literal.bytes.count >= LiteralSetScan.minimumLength {
            if !contains(id) { append(literal, id: id) }
            lastAsked[memberIndex[id]] = Self.pinnedMark
        }
    }

    /// Lets every pinned member go stale from now on, as if just asked about.
    func unpinAll() {
        for index in lastAsked.indices where lastAsked[index] == Self.pinnedMark { lastAsked[index] = files }
    }

    /// Adds a literal asked about for the first time (shorter ones than the set scan keys are
    /// searched alone: a three-byte word is common enough, `for`, `ide`, that a search of its
    /// own stops early; and a full set takes no more).
    func add(_ literal: Literal, id: Int) {
        guard literal.bytes.count >= LiteralSetScan.minimumLength, !contains(id), members.count < Self.capacity else { return }
        append(literal, id: id)
    }

    private func append(_ literal: Literal, id: Int) {
        if id >= memberIndex.count { memberIndex.append(contentsOf: repeatElement(-1, count: id + 1 - memberIndex.count)) }
        memberIndex[id] = members.count
        members.append(literal)
        ids.append(id)
        lengths.append(literal.bytes.count)
        holdsSpace.append(literal.bytes.contains(UInt8(ascii: " ")))
        largestID = max(largestID, id)
        lastAsked.append(files)
        built = nil
    }
}
