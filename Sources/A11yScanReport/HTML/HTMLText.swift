/// Everything the HTML report writes that did not come from the report's own templates goes
/// through here: source snippets, messages, names, paths and URLs. Text is escaped for element
/// content and quoted attributes alike, so no input can open a tag, close a script or leave
/// an attribute.
enum HTMLText {
    /// `&`, `<`, `>`, `"` and `'` as character references; NUL and the other control
    /// characters HTML forbids (all but tab, line feed, form feed and carriage return) as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r", "\u{0C}": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// JSON for a `<script type="application/json">` block. `<`, `>` and `&` only occur inside
    /// JSON strings, where `\u003c`-style escapes mean the same, so the block can never contain
    /// `</script>` or `<!--`; U+2028 and U+2029 are escaped for older script parsers.
    static func scriptJSON(_ value: JSONValue) -> String {
        var out = ""
        for scalar in String(decoding: JSONWriter.render(value), as: UTF8.self).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escaped text in which `` `code` `` spans (as rule messages and fixes write them) become
    /// `<code>` elements. An unpaired backtick stays a backtick.
    static func withCodeSpans(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        var out = ""
        for (index, part) in parts.enumerated() {
            // Odd parts sit after an opening backtick; the last one has no closing backtick.
            if index % 2 == 1, index < parts.count - 1 {
                out += "<code>" + escape(String(part)) + "</code>"
            } else {
                if index % 2 == 1 { out += "`" }
                out += escape(String(part))
            }
        }
        return out
    }

    /// A URL fit for an `href`: only `http:` and `https:` links, escaped; nil otherwise, so a
    /// `javascript:` link in a guideline page never becomes clickable.
    static func safeURL(_ text: String) -> String? {
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        return escape(text)
    }

    /// A count with thousands separators: `12,345`.
    static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// Findings per 1,000 lines to one decimal (`2.4`), or `—` without lines.
    static func perThousand(_ findings: Int, lines: Int) -> String {
        guard lines > 0 else { return "—" }
        let tenths = (findings * 10_000 + lines / 2) / lines
        return "\(number(tenths / 10)).\(tenths % 10)"
    }

    /// "1 finding", "2 findings", with separators.
    static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number(value)) \(value == 1 ? noun : plural ?? noun + "s")"
    }
}
