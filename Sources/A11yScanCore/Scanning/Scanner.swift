import A11yScanComponents
import A11yScanFindings
import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Dispatch
import Synchronization

/// Scans files in parallel with one `RuleMatcher` per worker, and hands the results on in
/// input order, so the output is the same with 1 thread or 16.
public struct Scanner: Sendable {
    public var rules: RuleSet
    public var jobs: Int
    /// The project's components: calls of them are checked like the controls they render.
    public var components: ComponentIndex = .empty
    /// Report findings in previews too (`--all-code`).
    public var includesPreviewCode = false
    /// Records each file's part of the project's component summaries when they are still to
    /// be made (`PendingComponents`).
    package var componentRecorder: (any ComponentRecording)?
    /// Gate every file, each worker's first one too (`RuleMatcher.gatesFirstFile`): on for
    /// every scan, so lexer warnings do not depend on the workers, and a one-file scan runs
    /// only the rules whose words its file holds.
    public var gatesFirstFile = false

    /// A matcher for one worker thread, knowing the project's components.
    public func makeMatcher() -> RuleMatcher {
        let matcher = RuleMatcher()
        if !components.summaries.isEmpty || components.knowsLayouts || components.knowsNamedViews { matcher.components = components }
        matcher.includesPreviewCode = includesPreviewCode
        matcher.componentRecorder = componentRecorder
        matcher.gatesFirstFile = gatesFirstFile
        return matcher
    }

    /// `matcher` (an early scan's, made before the walk ended), else a new one.
    func matcher(reusing matcher: RuleMatcher?) -> RuleMatcher { matcher ?? makeMatcher() }

    public init(rules: RuleSet, jobs: Int, components: ComponentIndex = .empty, includesPreviewCode: Bool = false) {
        self.rules = rules
        self.components = components
        self.includesPreviewCode = includesPreviewCode
        self.jobs = max(1, jobs)
    }

    /// The outcome of scanning one file.
    public struct FileResult: Sendable {
        /// The path findings of this file are reported under.
        public var path = ""
        /// Where the file was read (or, for standard input, the path it stands for).
        public var absolutePath = ""
        /// Where the file lies in its git work tree; nil outside git.
        public var repository: RepositoryLocation?
        public var findings: [Finding] = []
        public var problems: [FileProblem] = []
        public var lines = 0
        public var bytes = 0
        public var scanned = false
        /// Findings dropped for lying in previews.
        public var previewFindingsSkipped = 0
        /// Suppression comments and declarations, for the suppression filter.
        public var source: SourceFile?
        /// What the scan recorded for the component summaries (`Scanner.componentRecorder`).
        package var componentRecord: FileComponentRecord?
        /// A first scan's result, made without the project's components, that waits for the
        /// findings of the file's calls of them (`addingComponentFindings`).
        package var awaitsComponentFindings = false
    }

    public func scan(_ targets: [ScanTarget], keepSources: Bool = false) -> [FileResult] {
        scan(targets, keepSource: { _ in keepSources })
    }

    /// Scans `targets`; a file's lexed source stays in its result only when `keepSource` says so.
    public func scan(_ targets: [ScanTarget], keepSource: @escaping @Sendable (SourceFile) -> Bool) -> [FileResult] {
        var results: [FileResult] = []
        results.reserveCapacity(targets.count)
        scanInOrder(targets, keepSource: keepSource) { _, result in results.append(result) }
        return results
    }

