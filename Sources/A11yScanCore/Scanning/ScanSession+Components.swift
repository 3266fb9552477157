import A11yScanComponents
import A11yScanFindings
import A11yScanMatcher
import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Dispatch
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
        ScanTrace.mark("first pass")
        let held = HeldResults(order, budget: pending.heldBytes)
        // The paths are indexed while the files are scanned, not in the serial step after.
        let indexing = DispatchGroup()
        DispatchQueue.global().async(group: indexing) { held.indexPaths() }
        let early = self.early
        scanner.scanUnordered(order, keepSource: Self.keepSource(request.filters), scannedEarly: scannedEarly(order),
                              makeMatcher: { [scanner] in scanner.matcher(reusing: early?.matcher()) }) { item, result in
            held.store(result, at: item)
        }
        ScanTrace.mark("summaries")
        indexing.wait()
        let index = pending.finish(scanned: held)
        ScanTrace.mark("callers marked")
        held.markCallers(of: index, layoutReaders: request.rules.rules.filter { $0.node?.readsLayouts == true })
        ScanTrace.mark("second pass")

        var checking = scanner
        checking.componentRecorder = nil
        checking.components = index
        let filters = request.filters.filters(running: request.rules, components: index)
        var assembler = ResultAssembler(order: order, filters: filters, guidelines: request.guidelines)
        // Most files are held results, handed on at once, and a few are scanned again: workers
        // run far ahead of delivery, so that one waits on a long file while the other goes on.
        try checking.scanInOrder(order, keepSource: Self.keepSource(request.filters), scannedEarly: { held.take($0) },
                                 window: HeldResults.window) {
            (item, result) throws(Failure) in
            if let file = assembler.take(item, result) { try deliver(file) }
        }
        ScanTrace.mark("second pass delivered")
        ScanTrace.writeCounts()
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
        /// Each result's record, held apart: the summaries ask for it by path, once for each file
        /// of the project, and reading it out of its result copied the whole result.
        var records: [FileComponentRecord?]
        var rescans: [Bool]
        /// What tells the files to scan again, once the summaries are known (`markCallers`).
        var callers: Callers?
        var budget: Int
        /// Items by their absolute path (`indexPaths`).
        var items: [String: Int] = [:]
    }

    private let order: ReportOrderedTargets
    private let state: Mutex<State>
    /// How far the second scan's workers run ahead of delivery: its results move from here to
    /// the scan's reorder buffer, so a wide window holds no more than was held.
    static let window = 4096

    init(_ order: ReportOrderedTargets, budget: Int) {
        self.order = order
        state = Mutex(State(results: Array(repeating: nil, count: order.count), records: Array(repeating: nil, count: order.count),
                            rescans: Array(repeating: false, count: order.count), budget: budget))
    }

    func store(_ result: Scanner.FileResult, at item: Int) {
        var result = result
        result.path = ""
        result.absolutePath = ""
        result.repository = nil
        var record = result.componentRecord
        result.componentRecord = nil
        var deferredCode = 0
        if case .deferred(let code?, _)? = record?.summaries { deferredCode = code.count }
        let cost = result.findings.reduce(0) { $0 + 256 + $1.snippet.utf8.count } + 3 * (result.source?.text.count ?? 0)
        state.withLock { state in
            state.budget -= cost + deferredCode
            if state.budget < 0 {
                result.findings = []
                result.source = nil
                state.rescans[item] = true
                if case .deferred(_, let summaries)? = record?.summaries {
                    record?.summaries = .deferred(code: nil, summaries: summaries)
                }
            }
            state.results[item] = result
            state.records[item] = record
        }
    }

    /// Makes `summaries(at:)` answer: the files' items by path. Files named on the command
    /// line are left to the summaries to read: they are read even when they look binary,
    /// which the summaries never do.
    func indexPaths() {
        var items: [String: Int] = [:]
        items.reserveCapacity(order.count)
        for item in 0..<order.count {
            let target = order[item]
            if !target.explicitlyNamed { items[target.path] = item }
        }
        state.withLock { $0.items = items }
    }

    func record(at path: String) -> FileComponentRecord? {
        state.withLock { state in
            guard let item = state.items[path] else { return nil }
            return state.records[item]
        }
    }

    /// Makes `take` tell the files whose findings depend on the project's summaries, which are
    /// then scanned again: those that may call a component with checks or a shape, and those
    /// holding a root control fixed in its component. Each file is told by the worker that
    /// takes it, so the telling runs in parallel.
    func markCallers(of index: ComponentIndex, layoutReaders: [Rule]) {
        let callers = Callers(index, layoutReaders: layoutReaders)
        state.withLock { state in
            state.items = [:]
            state.callers = callers
        }
    }

    /// The held result of `item`, handed out once, without its record; nil when the file is
    /// to be scanned again.
    func take(_ item: Int) -> Scanner.FileResult? {
        let (held, record, callers) = state.withLock { state in
            let result = state.results[item].take(), record = state.records[item].take()
            return (state.rescans[item] ? nil : result, record, state.callers)
        }
        guard var result = held else {
            ScanTrace.count("second pass, not held")
            return nil
        }
        let target = order[item]
        switch callers?.rescan(result, record, target) ?? .kept {
        case .kept: break
        case .componentCalls: result.awaitsComponentFindings = true
        case .whole: return nil
        }
        result.path = target.displayPath
        result.absolutePath = target.path
        result.repository = target.repository
        return result
    }

    /// What tells a file whose findings depend on the project's summaries (`markCallers`).
    private final class Callers: Sendable {
        /// How much of a held file is scanned again.
        enum Rescan {
            /// Its held result as it is.
            case kept
            /// Only its calls of components with checks: no call of it names a component with
            /// a shape, so its rules find what they found.
            case componentCalls
            case whole
        }

        let checked: [Language: CalledNames.Names]
        let shaped: [Language: CalledNames.Names]
        /// The names of components with checks, per language: what a file known by its bytes is
        /// read again for.
        let checkedNames: [Language: AnyLiteralSearch]
        /// The same for the names of components with a shape: those that are identifiers, found
        /// standing whole, and the others (`texts`, if any), found anywhere.
        let shapedNames: [Language: (names: AnyLiteralSearch, texts: AnyLiteralSearch?)]
        let fixedRoots: Set<String>
        /// The project's layouts, when it has rules reading them: indexed when a file first asks
        /// (in the second pass, beside the other worker), not while the callers are marked.
        let layouts: LazyLayoutIndex
        /// Whether the project's Kotlin code names views (`named-in-code:`).
        let namesViews: Bool

        init(_ index: ComponentIndex, layoutReaders: [Rule]) {
            layouts = layoutReaders.isEmpty ? .empty : index.lazyLayouts
            namesViews = index.knowsNamedViews
            checked = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, CalledNames.Names(index.checkedNames(for: $0))) })
            shaped = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, CalledNames.Names(index.shapedNames(for: $0))) })
            checkedNames = Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
                (language, AnyLiteralSearch(index.checkedNames(for: language).map { Array($0.utf8) }))
            })
            // A rule's gate asks for a shaped name standing whole when it is an identifier, else
            // anywhere (`RequiredWord`): the file is read for each as the gate would find it.
            var shapedNames: [Language: (names: AnyLiteralSearch, texts: AnyLiteralSearch?)] = [:]
            for language in Language.allCases {
                let names = index.shapedNames(for: language).map { Array($0.utf8) }
                let texts = names.filter { !$0.allSatisfy(LiteralIndex.isIdentifierByte) }
                shapedNames[language] = (AnyLiteralSearch(names.filter { $0.allSatisfy(LiteralIndex.isIdentifierByte) }),
                                         texts.isEmpty ? nil : AnyLiteralSearch(texts))
            }
            self.shapedNames = shapedNames
            fixedRoots = index.pathsOfFixedRoots
        }

        /// How much of the held `result` of `target`, whose record is `record`, is scanned again.
        ///
        /// A file scanned without a tree is known by its byte triples, which often say yes wrongly.
        /// Only a component with checks or a shape can change its result: a rule whose gate asks
        /// for a component of a shape (`RequiredWords.gate(componentNames:)`) may pass it once the
        /// components are known, and the second scan lexes it (and builds a tree) only when its
        /// bytes hold such a component's name. It is read again for those names first. A file
        /// with a tree that calls a component with checks but none with a shape
        /// keeps its findings, and only its component calls are checked (below the findings cap,
        /// where the first scan dropped none).
        func rescan(_ result: Scanner.FileResult, _ record: FileComponentRecord?, _ target: ScanTarget) -> Rescan {
            let rescan = decide(result, record, target)
            if ScanTrace.isOn {
                switch rescan {
                case .kept: ScanTrace.count("second pass, held result kept")
                case .componentCalls: ScanTrace.count("second pass, held result's component calls checked")
                case .whole: ScanTrace.count("second pass, held result scanned again whole")
                }
            }
            return rescan
        }

        private func decide(_ result: Scanner.FileResult, _ record: FileComponentRecord?, _ target: ScanTarget) -> Rescan {
            if !fixedRoots.isEmpty, fixedRoots.contains(target.displayPath) { return .whole }
            // A layout or nib rule's finding on a view the code names is dropped once the names are
            // known, and one on a view the layout hides comes back if the code shows it.
            if namesViews, target.language?.isMarkup == true {
                ScanTrace.count("second pass, markup")
                return .whole
            }
            // A rule may ask the layouts in an exemption (`unless: layout:`): a finding it made
            // before they were known may go once they are, which only a whole scan can tell.
            if let record, !result.findings.isEmpty, record.layoutAsks.contains(where: layouts.index.mayAnswer) {
                ScanTrace.count("second pass, findings where a layout may answer")
                return .whole
            }
            guard let record, let checked = checked[record.language], let shaped = shaped[record.language] else { return .kept }
            if case .triples = record.calls {
                let mayCallChecked = record.calls.mayCallAny(of: checked), mayCallShaped = record.calls.mayCallAny(of: shaped)
                guard mayCallChecked || mayCallShaped else { return .kept }
                ScanTrace.count("second pass, known by bytes, read again")
                return mayName(mayCallChecked ? checkedNames[record.language] : nil,
                               orShape: mayCallShaped ? shapedNames[record.language] : nil, target) ? .whole : .kept
            }
            if record.calls.mayCallAny(of: shaped) {
                ScanTrace.count("second pass, calls a shape")
                return .whole
            }
            // A rule that asked for a layout's view found nothing before they were known: when a
            // layout may answer, it runs with the component calls (`RuleMatcher.findings(in:rules:adding:)`),
            // the other rules do not again. A file where no such rule got that far finds nothing more.
            let readsLayouts = !record.layoutAsks.isEmpty && record.layoutAsks.contains(where: layouts.index.mayAnswer)
            guard readsLayouts || record.calls.mayCallAny(of: checked) else { return .kept }
            return result.findings.count < FindingCap.perFile ? .componentCalls : .whole
        }

        /// Whether the file's bytes hold one of `names` (components with checks) or `shaped`
        /// (with a shape) as a name of its own; a file that cannot be read as it was is scanned
        /// again, which reports it. One that holds a checked name only inside longer ones
        /// (`ChipButton`, not `Button`) calls none, but a scan that knew the summaries from the
        /// start would have lexed it for that word: it is scanned again when lexing it warns, so
        /// that its problems are that scan's. A shaped name only inside longer ones lets no gate
        /// through (it asks for the name standing whole): that scan would not have lexed the file for it.
        private func mayName(_ names: AnyLiteralSearch?, orShape shaped: (names: AnyLiteralSearch, texts: AnyLiteralSearch?)?,
                             _ target: ScanTarget) -> Bool {
            guard case .text(let bytes, _) = SourceReader.read(target) else { return true }
            if let shaped {
                if shaped.names.occurrence(in: bytes) == .asName { return true }
                if let texts = shaped.texts, texts.occurs(in: bytes) { return true }
            }
            guard let names else { return false }
            switch names.occurrence(in: bytes) {
            case .nowhere: return false
            case .asName: return true
            case .insideNames:
                ScanTrace.count("second pass, known by bytes, names only inside longer ones, lexed")
                return !SourceFile(path: target.displayPath, language: Scanner.language(of: target), text: bytes).warnings.isEmpty
            }
        }
    }
}
