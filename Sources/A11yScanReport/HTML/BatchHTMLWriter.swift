import A11yScanBatch
import A11yScanCore
import A11yScanFindings

/// The batch `html` report: one self-contained page (inline CSS, SVG and script; a content
/// security policy that forbids loading anything) with the totals, the trend over earlier
/// reports, a heat map of guideline entry × section, the rules that found something (with their
/// WCAG criteria), charts by framework and family, findings per team, a sortable and filterable
/// repository table, and every finding grouped by repository and file, collapsed, with filters.
/// All text from the scanned code and the reports is escaped (`HTMLText`). With a previous
/// report, new findings are marked and fixed ones listed per repository.
public struct BatchHTMLWriter: BatchReportWriter {
    public let toolName: String
    public let previous: PreviousFindings?
    /// Earlier reports, oldest first; this report is added as the last point of the trend.
    public let history: [TrendPoint]
    /// When the page was written; nil leaves the date out.
    public let date: ReportDate?
    public let ruleDocs: RuleDocsLink
    private var overview: BatchOverview?
    private var context = HTMLRepositoryFindings.Context()
    private var index = 0
    private var openBlocks = false

    public init(toolName: String = "a11yscan", previous: PreviousFindings? = nil, history: [TrendPoint] = [],
                date: ReportDate? = nil, ruleDocs: RuleDocsLink = RuleDocsLink()) {
        self.toolName = toolName
        self.previous = previous
        self.history = history
        self.date = date
        self.ruleDocs = ruleDocs
    }

    public mutating func begin(_ overview: BatchOverview) -> [UInt8] {
        self.overview = overview
        index = 0
        context = HTMLRepositoryFindings.Context(rules: overview.rules, docs: ruleDocs)
        // Collapsed, unless the page shows a single repository (a scan of one project).
        openBlocks = overview.repositories.filter(HTMLRepositoryFindings.hasDetails).count == 1
        let totals = overview.totals
        let trend = history.isEmpty ? [] : history + [TrendPoint(label: date?.day ?? "this report", overview: overview)]
        let teams = !HTMLTeamTable.teams(overview).isEmpty
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
            <a class="skip-link" href="#findings">Skip to the findings</a>
            <header class="masthead"><div class="wrap">
            <h1>Accessibility findings across \(HTMLText.count(totals.repositories, "repository", plural: "repositories"))</h1>
            <p>\(subtitle(overview))</p>
            \(navigation(trend: !trend.isEmpty, teams: teams))
            </div></header>
            <main class="wrap">

            """
        html += "<section id=\"totals-section\" aria-labelledby=\"totals-title\">\n<h2 id=\"totals-title\" class=\"visually-hidden\">Totals</h2>\n"
        html += HTMLTotals.html(overview) + "</section>\n"
        if !trend.isEmpty {
            html += panel(id: "trend", title: "Trend",
                          lead: "Findings in \(HTMLText.count(history.count, "earlier report")) and this one, oldest first.",
                          body: HTMLTrend.overall(trend))
        }
        html += panel(id: "heatmap", title: "Where the findings fall",
                      lead: "Findings per guideline entry and the part of it they break; select a number to see those findings. Hatched cells are parts no rule checks.",
                      body: HTMLHeatMap.html(overview))
        html += panel(id: "by-rule", title: "Findings by rule",
                      lead: "The rules that found something, with the WCAG 2.2 success criteria they map to; select a number to see those findings.",
                      body: HTMLRuleTable.html(overview, context: context))
        html += "<div class=\"grid-2\">\n"
        html += panel(id: "by-framework", title: "Findings by framework", lead: "SwiftUI and UIKit on iOS; Jetpack Compose and Views on Android.",
                      body: HTMLBarChart.svg(id: "chart-frameworks", title: "Findings by framework", bars: frameworkBars(overview)))
        html += panel(id: "by-family", title: "Findings by kind", lead: "The anti-pattern families the rules belong to.",
                      body: HTMLBarChart.svg(id: "chart-families", title: "Findings by kind", bars: familyBars(overview)))
        html += "</div>\n"
        if teams {
            html += panel(id: "teams", title: "Teams", lead: "Findings per team of the repository list, and per 1,000 lines of code.",
                          body: HTMLTeamTable.html(overview, trend: trend))
        }
        html += panel(id: "repositories", title: "Repositories",
                      lead: "Select a heading to sort; type to filter. Totals count the rows shown.",
                      body: HTMLRepositoryTable.html(overview, trend: trend))
        html += "<section class=\"panel\" id=\"findings\" aria-labelledby=\"findings-title\">\n<h2 id=\"findings-title\" tabindex=\"-1\">Findings</h2>\n"
        html += "<p class=\"lead\">Grouped by repository and file, collapsed: open a repository, then a finding, for its source line, guideline entry, WCAG criteria and fix.</p>\n"
        if overview.repositories.contains(where: HTMLRepositoryFindings.hasDetails) {
            html += HTMLFindingFilters.html(overview)
        } else {
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
                                               open: openBlocks, context: context)
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
        if let date { parts.append("written <time datetime=\"\(date.machineReadable)\">\(date.minute)</time>") }
        if let shard = overview.shard { parts.append("shard \(shard.index) of \(shard.count)") }
        if overview.comparedWithPrevious { parts.append("compared with a previous report") }
        return parts.joined(separator: " · ")
    }

    private func navigation(trend: Bool, teams: Bool) -> String {
        var links = [("totals-section", "Totals")]
        if trend { links.append(("trend", "Trend")) }
        links += [("heatmap", "Heat map"), ("by-rule", "Rules"), ("by-framework", "Frameworks")]
        if teams { links.append(("teams", "Teams")) }
        links += [("repositories", "Repositories"), ("findings", "Findings")]
        return "<nav aria-label=\"Report sections\"><ul class=\"toc\">"
            + links.map { "<li><a href=\"#\($0.0)\">\($0.1)</a></li>" }.joined() + "</ul></nav>"
    }

    private func panel(id: String, title: String, lead: String, body: String) -> String {
        "<section class=\"panel\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n<h2 id=\"\(id)-title\">\(title)</h2>\n"
            + "<p class=\"lead\">\(lead)</p>\n\(body)</section>\n"
    }

    /// A bar per family that has findings (thirteen families, most of them empty in one report,
    /// would bury the few that matter).
    private func familyBars(_ overview: BatchOverview) -> [HTMLBarChart.Bar] {
        Family.allCases.compactMap { family in
            guard let count = overview.totals.counts.byFamily[family], count > 0 else { return nil }
            return HTMLBarChart.Bar(label: family.rawValue, value: count, style: "family")
        }
    }

    private func frameworkBars(_ overview: BatchOverview) -> [HTMLBarChart.Bar] {
        Framework.allCases.map { framework in
            HTMLBarChart.Bar(label: framework.displayName, value: overview.totals.counts.byFramework[framework] ?? 0,
                             style: framework.rawValue)
        }
    }
}
