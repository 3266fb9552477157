/// Escaping for the XML outputs (checkstyle, junit). Source text can hold anything, including
/// characters XML 1.0 forbids outright; those become U+FFFD so the document always parses.
enum XMLEscaping {
    /// The prolog every XML output starts with.
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// Text for a double-quoted attribute value. Tabs and line breaks are written as character
    /// references so attribute-value normalization does not turn them into spaces.
    static func attribute(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append("&amp;")
            case "<": out.append("&lt;")
            case ">": out.append("&gt;")
            case "\"": out.append("&quot;")
            case "'": out.append("&apos;")
            case "\t": out.append("&#9;")
            case "\n": out.append("&#10;")
            case "\r": out.append("&#13;")
            default: out.unicodeScalars.append(legal(scalar))
            }
        }
        return out
    }

    /// Text for element content. `>` is escaped too, so a `]]>` in source text can never
    /// appear literally.
    static func content(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append("&amp;")
            case "<": out.append("&lt;")
            case ">": out.append("&gt;")
            case "\r": out.append("&#13;")
            default: out.unicodeScalars.append(legal(scalar))
            }
        }
        return out
    }

    /// The scalar itself when XML 1.0 allows it (`Char` production), otherwise U+FFFD.
    static func legal(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
            return scalar
        default:
            return "\u{FFFD}"
        }
    }
}
