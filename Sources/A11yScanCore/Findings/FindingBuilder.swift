/// Builds a `Finding` from a match: positions, the source line, and the stable fingerprint
/// (rule + whitespace-normalized line + enclosing declaration header, never the line number,
/// so inserting lines above a finding keeps its identity).
enum FindingBuilder {
    static func make(
        rule: Rule, source: SourceFile, range: Range<Int>, entry: String, section: Section, extents: MatchExtents
    ) -> Finding {
        let start = source.position(of: range.lowerBound)
        let end = source.position(of: range.upperBound)
        let snippet = source.lineText(start.line)
        let header = extents.enclosure.declarationHeader.map(source.string) ?? ""
        let fingerprint = Fingerprint.make([rule.id, normalized(snippet), normalized(header)])
        let d = rule.descriptor
        return Finding(
            ruleID: d.id, family: d.family, severity: d.severity, path: source.path,
            line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
            message: d.message, fix: d.fix, entry: entry, section: section, framework: d.framework,
            snippet: snippet, fingerprint: fingerprint)
    }

    /// Collapses runs of ASCII white space so re-indentation does not change a fingerprint.
    static func normalized(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(0x20); pendingSpace = false }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A 64-bit FNV-1a hash in hex: small, stable across runs and platforms (unlike `Hasher`).
public enum Fingerprint {
    public static func make(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = (hash ^ 0x1F) &* 0x100_0000_01b3 }
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
