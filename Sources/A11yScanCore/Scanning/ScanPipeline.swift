/// The whole scan as the engine sees it: walk the inputs, scan the files in parallel, then
/// apply the finding filters, and hand back one `ScanReport`. The command line only builds a
/// `ScanRequest`; it never scans or filters by itself.
public struct ScanRequest: Sendable {
    public var roots: [String]
    public var walk: WalkOptions
    public var rules: RuleSet
    public var jobs: Int
    public var toolVersion: String
    /// Filters applied after scanning, in order (suppressions, baseline, changed lines).
    public var filters: [any FindingFilter]
    /// The guideline catalog findings are mapped to and quote.
    public var guidelines: GuidelineSettings
    /// Report absolute paths instead of paths relative to the scanned folder (for IDEs).
    public var absolutePaths = false

    public init(roots: [String], walk: WalkOptions = WalkOptions(), rules: RuleSet, jobs: Int,
                toolVersion: String, filters: [any FindingFilter] = [], guidelines: GuidelineSettings = .builtIn) {
        self.roots = roots
        self.guidelines = guidelines
        self.walk = walk
        self.rules = rules
        self.jobs = jobs
        self.toolVersion = toolVersion
        self.filters = filters
    }
}

/// A post-scan step that hides findings and may count what it hid (suppressions, baseline,
/// changed-lines mode). Filters see each file's lexed source, so comment-based suppressions
/// need no second read.
public protocol FindingFilter: Sendable {
    func apply(_ files: [Scanner.FileResult], summary: inout ScanSummary) -> [Scanner.FileResult]
    /// Whether `apply` needs this file's lexed source. Sources nobody needs are dropped as soon
    /// as the file is scanned, so memory does not grow with the size of the scan.
    func needsSource(_ source: SourceFile) -> Bool
}

extension FindingFilter {
    public func needsSource(_ source: SourceFile) -> Bool { false }
}

public enum ScanPipeline {
    /// Walks and scans. `missingRoots` lists inputs that do not exist (a usage error when all are).
    public static func run(_ request: ScanRequest) -> (report: ScanReport, missingRoots: [String]) {
        let walked = FileWalker(options: request.walk).walk(request.roots)
        let targets = walked.files.map {
            ScanTarget(path: $0.absolutePath, displayPath: request.absolutePaths ? $0.absolutePath : $0.relativePath,
                       explicitlyNamed: $0.explicitlyNamed,
                       language: $0.language)
        }
        let filters = request.filters
        let results = Scanner(rules: request.rules, jobs: request.jobs)
            .scan(targets, keepSource: { source in filters.contains { $0.needsSource(source) } })
        var summary = ScanSummary()
        summary.problems = walked.problems
        let report = finish(results, summary: summary, request: request)
        return (report, walked.missingRoots)
    }

    /// Scans bytes that did not come from a file (standard input) as `target`.
    public static func run(bytes: [UInt8], as target: ScanTarget, request: ScanRequest) -> ScanReport {
        let result = Scanner(rules: request.rules, jobs: 1).scan(bytes: bytes, as: target, keepSource: true)
        return finish([result], summary: ScanSummary(), request: request)
    }

    private static func finish(_ scanned: [Scanner.FileResult], summary start: ScanSummary, request: ScanRequest) -> ScanReport {
        var summary = start
        var results = scanned
        for filter in request.filters { results = filter.apply(results, summary: &summary) }
        var findings: [Finding] = []
        for result in results {
            findings += result.findings
            summary.problems += result.problems
            if result.scanned {
                summary.filesScanned += 1
                summary.linesScanned += result.lines
                summary.bytesScanned += result.bytes
            }
        }
        findings.sort(by: Finding.reportOrder)
        if request.guidelines.quotesFindings {
            for index in findings.indices { findings[index].guidance = request.guidelines.quote(for: findings[index]) }
        }
        return ScanReport(toolVersion: request.toolVersion, findings: findings,
                          rules: request.guidelines.describe(request.rules.descriptors), summary: summary)
    }
}
