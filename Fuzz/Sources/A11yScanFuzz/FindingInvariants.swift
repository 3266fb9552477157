import A11yScanCore
import A11yScanFindings
import A11yScanSyntax

/// What every finding must satisfy: it points inside the file, its end is not before its
/// start, and it carries the line it starts on (or a window of it when the line is long).
enum FindingInvariants {
    static func check(_ findings: [Finding], in source: SourceFile) {
        let lineCount = source.lines.count
        for finding in findings {
            let place = "\(finding.ruleID) at \(finding.line):\(finding.column)-\(finding.endLine):\(finding.endColumn)"
            fuzzCheck(finding.path == source.path, "\(place): path \(finding.path)")
            fuzzCheck(finding.line >= 1 && finding.line <= lineCount, "\(place): line outside 1...\(lineCount)")
            fuzzCheck(finding.endLine >= finding.line && finding.endLine <= lineCount, "\(place): end line out of range")
            fuzzCheck(finding.column >= 1 && finding.column <= scalarCount(source, line: finding.line) + 1,
                      "\(place): column past the end of its line")
            fuzzCheck(finding.endColumn >= 1 && finding.endColumn <= scalarCount(source, line: finding.endLine) + 1,
                      "\(place): end column past the end of its line")
            fuzzCheck(finding.endLine > finding.line || finding.endColumn >= finding.column, "\(place): ends before it starts")
            checkSnippet(finding, in: source, place: place)
        }
        for k in findings.indices.dropFirst() {
            fuzzCheck(!Finding.reportOrder(findings[k], findings[k - 1]), "findings not in report order at \(k)")
        }
    }

    /// A short line is the snippet; a long one gives a bounded window of itself that starts
    /// at `snippetColumn` (checked on valid UTF-8, where cuts cannot change the decoding).
    private static func checkSnippet(_ finding: Finding, in source: SourceFile, place: String) {
        let line = source.lineText(finding.line)
        // Columns count bytes that do not continue a UTF-8 sequence, so on a line of invalid
        // UTF-8 (a run of continuation bytes) a window can start after the line's first byte
        // and still at column 1: such lines are only checked for the window's size.
        let invalid = line.unicodeScalars.contains("\u{FFFD}")
        guard finding.snippetColumn > 1 || finding.snippetTruncated || invalid else {
            fuzzCheck(finding.snippet == line, "\(place): snippet is not the line's text")
            return
        }
        fuzzCheck(finding.snippet.utf8.count <= Finding.maximumSnippetBytes || invalid,
                  "\(place): window longer than \(Finding.maximumSnippetBytes) bytes")
        guard !invalid else { return }
        let window = line.unicodeScalars.dropFirst(finding.snippetColumn - 1).prefix(finding.snippet.unicodeScalars.count)
        fuzzCheck(String(String.UnicodeScalarView(window)) == finding.snippet, "\(place): window is not the line's text at its column")
    }

    /// Columns count Unicode scalars as the line table does: every byte that does not
    /// continue a UTF-8 sequence starts one.
    private static func scalarCount(_ source: SourceFile, line: Int) -> Int {
        let start = source.lines.start(ofLine: line)
        let end = line < source.lines.count ? Int(source.lines.starts[line]) : source.text.count
        var count = 0
        for i in start..<end where source.text[i] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
