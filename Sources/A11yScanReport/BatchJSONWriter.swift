import A11yScanBatch
import A11yScanCore

/// The batch `json` format: one versioned document for the whole batch (docs/batch-format.md),
/// written in the same layout as the single-scan `json` format (two-space indentation, keys in
/// a fixed order, absent values as `null`), repository by repository. The document holds no
/// timestamps and no absolute paths of its own, so the same batch gives the same bytes, and
/// merged shards give the bytes a single run gives.
public struct BatchJSONWriter: BatchReportWriter {
    public let toolName: String
    private var written = 0

    public init(toolName: String = "a11yscan") {
        self.toolName = toolName
    }

    public mutating func begin(_ overview: BatchOverview) -> [UInt8] {
        typealias Key = BatchJSONKeys.Document
        written = 0
        var text = "{\n"
        text += Self.member(Key.version.rawValue, .int(BatchJSONKeys.formatVersion)) + ",\n"
        text += Self.member(Key.format.rawValue, .string(BatchJSONKeys.formatName)) + ",\n"
        text += Self.member(Key.tool.rawValue, BatchJSONValues.tool(overview, toolName: toolName)) + ",\n"
        text += Self.member(Key.shard.rawValue, BatchJSONValues.shard(overview.shard)) + ",\n"
        text += Self.member(Key.summary.rawValue, BatchJSONValues.summary(overview.totals)) + ",\n"
        text += Self.member(Key.run.rawValue, BatchJSONValues.run(overview.run)) + ",\n"
        text += Self.member(Key.rules.rawValue, .array(overview.rules.map(JSONReporter.rule))) + ",\n"
        text += Self.indent(1)
        JSONWriter.appendQuoted(Key.repositories.rawValue, into: &text)
        text += ": ["
        return Array(text.utf8)
    }

    public mutating func repository(_ result: RepositoryResult) -> [UInt8] {
        let separator = written == 0 ? "\n" : ",\n"
        written += 1
        return Array((separator + Self.indent(2) + Self.nested(BatchJSONValues.repository(result), level: 2)).utf8)
    }

    public mutating func end() -> [UInt8] {
        Array((written == 0 ? "]\n}\n" : "\n" + Self.indent(1) + "]\n}\n").utf8)
    }

    /// `"key": value` one level deep.
    private static func member(_ key: String, _ value: JSONValue) -> String {
        var text = indent(1)
        JSONWriter.appendQuoted(key, into: &text)
        return text + ": " + nested(value, level: 1)
    }

    /// `value` rendered as if it sat `level` levels deep. Every line break `JSONWriter` emits is
    /// between tokens (strings escape theirs), so indenting after each one is safe.
    private static func nested(_ value: JSONValue, level: Int) -> String {
        var text = String(decoding: JSONWriter.render(value), as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent(level))
    }

    private static func indent(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }
}
