/// One way a match can begin: bytes of `prefix`, then one of `literals`.
struct SpineBranch {
    var literals: LiteralSet
    var prefix: ByteMask

    static func isSelective(_ run: LiteralSet) -> Bool {
        guard !run.isEmpty, let shortest = run.map(\.count).min() else { return false }
        return shortest >= RequiredLiterals.minimumLength
    }
}

/// Finds a sequence's spine while its atoms are read: the bytes consumed before the first
/// selective run of exact text, or before the first atom that has spines of its own (a group
/// whose every branch has one), which then inherit that prefix.
struct SpineScan {
    private var prefix = ByteMask.none
    private var run: LiteralSet = [[]]
    private var runBytes = ByteMask.none
    private var done = false
    private var found: [SpineBranch]?

    mutating func add(_ atom: RegexShape) {
        guard !done else { return }
        if let exact = atom.exact, let consumed = atom.consumes, run.count * exact.count <= 64 {
            RegexShape.extend(&run, by: exact)
            runBytes = runBytes.union(consumed)
            return
        }
        if SpineBranch.isSelective(run) {
            finish()
            return
        }
        let before = prefix.union(runBytes)
        if let inner = atom.spines {
            found = inner.map { SpineBranch(literals: $0.literals, prefix: before.union($0.prefix)) }
            done = true
            return
        }
        guard let consumed = atom.consumes else { done = true; return }
        prefix = before.union(consumed)
        run = [[]]
        runBytes = .none
    }

    /// The same as adding `RegexShape.literal([byte])`, without building it.
    mutating func add(byte: UInt8) {
        guard !done else { return }
        for index in run.indices { run[index].append(byte) }
        runBytes.insert(byte)
    }

    private mutating func finish() {
        found = [SpineBranch(literals: run, prefix: prefix)]
        done = true
    }

    var result: [SpineBranch]? {
        if done { return found }
        return SpineBranch.isSelective(run) ? [SpineBranch(literals: run, prefix: prefix)] : nil
    }
}
