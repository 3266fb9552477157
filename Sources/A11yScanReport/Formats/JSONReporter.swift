import A11yScanCore
import A11yScanFindings
import A11yScanRules

/// The `json` format: a versioned document (`"version": 1`) for scripts, dashboards and for
/// merging the results of sharded scans. Keys come in a fixed documented order, optional
/// fields are present as `null`, and `JSONReportDocument` reads the output back. Streams; the
/// summary comes before the findings, so a writer holds their bytes aside until the end.
public struct JSONReporter: Reporter {
    public static let formatName = "json"

    public let toolName: String
    /// Overrides the report's tool version when set.
    public let toolVersion: String?
    public let guidelinesURL: String?

    public init(toolName: String = "a11yscan", toolVersion: String? = nil, guidelinesURL: String? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.guidelinesURL = guidelinesURL
    }

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        Stream(reporter: self, head: head, tallies: ReportTallies(findingsGroupedByPath: head.findingsGroupedByPath))
    }

    /// The summary comes before the findings, so the findings' bytes are held aside and the
    /// document is rendered around them at the end.
    private struct Stream: ReportStream {
        let reporter: JSONReporter
        let head: ReportHead
        var tallies: ReportTallies
        /// The `findings` member of the top-level object.
        var findings = JSONArrayStream(indent: 1)
        /// Every finding has the same members in the same order.
        let memberPrefixes = JSONMemberPrefixes()

        var needsSummaryFirst: Bool { true }

        func begin() -> [UInt8] { [] }

        mutating func add(_ batch: [Finding], problems: [FileProblem]) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(batch.count * 1024)
            for finding in batch {
                tallies.add(finding)
                findings.append(into: &out) { bytes, indent in
                    JSONObjectWriter.write(indent: indent, prefixes: memberPrefixes, into: &bytes) {
                        JSONReporter.describe(finding, into: &$0)
                    }
                }
            }
            return out
        }

        func finish(_ summary: ScanSummary) -> ReportStreamEnd {
            typealias Key = JSONFormatKeys.Document
            var document = JSONObjectBuilder()
            document.set(Key.version.rawValue, JSONFormatKeys.formatVersion)
            document.set(Key.tool.rawValue, reporter.tool(toolVersion: head.toolVersion))
            document.set(Key.summary.rawValue, JSONReporter.summary(tallies, summary))
            document.set(Key.findings.rawValue, .hole)
            document.set(Key.problems.rawValue, .array(summary.problems.map(JSONReporter.problem)))
            document.set(Key.rules.rawValue, .array(head.rules.map(JSONReporter.rule)))
            let (before, after) = JSONWriter.renderAround(document.value)
            return ReportStreamEnd(lead: before, tail: findings.closing() + after)
        }
    }

    private func tool(toolVersion reportVersion: String) -> JSONValue {
        typealias Key = JSONFormatKeys.Tool
        var object = JSONObjectBuilder()
        object.set(Key.name.rawValue, toolName)
        object.set(Key.version.rawValue, toolVersion ?? reportVersion)
        object.set(Key.guidelinesUrl.rawValue, .optional(guidelinesURL))
        return object.value
    }

    /// The `summary` object of a scan (also each repository's summary in a batch report).
    static func summary(_ report: ScanReport) -> JSONValue {
        summary(ReportTallies(report), report.summary)
    }

    private static func summary(_ tallies: ReportTallies, _ summary: ScanSummary) -> JSONValue {
        typealias Key = JSONFormatKeys.Summary
        var object = JSONObjectBuilder()
        object.set(Key.findings.rawValue, tallies.findings)
        object.set(Key.errors.rawValue, tallies.errors)
        object.set(Key.warnings.rawValue, tallies.warnings)
        object.set(Key.notes.rawValue, tallies.notes)
        object.set(Key.filesWithFindings.rawValue, tallies.filesWithFindings)
        object.set(Key.filesScanned.rawValue, summary.filesScanned)
        object.set(Key.linesScanned.rawValue, summary.linesScanned)
        object.set(Key.bytesScanned.rawValue, summary.bytesScanned)
        object.set(Key.problems.rawValue, summary.problems.count)
        object.set(Key.suppressed.rawValue, summary.suppressed)
        object.set(Key.baselined.rawValue, summary.baselined)
        object.set(Key.fixedSinceBaseline.rawValue, summary.fixedSinceBaseline)
        return object.value
    }

    static func finding(_ finding: Finding) -> JSONValue {
        var object = JSONObjectBuilder()
        describe(finding, into: &object)
        return object.value
    }

    /// A finding's members, in the documented order.
    static func describe<Sink: JSONObjectSink>(_ finding: Finding, into object: inout Sink) {
        typealias Key = JSONFormatKeys.Finding
        object.set(Key.ruleId.rawValue, finding.ruleID)
        object.set(Key.severity.rawValue, finding.severity.rawValue)
        object.set(Key.path.rawValue, finding.path)
        object.set(Key.line.rawValue, finding.line)
        object.set(Key.column.rawValue, finding.column)
        object.set(Key.endLine.rawValue, finding.endLine)
        object.set(Key.endColumn.rawValue, finding.endColumn)
        object.set(Key.message.rawValue, finding.message)
        object.set(Key.fix.rawValue, finding.fix)
        object.set(Key.family.rawValue, finding.family.rawValue)
        object.set(Key.entry.rawValue, finding.entry)
        object.set(Key.section.rawValue, finding.section.rawValue)
        object.set(Key.framework.rawValue, finding.framework.rawValue)
        object.set(Key.snippet.rawValue, finding.snippet)
        object.set(Key.snippetColumn.rawValue, finding.snippetColumn)
        object.set(Key.snippetTruncated.rawValue, .bool(finding.snippetTruncated))
        object.set(Key.fingerprint.rawValue, finding.fingerprint)
        object.set(Key.guidance.rawValue, finding.guidance.map(guidance) ?? .null)
    }

    private static func guidance(_ quote: GuidelineQuote) -> JSONValue {
        typealias Key = JSONFormatKeys.Guidance
        var object = JSONObjectBuilder()
        object.set(Key.title.rawValue, quote.title)
        object.set(Key.expectation.rawValue, .optional(quote.expectation))
        object.set(Key.advice.rawValue, .array(quote.advice.map(JSONValue.string)))
        object.set(Key.url.rawValue, .optional(quote.url))
        return object.value
    }

    static func problem(_ problem: FileProblem) -> JSONValue {
        typealias Key = JSONFormatKeys.Problem
        var object = JSONObjectBuilder()
        object.set(Key.path.rawValue, problem.path)
        object.set(Key.kind.rawValue, problem.kind.rawValue)
        object.set(Key.message.rawValue, problem.message)
        object.set(Key.line.rawValue, problem.line.map(JSONValue.int) ?? .null)
        return object.value
    }

    static func rule(_ rule: RuleDescriptor) -> JSONValue {
        typealias Key = JSONFormatKeys.Rule
        var object = JSONObjectBuilder()
        object.set(Key.id.rawValue, rule.id)
        object.set(Key.family.rawValue, rule.family.rawValue)
        object.set(Key.severity.rawValue, rule.severity.rawValue)
        object.set(Key.language.rawValue, rule.language.rawValue)
        object.set(Key.framework.rawValue, rule.framework.rawValue)
        object.set(Key.entry.rawValue, rule.entry)
        object.set(Key.section.rawValue, rule.section.rawValue)
        object.set(Key.wcag.rawValue, .array(rule.wcag.map(JSONValue.string)))
        object.set(Key.message.rawValue, rule.message)
        object.set(Key.fix.rawValue, rule.fix)
        object.set(Key.helpUrl.rawValue, .optional(rule.helpURL))
        return object.value
    }
}
