import A11yScanFindings

/// One accepted finding in a baseline. Matching uses only the fingerprint, path and rule; the
/// line and snippet are there so a person reading the file can find the finding.
public struct BaselineEntry: Codable, Sendable, Hashable {
    public var fingerprint: String
    public var rule: String
    public var path: String
    public var line: Int
    public var snippet: String

    public init(fingerprint: String, rule: String, path: String, line: Int, snippet: String) {
        self.fingerprint = fingerprint
        self.rule = rule
        self.path = path
        self.line = line
        self.snippet = snippet
    }

    /// The entry for `finding`, under `path` (by default the path it is reported under).
    public init(_ finding: Finding, path: String? = nil) {
        self.init(fingerprint: finding.fingerprint, rule: finding.ruleID, path: path ?? finding.path, line: finding.line,
                  snippet: finding.snippet)
    }

    /// What identifies the finding across edits (never the line number).
    var key: BaselineKey { BaselineKey(fingerprint: fingerprint, rule: rule, path: path) }

    /// File order: path, rule, fingerprint, then the human fields, so the file is stable.
    static func fileOrder(_ a: BaselineEntry, _ b: BaselineEntry) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.fingerprint != b.fingerprint { return a.fingerprint < b.fingerprint }
        if a.line != b.line { return a.line < b.line }
        return a.snippet < b.snippet
    }
}

/// The part of a finding a baseline matches on.
struct BaselineKey: Hashable, Sendable {
    var fingerprint: String
    var rule: String
    var path: String

    init(fingerprint: String, rule: String, path: String) {
        self.fingerprint = fingerprint
        self.rule = rule
        self.path = path
    }

    init(_ finding: Finding, path: String) {
        self.init(fingerprint: finding.fingerprint, rule: finding.ruleID, path: path)
    }
}
