/// Identifiers of up to eight bytes packed into one integer, so that comparing a name of the
/// code view with a fixed word (`Modifier`, `case`, `null`) is one load and one compare rather
/// than a walk over two byte sequences.
enum CodeWord {
    /// The bytes of `code[range]`, little-endian in one integer; 0 when longer than eight.
    @inline(__always)
    static func pack(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        let count = range.count
        guard count > 0, count <= 8 else { return 0 }
        if range.lowerBound + 8 <= code.count {
            // One load of eight bytes, the bytes past the word masked off.
            let word = UInt64(littleEndian: UnsafeRawPointer(code.baseAddress! + range.lowerBound).loadUnaligned(as: UInt64.self))
            return count == 8 ? word : word & ((1 << UInt64(8 * count)) - 1)
        }
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for i in range {
            value |= UInt64(code[i]) << shift
            shift += 8
        }
        return value
    }

    /// `word` packed the same way (a compile-time constant in practice).
    static func pack(_ word: StaticString) -> UInt64 {
        precondition(word.utf8CodeUnitCount <= 8)
        var value: UInt64 = 0
        word.withUTF8Buffer { bytes in
            for (k, byte) in bytes.enumerated() { value |= UInt64(byte) << UInt64(8 * k) }
        }
        return value
    }

    static let modifierType = pack("Modifier")
    static let modifierParameter = pack("modifier")
    static let `case` = pack("case")
    static let `while` = pack("while")
    static let `if` = pack("if")
    static let `guard` = pack("guard")
    static let `switch` = pack("switch")
    static let when = pack("when")
    static let `else` = pack("else")
    static let `default` = pack("default")
    static let `return` = pack("return")
    static let `in` = pack("in")
    static let `nil` = pack("nil")
    static let null = pack("null")
    static let `true` = pack("true")
    static let `false` = pack("false")
    static let `some` = pack("some")
    static let `any` = pack("any")
    static let `import` = pack("import")
    static let package = pack("package")
}
