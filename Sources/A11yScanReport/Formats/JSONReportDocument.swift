import A11yScanCore
import A11yScanFindings
import A11yScanRules
import A11yScanSyntax
import Foundation

/// A `json` report read back: what another machine's shard wrote, or yesterday's run. It is
/// the inverse of `JSONReporter`, so batch runs can merge shard outputs without re-scanning.
public struct JSONReportDocument: Sendable, Hashable {
    public struct Tool: Sendable, Hashable {
        public var name: String
        public var version: String
        public var guidelinesURL: String?
    }

    /// The counts as written; `findings`, `errors`, … restate the arrays for quick reading.
    public struct Summary: Sendable, Hashable {
        public var findings: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        public var filesWithFindings: Int
        public var filesScanned: Int
        public var linesScanned: Int
        public var bytesScanned: Int
        public var problems: Int
        public var suppressed: Int
        public var baselined: Int
        public var fixedSinceBaseline: Int
    }

    public var version: Int
    public var tool: Tool
    public var summary: Summary
    public var findings: [Finding]
    public var problems: [FileProblem]
    public var rules: [RuleDescriptor]

    /// Reads a document written by `JSONReporter`. Throws when the bytes are not JSON, the
    /// version is not one this build understands, or a field is missing or of the wrong type.
    public static func decode(_ bytes: [UInt8]) throws(JSONReportError) -> JSONReportDocument {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        do {
            let probe = try decoder.decode(VersionProbe.self, from: data)
            guard probe.version == JSONFormatKeys.formatVersion else {
                throw JSONReportError(
                    field: JSONFormatKeys.Document.version.rawValue,
                    message: "unsupported json report version \(probe.version)",
                    hint: "this build reads version \(JSONFormatKeys.formatVersion); "
                        + "re-run the scan with the same a11yscan version that reads it"
                )
            }
            return try decoder.decode(DocumentRecord.self, from: data).document
        } catch let error as JSONReportError {
            throw error
        } catch let error as DecodingError {
            throw JSONReportError(error)
        } catch {
            throw JSONReportError(field: "", message: "\(error)", hint: "check that the file is a json report")
        }
    }

    /// The report again, for feeding other reporters (merged shards, format conversion).
    public var scanReport: ScanReport {
        ScanReport(
            toolVersion: tool.version, findings: findings, rules: rules,
            summary: ScanSummary(
                filesScanned: summary.filesScanned, linesScanned: summary.linesScanned,
                bytesScanned: summary.bytesScanned, problems: problems, baselined: summary.baselined,
                fixedSinceBaseline: summary.fixedSinceBaseline, suppressed: summary.suppressed
            )
        )
    }
}

private struct VersionProbe: Decodable {
    let version: Int
}

private struct DocumentRecord: Decodable {
    let document: JSONReportDocument

    init(from decoder: any Decoder) throws {
        typealias Key = JSONFormatKeys.Document
        let container = try decoder.container(keyedBy: Key.self)
        document = JSONReportDocument(
            version: try container.decode(Int.self, forKey: .version),
            tool: try container.decode(ToolRecord.self, forKey: .tool).tool,
            summary: try container.decode(SummaryRecord.self, forKey: .summary).summary,
            findings: try container.decode([FindingRecord].self, forKey: .findings).map(\.finding),
            problems: try container.decode([ProblemRecord].self, forKey: .problems).map(\.problem),
            rules: try container.decode([RuleRecord].self, forKey: .rules).map(\.rule)
        )
    }
}

private struct ToolRecord: Decodable {
    let tool: JSONReportDocument.Tool

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Tool.self)
        tool = JSONReportDocument.Tool(
            name: try container.decode(String.self, forKey: .name),
            version: try container.decode(String.self, forKey: .version),
            guidelinesURL: try container.decodeIfPresent(String.self, forKey: .guidelinesUrl)
        )
    }
}

