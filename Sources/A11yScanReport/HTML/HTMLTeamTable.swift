import A11yScanBatch
import A11yScanCore

/// Findings per team (the `team:` or `owner:` of the repository list), with findings per 1,000
/// lines so teams with large and small code bases compare, and each team's trend when earlier
/// reports were given. Repositories without a team form one row of their own.
enum HTMLTeamTable {
    /// The team rows in name order, "no team" last; empty when no repository has a team.
    static func teams(_ overview: BatchOverview) -> [(name: String?, repositories: [RepositorySummary])] {
        guard overview.repositories.contains(where: { $0.team != nil }) else { return [] }
        var byTeam: [String: [RepositorySummary]] = [:]
        var none: [RepositorySummary] = []
        for repository in overview.repositories {
            if let team = repository.team { byTeam[team, default: []].append(repository) } else { none.append(repository) }
        }
        var rows: [(name: String?, repositories: [RepositorySummary])] = byTeam.keys.sorted(by: BatchOrder.precedes)
            .map { ($0, byTeam[$0, default: []]) }
        if !none.isEmpty { rows.append((nil, none)) }
        return rows
    }

    static func html(_ overview: BatchOverview, trend: [TrendPoint]) -> String {
        let rows = teams(overview)
        let compared = overview.comparedWithPrevious
        var html = "<div class=\"table-scroll\"><table id=\"team-table\">\n<caption class=\"visually-hidden\">Findings per team</caption>\n<thead><tr>"
        var titles = ["Team", "Repositories", "Lines", "Findings", "Per 1,000 lines", "Errors", "Warnings", "Notes"]
        if compared { titles += ["New", "Fixed"] }
        for (index, title) in titles.enumerated() {
            html += "<th scope=\"col\"\(index == 0 ? "" : " class=\"num\"")>\(title)</th>"
        }
        if trend.count > 1 { html += "<th scope=\"col\">Trend</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            var counts = FindingCounts()
            var lines = 0, new = 0, fixed = 0
            for repository in row.repositories {
                counts.add(repository.counts)
                lines += repository.linesScanned
                new += repository.changes?.new ?? 0
                fixed += repository.changes?.fixed ?? 0
            }
            let name = row.name.map(HTMLText.escape) ?? "<em>No team</em>"
            html += "<tr><th scope=\"row\">\(name)</th>"
            var numbers = [HTMLText.number(row.repositories.count), HTMLText.number(lines), HTMLText.number(counts.total),
                           HTMLText.perThousand(counts.total, lines: lines), HTMLText.number(counts.errors),
                           HTMLText.number(counts.warnings), HTMLText.number(counts.notes)]
            if compared { numbers += [HTMLText.number(new), HTMLText.number(fixed)] }
            for number in numbers { html += "<td class=\"num\">\(number)</td>" }
            if trend.count > 1 {
                let names = row.repositories.map(\.name)
                html += "<td>" + HTMLTrend.sparkline(trend.map { $0.counts(of: names)?.findings }, labels: trend.map(\.label),
                                                     subject: row.name ?? "repositories without a team") + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }
}
