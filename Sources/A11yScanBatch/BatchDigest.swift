/// A 128-bit digest for cache keys: two FNV-1a-64 lanes with different seeds and primes.
/// Not cryptographic, only stable across runs and platforms (unlike `Hasher`) and wide
/// enough that distinct inputs do not meet by accident. Every string is length-prefixed, so
/// `add("ab"); add("c")` and `add("a"); add("bc")` differ.
struct BatchDigest {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142
    private static let firstPrime: UInt64 = 0x100_0000_01b3
    private static let secondPrime: UInt64 = 0x9e37_79b9_7f4a_7c15

    init() {}

    mutating func add(_ text: String) {
        add(text.utf8.count)
        for byte in text.utf8 { mix(byte) }
    }

    mutating func add(_ number: Int) {
        var value = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: value))
            value >>= 8
        }
    }

    mutating func add(_ flag: Bool) { mix(flag ? 1 : 0) }

    private mutating func mix(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* Self.firstPrime
        second = (second ^ UInt64(byte)) &* Self.secondPrime
    }

    /// 32 lowercase hexadecimal digits.
    var hex: String { Self.hex(first) + Self.hex(second) }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
