import A11yScanBatch
import A11yScanCore

/// The row of headline numbers at the top of the report.
enum HTMLTotals {
    static func html(_ overview: BatchOverview) -> String {
        let totals = overview.totals
        let counts = totals.counts
        var cards: [(title: String, value: String, detail: String, kind: String)] = []
        let notScanned = totals.notScanned
        cards.append(("Repositories", HTMLText.number(totals.repositories),
                      notScanned > 0 ? "\(HTMLText.number(notScanned)) not scanned" : "all scanned", "repositories"))
        cards.append(("Files", HTMLText.number(totals.filesScanned),
                      HTMLText.count(totals.linesScanned, "line") + " of Swift and Kotlin", "files"))
        var breakdown = [HTMLText.count(counts.errors, "error"), HTMLText.count(counts.warnings, "warning")]
        if counts.notes > 0 { breakdown.append(HTMLText.count(counts.notes, "note")) }
        cards.append(("Findings", HTMLText.number(counts.total), breakdown.joined(separator: ", "), "findings"))
        cards.append(("Per 1,000 lines", HTMLText.perThousand(counts.total, lines: totals.linesScanned),
                      "findings per 1,000 lines scanned", "density"))
        cards.append(("Files with findings", HTMLText.number(totals.filesWithFindings),
                      totals.filesScanned > 0 ? percent(totals.filesWithFindings, of: totals.filesScanned) + " of files" : "no files", "affected"))
        if overview.comparedWithPrevious {
            cards.append(("Since previous", "+\(HTMLText.number(totals.newFindings)) / −\(HTMLText.number(totals.fixedFindings))",
                          "new / fixed findings", "changes"))
        }
        cards.append(("Suppressed", HTMLText.number(totals.suppressed), "hidden by suppression comments", "suppressed"))
        cards.append(("Baselined", HTMLText.number(totals.baselined),
                      "hidden by baselines; \(HTMLText.number(totals.fixedSinceBaseline)) fixed since", "baselined"))
        cards.append(("File problems", HTMLText.number(totals.problems),
                      totals.problems == 0 ? "every file read" : "unreadable, skipped or warned", "problems"))
        var html = "<dl class=\"cards\" id=\"totals\">\n"
        for card in cards {
            html += "<div class=\"card \(card.kind)\"><dt>\(card.title)</dt><dd data-total=\"\(card.kind)\">\(card.value)</dd>"
            html += "<dd class=\"detail\">\(HTMLText.escape(card.detail))</dd></div>\n"
        }
        return html + "</dl>\n"
    }

    private static func percent(_ part: Int, of whole: Int) -> String {
        let value = Double(part) * 100 / Double(whole)
        return value >= 10 || value == 0 ? "\(Int(value.rounded()))%" : "\((value * 10).rounded() / 10)%"
    }
}
