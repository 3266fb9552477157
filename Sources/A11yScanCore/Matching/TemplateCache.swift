/// Per-thread cache of patterns compiled after `${name}` substitution, so a capture value
/// seen again (the same view name in another file) is not compiled again. Its size is bounded
/// in bytes of compiled code, oldest entries leaving first, so memory does not grow with the
/// number of distinct names in a large scan.
///
/// A pattern is JIT-compiled only when it is asked for again: most are used once, and JIT
/// compilation costs more than one interpreted match.
final class TemplateCache {
    private var compiled: [String: (regex: Regex, promoted: Bool)] = [:]
    /// Keys in insertion order; `head` is the oldest still cached.
    private var order: [String] = []
    private var head = 0
    private var bytes = 0
    let budget: Int

    /// - Parameter budget: bytes of compiled and JIT code to keep (2 MiB by default: enough
    ///   for the names a project reuses, small beside the rest of a scan's memory).
    init(budget: Int = 2 << 20) { self.budget = budget }

    var count: Int { compiled.count }

    func regex(for template: [PatternTemplate.Part], literals: RequiredLiterals?,
               substituting value: (String) -> String) throws -> Regex {
        let text = PatternTemplate.fill(template) { PatternTemplate.escape(value($0)) }
        if let (regex, promoted) = compiled[text] {
            if !promoted {
                regex.promoteToJIT()
                compiled[text] = (regex, true)
                bytes += Self.jitSize(regex)
            }
            return regex
        }
        let regex = try Regex(text, literals: literals, jit: false)
        compiled[text] = (regex, false)
        order.append(text)
        bytes += regex.compiledSize
        evict()
        return regex
    }

    /// JIT code is made at the pattern's next match, after it is counted here, so its size is
    /// estimated from the compiled size (measured on the built-in rules: a few times larger).
    private static func jitSize(_ regex: Regex) -> Int { regex.compiledSize * 6 }

    private func evict() {
        while bytes > budget, head < order.count - 1 {
            if let (old, promoted) = compiled.removeValue(forKey: order[head]) {
                bytes -= old.compiledSize + (promoted ? Self.jitSize(old) : 0)
            }
            head += 1
        }
        if head > 4096, head * 2 > order.count {
            order.removeFirst(head)
            head = 0
        }
    }
}
