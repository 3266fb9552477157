import A11yScanCore
import A11yScanFindings

/// Counts that several formats print (summary lines, headings, JSON summary), computed once
/// and worded the same way everywhere. They are counted finding by finding, so a stream can
/// keep them without keeping the findings.
struct ReportTallies {
    private(set) var findings = 0
    private(set) var errors = 0
    private(set) var warnings = 0
    private(set) var notes = 0
    /// Distinct paths with at least one finding.
    private(set) var filesWithFindings = 0
    private let pathsMayRepeat: Bool
    private var currentPath: String?
    private var seenPaths: Set<String> = []

    /// Tallies to be counted with `add`. When findings arrive grouped by path, a path is new
    /// whenever it differs from the one before and no path is remembered.
    init(findingsGroupedByPath: Bool) {
        pathsMayRepeat = !findingsGroupedByPath
    }

    init(_ report: ScanReport) {
        self.init(findingsGroupedByPath: false)
        for finding in report.findings { add(finding) }
    }

    mutating func add(_ finding: Finding) {
        findings += 1
        switch finding.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
        if pathsMayRepeat {
            if seenPaths.insert(finding.path).inserted { filesWithFindings += 1 }
        } else if finding.path != currentPath {
            filesWithFindings += 1
            currentPath = finding.path
        }
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
