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
            standings += group.map(\.standing)
            groupEnds.append(literals.count)
        }
        gateEnds.append(groupEnds.count)
        return gateEnds.count - 1
    }

    package func removeAll() {
        literals = []; standings = []; groupEnds = []; gateEnds = []
    }
}

extension LiteralIndex {
    /// Whether the file holds a literal of each group of gate `gate` of `gates`.
    package func passes(_ gate: Int, of gates: LiteralGates) -> Bool {
        var group = gate == 0 ? 0 : gates.gateEnds[gate - 1]
        var start = group == 0 ? 0 : gates.groupEnds[group - 1]
        return gates.literals.withUnsafeBufferPointer { literals in
            while group < gates.gateEnds[gate] {
                let end = gates.groupEnds[group]
                var found = false
                var index = start
                while !found, index < end {
                    switch gates.standings[index] {
                    case .anywhere: found = contains(literals[index])
                    case .whole: found = containsWord(literals[index])
                    case .nameEnd: found = containsNameEnd(literals[index])
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
