import A11yScanCore

/// The `junit` format, for CI systems that only show test results: one `<testsuite>`, one
/// `<testcase>` per rule that ran (a rule passes when it found nothing), and one `<failure>`
/// per finding of that rule. `tests` counts test cases (rules) and `failures` counts failing
/// test cases, as JUnit readers expect; the number of findings is in the suite's properties.
/// Does not stream: the findings are kept in memory and the document written at the end.
public struct JUnitReporter: Reporter {
    public static let formatName = "junit"

    /// Name of the suite and `classname` of every test case.
    public let suiteName: String

    public init(suiteName: String = "a11yscan") {
        self.suiteName = suiteName
    }

    /// Findings are grouped per rule under counts that come first, so the stream collects.
    public func makeStream(_ head: ReportHead) -> any ReportStream {
        CollectedReportStream(head, render: render)
    }

    public func render(_ report: ScanReport) -> [UInt8] {
        let catalog = RuleCatalog(report)
        var findingsByRule: [String: [Finding]] = [:]
        for finding in report.findings {
            findingsByRule[finding.ruleID, default: []].append(finding)
        }
        let failingRules = catalog.rules.filter { findingsByRule[$0.id] != nil }.count
        let suite = XMLEscaping.attribute(suiteName)

        var out = XMLEscaping.declaration
        out += "<testsuite name=\"\(suite)\" tests=\"\(catalog.rules.count)\" failures=\"\(failingRules)\""
        out += " errors=\"0\" skipped=\"0\">\n"
        out += "  <properties>\n"
        out += "    <property name=\"findings\" value=\"\(report.findings.count)\"/>\n"
        out += "    <property name=\"filesScanned\" value=\"\(report.summary.filesScanned)\"/>\n"
        out += "    <property name=\"problems\" value=\"\(report.summary.problems.count)\"/>\n"
        out += "  </properties>\n"
        for rule in catalog.rules {
            let findings = findingsByRule[rule.id] ?? []
            let opening = "  <testcase classname=\"\(suite)\" name=\"\(XMLEscaping.attribute(rule.id))\""
            guard !findings.isEmpty else {
                out += opening + "/>\n"
                continue
            }
            out += opening + ">\n"
            for finding in findings {
                out += "    <failure message=\"\(XMLEscaping.attribute(failureMessage(finding)))\""
                out += " type=\"\(finding.severity.rawValue)\">"
                out += XMLEscaping.content(failureBody(finding))
                out += "</failure>\n"
            }
            out += "  </testcase>\n"
        }
        if !report.summary.problems.isEmpty {
            out += "  <system-err>" + XMLEscaping.content(problemLines(report.summary.problems)) + "</system-err>\n"
        }
        out += "</testsuite>\n"
        return Array(out.utf8)
    }

    private func failureMessage(_ finding: Finding) -> String {
        "\(finding.path):\(finding.line):\(finding.column): \(finding.message)"
    }

    /// Location, the source line and the fix, one per line.
    private func failureBody(_ finding: Finding) -> String {
        [
            "\(finding.path):\(finding.line):\(finding.column)",
            finding.snippet,
            "entry: " + Wording.guidelinePlace(entry: finding.entry, section: finding.section, framework: finding.framework),
            "fix: " + finding.fix,
        ].joined(separator: "\n")
    }

    private func problemLines(_ problems: [FileProblem]) -> String {
        problems.map { problem in
            let location = problem.path + (problem.line.map { ":\($0)" } ?? "")
            return "\(location): \(problem.kind.rawValue): \(problem.message)"
        }.joined(separator: "\n")
    }
}
