import A11yScanBatch
import A11yScanCore
import A11yScanFindings

/// One repository's part of the findings section: a collapsible block with its findings grouped
/// by file (each file collapsible too), the findings fixed since the previous report, and its
/// file problems. Each finding is one collapsed line (severity, place, message) that opens to its
/// source line with the match marked, the guideline entry and WCAG criteria it breaks, what the
/// team's page says (when quoted) and the fix. Findings and fixed findings carry their rule,
/// family, severity, framework, entry and section as data attributes, which the filters read.
enum HTMLRepositoryFindings {
    /// What the findings refer to: the rules that ran (for WCAG criteria) and their pages.
    struct Context {
        /// By id; the first of a repeated id.
        private(set) var rules: [String: RuleDescriptor] = [:]
        let docs: RuleDocsLink

        init(rules: [RuleDescriptor] = [], docs: RuleDocsLink = RuleDocsLink()) {
            for rule in rules where self.rules[rule.id] == nil { self.rules[rule.id] = rule }
            self.docs = docs
        }
    }

    /// Whether a repository gets a block at all: findings, problems, fixed findings, or a
    /// reason it was not scanned. Clean repositories appear only in the table.
    static func hasDetails(_ repository: RepositorySummary) -> Bool {
        repository.counts.total > 0 || repository.problems > 0 || !repository.status.wasScanned
            || (repository.changes?.fixed ?? 0) > 0
    }

    static func html(_ result: RepositoryResult, summary: RepositorySummary, index: Int,
                     comparison: FindingComparison?, open: Bool, context: Context) -> String {
        var html = "<details class=\"repository\" id=\"repo-\(index)\"\(open ? " open" : "")>\n<summary>"
        html += "<span class=\"name\">\(HTMLText.escape(result.name))</span> "
        html += HTMLRepositoryTable.status(summary)
        html += " <span class=\"counts\">\(HTMLText.count(summary.counts.total, "finding"))"
        if summary.counts.total > 0 { html += " in \(HTMLText.count(summary.filesWithFindings, "file"))" }
        html += "</span><span class=\"shown\" hidden></span>"
        if let changes = summary.changes {
            html += changes.inPrevious
                ? " <span class=\"delta-new\">+\(HTMLText.number(changes.new)) new</span> <span class=\"delta-fixed\">−\(HTMLText.number(changes.fixed)) fixed</span>"
                : " <span class=\"delta-new\">not in the previous report</span>"
        }
        html += "</summary>\n<div class=\"repository-body\">\n"
        html += "<p class=\"meta\">" + meta(result) + "</p>\n"
        html += files(result, comparison: comparison, context: context)
        if let comparison, !comparison.fixed.isEmpty { html += fixed(comparison.fixed) }
        if !result.summary.problems.isEmpty { html += problems(result.summary.problems) }
        return html + "</div>\n</details>\n"
    }

    private static func meta(_ result: RepositoryResult) -> String {
        var parts = [HTMLText.escape(result.path)]
        if let team = result.team { parts.append("team \(HTMLText.escape(team))") }
        if let commit = result.commit { parts.append("commit <code>\(HTMLText.escape(commit))</code>") }
        if result.status.wasScanned {
            parts.append(HTMLText.count(result.summary.filesScanned, "file"))
            parts.append(HTMLText.count(result.summary.linesScanned, "line"))
        }
        if let message = result.message { parts.append(HTMLText.escape(message)) }
        return parts.joined(separator: " · ")
    }

    private static func files(_ result: RepositoryResult, comparison: FindingComparison?, context: Context) -> String {
        var html = ""
        var start = 0
        let findings = result.findings
        while start < findings.count {
            var end = start
            while end < findings.count, findings[end].path == findings[start].path { end += 1 }
            html += "<details class=\"file\" open>\n<summary><code>\(HTMLText.escape(findings[start].path))</code> "
            html += "<span class=\"counts\">\(HTMLText.count(end - start, "finding"))</span></summary>\n"
            for index in start..<end {
                html += finding(findings[index], isNew: comparison?.isNew[index] ?? false, inPrevious: comparison?.inPrevious ?? false,
                                context: context)
            }
            html += "</details>\n"
            start = end
        }
        return html
    }

