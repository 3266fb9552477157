/// The literals files of one kind (one language) are usually asked about, found together in
/// one pass by a `LiteralSetScan`. Bounded: at most `capacity` members, and a member not asked
/// about in the last `staleAfter` files leaves at the next tidy-up. A process that loads one
/// rule set after another (a batch where repositories bring their own rules, the fuzzer) would
/// otherwise go on scanning every file for the literals of rules long gone.
final class ExpectedLiterals {
    static let capacity = 256
    static let staleAfter = 256

    private(set) var members: [Literal] = []
    /// The members' literal numbers and lengths.
    private(set) var ids: [Int] = []
    private(set) var lengths: [Int] = []
    /// Per member: the file it was last asked about in.
    private var lastAsked: [Int] = []
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
        lastAsked = kept.map { lastAsked[$0] }
        for (index, id) in ids.enumerated() { memberIndex[id] = index }
        built = nil
    }

    func contains(_ id: Int) -> Bool { id < memberIndex.count && memberIndex[id] >= 0 }

    /// Notes that the current file was asked about literal `id`, if it is a member.
    func asked(_ id: Int) {
        if id < memberIndex.count, memberIndex[id] >= 0 { lastAsked[memberIndex[id]] = files }
    }

    /// Adds a literal asked about for the first time (shorter ones than the set scan keys are
    /// searched alone: a three-byte word is common enough, `for`, `ide`, that a search of its
    /// own stops early; and a full set takes no more).
    func add(_ literal: Literal, id: Int) {
        guard literal.bytes.count >= LiteralSetScan.minimumLength, !contains(id), members.count < Self.capacity else { return }
        if id >= memberIndex.count { memberIndex.append(contentsOf: repeatElement(-1, count: id + 1 - memberIndex.count)) }
        memberIndex[id] = members.count
        members.append(literal)
        ids.append(id)
        lengths.append(literal.bytes.count)
        lastAsked.append(files)
        built = nil
    }
}
