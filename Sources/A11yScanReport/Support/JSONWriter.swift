/// Serializes a `JSONValue` as pretty-printed UTF-8 with two-space indentation and a final
/// newline. Hand-written so that key order, escaping and whitespace never depend on the
/// platform's encoder (which differs between Darwin and Linux Foundation).
enum JSONWriter {
    static func render(_ value: JSONValue) -> [UInt8] {
        var out = ""
        write(value, indent: 0, into: &out)
        out.append("\n")
        return Array(out.utf8)
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case let .string(text):
            appendQuoted(text, into: &out)
        case let .int(number):
            out.append(String(number))
        case let .bool(flag):
            out.append(flag ? "true" : "false")
        case .null:
            out.append("null")
        case let .array(items):
            guard !items.isEmpty else { out.append("[]"); return }
            out.append("[\n")
            for (index, item) in items.enumerated() {
                out.append(padding(indent + 1))
                write(item, indent: indent + 1, into: &out)
                out.append(index == items.count - 1 ? "\n" : ",\n")
            }
            out.append(padding(indent))
            out.append("]")
        case let .object(members):
            guard !members.isEmpty else { out.append("{}"); return }
            out.append("{\n")
            for (index, member) in members.enumerated() {
                out.append(padding(indent + 1))
                appendQuoted(member.key, into: &out)
                out.append(": ")
                write(member.value, indent: indent + 1, into: &out)
                out.append(index == members.count - 1 ? "\n" : ",\n")
            }
            out.append(padding(indent))
            out.append("}")
        }
    }

    private static func padding(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// Quotes a string per RFC 8259: `"` and `\` escaped, control characters as short escapes
    /// or `\u00XX`. Everything else, including non-ASCII, is written as UTF-8.
    static func appendQuoted(_ text: String, into out: inout String) {
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case "\u{08}": out.append("\\b")
            case "\u{0C}": out.append("\\f")
            default:
                if scalar.value < 0x20 {
                    out.append("\\u00")
                    out.append(hexDigit(scalar.value >> 4))
                    out.append(hexDigit(scalar.value & 0xF))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
    }

    private static func hexDigit(_ nibble: UInt32) -> Character {
        Character(Unicode.Scalar(UInt8(nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10)))
    }
}
