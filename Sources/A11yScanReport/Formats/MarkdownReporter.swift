import A11yScanCore
import A11yScanFindings

/// The `markdown` format: a pull-request comment. A heading with the total, a table of counts
/// by guideline entry and rule, then the findings grouped by file, at most `cap` of them with
/// a closing "…and N more findings" line so the comment stays within size limits. Streams in
/// bounded memory: it counts every finding but keeps only the ones it lists, and writes the
/// comment at the end.
///
/// Everything from source files and rule files is escaped: snippets are code spans with a
/// fence longer than any backtick run inside, prose is backslash-escaped except for the
/// backtick code spans rule authors write, and `|` never breaks the table.
public struct MarkdownReporter: Reporter {
    public static let formatName = "markdown"

    /// Most findings (and, separately, file problems) listed; at least 0.
    public let cap: Int
    public let toolName: String
    /// Linked at the end of the comment when set.
    public let guidelinesURL: String?

    public init(cap: Int = ReporterOptions.defaultMarkdownCap, toolName: String = "a11yscan", guidelinesURL: String? = nil) {
        self.cap = max(cap, 0)
        self.toolName = toolName
        self.guidelinesURL = guidelinesURL
    }

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        MarkdownReportStream(reporter: self, head: head)
    }

    /// The whole comment, once the stream has counted every finding and kept the listed ones.
    func render(tallies: ReportTallies, table: [MarkdownTableRow: Int], listed: [Finding], summary: ScanSummary) -> [UInt8] {
        var out = ""
        if tallies.findings == 0 {
            out += "## \(MarkdownText.plain(toolName)): no accessibility findings\n\n"
            out += Wording.count(summary.filesScanned, "file") + " scanned.\n"
        } else {
            out += "## \(MarkdownText.plain(toolName)): "
                + Wording.count(tallies.findings, "accessibility finding") + "\n\n"
            out += "\(tallies.severityBreakdown) in \(Wording.count(tallies.filesWithFindings, "file")) "
                + "(\(Wording.count(summary.filesScanned, "file")) scanned).\n\n"
            appendSummaryTable(table, into: &out)
            appendFindings(listed, total: tallies.findings, into: &out)
        }
        appendProblems(summary.problems, into: &out)
        if let guidelinesURL, !guidelinesURL.isEmpty {
            out += "\nGuidelines: " + MarkdownText.link(guidelinesURL) + "\n"
        }
        return Array(out.utf8)
    }

    private func appendSummaryTable(_ counts: [MarkdownTableRow: Int], into out: inout String) {
        let rows = counts.keys.sorted { ($0.entry, $0.ruleID) < ($1.entry, $1.ruleID) }
        out += "| Entry | Rule | Findings |\n| --- | --- | ---: |\n"
        for row in rows {
            out += "| \(MarkdownText.code(row.entry, inTableCell: true)) "
            out += "| \(MarkdownText.code(row.ruleID, inTableCell: true)) | \(counts[row] ?? 0) |\n"
        }
    }

    /// `listed` holds the first `cap` findings already grouped by path.
    private func appendFindings(_ listed: [Finding], total: Int, into out: inout String) {
        var currentPath: String?
        for finding in listed {
            if finding.path != currentPath {
                out += "\n### \(MarkdownText.code(finding.path))\n\n"
                currentPath = finding.path
            }
            appendFinding(finding, into: &out)
        }
        if total > listed.count {
            out += "\n\u{2026}and " + Wording.count(total - listed.count, "more finding") + ".\n"
        }
    }

    private func appendFinding(_ finding: Finding, into out: inout String) {
        var lines = [
            MarkdownText.atLineStart(MarkdownText.plain(finding.path)) + ":\(finding.line) · "
                + "**\(finding.severity.rawValue)** · " + MarkdownText.code(finding.ruleID),
            MarkdownText.atLineStart(MarkdownText.prose(finding.message)),
        ]
        let snippet = finding.snippet.drop(while: { $0 == " " || $0 == "\t" })
        if !snippet.isEmpty {
            // A window of a long line is marked `…` outside the code span where the line is cut.
            let before = finding.snippetColumn > 1 ? "\u{2026}" : ""
            let after = finding.snippetTruncated ? "\u{2026}" : ""
            lines.append(before + MarkdownText.code(String(snippet)) + after)
        }
        lines.append("**Fix:** " + MarkdownText.prose(finding.fix))
        lines.append("**Entry:** " + MarkdownText.plain(Wording.guidelinePlace(
            entry: finding.entry, section: finding.section, framework: finding.framework)))
        if let guidance = finding.guidance {
            var line = "**Guideline:** " + MarkdownText.plain(guidance.title)
            if let expectation = guidance.expectation, !expectation.isEmpty {
                line += " \u{2014} " + MarkdownText.plain(expectation)
            }
            if let url = guidance.url, !url.isEmpty {
                line += " (" + MarkdownText.link(url) + ")"
            }
            lines.append(line)
        }
        out += "- " + lines.joined(separator: "\\\n  ") + "\n"
    }

    private func appendProblems(_ problems: [FileProblem], into out: inout String) {
        guard !problems.isEmpty else { return }
        out += "\n### Files not fully scanned\n\n"
        for problem in problems.prefix(cap) {
            let path = MarkdownText.atLineStart(MarkdownText.plain(problem.path))
            let location = path + (problem.line.map { ":\($0)" } ?? "")
            out += "- \(location) · \(problem.kind.rawValue) · \(MarkdownText.plain(problem.message))\n"
        }
        if problems.count > cap {
            out += "\n\u{2026}and " + Wording.count(problems.count - cap, "more problem") + ".\n"
        }
    }
}
