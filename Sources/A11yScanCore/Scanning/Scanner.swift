import Dispatch
import Synchronization

/// Scans files in parallel with one `RuleMatcher` per worker, and merges the results in
/// input order, so the output is the same with 1 thread or 16.
public struct Scanner: Sendable {
    public var rules: RuleSet
    public var jobs: Int
    /// Rules sharing an anchor share one search; nil searches rule by rule (same findings).
    public var index: AnchorIndex?

    public init(rules: RuleSet, jobs: Int, combinedSearch: Bool = true) {
        self.rules = rules
        self.jobs = max(1, jobs)
        self.index = combinedSearch ? AnchorIndex(rules: rules.rules) : nil
    }

    /// The outcome of scanning one file.
    public struct FileResult: Sendable {
        public var findings: [Finding] = []
        public var problems: [FileProblem] = []
        public var lines = 0
        public var bytes = 0
        public var scanned = false
        /// Suppression comments and declarations, for the suppression filter.
        public var source: SourceFile?
    }

    public func scan(_ targets: [ScanTarget], keepSources: Bool = false) -> [FileResult] {
        scan(targets, keepSource: { _ in keepSources })
    }

    /// Scans `targets`; a file's lexed source stays in its result only when `keepSource` says so.
    public func scan(_ targets: [ScanTarget], keepSource: @escaping @Sendable (SourceFile) -> Bool) -> [FileResult] {
        let results = ResultSlots(count: targets.count)
        let next = Atomic<Int>(0)
        let workers = min(jobs, max(1, targets.count))
        let rules = self.rules.rules
        let index = self.index
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let matcher = RuleMatcher()
            while true {
                let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard item < targets.count else { break }
                results.store(Self.process(SourceReader.read(targets[item]), targets[item], rules: rules, index: index,
                                           matcher: matcher, keepSource: keepSource), at: item)
            }
        }
        return results.values()
    }

    /// Scans text that did not come from disk (standard input) as if it were `target`.
    public func scan(bytes: [UInt8], as target: ScanTarget, keepSource: Bool = false) -> FileResult {
        Self.process(SourceReader.classify(bytes, target), target, rules: rules.rules, index: index,
                     matcher: RuleMatcher(), keepSource: { _ in keepSource })
    }

    private static func process(
        _ outcome: SourceReader.Outcome, _ target: ScanTarget, rules: [Rule], index: AnchorIndex?,
        matcher: RuleMatcher, keepSource: (SourceFile) -> Bool
    ) -> FileResult {
        var result = FileResult()
        switch outcome {
        case .skipped(let problem):
            result.problems = [problem]
        case .text(let bytes, let notes):
            let language = target.language ?? Language(pathExtension: String(target.path.split(separator: ".").last ?? "")) ?? .swift
            let source = SourceFile(path: target.displayPath, language: language, text: bytes)
            let (findings, problems) = matcher.findings(in: source, rules: rules, index: index)
            result.findings = findings
            result.problems = notes + source.warnings.map {
                FileProblem(path: target.displayPath, kind: .warning, message: $0.message, line: $0.line)
            } + problems
            result.lines = source.lines.count
            result.bytes = bytes.count
            result.scanned = true
            if keepSource(source) { result.source = source }
        }
        return result
    }
}

/// Fixed slots written once each by whichever worker scanned that file.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Scanner.FileResult]
    private let lock = Mutex(())

    init(count: Int) { slots = Array(repeating: Scanner.FileResult(), count: count) }

    func store(_ result: Scanner.FileResult, at index: Int) {
        lock.withLock { _ in slots[index] = result }
    }

    func values() -> [Scanner.FileResult] { lock.withLock { _ in slots } }
}
