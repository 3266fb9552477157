import A11yScanCore

/// The per-repository table. Rows are written in report order (by name) with every number in
/// place, so the table reads without scripts; the script sorts it (by findings at first),
/// filters it by text and keeps the footer sums to the visible rows.
enum HTMLRepositoryTable {
    private struct Column {
        var key: String
        var title: String
        var numeric: Bool
    }

    static func html(_ overview: BatchOverview) -> String {
        var columns = [
            Column(key: "name", title: "Repository", numeric: false), Column(key: "status", title: "Status", numeric: false),
            Column(key: "commit", title: "Commit", numeric: false), Column(key: "files", title: "Files", numeric: true),
            Column(key: "lines", title: "Lines", numeric: true), Column(key: "findings", title: "Findings", numeric: true),
            Column(key: "errors", title: "Errors", numeric: true), Column(key: "warnings", title: "Warnings", numeric: true),
            Column(key: "notes", title: "Notes", numeric: true), Column(key: "problems", title: "Problems", numeric: true),
        ]
        if overview.comparedWithPrevious {
            columns += [Column(key: "new", title: "New", numeric: true), Column(key: "fixed", title: "Fixed", numeric: true)]
        }
        var html = "<div class=\"tools\"><label for=\"repo-filter\">Filter</label>"
        html += "<input type=\"search\" id=\"repo-filter\" placeholder=\"name, path, status or commit\" autocomplete=\"off\">"
        html += "<output id=\"repo-count\" for=\"repo-filter\" aria-live=\"polite\"></output></div>\n"
        html += "<div class=\"table-scroll\"><table id=\"repo-table\">\n"
        html += "<caption class=\"visually-hidden\">Repositories; select a column heading to sort</caption>\n<thead><tr>"
        for column in columns {
            let numeric = column.numeric ? " class=\"num\"" : ""
            html += "<th scope=\"col\" data-key=\"\(column.key)\" data-type=\"\(column.numeric ? "number" : "text")\"\(numeric)>"
            html += "<button type=\"button\">\(column.title)</button></th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for (index, repository) in overview.repositories.enumerated() {
            html += row(repository, index: index, compared: overview.comparedWithPrevious)
        }
        html += "</tbody>\n<tfoot><tr><th scope=\"row\" colspan=\"3\">Total</th>"
        let totals = overview.totals
        var sums: [(String, Int)] = [
            ("files", totals.filesScanned), ("lines", totals.linesScanned), ("findings", totals.counts.total),
            ("errors", totals.counts.errors), ("warnings", totals.counts.warnings), ("notes", totals.counts.notes),
            ("problems", totals.problems),
        ]
        if overview.comparedWithPrevious { sums += [("new", totals.newFindings), ("fixed", totals.fixedFindings)] }
        for (key, value) in sums { html += "<td class=\"num\" id=\"sum-\(key)\">\(HTMLText.number(value))</td>" }
        return html + "</tr></tfoot>\n</table></div>\n"
    }

    private static func row(_ repository: RepositorySummary, index: Int, compared: Bool) -> String {
        let name = HTMLText.escape(repository.name)
        let linked = HTMLRepositoryFindings.hasDetails(repository) ? "<a href=\"#repo-\(index)\">\(name)</a>" : name
        var html = "<tr data-index=\"\(index)\"><td>\(linked)"
        if repository.path != repository.name { html += "<div class=\"repo-path\">\(HTMLText.escape(repository.path))</div>" }
        html += "</td><td>" + status(repository) + "</td>"
        html += "<td class=\"mono\">" + (repository.commit.map { HTMLText.escape(String($0.prefix(10))) } ?? "—") + "</td>"
        var numbers = [repository.filesScanned, repository.linesScanned, repository.counts.total, repository.counts.errors,
                       repository.counts.warnings, repository.counts.notes, repository.problems]
        if compared { numbers += [repository.changes?.new ?? 0, repository.changes?.fixed ?? 0] }
        for number in numbers { html += "<td class=\"num\">\(HTMLText.number(number))</td>" }
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