    /// Scans `targets` in parallel and passes each result to `deliver` on the calling thread,
    /// in target order, as soon as the results before it have been passed on. Workers run at
    /// most `window(workers:)` files ahead of delivery, so only a few results are held at once.
    /// When `deliver` throws, the remaining files are not scanned and the error is rethrown.
    /// - Parameters:
    ///   - scannedEarly: the result of a target scanned before this call, by item
    ///     (`EarlyScan`); such targets are not scanned again.
    ///   - makeMatcher: each worker's matcher.
    ///   - window: how many files workers may run ahead of delivery (`window(workers:)` if nil).
    public func scanInOrder<Targets: RandomAccessCollection<ScanTarget> & Sendable, Failure: Error>(
        _ targets: Targets, keepSource: @escaping @Sendable (SourceFile) -> Bool,
        scannedEarly: @escaping @Sendable (Int) -> FileResult? = { _ in nil },
        makeMatcher: (@Sendable () -> RuleMatcher)? = nil, window: Int? = nil,
        deliver: (Int, FileResult) throws(Failure) -> Void
    ) throws(Failure) {
        let workers = min(jobs, max(1, targets.count))
        let makeMatcher = makeMatcher ?? { [self] in self.makeMatcher() }
        @Sendable func result(_ item: Int, _ matcher: RuleMatcher) -> FileResult {
            let early = scannedEarly(item)
            if let early, !early.awaitsComponentFindings { return early }
            // Only now: a target's paths cost a little, and most results are held.
            let target = targets[targets.index(targets.startIndex, offsetBy: item)]
            if let early, let completed = addingComponentFindings(to: early, of: target, with: matcher) { return completed }
            return scan(target, with: matcher, keepSource: keepSource)
        }
        guard workers > 1 else {
            let matcher = makeMatcher()
            var trace = ScanTrace.Worker()
            for item in 0..<targets.count { try deliver(item, trace.work { result(item, matcher) }) }
            trace.report("pass")
            return
        }
        let buffer = ReorderBuffer<FileResult>(count: targets.count, window: window ?? Self.window(workers: workers))
        let running = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: running) {
                let matcher = makeMatcher()
                var trace = ScanTrace.Worker()
                while let item = buffer.claim() {
                    buffer.store(trace.work { result(item, matcher) }, at: item)
                }
                trace.report("pass")
            }
        }
        var item = 0
        do {
            while let result = buffer.next() {
                try deliver(item, result)
                item += 1
            }
        } catch {
            buffer.cancel()
            running.wait()
            throw error
        }
        running.wait()
    }

    /// Files scanned ahead of delivery: enough that a slow file does not idle the other
    /// workers for long, few enough that the held results stay small.
    static func window(workers: Int) -> Int { max(64, workers * 16) }

    /// Scans `targets` in parallel and passes each result to `store` on the thread that made
    /// it, in no order: for a caller that keeps every result by item anyway, which then waits
    /// for no consumer thread and no window (the calling thread is one of the workers).
    func scanUnordered<Targets: RandomAccessCollection<ScanTarget> & Sendable>(
        _ targets: Targets, keepSource: @escaping @Sendable (SourceFile) -> Bool,
        scannedEarly: @escaping @Sendable (Int) -> FileResult?, makeMatcher: @escaping @Sendable () -> RuleMatcher,
        store: @Sendable (Int, FileResult) -> Void
    ) {
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, targets.count))) { _ in
            let matcher = makeMatcher()
            var trace = ScanTrace.Worker()
            while true {
                let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard item < targets.count else { break }
                store(item, trace.work {
                    scannedEarly(item)
                        ?? self.scan(targets[targets.index(targets.startIndex, offsetBy: item)], with: matcher, keepSource: keepSource)
                })
            }
            trace.report("unordered pass")
        }
    }

    /// Reads and scans one file with a thread's own matcher.
    func scan(_ target: ScanTarget, with matcher: RuleMatcher, keepSource: (SourceFile) -> Bool) -> FileResult {
        Self.process(SourceReader.read(target), target, rules: rules.rules, matcher: matcher, keepSource: keepSource)
    }

    /// Scans text that did not come from disk (standard input) as if it were `target`.
    public func scan(bytes: [UInt8], as target: ScanTarget, keepSource: Bool = false) -> FileResult {
        Self.process(SourceReader.classify(bytes, target), target, rules: rules.rules, matcher: makeMatcher(),
                     keepSource: { _ in keepSource })
    }

    /// The language `target` is scanned as: its own, else its extension's, else Swift.
    static func language(of target: ScanTarget) -> Language {
        target.language ?? Language(path: target.path) ?? .swift
    }

    private static func process(
        _ outcome: SourceReader.Outcome, _ target: ScanTarget, rules: [Rule], matcher: RuleMatcher,
        keepSource: (SourceFile) -> Bool
    ) -> FileResult {
        var result = FileResult()
        result.path = target.displayPath
        result.absolutePath = target.path
        result.repository = target.repository
        switch outcome {
        case .skipped(let problem):
            result.problems = [problem]
        case .text(let bytes, let notes):
            let language = language(of: target)
            result.bytes = bytes.count
            result.scanned = true
            // A suppression directive is read, and its problems reported, from the lexed file.
            guard matcher.needsLexing(bytes, language: language, rules: rules) || SuppressionFilter.mayHoldDirectives(bytes) else {
                result.componentRecord = matcher.takeComponentRecord()
                result.problems = notes
                result.lines = bytes.withByteView { LineTable(scanning: $0) }.count
                return result
            }
            let source = SourceFile(path: target.displayPath, language: language, text: bytes)
            let (findings, problems) = matcher.findings(in: source, rules: rules)
            result.previewFindingsSkipped = matcher.takePreviewSkips()
            result.componentRecord = matcher.takeComponentRecord()
            result.findings = findings
            result.problems = notes + source.warnings.map {
                FileProblem(path: target.displayPath, kind: .warning, message: $0.message, line: $0.line)
            } + problems
            result.lines = source.lines.count
            if keepSource(source) { result.source = source }
        }
        return result
    }
}