    /// A finding new since the previous report is marked when its repository was in that
    /// report (otherwise the whole repository is new, as its summary says); the filter for new
    /// findings selects both.
    private static func finding(_ finding: Finding, isNew: Bool, inPrevious: Bool, context: Context) -> String {
        let severity = finding.severity.rawValue
        var html = "<details class=\"finding \(severity)\"\(attributes(finding))\(isNew ? " data-new=\"true\"" : "")>\n<summary>"
        html += "<span class=\"sev \(severity)\">\(severity)</span> "
        html += "<span class=\"loc mono\" title=\"\(HTMLText.escape(finding.path))\">\(finding.line):\(finding.column)</span> "
        if isNew, inPrevious { html += "<span class=\"new\">new</span> " }
        html += "<span class=\"message\">\(HTMLText.withCodeSpans(finding.message))</span></summary>\n"
        html += "<div class=\"finding-body\">\n"
        html += snippet(finding)
        html += "<p class=\"place\">Rule \(HTMLRuleTable.name(finding.ruleID, docs: context.docs)) · guideline <strong>\(HTMLText.escape(finding.entry))</strong> · "
        html += "\(finding.section.rawValue) · \(finding.framework.displayName) (\(finding.framework.platform))</p>\n"
        if let wcag = context.rules[finding.ruleID]?.wcag, !wcag.isEmpty {
            html += "<p class=\"wcag\">WCAG 2.2: \(HTMLRuleTable.wcag(wcag))</p>\n"
        }
        if let quote = finding.guidance { html += guidance(quote, section: finding.section) }
        html += "<p class=\"fix\"><strong>Fix:</strong> \(HTMLText.withCodeSpans(finding.fix))</p>\n"
        return html + "</div>\n</details>\n"
    }

    /// The attributes the filters match on.
    private static func attributes(_ finding: Finding) -> String {
        " data-rule=\"\(HTMLText.escape(finding.ruleID))\" data-family=\"\(finding.family.rawValue)\" data-severity=\"\(finding.severity.rawValue)\""
            + " data-framework=\"\(finding.framework.rawValue)\" data-entry=\"\(HTMLText.escape(finding.entry))\" data-section=\"\(finding.section.rawValue)\""
    }

    /// The source line without its indentation, with the matched columns in `<mark>` (to the
    /// end of the line when the match runs onto later lines); a window of a long line shows
    /// `…` where the line is cut.
    private static func snippet(_ finding: Finding) -> String {
        let span = SnippetSpan(finding)
        let indentation = span.isCutBefore ? 0 : min(span.start, span.scalars.prefix { $0 == " " || $0 == "\t" }.count)
        let text = { (range: Range<Int>) in HTMLText.escape(String(String.UnicodeScalarView(span.scalars[range]))) }
        var html = "<pre class=\"snippet\"><span class=\"ln\" aria-hidden=\"true\">\(finding.line)</span><code>"
        if span.isCutBefore { html += cutMark }
        html += text(indentation..<span.start)
        if span.end > span.start { html += "<mark>" + text(span.start..<span.end) + "</mark>" }
        html += text(span.end..<span.scalars.count)
        if span.isCutAfter { html += cutMark }
        return html + "</code></pre>\n"
    }

    /// Where a window cuts its line: visible, and named for screen readers.
    private static let cutMark = "<span class=\"cut\" role=\"img\" aria-label=\"line cut\">\u{2026}</span>"

    private static func guidance(_ quote: GuidelineQuote, section: Section) -> String {
        var html = "<blockquote class=\"guidance\"><p><strong>\(HTMLText.escape(quote.title))</strong> — \(section.rawValue)</p>"
        if let expectation = quote.expectation { html += "<p>Screen reader: \(HTMLText.escape(expectation))</p>" }
        if !quote.advice.isEmpty {
            html += "<ul>" + quote.advice.map { "<li>\(HTMLText.withCodeSpans($0))</li>" }.joined() + "</ul>"
        }
        if let url = quote.url {
            html += HTMLText.safeURL(url).map { "<p><a href=\"\($0)\" rel=\"noopener noreferrer\">Guideline page</a></p>" }
                ?? "<p>Guideline page: \(HTMLText.escape(url))</p>"
        }
        return html + "</blockquote>\n"
    }

    private static func fixed(_ findings: [Finding]) -> String {
        var html = "<details class=\"file fixed-block\">\n<summary>\(HTMLText.count(findings.count, "finding")) fixed since the previous report</summary>\n<ul class=\"fixed\">\n"
        for finding in findings {
            html += "<li class=\"fixed-finding\"\(attributes(finding))><code>\(HTMLText.escape(finding.ruleID))</code> at <span class=\"mono\">\(HTMLText.escape(finding.path)):\(finding.line)</span>"
            html += " — <code>\(HTMLText.escape(finding.snippet.trimmingWhitespace()))</code></li>\n"
        }
        return html + "</ul>\n</details>\n"
    }

    private static func problems(_ problems: [FileProblem]) -> String {
        var html = "<details class=\"file problems-block\">\n<summary>\(HTMLText.count(problems.count, "file problem"))</summary>\n<ul class=\"problems\">\n"
        for problem in problems {
            let line = problem.line.map { ":\($0)" } ?? ""
            html += "<li><span class=\"mono\">\(HTMLText.escape(problem.path))\(line)</span> (\(problem.kind.rawValue)): \(HTMLText.escape(problem.message))</li>\n"
        }
        return html + "</ul>\n</details>\n"
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
