import A11yScanComponents
import A11yScanFindings
import A11yScanMatcher
import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Synchronization

extension ScanSession {
    /// A scan that makes the project's component summaries as it goes (`PendingComponents`):
    /// each file is read and its call tree built once, for its findings and its summaries
    /// together, and its result is held. Once every summary is known, the files that may call
    /// a component with checks are scanned again knowing them (a few in a hundred); then all
    /// results are passed on in report order, as a scan that knew the summaries from the start
    /// would have passed them.
    func run<Failure: Error>(_ order: ReportOrderedTargets, summarising pending: PendingComponents,
                             _ deliver: (FileFindings) throws(Failure) -> Void) throws(Failure) -> ScanSummary {
        let held = HeldResults(order, budget: pending.heldBytes)
        let early = self.early
        scanner.scanInOrder(order, keepSource: Self.keepSource(request.filters), scannedEarly: scannedEarly(order),
                            makeMatcher: { [scanner] in early?.matcher() ?? scanner.makeMatcher() }) { item, result in
            held.store(result, at: item)
        }
        held.indexPaths()
        let index = pending.finish(scanned: held)
        held.markCallers(of: index)

        var checking = scanner
        checking.componentRecorder = nil
        checking.components = index
        let filters = request.filters.filters(running: request.rules, components: index)
        var assembler = ResultAssembler(order: order, filters: filters, guidelines: request.guidelines)
        try checking.scanInOrder(order, keepSource: Self.keepSource(request.filters), scannedEarly: { held.take($0) }) {
            (item, result) throws(Failure) in
            if let file = assembler.take(item, result) { try deliver(file) }
        }
        return assembler.finish(walkProblems: walkProblems, nonShippingSkipped: nonShippingSkipped)
    }
}

/// Every file's result from the first pass of a scan that makes the component summaries,
/// until it is passed on; a result marked for a second scan is handed out as nil. Held without
/// the paths its target gives again, and only while the findings and sources held stay within
/// a budget: past it a file's record is kept, and the file is scanned again.
private final class HeldResults: ScannedFiles {
    private struct State {
        var results: [Scanner.FileResult?]
        var rescans: [Bool]
        /// The language of each file known by its byte triples alone that may name a component
        /// with checks: read again, and scanned again only when its bytes do (`take`).
        var rereads: [Language?]
        /// The names of the components with checks, per language, once known (`markCallers`).
        var checkedNames: [Language: AnyLiteralSearch] = [:]
        var budget: Int
        /// Items by the hash of their absolute path (`indexPaths`).
        var items: [Int: Int] = [:]
    }

    private let order: ReportOrderedTargets
    private let state: Mutex<State>

    init(_ order: ReportOrderedTargets, budget: Int) {
        self.order = order
        state = Mutex(State(results: Array(repeating: nil, count: order.count), rescans: Array(repeating: false, count: order.count),
                            rereads: Array(repeating: nil, count: order.count), budget: budget))
    }

    func store(_ result: Scanner.FileResult, at item: Int) {
        var result = result
        result.path = ""
        result.absolutePath = ""
        result.repository = nil
        var deferredCode = 0
        if case .deferred(let code?, _)? = result.componentRecord?.summaries { deferredCode = code.count }
        let cost = result.findings.reduce(0) { $0 + 256 + $1.snippet.utf8.count } + 3 * (result.source?.text.count ?? 0)
        state.withLock { state in
            state.budget -= cost + deferredCode
            if state.budget < 0 {
                result.findings = []
                result.source = nil
                state.rescans[item] = true
                if case .deferred(_, let summaries)? = result.componentRecord?.summaries {
                    result.componentRecord?.summaries = .deferred(code: nil, summaries: summaries)
                }
            }
            state.results[item] = result
        }
    }

    /// Makes `summaries(at:)` answer: the files' items by path. Files named on the command
    /// line are left to the summaries to read: they are read even when they look binary,
    /// which the summaries never do.
    func indexPaths() {
        var items: [Int: Int] = [:]
        for item in 0..<order.count {
            let target = order[item]
            if !target.explicitlyNamed { items[target.path.hashValue] = item }
        }
        state.withLock { $0.items = items }
    }

    func summaries(at path: String) -> ScannedSummaries? {
        guard let item = state.withLock({ $0.items[path.hashValue] }), order[item].path == path else { return nil }
        return state.withLock { $0.results[item]?.componentRecord?.summaries }
    }

    /// Marks for a second scan the files whose findings depend on the project's summaries: those
    /// that may call a component with checks or a shape, and those holding a root control fixed
    /// in its component. The records are dropped from all.
    ///
    /// A file scanned without a tree is known by its byte triples, which often say yes wrongly.
    /// Only a component with checks can change its result: its rules' words are not in the file,
    /// so no rule asks a component's shape there, and the second scan lexes it (and builds a
    /// tree) only when its bytes hold such a component's name. It is read again for that name
    /// first (`take`).
    func markCallers(of index: ComponentIndex) {
        let names = Dictionary(uniqueKeysWithValues: Language.allCases.map {
            ($0, CalledNames.Names(index.namesFindingsDependOn(for: $0)))
        })
        let checked = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, CalledNames.Names(index.checkedNames(for: $0))) })
        let checkedNames = Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
            (language, AnyLiteralSearch(index.checkedNames(for: language).map { Array($0.utf8) }))
        })
        let fixedRoots = index.pathsOfFixedRoots
        state.withLock { state in
            state.items = [:]
            state.checkedNames = checkedNames
            for item in state.results.indices {
                if !fixedRoots.isEmpty, fixedRoots.contains(order[item].displayPath) { state.rescans[item] = true }
                guard let record = state.results[item]?.componentRecord else { continue }
                state.results[item]?.componentRecord = nil
                if case .triples = record.calls {
                    if let names = checked[record.language], record.calls.mayCallAny(of: names) { state.rereads[item] = record.language }
                } else if let names = names[record.language], record.calls.mayCallAny(of: names) {
                    state.rescans[item] = true
                }
            }
        }
    }

    /// The held result of `item`, handed out once; nil when the file is to be scanned again.
    func take(_ item: Int) -> Scanner.FileResult? {
        guard var result = state.withLock({ state -> Scanner.FileResult? in
            defer { state.results[item] = nil }
            return state.rescans[item] ? nil : state.results[item]
        }) else { return nil }
        let target = order[item]
        let reread = state.withLock { state in state.rereads[item].flatMap { state.checkedNames[$0] } }
        if let reread, mayName(reread, target) { return nil }
        result.path = target.displayPath
        result.absolutePath = target.path
        result.repository = target.repository
        return result
    }

    /// Whether the file's bytes hold one of `names`; a file that cannot be read as it was is
    /// scanned again, which reports it.
    private func mayName(_ names: AnyLiteralSearch, _ target: ScanTarget) -> Bool {
        guard case .text(let bytes, _) = SourceReader.read(target) else { return true }
        return names.occurs(in: bytes)
    }
}
