import A11yScanFindings
import A11yScanSyntax
import A11yScanSystem
import A11yScanWalk
import Foundation

/// One scan, handed on path by path while it runs, so that neither the findings nor the
/// rendered report of a large scan need to fit in memory at once. The inputs are walked when
/// the session is made (so missing inputs are known before any output is opened); `run`
/// scans in parallel and passes each path's filtered findings on, in report order.
public struct ScanSession: Sendable {
    public let request: ScanRequest
    /// Inputs that do not exist (the command line makes any of them a usage error).
    public let missingRoots: [String]
    /// Problems met while walking the inputs, known before any result is handed on.
    public let walkProblems: [FileProblem]
    /// Test folders and files the walk left out as code that never ships.
    public let nonShippingSkipped: Int
    /// A configuration file inside the scan that cannot be used (see `NestedConfigurations`);
    /// the command line makes it an error before anything is written.
    public let configurationError: ConfigurationError?
    private let input: Input
    let scanner: Scanner
    /// Files scanned while the walk ran, if it offered any.
    let early: EarlyScan?

    private enum Input: Sendable {
        case files(ReportOrderedTargets)
        case bytes([UInt8], ScanTarget)
    }

    /// Walks `request.roots`, unless `walked` is that walk's result already.
    public init(request: ScanRequest, walked: WalkResult? = nil) {
        self.init(request: request, scanner: Self.scanner(for: request),
                  walked: walked ?? FileWalker(options: request.walk).walk(request.roots), early: nil)
    }

    /// Takes the result of a walk started earlier, scanning the files it offers while it runs.
    public init(request: ScanRequest, walking: WalkInProgress) {
        let scanner = Self.scanner(for: request)
        let early = walking.feed.map {
            EarlyScan(feed: $0, scanner: scanner, absolutePaths: request.absolutePaths,
                      keepSource: Self.keepSource(request.filters))
        }
        self.init(request: request, scanner: scanner, walked: walking.result, early: early)
    }

    private init(request: ScanRequest, scanner: Scanner, walked: WalkResult, early: EarlyScan?) {
        var request = request
        do {
            try Self.addNestedConfigurations(to: &request, walked: walked)
            configurationError = nil
        } catch {
            configurationError = error
        }
        self.request = request
        self.scanner = scanner
        self.early = early
        if let pending = request.pendingComponents, pending.sharedWalk != nil { pending.useScanWalk(walked) }
        missingRoots = walked.missingRoots
        walkProblems = walked.problems
        nonShippingSkipped = walked.nonShippingSkipped
        input = .files(ReportOrderedTargets(walked: walked.files, absolutePaths: request.absolutePaths))
    }

    /// Scans bytes that did not come from a file (standard input) as `target`.
    public init(bytes: [UInt8], as target: ScanTarget, request: ScanRequest) {
        self.request = request
        scanner = Self.scanner(for: request)
        early = nil
        missingRoots = []
        walkProblems = []
        nonShippingSkipped = 0
        configurationError = nil
        input = .bytes(bytes, target)
    }

    /// Puts the configuration files below the request's configuration folder into its filter
    /// chain: those between that folder and the roots, and those the walk met.
    private static func addNestedConfigurations(to request: inout ScanRequest, walked: WalkResult) throws(ConfigurationError) {
        guard let base = request.configurationBase else { return }
        let current = FileManager.default.currentDirectoryPath
        request.filters.nestedConfigurations = try NestedConfigurations.load(
            baseFolder: WalkPath.absolute(base, base: current), roots: request.roots.map { WalkPath.absolute($0, base: current) },
            walked: walked.configurationFiles, knownRuleIDs: request.filters.knownRuleIDs(running: request.rules))
    }

    /// Whether there is no file to scan (the walk found none); standard input is never empty.
    public var isEmpty: Bool {
        if case .files(let order) = input { return order.isEmpty }
        return false
    }

    /// The rules that run, described for reports (with guideline links when configured).
    public var rules: [RuleDescriptor] { request.guidelines.describe(request.rules.descriptors) }

    /// Scans, passing every path with findings or problems to `deliver` on the calling thread,
    /// in report order, and returns the totals and every problem. When `deliver` throws, the
    /// scan stops and the error is rethrown.
    public func run<Failure: Error>(_ deliver: (FileFindings) throws(Failure) -> Void) throws(Failure) -> ScanSummary {
        if case .files(let order) = input, let pending = request.pendingComponents {
            return try run(order, summarising: pending, deliver)
        }
        let filters = request.filters.filters(running: request.rules, components: request.components)
        switch input {
        case .files(let order):
            var assembler = ResultAssembler(order: order, filters: filters, guidelines: request.guidelines)
            let early = self.early
            try scanner.scanInOrder(order, keepSource: Self.keepSource(request.filters), scannedEarly: scannedEarly(order),
                                    makeMatcher: { [scanner] in scanner.matcher(reusing: early?.matcher()) }) {
                (item, result) throws(Failure) in
                if let file = assembler.take(item, result) { try deliver(file) }
            }
            return assembler.finish(walkProblems: walkProblems, nonShippingSkipped: nonShippingSkipped)
        case .bytes(let bytes, let target):
            let order = ReportOrderedTargets(walkOrder: [target])
            var assembler = ResultAssembler(order: order, filters: filters, guidelines: request.guidelines)
            if let file = assembler.take(0, scanner.scan(bytes: bytes, as: target, keepSource: true)) { try deliver(file) }
            return assembler.finish(walkProblems: walkProblems, nonShippingSkipped: nonShippingSkipped)
        }
    }

    /// Files scanned while the walk ran, once `run` has begun (for tests).
    var filesScannedEarly: Int { early?.filesScanned ?? 0 }

    /// The results of the files scanned while the walk ran, once it has ended, by item.
    func scannedEarly(_ order: ReportOrderedTargets) -> @Sendable (Int) -> Scanner.FileResult? {
        early?.finish()
        let early = self.early
        return { item in
            guard let early, let number = order.discoveryNumber(item) else { return nil }
            return early.take(number)
        }
    }

    /// Every file is gated, a one-file scan's too: the built-in rules' words come from a table,
    /// and the word pass over one file costs less than the rules it keeps from running there
    /// (an editor's scan of a Compose file runs 29 of 64 Kotlin rules).
    private static func scanner(for request: ScanRequest) -> Scanner {
        var scanner = Scanner(rules: request.rules, jobs: request.jobs, components: request.components,
                              includesPreviewCode: request.includesPreviewCode)
        scanner.componentRecorder = request.pendingComponents?.recorder
        scanner.gatesFirstFile = true
        return scanner
    }

    /// Whether a file's lexed source must stay with its result: some filter reads it.
    static func keepSource(_ filters: FindingFilterChain) -> @Sendable (SourceFile) -> Bool {
        { source in filters.needsSource(source) }
    }

    /// The whole report at once: every finding collected in memory. For tests, batch runs and
    /// callers that need all findings anyway.
    public func collect() -> ScanReport {
        var findings: [Finding] = []
        let summary = run { file in findings += file.findings }
        return ScanReport(toolVersion: request.toolVersion, findings: findings, rules: rules, summary: summary)
    }
}
