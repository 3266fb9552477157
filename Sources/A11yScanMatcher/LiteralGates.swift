/// The literal gates of many rules, in one flat array: gate `n` is groups of literals, and a
/// file passes it when it holds a literal of each group. A file is asked about every rule's
/// gate; reading them from one table spares the reference counting of copying each rule's
/// words out for every question, which cost more than the answers.
package final class LiteralGates {
    /// How a literal must stand to count.
    package enum Standing: UInt8, Sendable {
        case anywhere
        /// As a whole identifier: no identifier byte just before or after it.
        case whole
        /// At the end of an identifier: no identifier byte just after it.
        case nameEnd
    }

    /// One literal of a group, with what a question about it needs, so a gate is read from
    /// this array alone.
    struct Entry {
        /// The literal's number (`Literal.id`), or -1.
        var id: Int32
        /// Its place in `literals`, or -1 for the mark of an empty group (which no file passes).
        var literal: Int32
        /// Where the entries of its group end.
        var groupEnd: Int32
        var standing: Standing
    }

    private(set) var literals: [Literal] = []
    private(set) var entries: [Entry] = []
    /// Per gate, where its entries start; then where the last one's end.
    private(set) var gateStarts: [Int] = [0]

    package init() {}

    package var count: Int { gateStarts.count - 1 }

    /// Adds a gate of `groups` and returns its number.
    package func add(_ groups: [[(literal: Literal, standing: Standing)]]) -> Int {
        for group in groups {
            let groupEnd = Int32(entries.count + max(group.count, 1))
            if group.isEmpty { entries.append(Entry(id: -1, literal: -1, groupEnd: groupEnd, standing: .anywhere)) }
            for (literal, standing) in group {
                entries.append(Entry(id: Int32(literal.id ?? -1), literal: Int32(literals.count), groupEnd: groupEnd, standing: standing))
                literals.append(literal)
            }
        }
        gateStarts.append(entries.count)
        return count - 1
    }

    package func removeAll() {
        literals = []; entries = []; gateStarts = [0]
    }

    /// The literals of gate `gate`.
    package func literals(of gate: Int) -> [Literal] {
        entries[gateStarts[gate]..<gateStarts[gate + 1]].compactMap { $0.literal >= 0 ? literals[Int($0.literal)] : nil }
    }
}

extension LiteralIndex {
    /// Whether the file holds a literal of each group of gate `gate` of `gates`. The file's
    /// expected literals are found first, so most answers are read from the index without
    /// touching a literal; the others are searched.
    package func passes(_ gate: Int, of gates: LiteralGates) -> Bool {
        scanExpected()
        let end = gates.gateStarts[gate + 1]
        var index = gates.gateStarts[gate]
        return gates.entries.withUnsafeBufferPointer { entries in
            while index < end {
                let entry = entries[index]
                let found: Bool
                if entry.literal < 0 {
                    found = false
                } else if entry.id >= 0, let known = knownAnswer(Int(entry.id), entry.standing) {
                    found = known
                } else {
                    found = search(gates.literals[Int(entry.literal)], entry.standing)
                }
                if found {
                    index = Int(entry.groupEnd)
                } else {
                    index += 1
                    if index == Int(entry.groupEnd) { return false }
                }
            }
            return true
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
