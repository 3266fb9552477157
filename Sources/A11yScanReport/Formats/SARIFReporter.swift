import A11yScanCore
import A11yScanFindings

/// The `sarif` format: one SARIF 2.1.0 run, valid against the OASIS schema and shaped for
/// GitHub code scanning (rules with help text and guideline links, one location per result,
/// relative URIs against `SRCROOT`, code-point columns, a stable partial fingerprint).
///
/// Result fingerprints are ours (`a11yscanFingerprint/v2`): line-independent, and unique per
/// result, since identical findings in one file are numbered (`FindingOccurrences`). GitHub's
/// own `primaryLocationLineHash` is left for the upload step to compute, as GitHub documents.
/// Files the scan could not read become tool execution notifications; the run still counts as
/// successful, because a partial scan is reported rather than aborted.
///
/// Streams; the rules and notifications come before the results, so a writer holds the
/// results' bytes aside until the end.
public struct SARIFReporter: Reporter {
    public static let formatName = "sarif"
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let sarifVersion = "2.1.0"
    /// The `uriBaseId` every relative result path is relative to: the top of the git work tree
    /// (the checkout a code-scanning upload maps paths against), else the scanned folder.
    public static let sourceRootBaseID = "SRCROOT"
    /// v1 was the finding's own fingerprint, which identical findings of one file shared.
    public static let fingerprintKey = "a11yscanFingerprint/v2"

    public let toolName: String
    /// Overrides the report's tool version when set.
    public let toolVersion: String?
    /// `tool.driver.informationUri`, an absolute URI, when configured.
    public let informationURI: String?
    /// Each rule's `helpUri`: its documentation page, else its guideline entry's page.
    public let ruleDocs: RuleDocsLink

