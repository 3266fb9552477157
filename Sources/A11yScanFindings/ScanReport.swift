import A11yScanSyntax

/// Everything a reporter may render: the findings of one scan, the rules that ran and what
/// happened to the files. Reporters are pure functions of this value.
public struct ScanReport: Sendable {
    public var toolVersion: String
    public var findings: [Finding]
    public var rules: [RuleDescriptor]
    public var summary: ScanSummary

    public init(toolVersion: String, findings: [Finding], rules: [RuleDescriptor], summary: ScanSummary) {
        self.toolVersion = toolVersion
        self.findings = findings
        self.rules = rules
        self.summary = summary
    }
}

/// What a reporter needs to know about a rule, without the matching machinery.
public struct RuleDescriptor: Codable, Hashable, Sendable {
    public var id: String
    public var family: Family
    public var severity: Severity
    public var language: Language
    public var framework: Framework
    public var entry: String
    public var section: Section
    public var message: String
    public var fix: String
    /// Link to the guideline entry when a URL template is configured.
    public var helpURL: String?
    /// The WCAG 2.2 success criteria the rule's findings fail, by number ("1.1.1").
    public var wcag: [String]

    public init(
        id: String, family: Family, severity: Severity, language: Language, framework: Framework,
        entry: String, section: Section, message: String, fix: String, helpURL: String? = nil, wcag: [String] = []
    ) {
        self.id = id
        self.family = family
        self.severity = severity
        self.language = language
        self.framework = framework
        self.entry = entry
        self.section = section
        self.message = message
        self.fix = fix
        self.helpURL = helpURL
        self.wcag = wcag
    }
}

/// Counts and per-file problems of one scan. Problems never abort a scan; they are listed here.
public struct ScanSummary: Codable, Hashable, Sendable {
    public var filesScanned: Int
    public var linesScanned: Int
    public var bytesScanned: Int
    public var problems: [FileProblem]
    /// Findings hidden by a baseline, and baseline entries that matched nothing (fixed).
    public var baselined: Int
    public var fixedSinceBaseline: Int
    public var suppressed: Int
    /// Test folders and files not scanned, and findings in previews dropped, as code that never
    /// ships (absent when nothing was left out, or with `--all-code`).
    public var nonShippingFilesSkipped: Int?
    public var previewFindingsSkipped: Int?
    /// Findings left out for lying in code nothing in the project names; nil when none was.
    public var unreferencedFindingsSkipped: Int?

    public init(
        filesScanned: Int = 0, linesScanned: Int = 0, bytesScanned: Int = 0,
        problems: [FileProblem] = [], baselined: Int = 0, fixedSinceBaseline: Int = 0, suppressed: Int = 0
    ) {
        self.filesScanned = filesScanned
        self.linesScanned = linesScanned
        self.bytesScanned = bytesScanned
        self.problems = problems
        self.baselined = baselined
        self.fixedSinceBaseline = fixedSinceBaseline
        self.suppressed = suppressed
    }
}

/// A file the scan could not read fully, skipped, or a rule that failed on it.
public struct FileProblem: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case unreadable, skippedBinary = "skipped-binary", skippedSpecial = "skipped-special"
        case invalidEncoding = "invalid-encoding", ruleError = "rule-error", warning
    }

    public var path: String
    public var kind: Kind
    public var message: String
    public var line: Int?

    public init(path: String, kind: Kind, message: String, line: Int? = nil) {
        self.path = path
        self.kind = kind
        self.message = message
        self.line = line
    }
}
