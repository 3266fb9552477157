/// Low-level reading of the code view: skipping blanks, reading identifiers forwards and
/// backwards, and jumping over bracket pairs with the bracket table (never by counting).
struct CodeCursor {
    let code: UnsafeBufferPointer<UInt8>
    /// The file the brackets come from: one reference, where a copy of the table would be
    /// eight (cursors are copied into every parser and walker of every match).
    let source: SourceFile

    var brackets: BracketTable {
        _read { yield source.brackets }
    }

    var end: Int { code.count }

    private static var eightSpaces: UInt64 { 0x2020_2020_2020_2020 }

    @inline(__always) func byte(_ i: Int) -> UInt8 { i >= 0 && i < code.count ? code[i] : 0 }

    /// First offset at or after `i` that is not white space (`newlines` decides whether line
    /// breaks count as white space).
    func skipSpace(from i: Int, newlines: Bool = true) -> Int {
        var j = i
        while j < code.count {
            let c = code[j]
            // Most calls start at a name or a bracket: every blank is at or below a space.
            if c > 0x20 { break }
            // Indentation and blanked comments and strings come in runs of spaces: eight at a time.
            if c == 0x20, j + 8 <= code.count,
               UnsafeRawPointer(code.baseAddress! + j).loadUnaligned(as: UInt64.self) == Self.eightSpaces {
                j += 8
                continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0C || c == 0x0B { j += 1; continue }
            if newlines, c == 0x0A || c == 0x0D { j += 1; continue }
            break
        }
        return j
    }

    /// Last offset at or before `i` (and inside the file) that is not white space, or -1.
    func skipSpaceBackward(from i: Int) -> Int {
        var j = min(i, code.count - 1)
        while j >= 0 {
            let c = code[j]
            if c > 0x20 { break }
            // A declaration is often preceded by its doc comment, blanked to a run of spaces:
            // eight at a time (the eight bytes ending at `j`).
            if c == 0x20, j >= 7,
               UnsafeRawPointer(code.baseAddress! + j - 7).loadUnaligned(as: UInt64.self) == Self.eightSpaces {
                j -= 8
                continue
            }
            guard ByteClass.isSpace(c) else { break }
            j -= 1
        }
        return j
    }

    /// The identifier starting at `i`, if any.
    func identifier(at i: Int) -> Range<Int>? {
        guard i < code.count, ByteClass.isIdentifierStart(code[i]) || code[i] == UInt8(ascii: "`") else { return nil }
        var j = i + 1
        if code[i] == UInt8(ascii: "`") {
            while j < code.count, code[j] != UInt8(ascii: "`"), code[j] != 0x0A { j += 1 }
            return j < code.count && code[j] == UInt8(ascii: "`") ? i..<(j + 1) : nil
        }
        return i..<identifierEnd(from: j)
    }

    /// The first offset at or after `i` whose byte cannot be part of an identifier (or the end).
    /// Names are read eight bytes at a time; the tail of the file one byte at a time.
    func identifierEnd(from i: Int) -> Int {
        var j = i
        while j + 8 <= code.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(code.baseAddress! + j).loadUnaligned(as: UInt64.self))
            let stop = Self.nonIdentifierBytes(word)
            if stop != 0 { return j + stop.trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < code.count, ByteClass.isIdentifier(code[j]) { j += 1 }
        return j
    }

    /// The high bit of each of the eight bytes of `word` that cannot be part of an identifier
    /// (`ByteClass.isIdentifier` for all eight at once, without a branch per byte).
    @inline(__always)
    private static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let low = word & ~high
        /// Bytes of `value` (each below 0x80) within `lo...hi`, as high bits.
        @inline(__always) func within(_ value: UInt64, _ lo: UInt64, _ hi: UInt64) -> UInt64 {
            (value &+ (0x80 - lo) &* ones) & ~(value &+ (0x7F - hi) &* ones) & high
        }
        let letters = within(low | (0x20 &* ones), 0x61, 0x7A)
        let digits = within(low, 0x30, 0x39)
        let underscores = ~((low ^ (0x5F &* ones)) &+ (0x7F &* ones)) & high
        return ~(word | letters | digits | underscores) & high
    }

    /// The identifier ending at `last` (inclusive), if any.
    func identifier(endingAt last: Int) -> Range<Int>? {
        guard last >= 0, last < code.count, ByteClass.isIdentifier(code[last]) else { return nil }
        var j = last
        // Backwards eight bytes at a time too: the byte before `j` is the word's highest.
        while j >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(code.baseAddress! + j - 8).loadUnaligned(as: UInt64.self))
            let stop = Self.nonIdentifierBytes(word)
            if stop != 0 {
                j -= stop.leadingZeroBitCount >> 3
                break
            }
            j -= 8
        }
        while j > 0, j < 8, ByteClass.isIdentifier(code[j - 1]) { j -= 1 }
        guard ByteClass.isIdentifierStart(code[j]) else { return nil }
        return j..<(last + 1)
    }

    /// Offset of the closer paired with the opener at `i` (end of file when unclosed).
    func closer(of i: Int) -> Int? { brackets.closer(ofOpenerAt: i, end: code.count) }

    func opener(of i: Int) -> Int? { brackets.opener(ofCloserAt: i) }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: code[range.clamped(to: 0..<code.count)]), as: UTF8.self)
    }
}
