/// A set of byte values as 256 bits: which bytes a piece of a pattern can consume.
struct ByteMask: Sendable, Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static let none = ByteMask()
    static let word = ByteMask(ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F...0x5F])
    static let digit = ByteMask(ranges: [0x30...0x39])
    /// `\s` in PCRE2's byte mode: space, tab, line feed, vertical tab, form feed, carriage return.
    static let space = ByteMask(ranges: [0x09...0x0D, 0x20...0x20])

    init() {}

    init(ranges: [ClosedRange<UInt8>]) {
        for range in ranges { for byte in range { insert(byte) } }
    }

    init(bytes: [UInt8]) {
        for byte in bytes { insert(byte) }
    }

    var isEmpty: Bool { self == .none }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }

    func union(_ other: ByteMask) -> ByteMask {
        var m = self
        m.words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
        return m
    }

    var inverted: ByteMask {
        var m = self
        m.words = (~words.0, ~words.1, ~words.2, ~words.3)
        return m
    }

    static func == (a: ByteMask, b: ByteMask) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }
}
