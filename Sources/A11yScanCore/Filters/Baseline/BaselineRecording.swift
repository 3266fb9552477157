import A11yScanFindings
import Synchronization

/// The entries of a baseline being written, collected by the filter chain where the baseline
/// filter would stand (after suppressions), so each entry is keyed exactly as a later scan
/// with this baseline matches it (`BaselinePaths`), whatever folder and path style either used.
public final class BaselineRecording: Sendable {
    let paths: BaselinePaths
    private let entries = Mutex<[BaselineEntry]>([])

    /// - Parameter folder: the folder the baseline file will be written to.
    public init(folder: String?) {
        paths = BaselinePaths(folder: folder)
    }

    /// Everything recorded so far, in file order.
    public var baseline: Baseline { Baseline(entries: entries.withLock { $0 }) }

    fileprivate func record(_ file: Scanner.FileResult) {
        guard !file.findings.isEmpty else { return }
        let path = paths.path(of: file)
        let recorded = file.findings.map { BaselineEntry($0, path: path) }
        entries.withLock { $0 += recorded }
    }
}

/// The filter that records every finding that reaches it into a `BaselineRecording`, hiding none.
struct BaselineRecorder: FindingFilter {
    let recording: BaselineRecording

    func makePass() -> any FindingFilterPass { Pass(recording: recording) }

    private struct Pass: FindingFilterPass {
        let recording: BaselineRecording

        func apply(_ file: inout Scanner.FileResult, summary: inout ScanSummary) {
            recording.record(file)
        }
    }
}