private struct SummaryRecord: Decodable {
    let summary: JSONReportDocument.Summary

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Summary.self)
        summary = JSONReportDocument.Summary(
            findings: try container.decode(Int.self, forKey: .findings),
            errors: try container.decode(Int.self, forKey: .errors),
            warnings: try container.decode(Int.self, forKey: .warnings),
            notes: try container.decode(Int.self, forKey: .notes),
            filesWithFindings: try container.decode(Int.self, forKey: .filesWithFindings),
            filesScanned: try container.decode(Int.self, forKey: .filesScanned),
            linesScanned: try container.decode(Int.self, forKey: .linesScanned),
            bytesScanned: try container.decode(Int.self, forKey: .bytesScanned),
            problems: try container.decode(Int.self, forKey: .problems),
            suppressed: try container.decode(Int.self, forKey: .suppressed),
            baselined: try container.decode(Int.self, forKey: .baselined),
            fixedSinceBaseline: try container.decode(Int.self, forKey: .fixedSinceBaseline)
        )
    }
}

/// Decoders for the single-scan `json` spelling of findings, quotes, problems and rules; the
/// batch reader uses them too, since a batch document spells these parts the same way.
struct FindingRecord: Decodable {
    let finding: Finding

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Finding.self)
        finding = Finding(
            ruleID: try container.decode(String.self, forKey: .ruleId),
            family: try container.decode(Family.self, forKey: .family),
            severity: try container.decode(Severity.self, forKey: .severity),
            path: try container.decode(String.self, forKey: .path),
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            endLine: try container.decode(Int.self, forKey: .endLine),
            endColumn: try container.decode(Int.self, forKey: .endColumn),
            message: try container.decode(String.self, forKey: .message),
            fix: try container.decode(String.self, forKey: .fix),
            entry: try container.decode(String.self, forKey: .entry),
            section: try container.decode(Section.self, forKey: .section),
            framework: try container.decode(Framework.self, forKey: .framework),
            snippet: try container.decode(String.self, forKey: .snippet),
            snippetColumn: try container.decodeIfPresent(Int.self, forKey: .snippetColumn) ?? 1,
            snippetTruncated: try container.decodeIfPresent(Bool.self, forKey: .snippetTruncated) ?? false,
            fingerprint: try container.decode(String.self, forKey: .fingerprint),
            guidance: try container.decodeIfPresent(GuidanceRecord.self, forKey: .guidance)?.quote
        )
    }
}

struct GuidanceRecord: Decodable {
    let quote: GuidelineQuote

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Guidance.self)
        quote = GuidelineQuote(
            title: try container.decode(String.self, forKey: .title),
            expectation: try container.decodeIfPresent(String.self, forKey: .expectation),
            advice: try container.decode([String].self, forKey: .advice),
            url: try container.decodeIfPresent(String.self, forKey: .url)
        )
    }
}

struct ProblemRecord: Decodable {
    let problem: FileProblem

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Problem.self)
        problem = FileProblem(
            path: try container.decode(String.self, forKey: .path),
            kind: try container.decode(FileProblem.Kind.self, forKey: .kind),
            message: try container.decode(String.self, forKey: .message),
            line: try container.decodeIfPresent(Int.self, forKey: .line)
        )
    }
}

struct RuleRecord: Decodable {
    let rule: RuleDescriptor

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Rule.self)
        rule = RuleDescriptor(
            id: try container.decode(String.self, forKey: .id),
            family: try container.decode(Family.self, forKey: .family),
            severity: try container.decode(Severity.self, forKey: .severity),
            language: try container.decode(Language.self, forKey: .language),
            framework: try container.decode(Framework.self, forKey: .framework),
            entry: try container.decode(String.self, forKey: .entry),
            section: try container.decode(Section.self, forKey: .section),
            message: try container.decode(String.self, forKey: .message),
            fix: try container.decode(String.self, forKey: .fix),
            helpURL: try container.decodeIfPresent(String.self, forKey: .helpUrl),
            wcag: try container.decodeIfPresent([String].self, forKey: .wcag) ?? []
        )
    }
}
