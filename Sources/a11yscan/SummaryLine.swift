import A11yScanCore
import A11yScanFindings

/// The findings of a scan counted by severity as they stream past, for the summary line and
/// the exit status, so neither needs the findings kept.
struct SeverityCounts {
    private(set) var errors = 0
    private(set) var warnings = 0
    private(set) var notes = 0
    private(set) var filesWithFindings = 0

    var total: Int { errors + warnings + notes }

    /// The findings of one file.
    mutating func add(_ findings: [Finding]) {
        if !findings.isEmpty { filesWithFindings += 1 }
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// Whether any finding is at or above `threshold`.
    func reach(_ threshold: FailThreshold) -> Bool {
        (errors > 0 && threshold.fails(.error)) || (warnings > 0 && threshold.fails(.warning))
            || (notes > 0 && threshold.fails(.note))
    }
}

/// The one-line summary of a scan, printed on standard error whatever the formats (the
/// reports on standard output stay data) and left out with `--quiet`.
enum SummaryLine {
    static func text(_ counts: SeverityCounts, _ summary: ScanSummary) -> String {
        let problems = summary.problems.filter { $0.kind != .warning }.count
        var line = "a11yscan: "
        if counts.total == 0 {
            line += "no findings"
        } else {
            line += plural(counts.total, "finding")
            line += " (\(plural(counts.errors, "error")), \(plural(counts.warnings, "warning")), \(plural(counts.notes, "note")))"
            line += " in " + plural(counts.filesWithFindings, "file")
        }
        line += ", " + plural(summary.filesScanned, "file") + " scanned"
        if problems > 0 { line += ", " + plural(problems, "file problem") }
        if summary.suppressed > 0 { line += ", \(summary.suppressed) suppressed" }
        if summary.baselined > 0 { line += ", \(summary.baselined) in baseline" }
        if summary.fixedSinceBaseline > 0 { line += ", \(summary.fixedSinceBaseline) fixed since baseline" }
        var skipped: [String] = []
        if let files = summary.nonShippingFilesSkipped { skipped.append(plural(files, "test or debug path")) }
        if let previews = summary.previewFindingsSkipped { skipped.append(plural(previews, "finding") + " in previews, debug-only code or private code nothing calls") }
        if let unreferenced = summary.unreferencedFindingsSkipped {
            skipped.append(plural(unreferenced, "finding") + " in code nothing in the project names")
        }
        if !skipped.isEmpty { line += "; code that never ships left out: \(skipped.joined(separator: ", ")) (--all-code scans it)" }
        return line
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
