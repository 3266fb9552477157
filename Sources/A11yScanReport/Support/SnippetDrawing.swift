/// A snippet laid out for the terminal and the marker line under it, cell for cell.
struct SnippetDrawing {
    /// The source line: tabs expanded, controls made visible, trailing whitespace kept.
    let line: String
    /// Spaces up to the finding, `^` under its first character, `~` under the rest.
    let marker: String

    init(_ span: SnippetSpan, tabWidth: Int) {
        var line = ""
        var cell = 0
        var startCell = 0
        var endCell = 0
        for (index, scalar) in span.scalars.enumerated() {
            if index == span.start { startCell = cell }
            if index == span.end { endCell = cell }
            if scalar == "\t" {
                let advance = tabWidth - cell % tabWidth
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
        self.line = line
        let underline = max(endCell - startCell - 1, 0)
        marker = String(repeating: " ", count: startCell) + "^" + String(repeating: "~", count: underline)
    }
}
