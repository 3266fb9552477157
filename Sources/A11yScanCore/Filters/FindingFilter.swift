import A11yScanFindings
import A11yScanSyntax

/// A post-scan step that hides findings and may count what it hid (suppressions, baseline,
/// changed-lines mode). Filters see each file's lexed source, so comment-based suppressions
/// need no second read.
///
/// A scan streams its files through filters one at a time, in report order: each scan makes
/// a fresh `FindingFilterPass`, hands it every file, then lets it finish its totals (such as
/// the baseline's entries that matched nothing). No filter may need all files at once.
public protocol FindingFilter: Sendable {
    /// A pass over one scan's files, with whatever state the filter keeps between files.
    func makePass() -> any FindingFilterPass
    /// Whether the pass needs this file's lexed source. Sources nobody needs are dropped as
    /// soon as the file is scanned, so memory does not grow with the size of the scan.
    func needsSource(_ source: SourceFile) -> Bool
}

/// One filter applied to the files of one scan, file by file.
public protocol FindingFilterPass {
    /// Hides findings of `file` (and may add problems to it), counting into `summary`.
    mutating func apply(_ file: inout Scanner.FileResult, summary: inout ScanSummary)
    /// Adds what can only be counted once every file was seen.
    mutating func finish(summary: inout ScanSummary)
}

extension FindingFilter {
    public func needsSource(_ source: SourceFile) -> Bool { false }

    /// Runs one pass over `files`, in order, and finishes it.
    public func apply(_ files: [Scanner.FileResult], summary: inout ScanSummary) -> [Scanner.FileResult] {
        var pass = makePass()
        let kept = files.map { file in
            var result = file
            pass.apply(&result, summary: &summary)
            return result
        }
        pass.finish(summary: &summary)
        return kept
    }
}

extension FindingFilterPass {
    public mutating func finish(summary: inout ScanSummary) {}
}
