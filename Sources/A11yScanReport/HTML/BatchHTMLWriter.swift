import A11yScanCore

/// The batch `html` report: one self-contained page (inline CSS, SVG and script; a content
/// security policy that forbids loading anything) with the totals, a heat map of guideline
/// entry × section, bar charts by rule, framework and family, a sortable and filterable repository
/// table, and every finding grouped by repository and file. All text from the scanned code and
/// the reports is escaped (`HTMLText`). With a previous report, new findings are marked and
/// fixed ones listed per repository.
public struct BatchHTMLWriter: BatchReportWriter {
    public let toolName: String
    public let previous: PreviousFindings?
    private var overview: BatchOverview?
    private var index = 0
    private var openBlocks = false

    /// Repository blocks start open when there are at most this many of them.
    static let openBlocksUpTo = 10

    public init(toolName: String = "a11yscan", previous: PreviousFindings? = nil) {
        self.toolName = toolName
        self.previous = previous
    }

    public mutating func begin(_ overview: BatchOverview) -> [UInt8] {
        self.overview = overview
        index = 0
        openBlocks = overview.repositories.filter(HTMLRepositoryFindings.hasDetails).count <= Self.openBlocksUpTo
        let totals = overview.totals
        let title = "\(toolName) batch report: \(HTMLText.count(totals.counts.total, "finding")) in \(HTMLText.count(totals.repositories, "repository", plural: "repositories"))"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="generator" content="\(HTMLText.escape(toolName)) \(HTMLText.escape(overview.toolVersion))">
            <title>\(HTMLText.escape(title))</title>
            <style>
            \(HTMLStyleSheet.css)
            </style>
            </head>
            <body>
            <header class="masthead"><div class="wrap">
            <h1>Accessibility findings across \(HTMLText.count(totals.repositories, "repository", plural: "repositories"))</h1>
            <p>\(subtitle(overview))</p>
            </div></header>
            <main class="wrap">

            """
        html += HTMLTotals.html(overview)
        html += panel(id: "heatmap", title: "Where the findings fall",
                      lead: "Findings per guideline entry and the part of it they break. Hatched cells are parts no rule checks.",
                      body: HTMLHeatMap.html(overview))
        html += panel(id: "by-rule", title: "Findings by rule", lead: "Every rule that ran, including those that found nothing.",
                      body: HTMLBarChart.svg(id: "chart-rules", title: "Findings by rule", bars: ruleBars(overview)))
        html += "<div class=\"grid-2\">\n"
        html += panel(id: "by-framework", title: "Findings by framework", lead: "SwiftUI and UIKit on iOS; Jetpack Compose and Views on Android.",
                      body: HTMLBarChart.svg(id: "chart-frameworks", title: "Findings by framework", bars: frameworkBars(overview)))
        html += panel(id: "by-family", title: "Findings by kind", lead: "The anti-pattern families the rules belong to.",
                      body: HTMLBarChart.svg(id: "chart-families", title: "Findings by kind", bars: familyBars(overview)))
        html += "</div>\n"
        html += panel(id: "repositories", title: "Repositories",
                      lead: "Select a heading to sort; type to filter. Totals count the rows shown.",
                      body: HTMLRepositoryTable.html(overview))
        html += "<section class=\"panel\" id=\"findings\" aria-labelledby=\"findings-title\">\n<h2 id=\"findings-title\">Findings</h2>\n"
        html += "<p class=\"lead\">Grouped by repository and file. Each finding shows its line, the guideline entry it breaks and how to fix it.</p>\n"
        html += "<div class=\"tools\"><button type=\"button\" data-expand=\"open\" hidden>Expand all</button>"
        html += "<button type=\"button\" data-expand=\"close\" hidden>Collapse all</button></div>\n"
        if !overview.repositories.contains(where: HTMLRepositoryFindings.hasDetails) {
            html += "<p class=\"empty-note\">No findings and no problems in any repository.</p>\n"
        }
        return Array(html.utf8)
    }

    public mutating func repository(_ result: RepositoryResult) -> [UInt8] {
        defer { index += 1 }
        guard let overview, index < overview.repositories.count else { return [] }
        let summary = overview.repositories[index]
        guard HTMLRepositoryFindings.hasDetails(summary) else { return [] }
        let html = HTMLRepositoryFindings.html(result, summary: summary, index: index, comparison: previous?.compare(result),
                                               open: openBlocks)
        return Array(html.utf8)
    }

    public mutating func end() -> [UInt8] {
        guard let overview else { return [] }
        var html = "</section>\n"
        if !overview.repositoriesGoneSincePrevious.isEmpty {
            let names = overview.repositoriesGoneSincePrevious.map { "<li>\(HTMLText.escape($0))</li>" }.joined()
            html += panel(id: "gone", title: "Not in this report",
                          lead: "These repositories were in the previous report but not in this batch.", body: "<ul>\(names)</ul>\n")
        }
        html += "</main>\n<footer>Written by \(HTMLText.escape(toolName)) \(HTMLText.escape(overview.toolVersion)). "
        html += "This page is self-contained: it loads nothing from the network.</footer>\n"
        html += "<script type=\"application/json\" id=\"batch-data\">\(HTMLPageData.json(overview))</script>\n"
        html += "<script>\n\(HTMLScript.javascript)\n</script>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    private func subtitle(_ overview: BatchOverview) -> String {
        var parts = ["\(HTMLText.escape(toolName)) \(HTMLText.escape(overview.toolVersion))", HTMLText.count(overview.rules.count, "rule")]
        if let shard = overview.shard { parts.append("shard \(shard.index) of \(shard.count)") }
        if overview.comparedWithPrevious { parts.append("compared with a previous report") }
        return parts.joined(separator: " · ")
    }

    private func panel(id: String, title: String, lead: String, body: String) -> String {
        "<section class=\"panel\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n<h2 id=\"\(id)-title\">\(title)</h2>\n"
            + "<p class=\"lead\">\(lead)</p>\n\(body)</section>\n"
    }

    private func ruleBars(_ overview: BatchOverview) -> [HTMLBarChart.Bar] {
        let counts = overview.totals.counts.byRule
        var ids = Set(overview.rules.map(\.id))
        for id in counts.keys { ids.insert(id) }
        return ids.map { HTMLBarChart.Bar(label: $0, value: counts[$0] ?? 0) }
            .sorted { $0.value != $1.value ? $0.value > $1.value : BatchOrder.precedes($0.label, $1.label) }
    }

    private func familyBars(_ overview: BatchOverview) -> [HTMLBarChart.Bar] {
        Family.allCases.map { family in
            HTMLBarChart.Bar(label: family.rawValue, value: overview.totals.counts.byFamily[family] ?? 0, style: "family")
        }
    }

    private func frameworkBars(_ overview: BatchOverview) -> [HTMLBarChart.Bar] {
        Framework.allCases.map { framework in
            HTMLBarChart.Bar(label: framework.displayName, value: overview.totals.counts.byFramework[framework] ?? 0,
                             style: framework.rawValue)
        }
    }
}
