import A11yScanBatch
import A11yScanCore
import A11yScanFindings

/// The guideline entry × section table: how many findings break each part of each entry. Cells
/// no rule checks are hatched, so "zero findings" and "not checked" never look alike. The page
/// script turns each count into a button that filters the findings by entry and section.
enum HTMLHeatMap {
    static func html(_ overview: BatchOverview) -> String {
        let counts = overview.totals.counts.byCell
        var covered = Set<GuidelineCell>()
        for rule in overview.rules { covered.insert(GuidelineCell(entry: rule.entry, section: rule.section)) }
        var entries = Set(covered.map(\.entry))
        for cell in counts.keys { entries.insert(cell.entry) }
        guard !entries.isEmpty else { return "<p class=\"empty-note\">No rules ran and nothing was found.</p>\n" }
        let rowTotal = { (entry: String) in Section.allCases.reduce(0) { $0 + (counts[GuidelineCell(entry: entry, section: $1)] ?? 0) } }
        let ordered = entries.sorted { a, b in
            let (x, y) = (rowTotal(a), rowTotal(b))
            return x != y ? x > y : BatchOrder.precedes(a, b)
        }
        let maximum = max(1, counts.values.max() ?? 0)
        var html = "<div class=\"table-scroll\"><table class=\"heat\">\n"
        html += "<caption class=\"visually-hidden\">Findings by guideline entry and section</caption>\n<thead><tr><th scope=\"col\">Entry</th>"
        for section in Section.allCases { html += "<th scope=\"col\">\(section.rawValue)</th>" }
        html += "<th scope=\"col\" class=\"num\">Total</th></tr></thead>\n<tbody>\n"
        for entry in ordered {
            html += "<tr><th scope=\"row\">\(HTMLText.escape(entry))</th>"
            for section in Section.allCases {
                let cell = GuidelineCell(entry: entry, section: section)
                let count = counts[cell] ?? 0
                html += Self.cell(cell, count: count, covered: covered.contains(cell), maximum: maximum)
            }
            html += "<td class=\"num total\">\(HTMLText.number(rowTotal(entry)))</td></tr>\n"
        }
        html += "</tbody></table></div>\n"
        html += "<p class=\"legend\"><span><span class=\"swatch heat-5\"></span>most findings</span>"
        html += "<span><span class=\"swatch heat-1\"></span>few</span>"
        html += "<span><span class=\"swatch uncovered\"></span>no rule checks this section</span></p>\n"
        return html
    }

    private static func cell(_ cell: GuidelineCell, count: Int, covered: Bool, maximum: Int) -> String {
        let title = HTMLText.escape("\(cell.entry) · \(cell.section.rawValue)")
        if count == 0 {
            return covered
                ? "<td class=\"zero\" title=\"\(title): no findings\">0</td>"
                : "<td class=\"uncovered\" title=\"\(title): no rule checks this\"><span aria-hidden=\"true\">–</span><span class=\"visually-hidden\">not checked</span></td>"
        }
        // Five steps of colour, each with a text colour that keeps its contrast (tested).
        let level = max(1, min(5, (5 * count + maximum - 1) / maximum))
        return "<td class=\"count heat-\(level)\" data-entry=\"\(HTMLText.escape(cell.entry))\" data-section=\"\(cell.section.rawValue)\" "
            + "title=\"\(title): \(HTMLText.count(count, "finding"))\">\(HTMLText.number(count))</td>"
    }
}
