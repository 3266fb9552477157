/// A snippet laid out for the terminal and the marker line under it, cell for cell.
struct SnippetDrawing {
    /// Shown where a window of a long line cuts it; one cell wide, so the marker shifts by one.
    static let cutMark: Unicode.Scalar = "\u{2026}"

    /// The source line: tabs expanded, controls made visible, trailing whitespace kept, and
    /// `…` at an end where the snippet is a window cut out of a longer line.
    let line: String
    /// Spaces up to the finding, `^` under its first character, `~` under the rest.
    let marker: String

    init(_ span: SnippetSpan, tabWidth: Int) {
        var line = ""
        var cell = 0
        if span.isCutBefore {
            line.unicodeScalars.append(Self.cutMark)
            cell = 1
        }
        let origin = cell
        var startCell = 0
        var endCell = 0
        for (index, scalar) in span.scalars.enumerated() {
            if index == span.start { startCell = cell }
            if index == span.end { endCell = cell }
            if scalar == "\t" {
                let advance = tabWidth - (cell - origin) % tabWidth
                line += String(repeating: " ", count: advance)
                cell += advance
            } else {
                let shown = DisplayText.visible(scalar)
                line.unicodeScalars.append(shown)
                cell += DisplayText.width(of: shown)
            }
        }
        if span.start == span.scalars.count { startCell = cell }
        if span.end == span.scalars.count { endCell = cell }
        if span.isCutAfter { line.unicodeScalars.append(Self.cutMark) }
        self.line = line
        let underline = max(endCell - startCell - 1, 0)
        marker = String(repeating: " ", count: startCell) + "^" + String(repeating: "~", count: underline)
    }
}
