import A11yScanCore
import A11yScanFindings

/// Every report of one scan, written side by side while the scan runs. They fail the way
/// reports written one after the other would: when one cannot be written, it and the ones
/// after it are dropped (their files left as they were), the ones before it are completed,
/// and the first error is thrown once they are. When none is left, the scan stops at once.
struct ReportOutputs {
    private var outputs: [ReportOutput] = []
    private var failure: (any Error)?

    mutating func append(_ output: ReportOutput) {
        outputs.append(output)
    }

    /// Records that the next report could not be opened; throws when no report is left.
    mutating func fail(_ error: any Error) throws {
        if failure == nil { failure = error }
        if outputs.isEmpty { throw error }
    }

    /// The next path's findings and problems, to every report still being written.
    mutating func add(_ file: FileFindings) throws {
        for index in outputs.indices {
            do {
                try outputs[index].add(file.findings, problems: file.problems)
            } catch {
                try drop(from: index, because: error)
                return
            }
        }
    }

    /// Ends and commits every report, then throws the first error met, if any.
    mutating func finish(_ summary: ScanSummary) throws {
        for index in outputs.indices {
            do {
                try outputs[index].finish(summary)
            } catch {
                for later in outputs[(index + 1)...] { later.discard() }
                outputs = []
                throw error
            }
        }
        outputs = []
        if let failure { throw failure }
    }

    /// Drops every report not yet finished (a scan that failed).
    mutating func discard() {
        for output in outputs { output.discard() }
        outputs = []
    }

    private mutating func drop(from index: Int, because error: any Error) throws {
        for output in outputs[index...] { output.discard() }
        outputs.removeSubrange(index...)
        try fail(error)
    }
}
