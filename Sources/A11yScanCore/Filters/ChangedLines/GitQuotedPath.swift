/// Undoes git's C-style quoting of unusual path names (`"a\tb"`, `"caf\303\251"`): git quotes a
/// name holding a quote, a backslash or control characters (and non-ASCII bytes unless
/// `core.quotePath` is off) and escapes bytes in octal.
enum GitQuotedPath {
    static func unquote(_ quoted: Substring) -> String {
        var bytes: [UInt8] = []
        var input = Array(quoted.utf8)
        if input.first == UInt8(ascii: "\"") { input.removeFirst() }
        if input.last == UInt8(ascii: "\"") { input.removeLast() }
        var i = 0
        while i < input.count {
            let byte = input[i]
            guard byte == UInt8(ascii: "\\"), i + 1 < input.count else {
                bytes.append(byte)
                i += 1
                continue
            }
            let next = input[i + 1]
            if let octal = octalByte(input, at: i + 1) {
                bytes.append(octal)
                i += 4
                continue
            }
            bytes.append(escaped[next] ?? next)
            i += 2
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let escaped: [UInt8: UInt8] = [
        UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09, UInt8(ascii: "n"): 0x0A,
        UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "r"): 0x0D,
    ]

    /// Three octal digits at `start`, as one byte.
    private static func octalByte(_ input: [UInt8], at start: Int) -> UInt8? {
        guard start + 3 <= input.count else { return nil }
        var value = 0
        for byte in input[start..<(start + 3)] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "7") else { return nil }
            value = value * 8 + Int(byte - UInt8(ascii: "0"))
        }
        return value <= 0xFF ? UInt8(value) : nil
    }
}
