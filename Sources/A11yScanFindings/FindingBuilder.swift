import A11yScanSyntax

/// Builds a `Finding` from a node a rule reports: positions, the snippet, and the stable fingerprint
/// (rule + whitespace-normalized snippet + enclosing declaration header, never the line
/// number, so inserting lines above a finding keeps its identity).
///
/// Each finding costs work bounded by constants, not by its line's length: positions come from
/// the file's column checkpoints, and a long line gives a windowed snippet (`SnippetWindow`),
/// so thousands of findings on one minified line stay linear in time and in output.
package enum FindingBuilder {
    /// A declaration header longer than this (only on minified code, where it can run back to
    /// the start of a huge line) enters the fingerprint by its last this-many bytes.
    static let maximumHeaderBytes = 4096

    /// A finding of the rule `descriptor` describes (its entry and section already refined).
    package static func make(descriptor d: RuleDescriptor, source: SourceFile, range: Range<Int>, declarationHeader: Range<Int>?) -> Finding {
        let start = source.position(of: range.lowerBound)
        let end = source.position(of: range.upperBound)
        let window = source.snippetWindow(line: start.line, matchStart: range.lowerBound)
        let snippet = source.string(window.range)
        let snippetColumn = window.range.lowerBound == source.lines.start(ofLine: start.line)
            ? 1 : source.position(of: window.range.lowerBound).column
        let header = declarationHeader.map { source.string(headerTail($0, in: source)) } ?? ""
        var hash = FingerprintHash()
        hash.add(d.id)
        hash.addCollapsingWhiteSpace(snippet)
        hash.addCollapsingWhiteSpace(header)
        let fingerprint = hash.hex
        return Finding(
            ruleID: d.id, family: d.family, severity: d.severity, path: source.path,
            line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
            message: d.message, fix: d.fix, entry: d.entry, section: d.section, framework: d.framework,
            snippet: snippet, snippetColumn: snippetColumn, snippetTruncated: window.isTruncated,
            fingerprint: fingerprint)
    }

    /// The header itself, or its last `maximumHeaderBytes` bytes, moved past the continuation
    /// bytes (at most three) of a scalar cut in two.
    private static func headerTail(_ header: Range<Int>, in source: SourceFile) -> Range<Int> {
        guard header.count > maximumHeaderBytes, header.upperBound <= source.text.count else { return header }
        var lower = header.upperBound - maximumHeaderBytes
        var steps = 0
        while steps < 3, lower < header.upperBound, source.text[lower] & 0xC0 == 0x80 {
            lower += 1
            steps += 1
        }
        return lower..<header.upperBound
    }
}
