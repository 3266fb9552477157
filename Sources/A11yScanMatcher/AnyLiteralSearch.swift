import A11yScanSyntax

/// Whether any of many literals occurs in a text, in one pass however many literals there are
/// (a project's component names: thousands). Each literal of three bytes or more is keyed by
/// its first three bytes, hashed into a bitmap, so a position of the text costs one bit test;
/// only a position whose triple starts some literal is compared in full. Shorter literals are
/// searched alone. Asking a `LiteralIndex` cost a search per literal and file. `LiteralSetScan`,
/// which finds every occurrence of the rules' few hundred literals, keys each by several byte
/// pairs in a 64 Ki-bit table: thousands of names would set most of it and make every position a hit.
package struct AnyLiteralSearch: Sendable {
    /// One bit per hashed triple: set when some literal starts with that triple.
    private var keyBits = [UInt64](repeating: 0, count: 1 << (hashBits - 6))
    /// The literals of three bytes or more, by their first three bytes.
    private var byTriple: [UInt32: [[UInt8]]] = [:]
    /// Literals of one or two bytes.
    private var short: [[UInt8]] = []
    private static let hashBits = 20

    package init(_ literals: [[UInt8]]) {
        for literal in Set(literals) where !literal.isEmpty {
            guard literal.count >= 3 else {
                short.append(literal)
                continue
            }
            let triple = Self.triple(literal[0], literal[1], literal[2])
            let slot = Self.slot(triple)
            keyBits[slot >> 6] |= 1 << UInt64(slot & 63)
            byTriple[triple, default: []].append(literal)
        }
    }

    /// Whether some literal occurs in `text` (an empty literal occurs nowhere, as in `LiteralIndex`).
    package func occurs(in text: [UInt8]) -> Bool {
        find(in: text, asName: false) != .nowhere
    }

    /// Where some literal occurs in `text`: nowhere, only inside longer names, or somewhere as
    /// a name of its own (`standsAlone`), as a name a file's code calls is; a literal of one or
    /// two bytes counts as a name anywhere.
    package func occurrence(in text: [UInt8]) -> Occurrence {
        find(in: text, asName: true)
    }

    package enum Occurrence: Sendable {
        case nowhere
        case insideNames
        case asName
    }

    private func find(in text: [UInt8], asName: Bool) -> Occurrence {
        text.withUnsafeBufferPointer { text in
            if short.contains(where: { LiteralSearch.contains(text, $0) }) { return .asName }
            guard text.count >= 3, !byTriple.isEmpty, let base = text.baseAddress else { return .nowhere }
            var found = Occurrence.nowhere
            return keyBits.withUnsafeBufferPointer { bits in
                for start in 0...(text.count - 3) {
                    let triple = Self.triple(base[start], base[start + 1], base[start + 2])
                    let slot = Self.slot(triple)
                    guard bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0, let literals = byTriple[triple] else { continue }
                    for literal in literals where literal.count <= text.count - start {
                        let occurrence = literal.withUnsafeBufferPointer { literal -> Occurrence in
                            guard (3..<literal.count).allSatisfy({ base[start + $0] == literal[$0] }) else { return .nowhere }
                            return !asName || Self.standsAlone(literal, base, text.count, start) ? .asName : .insideNames
                        }
                        if occurrence == .asName { return .asName }
                        if occurrence == .insideNames { found = .insideNames }
                    }
                }
                return found
            }
        }
    }

    /// Whether `literal`, found at `start` of the `count` bytes at `base`, is not part of a longer
    /// name: no ASCII letter, digit or underscore touches it on a side where it ends in one.
    /// Any other byte (a non-ASCII one too) may end a name: the test only ever says yes wrongly.
    @inline(__always)
    private static func standsAlone(_ literal: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>, _ count: Int,
                                    _ start: Int) -> Bool {
        let end = start + literal.count
        if start > 0, ByteClass.isASCIINamePart(literal[0]), ByteClass.isASCIINamePart(base[start - 1]) { return false }
        if end < count, ByteClass.isASCIINamePart(literal[literal.count - 1]), ByteClass.isASCIINamePart(base[end]) { return false }
        return true
    }

    @inline(__always)
    private static func triple(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt32 { UInt32(a) | UInt32(b) << 8 | UInt32(c) << 16 }

    @inline(__always)
    private static func slot(_ triple: UInt32) -> Int { Int((triple &* 0x9E37_79B1) >> (32 - UInt32(hashBits))) }
}
