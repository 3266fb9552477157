import A11yScanSyntax

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
            appendASCII(flag ? "true" : "false", into: &out)
        case .null:
            appendASCII("null", into: &out)
        case .hole:
            hole = out.count
        case let .array(items):
            writeArray(count: items.count, indent: indent, into: &out, hole: &hole) { items[$0] }
        case let .lazyArray(count, element):
            writeArray(count: count, indent: indent, into: &out, hole: &hole, element)
        case let .object(members):
            guard !members.isEmpty else { appendASCII("{}", into: &out); return }
            appendASCII("{\n", into: &out)
            for index in members.indices {
                pad(indent + 1, &out)
                appendQuoted(members[index].key, into: &out)
                appendASCII(": ", into: &out)
                write(members[index].value, indent: indent + 1, into: &out, hole: &hole)
                appendASCII(index == members.count - 1 ? "\n" : ",\n", into: &out)
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeArray(
        count: Int, indent: Int, into out: inout [UInt8], hole: inout Int?, _ element: (Int) -> JSONValue
    ) {
        guard count > 0 else { appendASCII("[]", into: &out); return }
        appendASCII("[\n", into: &out)
        for index in 0..<count {
            pad(indent + 1, &out)
            write(element(index), indent: indent + 1, into: &out, hole: &hole)
            appendASCII(index == count - 1 ? "\n" : ",\n", into: &out)
        }
        pad(indent, &out)
        out.append(UInt8(ascii: "]"))
    }

    private static func pad(_ level: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }

    /// Appends fixed text: a `StaticString`'s bytes go in as one copy, where appending a
    /// `String`'s UTF-8 view cost several times as many instructions per call.
    @inline(__always)
    static func appendASCII(_ text: StaticString, into out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Appends `number` in decimal without making a `String` of it.
    static func appendDecimal(_ number: Int, into out: inout [UInt8]) {
        if number < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        // The digits come lowest first; they are turned round in place.
        let start = out.count
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
    }

    /// Quotes a string per RFC 8259: `"` and `\` escaped, control characters as short escapes
    /// or `\u00XX`. Everything else, including non-ASCII, is written as UTF-8.
    static func appendQuoted(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withByteView { appendEscaped($0, into: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `bytes` with what JSON escapes escaped, copying the runs between escapes whole.
    /// Eight bytes are tested at a time: messages, fixes and snippets rarely need an escape.
    private static func appendEscaped(_ bytes: ByteView, into out: inout [UInt8]) {
        var runStart = 0, index = 0
        while index < bytes.count {
            let end: Int
            if index + 8 <= bytes.count {
                guard mayNeedEscape(bytes.word(at: index)) else {
                    index += 8
                    continue
                }
                end = index + 8
            } else {
                end = bytes.count
            }
            while index < end {
                let byte = bytes[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    out.append(contentsOf: bytes.bytes(in: runStart..<index))
                    appendEscape(byte, into: &out)
                    runStart = index + 1
                }
                index += 1
            }
        }
        out.append(contentsOf: bytes.bytes(in: runStart..<bytes.count))
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
        case UInt8(ascii: "\""): appendASCII("\\\"", into: &out)
        case UInt8(ascii: "\\"): appendASCII("\\\\", into: &out)
        case 0x0A: appendASCII("\\n", into: &out)
        case 0x0D: appendASCII("\\r", into: &out)
        case 0x09: appendASCII("\\t", into: &out)
        case 0x08: appendASCII("\\b", into: &out)
        case 0x0C: appendASCII("\\f", into: &out)
        default:
            appendASCII("\\u00", into: &out)
            out.append(hexDigit(byte >> 4))
            out.append(hexDigit(byte & 0xF))
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }
}
