/// The few settings the command line passes to whichever format the user picked. Each reporter
/// takes what it needs from here in its initializer and ignores the rest, so adding a format
/// never changes the command line.
public struct ReporterOptions: Sendable, Hashable {
    /// ANSI colour in the `text` format. The command line decides (TTY, `NO_COLOR`, `--color`).
    public var color: Bool
    /// Most findings the `markdown` format lists before "…and N more findings".
    public var markdownCap: Int
    /// Tool name written into machine-readable formats.
    public var toolName: String
    /// Tool version; `nil` uses the version recorded in the report.
    public var toolVersion: String?
    /// Where the team's guideline pages live, when configured. Shown as the tool's information
    /// link (SARIF `informationUri`, JSON `tool.guidelinesUrl`, a markdown footer link).
    public var guidelinesURL: String?
    /// Where rules' documentation pages are (SARIF `helpUri`).
    public var ruleDocs: RuleDocsLink

    public static let defaultMarkdownCap = 50

    public init(
        color: Bool = false,
        markdownCap: Int = ReporterOptions.defaultMarkdownCap,
        toolName: String = "a11yscan",
        toolVersion: String? = nil,
        guidelinesURL: String? = nil,
        ruleDocs: RuleDocsLink = RuleDocsLink()
    ) {
        self.color = color
        self.markdownCap = markdownCap
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.guidelinesURL = guidelinesURL
        self.ruleDocs = ruleDocs
    }
}
