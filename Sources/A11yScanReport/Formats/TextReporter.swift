import A11yScanCore
import A11yScanFindings

/// The format for people at a terminal: each finding with the source line and a caret under
/// the match, the guideline entry it breaks and the fix, then the problems met. The summary
/// line is not part of the report: the command line prints it on standard error for every
/// format. Streams: each finding is written as it arrives.
///
/// Columns are Unicode scalars; the snippet is drawn with tabs expanded and wide characters
/// counted as two cells, so the caret lands under the finding whatever precedes it. Control
/// characters from scanned files are shown as visible symbols and never reach the terminal.
/// A long line comes as a window around the match, drawn with `…` where the line is cut.
public struct TextReporter: Reporter {
    public static let formatName = "text"

    /// ANSI colour on or off; the caller decides from TTY, `NO_COLOR` and `--color`.
    public let color: Bool
    /// Columns a tab advances to (the next multiple of this), at least 1.
    public let tabWidth: Int

    public init(color: Bool = false, tabWidth: Int = 4) {
        self.color = color
        self.tabWidth = max(tabWidth, 1)
    }

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        Stream(reporter: self)
    }

    /// Findings are written as they arrive; problems close the output.
    private struct Stream: ReportStream {
        let reporter: TextReporter

        var needsSummaryFirst: Bool { false }

        func begin() -> [UInt8] { [] }

        mutating func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
            let style = ANSIStyle(enabled: reporter.color)
            var out = ""
            for finding in findings {
                reporter.appendFinding(finding, style: style, into: &out)
                out.append("\n")
            }
            return Array(out.utf8)
        }

        func finish(_ summary: ScanSummary) -> ReportStreamEnd {
            let style = ANSIStyle(enabled: reporter.color)
            var out = ""
            if !summary.problems.isEmpty {
                out.append(style.bold("problems:") + "\n")
                for problem in summary.problems {
                    reporter.appendProblem(problem, style: style, into: &out)
                }
            }
            return ReportStreamEnd(tail: Array(out.utf8))
        }
    }

    private func appendFinding(_ finding: Finding, style: ANSIStyle, into out: inout String) {
        let location = "\(clean(finding.path)):\(finding.line):\(finding.column)"
        out.append(style.bold(location) + "  " + severityLabel(finding.severity, style: style) + "  ")
        out.append(clean(finding.message) + "  " + style.dim("[\(clean(finding.ruleID))]") + "\n")

        let drawing = SnippetDrawing(SnippetSpan(finding), tabWidth: tabWidth)
        let number = String(finding.line)
        let blankGutter = String(repeating: " ", count: number.count)
        out.append("  " + style.blue(number + " |") + (drawing.line.isEmpty ? "" : " " + drawing.line) + "\n")
        out.append("  " + style.blue(blankGutter + " |") + " " + style.green(drawing.marker) + "\n")

        let place = Wording.guidelinePlace(entry: clean(finding.entry), section: finding.section,
                                           framework: finding.framework)
        out.append("  " + style.bold("entry:") + " " + place + "\n")
        out.append("  " + style.bold("fix:") + " " + clean(finding.fix) + "\n")
        if let guidance = finding.guidance {
            appendGuidance(guidance, style: style, into: &out)
        }
    }

    private func appendGuidance(_ guidance: GuidelineQuote, style: ANSIStyle, into out: inout String) {
        var heading = "  " + style.bold("guideline:") + " " + clean(guidance.title)
        if let expectation = guidance.expectation, !expectation.isEmpty {
            heading += ": \u{201C}" + clean(expectation) + "\u{201D}"
        }
        out.append(heading + "\n")
        for advice in guidance.advice where !advice.isEmpty {
            out.append("    - " + clean(advice) + "\n")
        }
        if let url = guidance.url, !url.isEmpty {
            out.append("    " + style.blue(clean(url)) + "\n")
        }
    }

    private func appendProblem(_ problem: FileProblem, style: ANSIStyle, into out: inout String) {
        let location = clean(problem.path) + (problem.line.map { ":\($0)" } ?? "")
        let label = severityLabel(problem.kind.reportSeverity, style: style)
        out.append("  \(style.bold(location))  \(label)  \(clean(problem.message))  ")
        out.append(style.dim("[\(problem.kind.rawValue)]") + "\n")
    }

    private func severityLabel(_ severity: Severity, style: ANSIStyle) -> String {
        switch severity {
        case .error: return style.red("error")
        case .warning: return style.yellow("warning")
        case .note: return style.cyan("note")
        }
    }

    /// One-line, terminal-safe text.
    private func clean(_ text: String) -> String {
        DisplayText.sanitized(Wording.singleLine(text))
    }
}
