/// Every output format by its `--format` name, with a one-line description for `--help`, and
/// the one place that turns a name into a configured reporter.
public enum ReporterFormat: String, CaseIterable, Sendable {
    case text
    case xcode
    case json
    case sarif
    case checkstyle
    case junit
    case github
    case gitlab
    case markdown
    case html

    /// Other names accepted for a format.
    public static let aliases: [String: ReporterFormat] = ["gcc": .xcode]

    /// The format for a `--format` value (case-insensitive, aliases included), or `nil`.
    public init?(name: String) {
        let key = name.lowercased()
        if let format = ReporterFormat(rawValue: key) {
            self = format
        } else if let format = ReporterFormat.aliases[key] {
            self = format
        } else {
            return nil
        }
    }

    /// The canonical `--format` name.
    public var name: String { rawValue }

    /// Every accepted name, canonical names first, for completion and error messages.
    public static var allNames: [String] {
        allCases.map(\.rawValue) + aliases.keys.sorted()
    }

    /// What the format is for, in one line.
    public var summary: String {
        switch self {
        case .text: return "for people: each finding with its line, guideline entry and fix"
        case .xcode: return "path:line:col: warning: … for Xcode and Android Studio (alias gcc)"
        case .json: return "versioned JSON document (see docs/json-format.md)"
        case .sarif: return "SARIF 2.1.0 for GitHub code scanning and other viewers"
        case .checkstyle: return "Checkstyle XML for CI annotators"
        case .junit: return "JUnit XML, one test case per finding, grouped by rule"
        case .github: return "GitHub Actions workflow commands (inline annotations)"
        case .gitlab: return "GitLab Code Quality report"
        case .markdown: return "pull-request comment with a summary table"
        case .html: return "one self-contained page: totals, heat map, charts, findings"
        }
    }

    /// Lines for `--help`: each name padded to a column, then its summary.
    public static var helpListing: String {
        let width = allCases.map(\.rawValue.count).max() ?? 0
        return allCases.map { format in
            format.rawValue + String(repeating: " ", count: width - format.rawValue.count + 2) + format.summary
        }.joined(separator: "\n")
    }

    /// A reporter for this format, configured from the shared options.
    public func makeReporter(options: ReporterOptions = ReporterOptions()) -> any Reporter {
        switch self {
        case .text:
            return TextReporter(color: options.color)
        case .xcode:
            return XcodeReporter()
        case .json:
            return JSONReporter(toolName: options.toolName, toolVersion: options.toolVersion,
                                guidelinesURL: options.guidelinesURL)
        case .sarif:
            return SARIFReporter(toolName: options.toolName, toolVersion: options.toolVersion,
                                 informationURI: options.guidelinesURL, ruleDocs: options.ruleDocs)
        case .checkstyle:
            return CheckstyleReporter(toolName: options.toolName)
        case .junit:
            return JUnitReporter(suiteName: options.toolName)
        case .github:
            return GitHubActionsReporter(toolName: options.toolName)
        case .gitlab:
            return GitLabCodeQualityReporter()
        case .markdown:
            return MarkdownReporter(cap: options.markdownCap, toolName: options.toolName,
                                    guidelinesURL: options.guidelinesURL)
        case .html:
            return HTMLReporter(toolName: options.toolName, guidelinesURL: options.guidelinesURL)
        }
    }
}
