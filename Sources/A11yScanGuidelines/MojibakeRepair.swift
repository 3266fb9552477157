/// Undoes double-decoded UTF-8 ("mojibake"): text that was UTF-8, read as Windows-1252 or
/// Latin-1, and saved as UTF-8 again, so `’` shows as `â€™`. Each run of characters that maps
/// back to single Windows-1252/Latin-1 bytes is re-encoded, and where those bytes form a valid
/// UTF-8 sequence the sequence replaces them. Characters that do not form one are left alone,
/// so correctly encoded text (`é`, `’`) passes through unchanged.
enum MojibakeRepair {
    /// The repaired text; up to three rounds, for text that was mis-decoded more than once.
    static func repair(_ text: String) -> String {
        var current = text
        for _ in 0..<3 {
            let next = repairOnce(current)
            if next == current { break }
            current = next
        }
        return replacingOrphanedNoBreakSpaceLead(current)
    }

    private static func repairOnce(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { singleByte(for: $0) != nil }) else { return text }
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let decoded = decodeSequence(in: scalars, at: index) {
                output.append(decoded.scalar)
                index += decoded.length
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }

    /// The UTF-8 sequence that starts at `index` when the scalars there are read back as bytes.
    private static func decodeSequence(
        in scalars: [Unicode.Scalar], at index: Int
    ) -> (scalar: Unicode.Scalar, length: Int)? {
        guard let lead = singleByte(for: scalars[index]), (0xC2...0xF4).contains(lead) else { return nil }
        let continuationCount = lead < 0xE0 ? 1 : (lead < 0xF0 ? 2 : 3)
        guard index + continuationCount < scalars.count else { return nil }
        var bytes: [UInt8] = [lead]
        for offset in 1...continuationCount {
            guard let byte = singleByte(for: scalars[index + offset]), (0x80...0xBF).contains(byte) else {
                return nil
            }
            bytes.append(byte)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self),
              decoded.unicodeScalars.count == 1,
              let scalar = decoded.unicodeScalars.first
        else { return nil }
        return (scalar, continuationCount + 1)
    }

    /// The byte a character came from if it was produced by decoding one Windows-1252 byte
    /// (or one Latin-1 byte, for the five positions Windows-1252 leaves undefined).
    private static func singleByte(for scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if (0x80...0xFF).contains(value) { return UInt8(value) }
        return windows1252Specials[value]
    }

    /// `Â` followed by a plain space is a no-break space (C2 A0) whose second byte was later
    /// normalised to a space; it can never be valid on its own, so it becomes a space.
    private static func replacingOrphanedNoBreakSpaceLead(_ text: String) -> String {
        guard text.contains("\u{00C2} ") else { return text }
        return text.replacing("\u{00C2} ", with: " ")
    }

    /// The characters Windows-1252 puts at 0x80–0x9F, keyed by scalar value.
    private static let windows1252Specials: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86,
        0x2021: 0x87, 0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C,
        0x017D: 0x8E, 0x2018: 0x91, 0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95,
        0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98, 0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B,
        0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]
}
