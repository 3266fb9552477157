/// One scan, handed on path by path while it runs, so that neither the findings nor the
/// rendered report of a large scan need to fit in memory at once. The inputs are walked when
/// the session is made (so missing inputs are known before any output is opened); `run`
/// scans in parallel and passes each path's filtered findings on, in report order.
public struct ScanSession: Sendable {
    public let request: ScanRequest
    /// Inputs that do not exist (a usage error when all are).
    public let missingRoots: [String]
    /// Problems met while walking the inputs, known before any file is scanned.
    public let walkProblems: [FileProblem]
    private let input: Input

    private enum Input: Sendable {
        case files(ReportOrderedTargets)
        case bytes([UInt8], ScanTarget)
    }

    /// Walks `request.roots`, unless `walked` is that walk's result already.
    public init(request: ScanRequest, walked: WalkResult? = nil) {
        let walked = walked ?? FileWalker(options: request.walk).walk(request.roots)
        self.request = request
        missingRoots = walked.missingRoots
        walkProblems = walked.problems
        input = .files(ReportOrderedTargets(walked: walked.files, absolutePaths: request.absolutePaths))
    }

    /// Scans bytes that did not come from a file (standard input) as `target`.
    public init(bytes: [UInt8], as target: ScanTarget, request: ScanRequest) {
        self.request = request
        missingRoots = []
        walkProblems = []
        input = .bytes(bytes, target)
    }

    /// The rules that run, described for reports (with guideline links when configured).
    public var rules: [RuleDescriptor] { request.guidelines.describe(request.rules.descriptors) }

    /// Scans, passing every path with findings or problems to `deliver` on the calling thread,
    /// in report order, and returns the totals and every problem. When `deliver` throws, the
    /// scan stops and the error is rethrown.
    public func run<Failure: Error>(_ deliver: (FileFindings) throws(Failure) -> Void) throws(Failure) -> ScanSummary {
        let scanner = Scanner(rules: request.rules, jobs: request.jobs)
        switch input {
        case .files(let order):
            var assembler = ResultAssembler(order: order, filters: request.filters, guidelines: request.guidelines)
            let filters = request.filters
            try scanner.scanInOrder(order, keepSource: { source in filters.contains { $0.needsSource(source) } }) {
                (item, result) throws(Failure) in
                if let file = assembler.take(item, result) { try deliver(file) }
            }
            return assembler.finish(walkProblems: walkProblems)
        case .bytes(let bytes, let target):
            let order = ReportOrderedTargets(walkOrder: [target])
            var assembler = ResultAssembler(order: order, filters: request.filters, guidelines: request.guidelines)
            if let file = assembler.take(0, scanner.scan(bytes: bytes, as: target, keepSource: true)) { try deliver(file) }
            return assembler.finish(walkProblems: walkProblems)
        }
    }

    /// The whole report at once: every finding collected in memory. For tests, batch runs and
    /// callers that need all findings anyway.
    public func collect() -> ScanReport {
        var findings: [Finding] = []
        let summary = run { file in findings += file.findings }
        return ScanReport(toolVersion: request.toolVersion, findings: findings, rules: rules, summary: summary)
    }
}
