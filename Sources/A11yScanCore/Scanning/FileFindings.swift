import A11yScanFindings

/// What a streaming scan hands on for one reported path, once every path before it has been
/// handed on: its findings after the filters, in report order and with guideline quotes, and
/// the problems met reading or filtering it. Paths with neither are not handed on.
public struct FileFindings: Sendable, Hashable {
    /// The path the findings are reported under.
    public var path: String
    public var findings: [Finding]
    public var problems: [FileProblem]

    public init(path: String, findings: [Finding] = [], problems: [FileProblem] = []) {
        self.path = path
        self.findings = findings
        self.problems = problems
    }
}
