import A11yScanCore

/// The part of a finding's source line its columns point at, in Unicode scalars. Columns come
/// from the engine but the snippet may be shorter than they claim (a truncated or edited line),
/// so every index is clamped rather than trusted.
struct SnippetSpan {
    let scalars: [Unicode.Scalar]
    /// Index of the first scalar of the finding (0-based), at most `scalars.count`.
    let start: Int
    /// Index just past the last scalar shown as part of the finding, `>= start`.
    let end: Int
    /// True when the finding continues past the end of this line.
    let continuesOnNextLine: Bool

    init(_ finding: Finding) {
        scalars = Array(finding.snippet.unicodeScalars)
        start = min(max(finding.column - 1, 0), scalars.count)
        continuesOnNextLine = finding.endLine > finding.line
        if continuesOnNextLine {
            end = scalars.count
        } else {
            end = min(max(finding.endColumn - 1, start), scalars.count)
        }
    }

    /// The text between `start` and `end`.
    var matchedText: String {
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars[start..<end])
        return out
    }
}
