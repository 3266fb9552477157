import A11yScanBatch
import A11yScanCore
import A11yScanFindings

/// The JSON values of the batch format's parts. Findings are encoded by `JSONReporter` itself,
/// so they are exactly as in `scan --format json`; problems, rules and per-repository summaries
/// use the single-scan format's names.
enum BatchJSONValues {
    static func tool(_ overview: BatchOverview, toolName: String) -> JSONValue {
        typealias Key = JSONFormatKeys.Tool
        var object = JSONObjectBuilder()
        object.set(Key.name.rawValue, toolName)
        object.set(Key.version.rawValue, overview.toolVersion)
        object.set(Key.guidelinesUrl.rawValue, .optional(overview.guidelinesURL))
        return object.value
    }

    static func shard(_ shard: BatchShard?) -> JSONValue {
        guard let shard else { return .null }
        var object = JSONObjectBuilder()
        object.set(BatchJSONKeys.Shard.index.rawValue, shard.index)
        object.set(BatchJSONKeys.Shard.count.rawValue, shard.count)
        return object.value
    }

    static func summary(_ totals: BatchTotals) -> JSONValue {
        typealias Key = BatchJSONKeys.Summary
        var object = JSONObjectBuilder()
        object.set(Key.repositories.rawValue, totals.repositories)
        object.set(Key.repositoriesScanned.rawValue, totals.repositories(.scanned))
        object.set(Key.repositoriesEmpty.rawValue, totals.repositories(.empty))
        object.set(Key.repositoriesNotScanned.rawValue, totals.notScanned)
        object.set(Key.findings.rawValue, totals.counts.total)
        object.set(Key.errors.rawValue, totals.counts.errors)
        object.set(Key.warnings.rawValue, totals.counts.warnings)
        object.set(Key.notes.rawValue, totals.counts.notes)
        object.set(Key.filesWithFindings.rawValue, totals.filesWithFindings)
        object.set(Key.filesScanned.rawValue, totals.filesScanned)
        object.set(Key.linesScanned.rawValue, totals.linesScanned)
        object.set(Key.bytesScanned.rawValue, totals.bytesScanned)
        object.set(Key.problems.rawValue, totals.problems)
        object.set(Key.suppressed.rawValue, totals.suppressed)
        object.set(Key.baselined.rawValue, totals.baselined)
        object.set(Key.fixedSinceBaseline.rawValue, totals.fixedSinceBaseline)
        return object.value
    }

    static func run(_ run: BatchRunCounts) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set(BatchJSONKeys.Run.scanned.rawValue, run.scanned)
        object.set(BatchJSONKeys.Run.fromCache.rawValue, run.fromCache)
        return object.value
    }

    static func repository(_ result: RepositoryResult) -> JSONValue {
        typealias Key = BatchJSONKeys.Repository
        var object = JSONObjectBuilder()
        object.set(Key.name.rawValue, result.name)
        object.set(Key.path.rawValue, result.path)
        object.set(Key.team.rawValue, .optional(result.team))
        object.set(Key.status.rawValue, result.status.rawValue)
        object.set(Key.message.rawValue, .optional(result.message))
        object.set(Key.commit.rawValue, .optional(result.commit))
        object.set(Key.summary.rawValue, repositorySummary(result))
        object.set(Key.findings.rawValue, .array(result.findings.map(JSONReporter.finding)))
        object.set(Key.problems.rawValue, .array(result.summary.problems.map(JSONReporter.problem)))
        return object.value
    }

    /// The single-scan `summary` object for one repository.
    private static func repositorySummary(_ result: RepositoryResult) -> JSONValue {
        JSONReporter.summary(ScanReport(toolVersion: "", findings: result.findings, rules: [], summary: result.summary))
    }


}
