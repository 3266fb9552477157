import A11yScanCore
import A11yScanFindings

/// The part of a finding's snippet its columns point at, in Unicode scalars. The snippet may be
/// a window of a long line, starting at `snippetColumn`; columns come from the engine but the
/// snippet may be shorter than they claim (a truncated or edited line), so every index is
/// clamped rather than trusted.
struct SnippetSpan {
    let scalars: [Unicode.Scalar]
    /// Index of the first scalar of the finding (0-based), at most `scalars.count`.
    let start: Int
    /// Index just past the last scalar shown as part of the finding, `>= start`.
    let end: Int
    /// True when the finding continues past the end of this line.
    let continuesOnNextLine: Bool
    /// True when the line has text before the snippet (a window that does not start the line).
    let isCutBefore: Bool
    /// True when the line has text after the snippet (a window that does not end the line).
    let isCutAfter: Bool
    /// True when the whole match is in the snippet: it ends on this line, inside the window.
    let holdsWholeMatch: Bool

    init(_ finding: Finding) {
        scalars = Array(finding.snippet.unicodeScalars)
        let origin = max(finding.snippetColumn, 1)
        start = min(max(finding.column - origin, 0), scalars.count)
        continuesOnNextLine = finding.endLine > finding.line
        if continuesOnNextLine {
            end = scalars.count
        } else {
            end = min(max(finding.endColumn - origin, start), scalars.count)
        }
        isCutBefore = origin > 1
        isCutAfter = finding.snippetTruncated
        holdsWholeMatch = !continuesOnNextLine && (!isCutAfter || finding.endColumn - origin <= scalars.count)
    }

    /// The text between `start` and `end`.
    var matchedText: String {
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars[start..<end])
        return out
    }
}
