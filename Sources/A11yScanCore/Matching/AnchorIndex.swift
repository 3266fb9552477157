/// Rules grouped by their anchor: rules whose `match` is the same pattern share one search of
/// the file, and each match is checked against every rule of the group. Since the anchors are
/// identical, every rule sees exactly the matches its own search would find.
///
/// An earlier design searched a union of all anchors of a language once. Measured on the
/// benchmark corpus it was slower than separate searches: each anchor on its own keeps PCRE2's
/// first-byte scan, which a large union loses.
public struct AnchorIndex: Sendable {
    /// Rule ids, grouped by anchor pattern, each group in rule order.
    let groups: [[String]]
    /// The group of each rule, by id and (cheaper to look up per file) by the rule instance.
    private let groupOfID: [String: Int]
    private let groupOfRule: [ObjectIdentifier: Int]

    public init(rules: [Rule]) {
        var order: [String] = []
        var byAnchor: [String: [String]] = [:]
        for rule in rules where rule.anchor != nil {
            let key = "\(rule.language.rawValue)\u{0}\(rule.anchor?.pattern ?? "")"
            if byAnchor[key] == nil { order.append(key) }
            byAnchor[key, default: []].append(rule.id)
        }
        groups = order.compactMap { byAnchor[$0] }
        var groupOfID: [String: Int] = [:]
        for (number, group) in groups.enumerated() {
            for id in group where groupOfID[id] == nil { groupOfID[id] = number }
        }
        self.groupOfID = groupOfID
        groupOfRule = Dictionary(rules.compactMap { rule in groupOfID[rule.id].map { (ObjectIdentifier(rule), $0) } },
                                 uniquingKeysWith: { first, _ in first })
    }

    /// The groups of `active` rules (all of one file's language), in a stable order.
    func groups(of active: [Rule]) -> [[Rule]] {
        var buckets = [[Rule]](repeating: [], count: groups.count)
        for rule in active {
            guard let number = groupOfRule[ObjectIdentifier(rule)] ?? groupOfID[rule.id] else { continue }
            buckets[number].append(rule)
        }
        return buckets.filter { !$0.isEmpty }
    }

    /// How many searches a file with every rule of `language` active needs.
    public func searchCount(_ language: Language, in rules: [Rule]) -> Int {
        groups(of: rules.filter { $0.language == language }).count
    }
}
