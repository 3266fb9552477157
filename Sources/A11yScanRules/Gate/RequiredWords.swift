import A11yScanMatcher

/// A word a file must hold for a rule to find anything in it.
package struct RequiredWord: Sendable, Hashable {
    let bytes: [UInt8]
    /// A node's own name (`Text`), which counts only standing as a whole identifier: not inside
    /// `TextUtils`. Words read from regexes and other text count anywhere.
    let whole: Bool
    /// The end of a name (`Slider` of `VolumeSlider`, read off `^\w*Slider$`): no identifier
    /// byte follows it.
    let endsName: Bool
    /// Not a word but the name of any of the project's components of this shape (a `component:`
    /// test), standing as a whole identifier: known only once the components are
    /// (`RequiredWords.gate(componentNames:)`). `bytes` are the shape's name, for reading.
    let shape: ComponentShape?

    init(_ bytes: [UInt8], whole: Bool, endsName: Bool = false) {
        self.bytes = bytes
        // A name with other bytes than an identifier's (`Foo.Bar`) is looked for as text.
        let identifier = bytes.allSatisfy(LiteralIndex.isIdentifierByte)
        self.whole = whole && identifier
        self.endsName = !self.whole && endsName && identifier
        shape = nil
    }

    /// A call of one of the project's components of `shape`.
    init(shape: ComponentShape) {
        bytes = Array(shape.rawValue.utf8)
        whole = false
        endsName = false
        self.shape = shape
    }

    init(_ name: String, whole: Bool) { self.init(Array(name.utf8), whole: whole) }

    package var text: String {
        shape.map { "a component of shape \($0.rawValue)" } ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Found wherever its bytes are.
    var standsAnywhere: Bool { !whole && !endsName && shape == nil }

    /// Whether every file holding this word holds `other` too.
    func implies(_ other: RequiredWord) -> Bool {
        // A component's name is no word of the rules: only the same shape is implied.
        if shape != nil || other.shape != nil { return self == other }
        if other.standsAnywhere { return bytes.holds(other.bytes) }
        if other.endsName { return !standsAnywhere && bytes.reversed().starts(with: other.bytes.reversed()) }
        return self == other
    }

    var standing: LiteralGates.Standing { whole ? .whole : endsName ? .nameEnd : .anywhere }
}

/// The words a file's code must hold for a rule to find anything there: one word of each
/// group. Read off the rule's patterns (`RequiredWords+Patterns`), so a file holding none of
/// a group is skipped for the rule before it is lexed or given a call tree. No groups: the
/// rule may fire on any file of its language (the gate is open).
package struct RequiredWords: Sendable {
    package private(set) var groups: [[RequiredWord]]

    init(groups: [[RequiredWord]]) { self.groups = groups }

    /// The groups as a gate of the literal index (`LiteralGates`), each component shape
    /// standing for the names `componentNames` gives of the project's components of that shape
    /// (none when the components are not known yet: a group of shapes alone then passes no file,
    /// and a scan that learns the components later scans again the files that call them).
    package func gate(componentNames: (ComponentShape) -> [String]) -> [[(literal: Literal, standing: LiteralGates.Standing)]] {
        groups.map { group in
            group.flatMap { word -> [(literal: Literal, standing: LiteralGates.Standing)] in
                guard let shape = word.shape else { return [(Literal.interned(word.bytes), word.standing)] }
                return componentNames(shape).map { name in
                    let called = RequiredWord(name, whole: true)
                    return (Literal.interned(called.bytes), called.standing)
                }
            }
        }
    }

    /// Each group without the words another of its words implies, and groups implied by
    /// another group left out.
    func normalized() -> RequiredWords {
        var kept: [[RequiredWord]] = []
        // A group with a word of one or two bytes passes nearly every file: it tells nothing.
        for group in groups.map(Self.simplified)
        where !group.isEmpty && !group.contains(where: { $0.shape == nil && $0.bytes.count < 3 }) {
            guard !kept.contains(where: { Self.implies($0, group) }) else { continue }
            kept.removeAll { Self.implies(group, $0) }
            kept.append(group)
        }
        return RequiredWords(groups: kept)
    }

    /// Whether a file holding a word of group `a` holds one of group `b` (a group that holds another, say).
    private static func implies(_ a: [RequiredWord], _ b: [RequiredWord]) -> Bool {
        a.allSatisfy { word in b.contains(where: word.implies) }
    }

    static let open = RequiredWords(groups: [])

    package var isOpen: Bool { groups.isEmpty }

    /// Both must hold.
    func and(_ other: RequiredWords) -> RequiredWords { RequiredWords(groups: groups + other.groups) }

    /// The words of `branches` of which one must hold: a word of each branch's group, for as
    /// many combinations as stay few; beyond that, each branch's most telling group.
    static func either(_ branches: [RequiredWords]) -> RequiredWords {
        let branches = branches.map { $0.normalized() }
        guard !branches.isEmpty, !branches.contains(where: \.isOpen) else { return .open }
        var combined: [[RequiredWord]] = [[]]
        for branch in branches {
            guard combined.count * branch.groups.count <= maximumGroups else {
                return RequiredWords(groups: [branches.flatMap { $0.groups.min(by: better)! }])
            }
            combined = combined.flatMap { sofar in branch.groups.map { sofar + $0 } }
        }
        return RequiredWords(groups: combined)
    }

    static let maximumGroups = 8

    /// Whether group `a` is likely to pass fewer files than `b`: fewer words, then longer ones.
    private static func better(_ a: [RequiredWord], _ b: [RequiredWord]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        return (a.map(\.bytes.count).min() ?? 0) > (b.map(\.bytes.count).min() ?? 0)
    }

    /// A group without repeats: a word is left out when it implies another one (`Expand` beside
    /// `xpand`, `Text` standing whole beside `Text` anywhere): a file holding it holds the other too.
    private static func simplified(_ group: [RequiredWord]) -> [RequiredWord] {
        var unique: [RequiredWord] = []
        for word in group where !unique.contains(word) { unique.append(word) }
        let kept = unique.filter { word in
            !unique.contains { other in other != word && word.implies(other) }
        }
        return kept.sorted { a, b in
            a.bytes == b.bytes ? a.shape == nil && b.shape != nil : a.bytes.lexicographicallyPrecedes(b.bytes)
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether `part` occurs in these bytes.
    func holds(_ part: [UInt8]) -> Bool {
        guard part.count <= count else { return false }
        if part.isEmpty { return true }
        return (0...(count - part.count)).contains { self[$0..<($0 + part.count)].elementsEqual(part) }
    }
}
