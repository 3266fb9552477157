import A11yScanSyntax

/// Where each literal occurs in one file, found once and shared by every rule that asks whether
/// the file can hold its nodes (their names, the project's component names). Owned by one
/// thread's matcher and reset for each file; the buffer must outlive the file's matching.
/// Numbered literals are kept in arrays stamped with the file's generation (a reset costs
/// nothing); unnumbered ones in a dictionary.
///
/// The literals asked for in earlier files of the same kind (`reset`'s `kind`: the language)
/// are expected again (`ExpectedLiterals`): at the first question about a file they are all
/// found in one pass. A literal asked for the first time is searched alone and joins them.
package final class LiteralIndex {
    private var code = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var generation: UInt32 = 1
    /// Per literal number: the generation `offsets` was filled in, and the offsets.
    private var offsetsStamp: [UInt32] = []
    private var offsets: [[Int]] = []
    /// Per literal number, for literals only tested for presence: the generation `first` was
    /// found in, and the first occurrence (-1 when absent).
    private var firstStamp: [UInt32] = []
    private var first: [Int] = []
    /// Per literal number: the generation it was last asked for in.
    private var askedStamp: [UInt32] = []
    private var unnumbered: [[UInt8]: [Int]] = [:]
    /// Per kind of file: the literals found together.
    private var expected: [Int: ExpectedLiterals] = [:]
    private var current: ExpectedLiterals?
    /// Whether `current`'s literals were found in this file yet.
    private var scanned = false

    package init() {}

    /// Moves to the next file; `kind` groups files that are asked about the same literals.
    package func reset(_ code: ByteView, kind: Int = 0) {
        self.code = code.buffer
        scanned = false
        if let known = expected[kind] {
            current = known
        } else {
            let fresh = ExpectedLiterals()
            expected[kind] = fresh
            current = fresh
        }
        current?.startFile()
        generation &+= 1
        if generation == 0 {
            generation = 1
            for i in offsetsStamp.indices { offsetsStamp[i] = 0; firstStamp[i] = 0; askedStamp[i] = 0 }
        }
        if !unnumbered.isEmpty { unnumbered.removeAll(keepingCapacity: true) }
    }

    /// Start offsets of every occurrence of `literal` (overlapping ones included), ascending.
    func occurrences(of literal: Literal) -> [Int] {
        guard let id = literal.id else {
            if let known = unnumbered[literal.bytes] { return known }
            let found = search(literal)
            unnumbered[literal.bytes] = found
            return found
        }
        reserve(id)
        noteAsked(id)
        if offsetsStamp[id] != generation, !findExpected(id) {
            offsets[id] = search(literal)
            offsetsStamp[id] = generation
            current?.add(literal, id: id)
        }
        return offsets[id]
    }

    /// Tells the expected literals, once per file and literal, that the literal was asked for.
    @inline(__always)
    private func noteAsked(_ id: Int) {
        guard askedStamp[id] != generation else { return }
        askedStamp[id] = generation
        current?.asked(id)
    }

    /// Finds all expected literals at the file's first question about one of them; false if
    /// `id` is not expected (or they were found already, without it).
    private func findExpected(_ id: Int) -> Bool {
        guard !scanned, let current, current.contains(id) else { return false }
        scanned = true
        let scan = current.scan
        let ids = current.ids
        for id in ids {
            reserve(id)
            offsets[id].removeAll(keepingCapacity: true)
            offsetsStamp[id] = generation
        }
        scan.scan(code) { index, start in offsets[ids[index]].append(start) }
        return true
    }

    /// Whether any of `literals` occurs in `code`, the next file (of the kind `kind`, as for
    /// `reset`), for callers that hold its bytes in an array; the index is empty afterwards.
    package func containsAny(of literals: [Literal], in code: [UInt8], kind: Int) -> Bool {
        code.withByteView { bytes in
            reset(bytes, kind: kind)
            defer { reset(ByteView()) }
            return literals.contains(where: contains)
        }
    }

    /// Whether `literal` occurs in the file; stops at the first occurrence unless all are known.
    package func contains(_ literal: Literal) -> Bool {
        guard let id = literal.id else { return !occurrences(of: literal).isEmpty }
        reserve(id)
        noteAsked(id)
        if offsetsStamp[id] == generation || findExpected(id) { return !offsets[id].isEmpty }
        if firstStamp[id] != generation {
            first[id] = LiteralSearch.firstIndex(of: literal, in: code, from: 0) ?? -1
            firstStamp[id] = generation
            current?.add(literal, id: id)
        }
        return first[id] >= 0
    }

    /// Whether `literal` occurs in the file as a whole identifier: no identifier byte just
    /// before or after it.
    package func containsWord(_ literal: Literal) -> Bool {
        guard contains(literal) else { return false }
        let length = literal.bytes.count
        for start in occurrences(of: literal) {
            let end = start + length
            if (start == 0 || !Self.isIdentifierByte(code[start - 1])) && (end == code.count || !Self.isIdentifierByte(code[end])) {
                return true
            }
        }
        return false
    }

    /// A byte of an identifier as the lexers read them: an ASCII letter, digit or `_`, or any
    /// byte of a character beyond ASCII.
    @inline(__always)
    package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    private func search(_ literal: Literal) -> [Int] {
        var found: [Int] = []
        var from = 0
        while let hit = LiteralSearch.firstIndex(of: literal, in: code, from: from) {
            found.append(hit)
            from = hit + 1
        }
        return found
    }

    private func reserve(_ id: Int) {
        guard id >= offsets.count else { return }
        let count = max(id + 1, offsets.count * 2, 64)
        offsetsStamp.append(contentsOf: repeatElement(0, count: count - offsetsStamp.count))
        firstStamp.append(contentsOf: repeatElement(0, count: count - firstStamp.count))
        askedStamp.append(contentsOf: repeatElement(0, count: count - askedStamp.count))
        first.append(contentsOf: repeatElement(-1, count: count - first.count))
        offsets.append(contentsOf: repeatElement([], count: count - offsets.count))
    }
}
