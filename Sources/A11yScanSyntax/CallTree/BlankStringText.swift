/// Whether a string literal's text shows nothing when rendered. A title made of a no-break space
/// (`"\u{00A0}"`, Kotlin `"\u00A0"`) or a zero-width space draws no letters, so a control titled
/// with it has no name, exactly as with `""`; apps write it to keep a label's spacing.
enum BlankStringText {
    /// Unicode spaces that render blank: no-break, the typographic spaces, zero-width ones,
    /// the ideographic space and the byte order mark.
    static func isBlankScalar(_ value: UInt32) -> Bool {
        value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D || value == 0xA0
            || (0x2000...0x200B).contains(value) || value == 0x202F || value == 0x205F || value == 0x2060
            || value == 0x3000 || value == 0xFEFF
    }

    static func isBlank(_ text: [UInt8], _ range: Range<Int>) -> Bool {
        var j = range.lowerBound
        while j < range.upperBound {
            let byte = text[j]
            if ByteClass.isSpace(byte) { j += 1; continue }
            if byte == UInt8(ascii: "\\"), let next = escape(text, at: j, end: range.upperBound) {
                guard isBlankScalar(next.value) else { return false }
                j = next.end
                continue
            }
            guard byte >= 0x80, let next = utf8Scalar(text, at: j, end: range.upperBound), isBlankScalar(next.value) else {
                return false
            }
            j = next.end
        }
        return true
    }

    /// `\t`, `\n`, `\r`, Swift `\u{A0}` and Kotlin `\u00A0`: the scalar written and where the escape ends.
    private static func escape(_ text: [UInt8], at start: Int, end: Int) -> (value: UInt32, end: Int)? {
        guard start + 1 < end else { return nil }
        switch text[start + 1] {
        case UInt8(ascii: "t"): return (0x09, start + 2)
        case UInt8(ascii: "n"): return (0x0A, start + 2)
        case UInt8(ascii: "r"): return (0x0D, start + 2)
        case UInt8(ascii: "u"): break
        default: return nil
        }
        var j = start + 2
        let braced = j < end && text[j] == UInt8(ascii: "{")
        if braced { j += 1 }
        var value: UInt32 = 0, digits = 0
        while j < end, digits < 8, let digit = hexDigit(text[j]) {
            value = value << 4 | digit
            digits += 1
            j += 1
            if !braced && digits == 4 { break }
        }
        guard digits > 0 else { return nil }
        if braced {
            guard j < end, text[j] == UInt8(ascii: "}") else { return nil }
            j += 1
        } else if digits != 4 {
            return nil
        }
        return (value, j)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The scalar of a two- or three-byte UTF-8 sequence (every blank scalar above 0x7F is one).
    private static func utf8Scalar(_ text: [UInt8], at start: Int, end: Int) -> (value: UInt32, end: Int)? {
        let lead = text[start]
        let length = lead & 0xE0 == 0xC0 ? 2 : lead & 0xF0 == 0xE0 ? 3 : 0
        guard length > 0, start + length <= end else { return nil }
        var value = UInt32(lead & (length == 2 ? 0x1F : 0x0F))
        for k in 1..<length {
            let byte = text[start + k]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, start + length)
    }
}
