/// Matching pairs of `(`, `[` and `{` in the code view, built by the lexer with an explicit
/// stack so 100k-deep nesting costs memory, not call depth. Unbalanced input is tolerated:
/// an opener without closer is `unclosed`, and a stray closer is ignored. An unclosed opener
/// runs to the closer that ended an enclosing pair past it (`{ ( }`: the `(` ends at the `}`),
/// or to the end of the file, so pairs always nest.
public struct BracketTable: Sendable {
    /// Offsets of openers, ascending.
    public private(set) var openers: [Int32] = []
    /// For each opener, the offset of its closer, or -1 when unclosed.
    public private(set) var closers: [Int32] = []
    /// For each unclosed opener, the offset of the closer that ended an enclosing pair past
    /// it, or -1 when it stayed open to the end of the file (and for openers with a closer).
    private var implicitEnds: [Int32] = []
    /// For each opener, the index of the innermost opener enclosing it, or -1.
    public private(set) var parents: [Int32] = []
    /// For each opener, its byte (`(`, `[` or `{`).
    public private(set) var kinds: [UInt8] = []
    /// Offsets of matched closers, ascending, with the index of their opener.
    private var closerOffsets: [Int32] = []
    private var closerOpeners: [Int32] = []
    private var stack: [Int32] = []

    public init() {}

    public var count: Int { openers.count }

    mutating func open(at offset: Int, kind: UInt8) {
        openers.append(Int32(offset))
        kinds.append(kind)
        closers.append(-1)
        implicitEnds.append(-1)
        parents.append(stack.last ?? -1)
        stack.append(Int32(openers.count - 1))
    }

    /// Closes the innermost opener of the same kind. `kind` is the opener byte expected.
    mutating func close(at offset: Int, matching kind: UInt8) {
        // Look a few levels down for a matching opener so one stray bracket cannot
        // unbalance the rest of the file; deeper mismatches are treated as stray closers.
        var depth = stack.count - 1
        let limit = max(0, stack.count - 4)
        while depth >= limit {
            let index = Int(stack[depth])
            if kinds[index] == kind { break }
            depth -= 1
        }
        guard depth >= limit, depth >= 0 else { return }
        while stack.count - 1 > depth { implicitEnds[Int(stack.removeLast())] = Int32(offset) }
        let index = Int(stack.removeLast())
        closers[index] = Int32(offset)
        closerOffsets.append(Int32(offset))
        closerOpeners.append(Int32(index))
    }

    /// Number of brackets still open at the end of the file.
    var unclosedCount: Int { stack.count }

    /// Index of the opener at exactly `offset`, if there is one.
    public func openerIndex(at offset: Int) -> Int? {
        let i = lowerBound(openers, Int32(offset))
        return i < openers.count && openers[i] == Int32(offset) ? i : nil
    }

    /// The closer offset of the opener at `offset`; for an unclosed opener the closer of the
    /// enclosing pair that ended it, else `end`; nil when there is no opener there.
    public func closer(ofOpenerAt offset: Int, end: Int) -> Int? {
        guard let i = openerIndex(at: offset) else { return nil }
        let closer = effectiveEnd(i)
        return closer < 0 ? end : Int(closer)
    }

    /// Where pair `i` ends: its closer, the closer that ended it implicitly, or -1 (end of file).
    private func effectiveEnd(_ i: Int) -> Int32 { closers[i] >= 0 ? closers[i] : implicitEnds[i] }

    /// The opener offset of the closer at `offset`, if it was matched.
    public func opener(ofCloserAt offset: Int) -> Int? {
        let i = lowerBound(closerOffsets, Int32(offset))
        guard i < closerOffsets.count, closerOffsets[i] == Int32(offset) else { return nil }
        return Int(openers[Int(closerOpeners[i])])
    }

    /// Index of the innermost opener strictly before `offset` whose pair contains `offset`.
    public func enclosingIndex(of offset: Int) -> Int? {
        var i = lowerBound(openers, Int32(offset)) - 1
        while i >= 0 {
            let closer = effectiveEnd(i)
            if closer < 0 || Int(closer) >= offset { return i }
            i = Int(parents[i])
        }
        return nil
    }

    private func lowerBound(_ array: [Int32], _ value: Int32) -> Int {
        var low = 0
        var high = array.count
        while low < high {
            let mid = (low + high) >> 1
            if array[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
