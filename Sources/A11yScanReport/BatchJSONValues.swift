import A11yScanCore

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
        object.set(Key.status.rawValue, result.status.rawValue)
        object.set(Key.message.rawValue, .optional(result.message))
        object.set(Key.commit.rawValue, .optional(result.commit))
        object.set(Key.summary.rawValue, repositorySummary(result))
        object.set(Key.findings.rawValue, .array(result.findings.map(JSONReporter.finding)))
        object.set(Key.problems.rawValue, .array(result.summary.problems.map(problem)))
        return object.value
    }

    /// The single-scan `summary` object for one repository.
    private static func repositorySummary(_ result: RepositoryResult) -> JSONValue {
        typealias Key = JSONFormatKeys.Summary
        let tallies = ReportTallies(ScanReport(toolVersion: "", findings: result.findings, rules: [], summary: result.summary))
        let summary = result.summary
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
        object.set(Key.message.rawValue, rule.message)
        object.set(Key.fix.rawValue, rule.fix)
        object.set(Key.helpUrl.rawValue, .optional(rule.helpURL))
        return object.value
    }
}
