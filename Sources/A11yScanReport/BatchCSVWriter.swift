import A11yScanBatch
import A11yScanCore

/// The batch `csv` format: a header row, then one row per finding, for spreadsheets and quick
/// `grep`/`awk` work. Quoting follows RFC 4180: rows end with CRLF, and a field that holds a
/// comma, a double quote, a line break, or begins or ends with white space is enclosed in double
/// quotes with its quotes doubled. UTF-8 without a byte order mark. Cells are written as they
/// are; a spreadsheet that evaluates cells beginning with `=` or `@` should import as text.
public struct BatchCSVWriter: BatchReportWriter {
    public static let columns = [
        "repository", "repositoryPath", "commit", "path", "line", "column", "endLine", "endColumn",
        "ruleId", "severity", "family", "entry", "section", "framework", "message", "fix", "snippet", "fingerprint",
    ]

    public init() {}

    public mutating func begin(_ overview: BatchOverview) -> [UInt8] {
        Array(Self.row(Self.columns).utf8)
    }

    public mutating func repository(_ result: RepositoryResult) -> [UInt8] {
        var text = ""
        for finding in result.findings {
            text += Self.row([
                result.name, result.path, result.commit ?? "", finding.path, String(finding.line), String(finding.column),
                String(finding.endLine), String(finding.endColumn), finding.ruleID, finding.severity.rawValue,
                finding.family.rawValue, finding.entry, finding.section.rawValue, finding.framework.rawValue,
                finding.message, finding.fix, finding.snippet, finding.fingerprint,
            ])
        }
        return Array(text.utf8)
    }

    public mutating func end() -> [UInt8] { [] }

    /// One record: the fields joined by commas, each quoted when needed, ended by CRLF.
    static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    static func field(_ text: String) -> String {
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || text.first?.isWhitespace == true || text.last?.isWhitespace == true
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text {
            quoted.append(character == "\"" ? "\"\"" : String(character))
        }
        return quoted + "\""
    }
}
