import A11yScanCore

/// Counts that several formats print (summary lines, headings, JSON summary), computed once
/// and worded the same way everywhere.
struct ReportTallies {
    let findings: Int
    let errors: Int
    let warnings: Int
    let notes: Int
    /// Distinct paths with at least one finding.
    let filesWithFindings: Int

    init(_ report: ScanReport) {
        var errors = 0, warnings = 0, notes = 0
        var paths = Set<String>()
        for finding in report.findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            paths.insert(finding.path)
        }
        self.findings = report.findings.count
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.filesWithFindings = paths.count
    }

    /// "1 error, 3 warnings" (notes only when there are any).
    var severityBreakdown: String {
        var parts = [Wording.count(errors, "error"), Wording.count(warnings, "warning")]
        if notes > 0 { parts.append(Wording.count(notes, "note")) }
        return parts.joined(separator: ", ")
    }
}

/// Small wording helpers shared by the human-facing formats.
enum Wording {
    /// "1 finding", "2 findings".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(number == 1 ? noun : noun + "s")"
    }

    /// `entry · section · Framework`, the way every format names a finding's guideline place.
    static func guidelinePlace(entry: String, section: Section, framework: Framework) -> String {
        "\(entry) · \(section.rawValue) · \(framework.displayName)"
    }

    /// Text on one line: each line break (`\r\n`, `\n`, `\r`, U+2028, …) and each tab
    /// becomes one space.
    static func singleLine(_ text: String) -> String {
        // Fast path: nothing to replace (no ASCII line break or tab, no multi-byte line separator).
        if !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C || $0 >= 0xC2 }) {
            return text
        }
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
            .joined(separator: " ")
            .map { $0 == "\t" ? " " : String($0) }
            .joined()
    }
}
