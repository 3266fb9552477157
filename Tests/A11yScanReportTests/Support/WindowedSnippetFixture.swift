import A11yScanCore
import A11yScanFindings

/// A finding on a long line whose snippet is a window cut at both ends, as the engine makes
/// for minified code: a wide character and an accent before the match, an emoji after it.
enum WindowedSnippetFixture {
    static let before = "caf\u{E9} \u{2615}\") "
    static let match = "Image(\"gear\")"
    static let after = ".padding(4) Text(\"\u{1F44D}\")"
    static let snippetColumn = 4001

    static var finding: Finding {
        let column = snippetColumn + before.unicodeScalars.count
        return Finding(
            ruleID: "swiftui-icon-not-hidden", family: .iconNotHidden, severity: .warning, path: "Minified.swift",
            line: 1, column: column, endLine: 1, endColumn: column + match.unicodeScalars.count,
            message: "The icon beside the text label is announced separately.", fix: "Hide it.",
            entry: "button", section: .name, framework: .swiftui,
            snippet: before + match + after, snippetColumn: snippetColumn, snippetTruncated: true,
            fingerprint: "0123456789abcdef")
    }
}
