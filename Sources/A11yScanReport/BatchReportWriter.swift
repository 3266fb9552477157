import A11yScanBatch
import A11yScanCore

/// A batch report written in one pass: the overview first, then each repository's full result
/// in the overview's order, then the end. Writers keep no findings between calls, so a batch
/// of any size is written with one repository's findings in memory. Like reporters, writers
/// never touch files: each call returns the next bytes of the report.
public protocol BatchReportWriter {
    mutating func begin(_ overview: BatchOverview) -> [UInt8]
    mutating func repository(_ result: RepositoryResult) -> [UInt8]
    mutating func end() -> [UInt8]
}

extension BatchReportWriter {
    /// The whole report for results already in memory: a pure function of the aggregate.
    public mutating func render(_ overview: BatchOverview, results: [RepositoryResult]) -> [UInt8] {
        var bytes = begin(overview)
        for result in results { bytes += repository(result) }
        return bytes + end()
    }
}
