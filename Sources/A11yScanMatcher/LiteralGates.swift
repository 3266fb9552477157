/// The literal gates of many rules, in flat arrays: gate `n` is groups of literals, and a file
/// passes it when it holds a literal of each group. A file is asked about every rule's gate;
/// reading them from one table spares the reference counting of copying each rule's words out
/// for every question, which cost more than the answers.
package final class LiteralGates {
    /// How a literal must stand to count.
    package enum Standing: UInt8, Sendable {
        case anywhere
        /// As a whole identifier: no identifier byte just before or after it.
        case whole
        /// At the end of an identifier: no identifier byte just after it.
        case nameEnd
    }

    private(set) var literals: [Literal] = []
    /// Per literal, its number (`Literal.id`), or -1: read without touching the literal.
    private(set) var ids: [Int] = []
    private(set) var standings: [Standing] = []
    /// Per group, where its literals end in `literals`.
    private(set) var groupEnds: [Int] = []
    /// Per gate, where its groups end in `groupEnds`.
    private(set) var gateEnds: [Int] = []

    package init() {}

    package var count: Int { gateEnds.count }

    /// Adds a gate of `groups` and returns its number.
    package func add(_ groups: [[(literal: Literal, standing: Standing)]]) -> Int {
        for group in groups {
            literals += group.map(\.literal)
            ids += group.map { $0.literal.id ?? -1 }
            standings += group.map(\.standing)
            groupEnds.append(literals.count)
        }
        gateEnds.append(groupEnds.count)
        return gateEnds.count - 1
    }

    package func removeAll() {
        literals = []; ids = []; standings = []; groupEnds = []; gateEnds = []
    }

    /// The literals of gate `gate`.
    package func literals(of gate: Int) -> ArraySlice<Literal> {
        let firstGroup = gate == 0 ? 0 : gateEnds[gate - 1]
        let start = firstGroup == 0 ? 0 : groupEnds[firstGroup - 1]
        let end = gateEnds[gate] == 0 ? 0 : groupEnds[gateEnds[gate] - 1]
        return literals[start..<end]
    }
}

extension LiteralIndex {
    /// Whether the file holds a literal of each group of gate `gate` of `gates`. The file's
    /// expected literals are found first, so most answers are read from the index without
    /// touching a literal; the others are searched.
    package func passes(_ gate: Int, of gates: LiteralGates) -> Bool {
        scanExpected()
        var group = gate == 0 ? 0 : gates.gateEnds[gate - 1]
        var start = group == 0 ? 0 : gates.groupEnds[group - 1]
        let groupsEnd = gates.gateEnds[gate]
        return gates.groupEnds.withUnsafeBufferPointer { groupEnds in
            gates.ids.withUnsafeBufferPointer { ids in
                gates.standings.withUnsafeBufferPointer { standings in
                    while group < groupsEnd {
                        let end = groupEnds[group]
                        var found = false
                        var index = start
                        while !found, index < end {
                            let standing = standings[index]
                            if ids[index] >= 0, let known = knownAnswer(ids[index], standing) {
                                found = known
                            } else {
                                found = search(gates.literals[index], standing)
                            }
                            index += 1
                        }
                        guard found else { return false }
                        start = end
                        group += 1
                    }
                    return true
                }
            }
        }
    }

    private func search(_ literal: Literal, _ standing: LiteralGates.Standing) -> Bool {
        switch standing {
        case .anywhere: contains(literal)
        case .whole: containsWord(literal)
        case .nameEnd: containsNameEnd(literal)
        }
    }
}
