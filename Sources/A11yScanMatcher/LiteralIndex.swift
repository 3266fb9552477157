import A11yScanSyntax

/// Which literals occur in one file, and which of them stand as whole identifiers, found once
/// and shared by every asker: the literal gate (each rule's required words), the component
/// recorder's first round and the test for the project's component names. Owned by one
/// thread's matcher and reset for each file; the buffer must outlive the file's matching.
/// Answers are kept per literal number, stamped with the file's generation (a reset
/// costs nothing); unnumbered literals are searched at each question.
///
/// The literals asked for in earlier files of the same kind (`reset`'s `kind`: the language)
/// are expected again (`ExpectedLiterals`): at the first question about a file they are all
/// found in one pass, which notes only whether each occurs, and whether whole. A literal asked
/// for the first time is searched alone and joins them.
///
/// A file asked about twice, first in its text (whether to lex it) and then in its code view,
/// has one pass: the text's occurrences are kept and checked in the code view
/// (`moveToCodeView`), which differs from the text only where it blanks bytes to spaces.
package final class LiteralIndex {
    private var code = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var generation: UInt32 = 1
    /// Per literal number, what the current file is known to hold.
    private var answers: [Answer] = []
    /// Per kind of file: the literals found together.
    private var expected: [Int: ExpectedLiterals] = [:]
    private var current: ExpectedLiterals?
    /// Whether `current`'s literals were found in this file yet.
    private var scanned = false
    /// Whether the pass keeps where each literal occurs (`reset`'s `keepingOccurrences`).
    private var keepsOccurrences = false
    /// Where the pass found the expected literals, when kept: by member of `current`.
    private var occurrences: [Occurrence] = []
    /// What the kept occurrences are of: the expected literals' table, how many of its members
    /// the pass looked for (later ones joined after it), and the length of the text.
    private var occurrencesOf: (expected: ExpectedLiterals, members: Int, length: Int)?

    /// What is known of one literal in the current file. Each stamp holds the generation in
    /// which it became true, so a new file (a new generation) makes all of them false at once.
    private struct Answer {
        /// Whether it occurs is known; it occurs.
        var known: UInt32 = 0
        var found: UInt32 = 0
        /// Whether it occurs as a whole identifier is known; it does.
        var wholeKnown: UInt32 = 0
        var whole: UInt32 = 0
        /// The same for occurrences that end a name (no identifier byte after them).
        var endKnown: UInt32 = 0
        var end: UInt32 = 0
        /// The generation it was last asked for in.
        var asked: UInt32 = 0
        /// Searched alone: its first occurrence, where a search for a whole one starts.
        var first = -1
    }

    private struct Occurrence {
        var member: Int32
        var start: Int32
    }

    package init() {}

    /// Moves to the next file; `kind` groups files that are asked about the same literals.
    /// `keepingOccurrences`: the file's code view will be asked about next (`moveToCodeView`).
    package func reset(_ code: ByteView, kind: Int = 0, keepingOccurrences: Bool = false) {
        self.code = code.buffer
        scanned = false
        keepsOccurrences = keepingOccurrences && code.count <= Int(Int32.max)
        occurrencesOf = nil
        if let known = expected[kind] {
            current = known
        } else {
            let fresh = ExpectedLiterals()
            expected[kind] = fresh
            current = fresh
        }
        current?.startFile()
        advanceGeneration()
    }

    /// Forgets the bytes (whose view ends), keeping what was found in them.
    package func detach() {
        code = UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Moves from a file's text, reset `keepingOccurrences`, to its code view `code`: the same
    /// bytes with comments and string contents blanked to spaces (line breaks kept). Each
    /// expected literal without a space occurs in the code view exactly where it occurs in the
    /// text with no space inside, so its answers come from the text's occurrences; the others
    /// are searched when asked. False, changing nothing, when the text's pass did not run
    /// (then `reset` for the code view).
    package func moveToCodeView(_ code: ByteView) -> Bool {
        guard let (expected, members, length) = occurrencesOf, expected === current, length == code.count else { return false }
        self.code = code.buffer
        occurrencesOf = nil
        keepsOccurrences = false
        scanned = true
        advanceGeneration()
        reserve(expected.largestID)
        let generation = generation, buffer = code.buffer
        let ids = expected.ids, lengths = expected.lengths, holdsSpace = expected.holdsSpace
        let occurrences = occurrences
        answers.withUnsafeMutableBufferPointer { answers in
            for member in 0..<members where !holdsSpace[member] {
                let id = ids[member]
                answers[id].known = generation
                answers[id].wholeKnown = generation
                answers[id].endKnown = generation
            }
            for occurrence in occurrences {
                let member = Int(occurrence.member), start = Int(occurrence.start)
                let id = ids[member]
                // Whole implies found and ending a name: nothing left to learn.
                guard answers[id].whole != generation, !holdsSpace[member] else { continue }
                let end = start + lengths[member]
                var blanked = false
                for offset in start..<end where buffer[offset] == UInt8(ascii: " ") { blanked = true; break }
                guard !blanked else { continue }
                answers[id].found = generation
                if Self.endsName(end, in: buffer) {
                    answers[id].end = generation
                    if Self.startsName(start, in: buffer) { answers[id].whole = generation }
                }
            }
        }
        return true
    }

    /// Makes every answer of the last file unknown.
    private func advanceGeneration() {
        generation &+= 1
        if generation == 0 {
            generation = 1
            answers = Array(repeating: Answer(), count: answers.count)
        }
    }

    /// Pins `literals` to the literals expected in files of `kind`: every file of that kind has
    /// them found in its one pass, however few of them it is asked about.
    package func expect(_ literals: [Literal], kind: Int) {
        let known = expected[kind] ?? ExpectedLiterals()
        expected[kind] = known
        known.pin(literals.compactMap { literal in literal.id.map { (literal, $0) } })
    }

    /// Ends every pin of `expect` (the words of a rule set no longer asked).
    package func stopExpecting() {
        for known in expected.values { known.unpinAll() }
    }

    /// Finds the expected literals now, if the file has not had its pass yet.
    func scanExpected() {
        if !scanned, let first = current?.ids.first { _ = findExpected(first) }
    }

    /// Whether the file holds literal number `id` standing as `standing`, when that is known
    /// without a search (the literal is expected, or was asked before in this file).
    @inline(__always)
    func knownAnswer(_ id: Int, _ standing: LiteralGates.Standing) -> Bool? {
        guard id < answers.count else { return nil }
        let answer = answers[id]
        guard answer.known == generation else { return nil }
        guard answer.found == generation else { return false }
        switch standing {
        case .anywhere: return true
        case .whole: return answer.wholeKnown == generation ? answer.whole == generation : nil
        case .nameEnd: return answer.endKnown == generation ? answer.end == generation : nil
        }
    }

    /// Tells the expected literals, once per file and literal, that the literal was asked for.
    @inline(__always)
    private func noteAsked(_ id: Int) {
        guard answers[id].asked != generation else { return }
        answers[id].asked = generation
        current?.asked(id)
    }

    /// Finds all expected literals at the file's first question about one of them; false if
    /// `id` is not expected (or they were found already, without it).
    private func findExpected(_ id: Int) -> Bool {
        guard !scanned, let current, current.contains(id) else { return false }
        scanned = true
        let ids = current.ids, lengths = current.lengths
        reserve(current.largestID)
        let generation = generation, code = code
        var kept = occurrences
        occurrences = []
        kept.removeAll(keepingCapacity: true)
        let keeps = keepsOccurrences
        answers.withUnsafeMutableBufferPointer { answers in
            for id in ids {
                answers[id].known = generation
                answers[id].wholeKnown = generation
                answers[id].endKnown = generation
            }
            current.scan.scan(code) { index, start in
                if keeps { kept.append(Occurrence(member: Int32(truncatingIfNeeded: index), start: Int32(truncatingIfNeeded: start))) }
                let id = ids[index]
                answers[id].found = generation
                let end = start + lengths[index]
                // Whole implies ending a name: once whole, both are known.
                if answers[id].whole != generation, Self.endsName(end, in: code) {
                    answers[id].end = generation
                    if Self.startsName(start, in: code) { answers[id].whole = generation }
                }
            }
        }
        occurrences = kept
        if keeps { occurrencesOf = (current, ids.count, code.count) }
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

    /// Whether `literal` occurs in the file.
    package func contains(_ literal: Literal) -> Bool {
        guard let id = literal.id else { return LiteralSearch.firstIndex(of: literal, in: code, from: 0) != nil }
        reserve(id)
        noteAsked(id)
        if answers[id].known != generation, !findExpected(id) {
            let found = LiteralSearch.firstIndex(of: literal, in: code, from: 0)
            answers[id].known = generation
            if found != nil { answers[id].found = generation }
            answers[id].first = found ?? -1
            current?.add(literal, id: id)
        }
        return answers[id].found == generation
    }

    /// Whether `literal` occurs in the file as a whole identifier: no identifier byte just
    /// before or after it.
    package func containsWord(_ literal: Literal) -> Bool {
        guard contains(literal) else { return false }
        guard let id = literal.id else { return occurs(literal, from: 0, where: Self.standsWhole) }
        if answers[id].wholeKnown != generation {
            answers[id].wholeKnown = generation
            if occurs(literal, from: answers[id].first, where: Self.standsWhole) { answers[id].whole = generation }
        }
        return answers[id].whole == generation
    }

    /// Whether `literal` occurs in the file as the end of a name: no identifier byte just after
    /// it (`Slider` in `VolumeSlider(`, not in `SliderStyle`).
    package func containsNameEnd(_ literal: Literal) -> Bool {
        guard contains(literal) else { return false }
        guard let id = literal.id else { return occurs(literal, from: 0) { Self.endsName($1, in: $2) } }
        if answers[id].endKnown != generation {
            answers[id].endKnown = generation
            if occurs(literal, from: answers[id].first, where: { Self.endsName($1, in: $2) }) { answers[id].end = generation }
        }
        return answers[id].end == generation
    }

    /// Whether `literal` occurs from `from` on where `fits(start, end, code)`.
    private func occurs(_ literal: Literal, from: Int, where fits: (Int, Int, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var from = from
        while let hit = LiteralSearch.firstIndex(of: literal, in: code, from: from) {
            if fits(hit, hit + literal.bytes.count, code) { return true }
            from = hit + 1
        }
        return false
    }

    /// Whether the bytes from `start` to `end` have no identifier byte just before or after them.
    @inline(__always)
    private static func standsWhole(_ start: Int, _ end: Int, in code: UnsafeBufferPointer<UInt8>) -> Bool {
        startsName(start, in: code) && endsName(end, in: code)
    }

    @inline(__always)
    private static func startsName(_ start: Int, in code: UnsafeBufferPointer<UInt8>) -> Bool {
        start == 0 || !isIdentifierByte(code[start - 1])
    }

    @inline(__always)
    private static func endsName(_ end: Int, in code: UnsafeBufferPointer<UInt8>) -> Bool {
        end == code.count || !isIdentifierByte(code[end])
    }

    /// A byte of an identifier as the lexers read them: an ASCII letter, digit or `_`, or any
    /// byte of a character beyond ASCII.
    @inline(__always)
    package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    private func reserve(_ id: Int) {
        guard id >= answers.count else { return }
        answers.append(contentsOf: repeatElement(Answer(), count: max(id + 1, answers.count * 2, 64) - answers.count))
    }
}
