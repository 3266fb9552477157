/// How source text is shown to people (terminal, pull-request comment): control characters
/// made visible, so a stray escape sequence in a scanned file can neither drive a terminal nor
/// hide in a comment, and each scalar's display width, so the caret under a snippet lands
/// under the right character whatever precedes it.
enum DisplayText {
    /// One visible scalar per input scalar: C0 controls become their Control Pictures glyph
    /// (U+2400 block), DEL becomes U+2421 and C1 controls become U+FFFD. Tabs are kept; callers
    /// expand them. Mapping one-to-one keeps Unicode-scalar columns valid after sanitizing.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09:
            return scalar
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F:
            return "\u{FFFD}"
        default:
            return scalar
        }
    }

    /// `text` with every scalar passed through `visible(_:)`, and tabs too when `keepTabs`
    /// is false (single-line fields such as messages, where a tab is shown as a space).
    static func sanitized(_ text: String, keepTabs: Bool = false) -> String {
        if !needsSanitizing(text) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                out.unicodeScalars.append(keepTabs ? "\t" : " ")
            } else {
                out.unicodeScalars.append(visible(scalar))
            }
        }
        return out
    }

    /// Whether any byte could be a control character (C0, DEL, or a C1 control's `0xC2` lead);
    /// most text has none and is returned as it is.
    private static func needsSanitizing(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    }

    /// Terminal columns the scalar occupies: 0 for combining marks and zero-width format
    /// characters, 2 for East Asian wide/fullwidth characters and emoji, 1 otherwise.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0x200B || value == 0x200C || value == 0x200D || value == 0x2060 || value == 0xFEFF {
            return 0
        }
        if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) {
            return 0
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return 0
        default:
            break
        }
        return isWide(value) ? 2 : 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18CFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004,
        0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
        0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
        0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
