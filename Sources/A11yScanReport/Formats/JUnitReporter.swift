import A11yScanCore
import A11yScanFindings

/// The `junit` format, for CI systems that only show test results: one `<testsuite>` with
/// one `<testcase>` per finding, holding its one `<failure>`, and one passing test case per
/// rule that found nothing. Readers such as Jenkins take a single failure per test case, so
/// a finding never shares its test case. The class name is `SUITE.RULE-ID` and the test name
/// the finding's `path:line:column`: results group by rule, and each finding has its own row.
/// `tests` counts the test cases and `failures` the findings.
/// Does not stream: the findings are kept in memory and the document written at the end.
public struct JUnitReporter: Reporter {
    public static let formatName = "junit"

    /// Name of the suite, and the package part of every test case's `classname`.
    public let suiteName: String

    /// Name of the passing test case that stands for a rule without findings.
    public static let passingCaseName = "no findings"

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
        let passingRules = catalog.rules.filter { findingsByRule[$0.id] == nil }.count
        let suite = XMLEscaping.attribute(suiteName)

        var out = XMLEscaping.declaration
        out += "<testsuite name=\"\(suite)\" tests=\"\(report.findings.count + passingRules)\""
        out += " failures=\"\(report.findings.count)\" errors=\"0\" skipped=\"0\">\n"
        out += "  <properties>\n"
        out += "    <property name=\"findings\" value=\"\(report.findings.count)\"/>\n"
        out += "    <property name=\"filesScanned\" value=\"\(report.summary.filesScanned)\"/>\n"
        out += "    <property name=\"problems\" value=\"\(report.summary.problems.count)\"/>\n"
        out += "  </properties>\n"
        for rule in catalog.rules {
            let opening = "  <testcase classname=\"\(suite).\(XMLEscaping.attribute(rule.id))\" name=\""
            guard let findings = findingsByRule[rule.id] else {
                out += opening + Self.passingCaseName + "\"/>\n"
                continue
            }
            var seenNames: [String: Int] = [:]
            for finding in findings {
                out += opening + XMLEscaping.attribute(testCaseName(finding, seen: &seenNames)) + "\">\n"
                out += "    <failure message=\"\(XMLEscaping.attribute(failureMessage(finding)))\""
                out += " type=\"\(finding.severity.rawValue)\">"
                out += XMLEscaping.content(failureBody(finding))
                out += "</failure>\n"
                out += "  </testcase>\n"
            }
        }
        if !report.summary.problems.isEmpty {
            out += "  <system-err>" + XMLEscaping.content(problemLines(report.summary.problems)) + "</system-err>\n"
        }
        out += "</testsuite>\n"
        return Array(out.utf8)
    }

    /// `path:line:column`, numbered from the second time one rule reports the same place, so
    /// no two test cases of a class share a name.
    private func testCaseName(_ finding: Finding, seen: inout [String: Int]) -> String {
        let place = "\(finding.path):\(finding.line):\(finding.column)"
        let count = seen[place, default: 0] + 1
        seen[place] = count
        return count == 1 ? place : "\(place) (\(count))"
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