    public init(toolName: String = "a11yscan", toolVersion: String? = nil, informationURI: String? = nil,
                ruleDocs: RuleDocsLink = RuleDocsLink()) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.ruleDocs = ruleDocs
    }

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        Stream(reporter: self, toolVersion: head.toolVersion, catalog: RuleCatalog(rules: head.rules),
               occurrences: FindingOccurrences(forgetsPaths: head.findingsGroupedByPath))
    }

    /// The rules and notifications come before the results, so the results' bytes are held
    /// aside and the log is rendered around them at the end.
    private struct Stream: ReportStream {
        let reporter: SARIFReporter
        let toolVersion: String
        var catalog: RuleCatalog
        var occurrences: FindingOccurrences
        /// `runs[0].results`: log, `runs`, the run, then its member.
        var results = JSONArrayStream(indent: 3)

        var needsSummaryFirst: Bool { true }

        func begin() -> [UInt8] { [] }

        mutating func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
            var out: [UInt8] = []
            for finding in findings {
                let index = catalog.index(adding: finding)
                results.append(reporter.result(finding, ruleIndex: index, fingerprint: occurrences.uniqueFingerprint(finding)),
                               into: &out)
            }
            return out
        }

        func finish(_ summary: ScanSummary) -> ReportStreamEnd {
            var run = JSONObjectBuilder()
            run.set("tool", reporter.tool(toolVersion: toolVersion, catalog: catalog))
            run.set("invocations", .array([reporter.invocation(summary.problems)]))
            run.set("results", .hole)
            run.set("columnKind", "unicodeCodePoints")

            var log = JSONObjectBuilder()
            log.set("$schema", SARIFReporter.schemaURI)
            log.set("version", SARIFReporter.sarifVersion)
            log.set("runs", .array([run.value]))
            let (before, after) = JSONWriter.renderAround(log.value)
            return ReportStreamEnd(lead: before, tail: results.closing() + after)
        }
    }

    private func tool(toolVersion reportVersion: String, catalog: RuleCatalog) -> JSONValue {
        var driver = JSONObjectBuilder()
        driver.set("name", toolName)
        let version = toolVersion ?? reportVersion
        if !version.isEmpty { driver.set("version", version) }
        if let informationURI, !informationURI.isEmpty { driver.set("informationUri", informationURI) }
        driver.set("rules", .array(catalog.rules.map { SARIFRuleDescriptor.make($0, docs: ruleDocs) }))
        var tool = JSONObjectBuilder()
        tool.set("driver", driver.value)
        return tool.value
    }

    private func invocation(_ problems: [FileProblem]) -> JSONValue {
        var invocation = JSONObjectBuilder()
        invocation.set("executionSuccessful", .bool(true))
        if !problems.isEmpty {
            invocation.set("toolExecutionNotifications", .array(problems.map(notification)))
        }
        return invocation.value
    }

    private func notification(_ problem: FileProblem) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("level", problem.kind.reportSeverity.rawValue)
        object.set("message", SARIFRuleDescriptor.text(
            SARIFRuleDescriptor.nonEmpty(problem.message, or: problem.kind.rawValue)))
        if !problem.path.isEmpty {
            var physical = JSONObjectBuilder()
            physical.set("artifactLocation", artifactLocation(problem.path))
            if let line = problem.line, line >= 1 {
                var region = JSONObjectBuilder()
                region.set("startLine", line)
                physical.set("region", region.value)
            }
            var location = JSONObjectBuilder()
            location.set("physicalLocation", physical.value)
            object.set("locations", .array([location.value]))
        }
        var properties = JSONObjectBuilder()
        properties.set("kind", problem.kind.rawValue)
        object.set("properties", properties.value)
        return object.value
    }

    private func result(_ finding: Finding, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("ruleId", finding.ruleID)
        object.set("ruleIndex", ruleIndex)
        object.set("level", finding.severity.rawValue)
        object.set("message", SARIFRuleDescriptor.text(SARIFRuleDescriptor.nonEmpty(finding.message, or: finding.ruleID)))

        var physical = JSONObjectBuilder()
        physical.set("artifactLocation", artifactLocation(finding.path))
        let span = SnippetSpan(finding)
        physical.set("region", region(finding, span))
        if span.holdsWholeMatch, !finding.snippet.isEmpty {
            physical.set("contextRegion", contextRegion(finding))
        }
        var location = JSONObjectBuilder()
        location.set("physicalLocation", physical.value)
        object.set("locations", .array([location.value]))

        var fingerprints = JSONObjectBuilder()
        fingerprints.set(Self.fingerprintKey, fingerprint)
        object.set("partialFingerprints", fingerprints.value)
        object.set("properties", resultProperties(finding))
        return object.value
    }

    /// Start and end in code points, clamped to what the schema accepts (1-based, end not
    /// before start). The snippet is the matched text when the finding's snippet holds all of it.
    private func region(_ finding: Finding, _ span: SnippetSpan) -> JSONValue {
        let startLine = max(finding.line, 1)
        let startColumn = max(finding.column, 1)
        let endLine = max(finding.endLine, startLine)
        let endColumn = endLine == startLine ? max(finding.endColumn, startColumn) : max(finding.endColumn, 1)
        var region = JSONObjectBuilder()
        region.set("startLine", startLine)
        region.set("startColumn", startColumn)
        region.set("endLine", endLine)
        region.set("endColumn", endColumn)
        if span.holdsWholeMatch, span.end > span.start {
            region.set("snippet", SARIFRuleDescriptor.text(span.matchedText))
        }
        return region.value
    }

    /// The snippet's line; for a window of a long line also the columns it spans (a region
    /// without columns is the whole line). Written only when it holds the whole match.
    private func contextRegion(_ finding: Finding) -> JSONValue {
        var context = JSONObjectBuilder()
        context.set("startLine", max(finding.line, 1))
        let startColumn = max(finding.snippetColumn, 1)
        if startColumn > 1 { context.set("startColumn", startColumn) }
        if finding.snippetTruncated {
            context.set("endColumn", startColumn + finding.snippet.unicodeScalars.count)
        }
        context.set("snippet", SARIFRuleDescriptor.text(finding.snippet))
        return context.value
    }

    private func artifactLocation(_ path: String) -> JSONValue {
        let reference = SARIFURI.reference(forPath: path)
        var object = JSONObjectBuilder()
        object.set("uri", reference.uri)
        if reference.isRelative { object.set("uriBaseId", Self.sourceRootBaseID) }
        return object.value
    }

    /// The guideline place this finding resolved to (it can differ from the rule's default
    /// entry) and the team's guideline words when pages were loaded.
    private func resultProperties(_ finding: Finding) -> JSONValue {
        var properties = JSONObjectBuilder()
        properties.set("entry", finding.entry)
        properties.set("section", finding.section.rawValue)
        properties.set("framework", finding.framework.rawValue)
        properties.set("fix", finding.fix)
        if let guidance = finding.guidance {
            var quote = JSONObjectBuilder()
            quote.set("title", guidance.title)
            quote.setIfPresent("expectation", guidance.expectation)
            quote.set("advice", .array(guidance.advice.map(JSONValue.string)))
            quote.setIfPresent("url", guidance.url)
            properties.set("guidance", quote.value)
        }
        return properties.value
    }
}
