import A11yScanSyntax

/// One place in one file that breaks one rule. Findings are plain values so that filtering,
/// baselines and every reporter work on the same thing, whatever produced it.
public struct Finding: Codable, Hashable, Sendable {
    public var ruleID: String
    public var family: Family
    public var severity: Severity
    /// `/`-separated path: from the top of the git work tree holding the file, else relative to
    /// the scanned folder (absolute when the scan asks for absolute paths).
    public var path: String
    /// 1-based line and column (column counted in Unicode scalars) of the first character.
    public var line: Int
    public var column: Int
    /// 1-based line and column just past the last character of the node's name.
    public var endLine: Int
    public var endColumn: Int
    public var message: String
    public var fix: String
    /// Guideline entry slug (e.g. `button`, `dropdown`), resolved from context.
    public var entry: String
    public var section: Section
    public var framework: Framework
    /// The source line the finding starts on, without its line break: the whole line, or on a
    /// line longer than 512 bytes a window of it around the match (see `snippetColumn`).
    public var snippet: String
    /// 1-based column (in Unicode scalars, like `column`) of the snippet's first character in
    /// its line: 1 for a whole line. `column - snippetColumn` indexes the match in the snippet.
    public var snippetColumn: Int
    /// True when the line goes on past the snippet's end (a window cut before the line end).
    public var snippetTruncated: Bool
    /// Stable identity for baselines: rule, normalized snippet and enclosing declaration.
    public var fingerprint: String
    /// What the team's guideline page says for this entry and section, when pages are loaded.
    public var guidance: GuidelineQuote?

    public init(
        ruleID: String, family: Family, severity: Severity, path: String,
        line: Int, column: Int, endLine: Int, endColumn: Int,
        message: String, fix: String, entry: String, section: Section, framework: Framework,
        snippet: String, snippetColumn: Int = 1, snippetTruncated: Bool = false,
        fingerprint: String, guidance: GuidelineQuote? = nil
    ) {
        self.ruleID = ruleID
        self.family = family
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.message = message
        self.fix = fix
        self.entry = entry
        self.section = section
        self.framework = framework
        self.snippet = snippet
        self.snippetColumn = snippetColumn
        self.snippetTruncated = snippetTruncated
        self.fingerprint = fingerprint
        self.guidance = guidance
    }

    /// The most UTF-8 bytes a snippet holds: a longer line is shown as a window of it.
    public static var maximumSnippetBytes: Int { SnippetWindow.maximumBytes }

    /// The deterministic report order: path, line, column, rule.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return a.ruleID < b.ruleID
    }
}

/// A guideline page's words attached to a finding: the entry's screen-reader expectation for
/// the finding's section, the page's advice for its framework, and a link when configured.
public struct GuidelineQuote: Codable, Hashable, Sendable {
    public var title: String
    public var expectation: String?
    public var advice: [String]
    public var url: String?

    public init(title: String, expectation: String?, advice: [String], url: String?) {
        self.title = title
        self.expectation = expectation
        self.advice = advice
        self.url = url
    }
}
