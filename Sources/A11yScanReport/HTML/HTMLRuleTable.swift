import A11yScanBatch
import A11yScanCore
import A11yScanFindings

/// The rules that found something, most findings first, each with its guideline place, its WCAG
/// criteria and a link to its page; the rules that found nothing folded into one line. The page
/// script turns each count into a button that filters the findings by the rule.
enum HTMLRuleTable {
    static func html(_ overview: BatchOverview, context: HTMLRepositoryFindings.Context) -> String {
        let counts = overview.totals.counts.byRule
        let (rules, docs) = (context.rules, context.docs)
        let found = counts.filter { $0.value > 0 }.sorted { $0.value != $1.value ? $0.value > $1.value : BatchOrder.precedes($0.key, $1.key) }
        let quiet = rules.keys.filter { counts[$0, default: 0] == 0 }.sorted(by: BatchOrder.precedes)
        var html = ""
        if found.isEmpty {
            html += "<p class=\"empty-note\">No rule found anything.</p>\n"
        } else {
            let maximum = found.first?.value ?? 1
            html += "<div class=\"table-scroll\"><table id=\"rule-table\">\n<caption class=\"visually-hidden\">Rules with findings, most first</caption>\n"
            html += "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\" class=\"num\">Findings</th><th scope=\"col\">Framework</th>"
            html += "<th scope=\"col\">Guideline entry</th><th scope=\"col\">WCAG 2.2</th></tr></thead>\n<tbody>\n"
            for (id, count) in found {
                let rule = rules[id]
                html += "<tr><th scope=\"row\">\(name(id, docs: docs))</th>"
                html += "<td class=\"num\" data-filter-rule=\"\(HTMLText.escape(id))\"><span class=\"meter\" style=\"width: \(max(2, 80 * count / maximum))px\"></span>\(HTMLText.number(count))</td>"
                html += "<td>\(rule.map { $0.framework.displayName } ?? "—")</td>"
                html += "<td>\(rule.map { "\(HTMLText.escape($0.entry)) · \($0.section.rawValue)" } ?? "—")</td>"
                html += "<td>\(rule.map { wcag($0.wcag) } ?? "—")</td></tr>\n"
            }
            html += "</tbody></table></div>\n"
        }
        if !quiet.isEmpty {
            html += "<details class=\"quiet-rules\"><summary>\(HTMLText.count(quiet.count, "rule")) found nothing</summary>\n<p>"
            html += quiet.map { name($0, docs: docs) }.joined(separator: ", ") + "</p>\n</details>\n"
        }
        return html
    }

    /// The rule id as code, linked to its page when it has one.
    static func name(_ id: String, docs: RuleDocsLink) -> String {
        let code = "<code>\(HTMLText.escape(id))</code>"
        guard let url = docs.url(forRule: id).flatMap(HTMLText.safeURL) else { return code }
        return "<a href=\"\(url)\">\(code)</a>"
    }

    /// Each criterion's number linked to its Understanding page, its title as text.
    static func wcag(_ numbers: [String]) -> String {
        guard !numbers.isEmpty else { return "—" }
        return numbers.map { number in
            guard let criterion = WCAGCriterion.named(number) else { return HTMLText.escape(number) }
            return "<a href=\"\(criterion.understandingURL)\">\(criterion.number)</a> \(HTMLText.escape(criterion.title))"
        }.joined(separator: "; ")
    }
}
