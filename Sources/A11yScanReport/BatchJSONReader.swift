import A11yScanBatch
import A11yScanCore
import A11yScanFindings
import Foundation

/// Reads a batch `json` document back: a shard's output for `a11yscan merge`, or an earlier
/// report for `--previous`. The inverse of `BatchJSONWriter`; derived counts (the top-level
/// summary, each repository's finding counts) are not read but recomputed from the findings.
public enum BatchJSONReader {
    /// A decoded batch document.
    public struct Document: Sendable {
        /// What the document says about its run (tool, rules, shard, cache counts).
        public var part: BatchMerger.Part
        public var repositories: [RepositoryResult]
    }

    /// Decodes `bytes`; `source` names the file in the returned part. Throws when the bytes are
    /// not JSON, not a batch document, of another format version, or a field is wrong.
    public static func decode(_ bytes: [UInt8], source: String) throws(JSONReportError) -> Document {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        do {
            let probe = try decoder.decode(FormatProbe.self, from: data)
            guard probe.format == BatchJSONKeys.formatName else {
                throw JSONReportError(
                    field: BatchJSONKeys.Document.format.rawValue, message: "not a batch report",
                    hint: "give the --json output of `a11yscan batch` (a single scan's json cannot be merged)")
            }
            guard probe.version == BatchJSONKeys.formatVersion else {
                throw JSONReportError(
                    field: BatchJSONKeys.Document.version.rawValue, message: "unsupported batch report version \(probe.version)",
                    hint: "this build reads version \(BatchJSONKeys.formatVersion); use the a11yscan version that wrote it")
            }
            return try decoder.decode(DocumentRecord.self, from: data).document(source: source)
        } catch let error as JSONReportError {
            throw error
        } catch let error as DecodingError {
            var converted = JSONReportError(error)
            converted.hint = "check that the file was written by `a11yscan batch --json` and not edited"
            throw converted
        } catch {
            throw JSONReportError(field: "", message: "\(error)", hint: "check that the file is a batch report")
        }
    }
}

private struct FormatProbe: Decodable {
    let version: Int
    let format: String?
}

private struct DocumentRecord: Decodable {
    typealias Key = BatchJSONKeys.Document
    let tool: ToolRecord
    let shard: ShardRecord?
    let run: RunRecord
    let rules: [RuleRecord]
    let repositories: [RepositoryRecord]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        tool = try container.decode(ToolRecord.self, forKey: .tool)
        shard = try container.decodeIfPresent(ShardRecord.self, forKey: .shard)
        run = try container.decode(RunRecord.self, forKey: .run)
        rules = try container.decode([RuleRecord].self, forKey: .rules)
        repositories = try container.decode([RepositoryRecord].self, forKey: .repositories)
    }

    func document(source: String) -> BatchJSONReader.Document {
        let part = BatchMerger.Part(
            source: source, toolVersion: tool.version, guidelinesURL: tool.guidelinesURL, rules: rules.map(\.rule),
            shard: shard?.shard, run: run.run)
        return BatchJSONReader.Document(part: part, repositories: repositories.map(\.result))
    }
}

private struct ToolRecord: Decodable {
    let version: String
    let guidelinesURL: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Tool.self)
        version = try container.decode(String.self, forKey: .version)
        guidelinesURL = try container.decodeIfPresent(String.self, forKey: .guidelinesUrl)
    }
}

private struct ShardRecord: Decodable {
    let shard: BatchShard

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: BatchJSONKeys.Shard.self)
        let index = try container.decode(Int.self, forKey: .index)
        let count = try container.decode(Int.self, forKey: .count)
        do {
            shard = try BatchShard(index: index, count: count)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .index, in: container, debugDescription: error.message)
        }
    }
}

private struct RunRecord: Decodable {
    let run: BatchRunCounts

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: BatchJSONKeys.Run.self)
        run = BatchRunCounts(scanned: try container.decode(Int.self, forKey: .scanned),
                             fromCache: try container.decode(Int.self, forKey: .fromCache))
    }
}

private struct RepositoryRecord: Decodable {
    let result: RepositoryResult

    init(from decoder: any Decoder) throws {
        typealias Key = BatchJSONKeys.Repository
        let container = try decoder.container(keyedBy: Key.self)
        let counts = try container.nestedContainer(keyedBy: JSONFormatKeys.Summary.self, forKey: .summary)
        let summary = ScanSummary(
            filesScanned: try counts.decode(Int.self, forKey: .filesScanned),
            linesScanned: try counts.decode(Int.self, forKey: .linesScanned),
            bytesScanned: try counts.decode(Int.self, forKey: .bytesScanned),
            problems: try container.decode([ProblemRecord].self, forKey: .problems).map(\.problem),
            baselined: try counts.decode(Int.self, forKey: .baselined),
            fixedSinceBaseline: try counts.decode(Int.self, forKey: .fixedSinceBaseline),
            suppressed: try counts.decode(Int.self, forKey: .suppressed))
        result = RepositoryResult(
            name: try container.decode(String.self, forKey: .name),
            path: try container.decode(String.self, forKey: .path),
            team: try container.decodeIfPresent(String.self, forKey: .team),
            status: try container.decode(RepositoryStatus.self, forKey: .status),
            message: try container.decodeIfPresent(String.self, forKey: .message),
            commit: try container.decodeIfPresent(String.self, forKey: .commit),
            summary: summary,
            findings: try container.decode([FindingRecord].self, forKey: .findings).map(\.finding))
    }
}
