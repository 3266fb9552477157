import Synchronization

/// A built-in rule's patterns compiled when first asked for, not when the rule is loaded. A
/// one-file editor scan compiled every rule of the file's language before reading the file
/// (two fifths of its instructions), while the file's words let only some of them run: the
/// others are known by their words alone (`BuiltinRequiredWords`, a row per rule), which
/// decide that they find nothing there. Only for built-in rules: their words are in that
/// table, and the tests compile them all, so compiling one later cannot fail.
final class DeferredRuleBody: Sendable {
    private let row: Int
    private let compile: @Sendable () throws -> NodeRuleBody
    private let compiled = Mutex<NodeRuleBody?>(nil)

    /// The rule of row `row` of the built-in rules, compiled by `compile`.
    init(row: Int, compile: @escaping @Sendable () throws -> NodeRuleBody) {
        self.row = row
        self.compile = compile
    }

    var requiredWords: RequiredWords { BuiltinRequiredWords.words(ofRuleAt: row) }

    var isCompiled: Bool { compiled.withLock { $0 != nil } }

    var body: NodeRuleBody {
        compiled.withLock { compiled in
            if let compiled { return compiled }
            let body: NodeRuleBody
            do {
                body = try compile()
            } catch {
                fatalError("a built-in rule does not compile (the tests check every one does): \(error)")
            }
            body.takesRequiredWords(fromBuiltInRow: row)
            compiled = body
            return body
        }
    }
}
