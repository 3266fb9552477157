/// A rule's run on one candidate of a component's body as written, and which of the
/// component parameters' names it read as an argument's value (`NodeEvaluator.watched`). Run
/// again with parameters it did not read bound, the rule takes the same course to the same
/// answer, so the summariser runs it bound only for the parameters it read.
enum AsWrittenRun {
    case ran(fires: Bool, reads: UInt64)
    /// A run that failed (a regex limit) tells nothing: every binding is run, and the error
    /// comes back where the answer is asked for, as it would have without this run.
    case failed(Error)

    init(_ body: NodeRuleBody, _ candidate: Int32, _ evaluator: NodeEvaluator) {
        evaluator.watchedReads = 0
        do {
            let fires = try NodeRuleMatcher.fires(body, candidate, evaluator)
            self = .ran(fires: fires, reads: evaluator.watchedReads)
        } catch {
            self = .failed(error)
        }
    }

    /// Whether the run read the watched name numbered `number` (or failed).
    func read(_ number: Int) -> Bool {
        switch self {
        case .ran(_, let reads): return reads & 1 << UInt64(min(number, 63)) != 0
        case .failed: return true
        }
    }

    func fires() throws -> Bool {
        switch self {
        case .ran(let fires, _): return fires
        case .failed(let error): throw error
        }
    }
}
