/// Hides findings the team accepted in a baseline, so only new ones fail a pre-merge scan, and
/// counts baseline entries that no longer match anything (fixed since the baseline was made).
///
/// Only entries for files this scan read can be judged: entries for other paths (a scan of a
/// subfolder, a single file from an editor) are neither matched nor counted as fixed. Run it
/// after suppressions and before the changed-lines filter, so findings outside the diff still
/// use up their entries instead of making them look fixed.
public struct BaselineFilter: FindingFilter {
    public var baseline: Baseline

    public init(baseline: Baseline) {
        self.baseline = baseline
    }

    public func apply(_ files: [Scanner.FileResult], summary: inout ScanSummary) -> [Scanner.FileResult] {
        var remaining: [BaselineKey: Int] = [:]
        for entry in baseline.entries { remaining[entry.key, default: 0] += 1 }
        var scannedPaths: Set<String> = []
        let kept = files.map { file -> Scanner.FileResult in
            if file.scanned, let path = file.source?.path ?? file.findings.first?.path { scannedPaths.insert(path) }
            var result = file
            result.findings = file.findings.filter { finding in
                let key = BaselineKey(finding)
                guard let count = remaining[key], count > 0 else { return true }
                remaining[key] = count - 1
                summary.baselined += 1
                return false
            }
            return result
        }
        summary.fixedSinceBaseline += remaining.reduce(0) { total, item in
            scannedPaths.contains(item.key.path) ? total + item.value : total
        }
        return kept
    }
}
