import A11yScanMatcher
import Synchronization

/// Compiled patterns shared by the rules one loader reads: the same text recurs across rules
/// (one pattern appears 14 times in the Swift rules), and each copy would otherwise be
/// compiled and JIT-compiled on its own, work a one-file editor scan pays at start.
final class RegexPool: Sendable {
    /// Sized for the built-in rules' patterns, so that loading them never rehashes the table.
    private let compiled = Mutex([String: Regex](minimumCapacity: 256))
    /// Whether patterns are compiled on their first match (`Regex(compiledWhenUsed:)`): only for
    /// patterns known to compile, the built-in ones.
    private let compilesWhenUsed: Bool

    init(compilesWhenUsed: Bool = false) {
        self.compilesWhenUsed = compilesWhenUsed
    }

    /// The pattern compiled once per loader; a pattern that does not compile is not kept, so
    /// each rule that uses it reports the error itself.
    func regex(_ pattern: String) throws -> Regex {
        if let known = compiled.withLock({ $0[pattern] }) { return known }
        let regex = compilesWhenUsed ? try Regex(compiledWhenUsed: pattern) : try Regex(pattern)
        return compiled.withLock { pool in
            if let raced = pool[pattern] { return raced }
            pool[pattern] = regex
            return regex
        }
    }
}
