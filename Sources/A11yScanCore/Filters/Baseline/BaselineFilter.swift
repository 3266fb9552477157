import A11yScanFindings
import Foundation

/// Hides findings the team accepted in a baseline, so only new ones fail a pre-merge scan, and
/// counts baseline entries that no longer match anything (fixed since the baseline was made).
///
/// Only entries for files this scan read can be judged: entries for other paths (a scan of a
/// subfolder, a single file from an editor) are neither matched nor counted as fixed. Run it
/// after suppressions and before the changed-lines filter, so findings outside the diff still
/// use up their entries instead of making them look fixed.
public struct BaselineFilter: FindingFilter {
    public var baseline: Baseline
    let paths: BaselinePaths

    /// - Parameter folder: the baseline file's folder, which paths of files outside git are
    ///   relative to (see `BaselinePaths`); nil for the current folder.
    public init(baseline: Baseline, folder: String? = nil) {
        self.baseline = baseline
        paths = BaselinePaths(folder: folder)
    }

    /// The filter of the baseline file at `path`, whose folder anchors paths outside git.
    public static func load(file path: String) throws(BaselineError) -> BaselineFilter {
        let file = URL(fileURLWithPath: path)
        return BaselineFilter(baseline: try Baseline.load(from: file), folder: file.deletingLastPathComponent().path)
    }

    public func makePass() -> any FindingFilterPass { Pass(baseline: baseline, paths: paths) }

    /// Entries still unmatched, and which of the baseline's paths this scan read; both are
    /// as large as the baseline, never as the scan.
    private struct Pass: FindingFilterPass {
        let paths: BaselinePaths
        var remaining: [BaselineKey: Int] = [:]
        var baselinePaths: Set<String> = []
        var scannedPaths: Set<String> = []

        init(baseline: Baseline, paths: BaselinePaths) {
            self.paths = paths
            for entry in baseline.entries {
                remaining[entry.key, default: 0] += 1
                baselinePaths.insert(entry.path)
            }
        }

        mutating func apply(_ file: inout Scanner.FileResult, summary: inout ScanSummary) {
            guard !remaining.isEmpty else { return }
            let path = paths.path(of: file)
            if file.scanned, baselinePaths.contains(path) { scannedPaths.insert(path) }
            guard !file.findings.isEmpty else { return }
            var baselined = 0
            file.findings.removeAll { finding in
                let key = BaselineKey(finding, path: path)
                guard let count = remaining[key], count > 0 else { return false }
                remaining[key] = count - 1
                baselined += 1
                return true
            }
            summary.baselined += baselined
        }

        func finish(summary: inout ScanSummary) {
            summary.fixedSinceBaseline += remaining.reduce(0) { total, item in
                scannedPaths.contains(item.key.path) ? total + item.value : total
            }
        }
    }
}
