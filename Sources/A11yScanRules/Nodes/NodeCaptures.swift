/// The captures of the rule being evaluated, by slot (see `NodeProgramBuilder`). Setting one
/// logs the value it replaces, so a failed alternative rolls back what it captured without
/// copying the others.
struct NodeCaptures {
    private var values: [Range<Int>?] = []
    private var log: [(slot: Int32, previous: Range<Int>?)] = []

    /// Forgets every capture; `slots` is the number the next program uses. Every capture since
    /// the last reset is in the log, so undoing them leaves every slot empty, at the cost of
    /// the captures made rather than of the slots (this runs once per candidate node).
    mutating func reset(slots: Int) {
        restore(to: 0)
        if values.count < slots { values.append(contentsOf: repeatElement(nil, count: slots - values.count)) }
    }

    /// A point to roll back to.
    var mark: Int { log.count }

    subscript(_ slot: Int32) -> Range<Int>? { Int(slot) < values.count ? values[Int(slot)] : nil }

    mutating func set(_ slot: Int32, _ range: Range<Int>) {
        if values.count <= Int(slot) { values.append(contentsOf: repeatElement(nil, count: Int(slot) + 1 - values.count)) }
        log.append((slot, values[Int(slot)]))
        values[Int(slot)] = range
    }

    /// Undoes every capture made since `mark`.
    mutating func restore(to mark: Int) {
        while log.count > mark {
            let entry = log.removeLast()
            values[Int(entry.slot)] = entry.previous
        }
    }
}
