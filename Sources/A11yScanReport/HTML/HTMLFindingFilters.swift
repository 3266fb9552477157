import A11yScanBatch
import A11yScanCore
import A11yScanFindings

/// The filters above the findings: one labelled list per property a finding carries (rule,
/// family, severity, framework, guideline entry and section, and new or fixed when compared
/// with a previous report), each option with its count. Hidden until the page script runs, as
/// they do nothing without it; the findings read in full without them.
enum HTMLFindingFilters {
    static func html(_ overview: BatchOverview) -> String {
        let counts = overview.totals.counts
        var entries: [String: Int] = [:]
        var sections: [Section: Int] = [:]
        for (cell, count) in counts.byCell {
            entries[cell.entry, default: 0] += count
            sections[cell.section, default: 0] += count
        }
        var html = "<form class=\"filters\" id=\"finding-filters\" aria-labelledby=\"filters-title\" hidden>\n"
        html += "<h3 id=\"filters-title\">Filter the findings</h3>\n<div class=\"filter-grid\">\n"
        html += select("rule", "Rule", "All rules", counts.byRule.sorted { BatchOrder.precedes($0.key, $1.key) }.map { ($0.key, $0.key, $0.value) })
        html += select("family", "Family", "All families", Family.allCases.compactMap { family in
            counts.byFamily[family].map { (family.rawValue, family.rawValue, $0) } })
        html += select("severity", "Severity", "All severities", [
            ("error", "error", counts.errors), ("warning", "warning", counts.warnings), ("note", "note", counts.notes),
        ].filter { $0.2 > 0 })
        html += select("framework", "Framework", "All frameworks", Framework.allCases.compactMap { framework in
            counts.byFramework[framework].map { (framework.rawValue, framework.displayName, $0) } })
        html += select("entry", "Guideline entry", "All entries", entries.sorted { BatchOrder.precedes($0.key, $1.key) }.map { ($0.key, $0.key, $0.value) })
        html += select("section", "Section", "All sections", Section.allCases.compactMap { section in
            sections[section].map { (section.rawValue, section.rawValue, $0) } })
        if overview.comparedWithPrevious {
            let totals = overview.totals
            html += select("change", "Since the previous report", "Current findings", [
                ("new", "new", totals.newFindings), ("fixed", "fixed", totals.fixedFindings),
            ])
        }
        html += "</div>\n<div class=\"tools\"><button type=\"reset\">Clear the filters</button>"
        html += "<button type=\"button\" data-expand=\"open\">Expand all</button>"
        html += "<button type=\"button\" data-expand=\"close\">Collapse all</button></div>\n</form>\n"
        html += "<p class=\"filter-status\" id=\"filter-status\" role=\"status\" aria-live=\"polite\"></p>\n"
        return html
    }

    /// A labelled `<select>` whose options say how many findings each value has.
    private static func select(_ key: String, _ label: String, _ all: String, _ options: [(value: String, text: String, count: Int)]) -> String {
        var html = "<div class=\"field\"><label for=\"filter-\(key)\">\(label)</label>"
        html += "<select id=\"filter-\(key)\" name=\"\(key)\"><option value=\"\">\(all)</option>"
        for option in options {
            html += "<option value=\"\(HTMLText.escape(option.value))\">\(HTMLText.escape(option.text)) (\(HTMLText.number(option.count)))</option>"
        }
        return html + "</select></div>\n"
    }
}
