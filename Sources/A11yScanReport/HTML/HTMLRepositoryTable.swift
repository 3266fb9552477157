import A11yScanBatch
import A11yScanCore

/// The per-repository table; each repository's path, team and commit are written under its name.
/// Rows are written in report order (by name) with every number in place, so the table reads
/// without scripts; the script sorts it (by findings at first),
/// filters it by text and keeps the footer sums to the visible rows. With earlier reports, a
/// sparkline shows each repository's findings over them.
enum HTMLRepositoryTable {
    private struct Column {
        var key: String
        var title: String
        var numeric: Bool
    }

    static func html(_ overview: BatchOverview, trend: [TrendPoint]) -> String {
        var columns = [
            Column(key: "name", title: "Repository", numeric: false), Column(key: "status", title: "Status", numeric: false),
            Column(key: "files", title: "Files", numeric: true),
            Column(key: "lines", title: "Lines", numeric: true), Column(key: "findings", title: "Findings", numeric: true),
            Column(key: "density", title: "Per 1,000 lines", numeric: true),
            Column(key: "errors", title: "Errors", numeric: true), Column(key: "warnings", title: "Warnings", numeric: true),
            Column(key: "notes", title: "Notes", numeric: true), Column(key: "suppressed", title: "Suppressed", numeric: true),
            Column(key: "baselined", title: "Baselined", numeric: true), Column(key: "problems", title: "Problems", numeric: true),
        ]
        if overview.comparedWithPrevious {
            columns += [Column(key: "new", title: "New", numeric: true), Column(key: "fixed", title: "Fixed", numeric: true)]
        }
        var html = "<div class=\"tools\"><label for=\"repo-filter\">Filter repositories</label>"
        html += "<input type=\"search\" id=\"repo-filter\" placeholder=\"name, team, path, status or commit\" autocomplete=\"off\">"
        html += "<output id=\"repo-count\" for=\"repo-filter\" aria-live=\"polite\"></output></div>\n"
        html += "<div class=\"table-scroll\"><table id=\"repo-table\">\n"
        html += "<caption class=\"visually-hidden\">Repositories; select a column heading to sort</caption>\n<thead><tr>"
        for column in columns {
            let numeric = column.numeric ? " class=\"num\"" : ""
            html += "<th scope=\"col\" data-key=\"\(column.key)\" data-type=\"\(column.numeric ? "number" : "text")\"\(numeric)>"
            html += "<button type=\"button\">\(column.title)</button></th>"
        }
        if trend.count > 1 { html += "<th scope=\"col\">Trend</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for (index, repository) in overview.repositories.enumerated() {
            html += row(repository, index: index, compared: overview.comparedWithPrevious, trend: trend)
        }
        html += "</tbody>\n<tfoot><tr><th scope=\"row\" colspan=\"2\">Total</th>"
        let totals = overview.totals
        var sums: [(String, String)] = [
            ("files", HTMLText.number(totals.filesScanned)), ("lines", HTMLText.number(totals.linesScanned)),
            ("findings", HTMLText.number(totals.counts.total)),
            ("density", HTMLText.perThousand(totals.counts.total, lines: totals.linesScanned)),
            ("errors", HTMLText.number(totals.counts.errors)), ("warnings", HTMLText.number(totals.counts.warnings)),
            ("notes", HTMLText.number(totals.counts.notes)), ("suppressed", HTMLText.number(totals.suppressed)),
            ("baselined", HTMLText.number(totals.baselined)), ("problems", HTMLText.number(totals.problems)),
        ]
        if overview.comparedWithPrevious {
            sums += [("new", HTMLText.number(totals.newFindings)), ("fixed", HTMLText.number(totals.fixedFindings))]
        }
        for (key, value) in sums { html += "<td class=\"num\" id=\"sum-\(key)\">\(value)</td>" }
        if trend.count > 1 { html += "<td></td>" }
        return html + "</tr></tfoot>\n</table></div>\n"
    }

    private static func row(_ repository: RepositorySummary, index: Int, compared: Bool, trend: [TrendPoint]) -> String {
        let name = HTMLText.escape(repository.name)
        let linked = HTMLRepositoryFindings.hasDetails(repository) ? "<a href=\"#repo-\(index)\">\(name)</a>" : name
        var html = "<tr data-index=\"\(index)\"><td class=\"repo\">\(linked)"
        if repository.path != repository.name { html += "<div class=\"repo-path\">\(HTMLText.escape(repository.path))</div>" }
        if let team = repository.team { html += "<div class=\"repo-team\">team: \(HTMLText.escape(team))</div>" }
        if let commit = repository.commit {
            html += "<div class=\"repo-commit\">commit <code title=\"\(HTMLText.escape(commit))\">\(HTMLText.escape(String(commit.prefix(10))))</code></div>"
        }
        html += "</td><td>" + status(repository) + "</td>"
        var numbers = [HTMLText.number(repository.filesScanned), HTMLText.number(repository.linesScanned),
                       HTMLText.number(repository.counts.total),
                       HTMLText.perThousand(repository.counts.total, lines: repository.linesScanned),
                       HTMLText.number(repository.counts.errors), HTMLText.number(repository.counts.warnings),
                       HTMLText.number(repository.counts.notes), HTMLText.number(repository.suppressed),
                       HTMLText.number(repository.baselined), HTMLText.number(repository.problems)]
        if compared { numbers += [HTMLText.number(repository.changes?.new ?? 0), HTMLText.number(repository.changes?.fixed ?? 0)] }
        for number in numbers { html += "<td class=\"num\">\(number)</td>" }
        if trend.count > 1 {
            let values = trend.map { $0.repositories[repository.name]?.findings }
            html += "<td>" + HTMLTrend.sparkline(values, labels: trend.map(\.label), subject: repository.name) + "</td>"
        }
        return html + "</tr>\n"
    }

    /// The status as a badge, with the reason as its tooltip and hidden text.
    static func status(_ repository: RepositorySummary) -> String {
        let kind = repository.status.rawValue
        guard let message = repository.message else { return "<span class=\"status \(kind)\">\(kind)</span>" }
        let text = HTMLText.escape(message)
        return "<span class=\"status \(kind)\" title=\"\(text)\">\(kind)<span class=\"visually-hidden\">: \(text)</span></span>"
    }
}
