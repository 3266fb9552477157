/// Serializes a `JSONValue` as pretty-printed UTF-8 with two-space indentation and a final
/// newline. Hand-written so that key order, escaping and whitespace never depend on the
/// platform's encoder (which differs between Darwin and Linux Foundation). It writes bytes
/// directly: every character JSON escapes is ASCII, so escaping is a byte loop.
enum JSONWriter {
    static func render(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        var hole: Int?
        write(value, indent: 0, into: &out, hole: &hole)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// A document rendered around its `.hole`, the place of an array written separately
    /// (`JSONArrayStream`): the bytes before it and after it. Without a hole, all is `before`.
    static func renderAround(_ value: JSONValue) -> (before: [UInt8], after: [UInt8]) {
        var whole: [UInt8] = []
        var hole: Int?
        write(value, indent: 0, into: &whole, hole: &hole)
        whole.append(UInt8(ascii: "\n"))
        guard let hole else { return (whole, []) }
        return (Array(whole[..<hole]), Array(whole[hole...]))
    }

    /// Appends `value` the way it is written as a member or element `indent` levels deep.
    static func append(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        var hole: Int?
        write(value, indent: indent, into: &out, hole: &hole)
    }

    /// Appends the white space that starts a line `level` levels deep.
    static func appendIndent(_ level: Int, into out: inout [UInt8]) {
        pad(level, &out)
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8], hole: inout Int?) {
        switch value {
        case let .string(text):
            appendQuoted(text, into: &out)
        case let .int(number):
            appendDecimal(number, into: &out)
        case let .bool(flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            out.append(contentsOf: "null".utf8)
        case .hole:
            hole = out.count
        case let .array(items):
            writeArray(count: items.count, indent: indent, into: &out, hole: &hole) { items[$0] }
        case let .lazyArray(count, element):
            writeArray(count: count, indent: indent, into: &out, hole: &hole, element)
        case let .object(members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            for (index, member) in members.enumerated() {
                pad(indent + 1, &out)
                appendQuoted(member.key, into: &out)
                out.append(contentsOf: ": ".utf8)
                write(member.value, indent: indent + 1, into: &out, hole: &hole)
                out.append(contentsOf: (index == members.count - 1 ? "\n" : ",\n").utf8)
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeArray(
        count: Int, indent: Int, into out: inout [UInt8], hole: inout Int?, _ element: (Int) -> JSONValue
    ) {
        guard count > 0 else { out.append(contentsOf: "[]".utf8); return }
        out.append(contentsOf: "[\n".utf8)
        for index in 0..<count {
            pad(indent + 1, &out)
            write(element(index), indent: indent + 1, into: &out, hole: &hole)
            out.append(contentsOf: (index == count - 1 ? "\n" : ",\n").utf8)
        }
        pad(indent, &out)
        out.append(UInt8(ascii: "]"))
    }

    private static func pad(_ level: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }

    /// Appends `number` in decimal without making a `String` of it.
    private static func appendDecimal(_ number: Int, into out: inout [UInt8]) {
        if number < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            out.append(contentsOf: buffer[start...])
        }
    }

    /// Quotes a string per RFC 8259: `"` and `\` escaped, control characters as short escapes
    /// or `\u00XX`. Everything else, including non-ASCII, is written as UTF-8.
    static func appendQuoted(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            func take(_ index: Int) {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { return }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscape(byte, into: &out)
                runStart = index + 1
            }
            var index = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                // Eight bytes at a time: messages, fixes and snippets rarely need an escape.
                while index + 8 <= bytes.count {
                    if mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                        for k in index..<(index + 8) { take(k) }
                    }
                    index += 8
                }
            }
            while index < bytes.count {
                take(index)
                index += 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether one of eight bytes may be a control character, `"` or `\\` (never false when
    /// one is: the usual tests for a zero byte and for a byte below a bound, on every lane).
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        let quotes = (quote &- ones) & ~quote & highs
        let backslashes = (backslash &- ones) & ~backslash & highs
        return control | quotes | backslashes != 0
    }

    /// The same quoting, appended to text being assembled as a `String`.
    static func appendQuoted(_ text: String, into out: inout String) {
        var bytes: [UInt8] = []
        appendQuoted(text, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    private static func appendEscape(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
        case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
        case 0x0A: out.append(contentsOf: "\\n".utf8)
        case 0x0D: out.append(contentsOf: "\\r".utf8)
        case 0x09: out.append(contentsOf: "\\t".utf8)
        case 0x08: out.append(contentsOf: "\\b".utf8)
        case 0x0C: out.append(contentsOf: "\\f".utf8)
        default:
            out.append(contentsOf: "\\u00".utf8)
            out.append(hexDigit(byte >> 4))
            out.append(hexDigit(byte & 0xF))
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }
}
