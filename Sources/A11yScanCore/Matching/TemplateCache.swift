/// Per-thread cache of patterns compiled after `${name}` substitution, so a capture value
/// seen again (the same view name in another file) is not compiled again. Its size is bounded
/// in bytes (compiled code and the filled-in patterns), oldest entries leaving first, so memory
/// does not grow with the number of distinct names in a large scan.
///
/// A pattern is JIT-compiled only when it is asked for again: most are used once, and JIT
/// compilation costs more than one interpreted match.
final class TemplateCache {
    /// A filled-in pattern's bytes, hashed as raw bytes (no String building or normalising).
    private struct Key: Hashable {
        let bytes: [UInt8]
        func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }

    private var compiled: [Key: (regex: Regex, promoted: Bool)] = [:]
    /// Keys in insertion order; `head` is the oldest still cached.
    private var order: [Key] = []
    /// Reused to fill in each pattern.
    private var filling: [UInt8] = []
    private var head = 0
    private var bytes = 0
    let budget: Int

    /// - Parameter budget: bytes of compiled and JIT code and of filled-in patterns to keep
    ///   (2 MiB by default: enough for the names a project reuses, small beside the rest of a
    ///   scan's memory).
    init(budget: Int = 2 << 20) { self.budget = budget }

    var count: Int { compiled.count }

    /// Bytes held by the keys, the evicted ones still listed in `order` included.
    var keyCapacity: Int { order.reduce(0) { $0 + $1.bytes.capacity } }

    /// The pattern with each `${name}` replaced by the captured bytes `capture(name)`, escaped
    /// to match literally.
    func regex(for template: [PatternTemplate.Part], literals: RequiredLiterals?,
               capture: (String) -> UnsafeBufferPointer<UInt8>) throws -> Regex {
        filling.removeAll(keepingCapacity: true)
        PatternTemplate.fill(template, into: &filling, capture: capture)
        let key = Key(bytes: filling)
        if let (regex, promoted) = compiled[key] {
            if !promoted {
                regex.promoteToJIT()
                compiled[key] = (regex, true)
                bytes += Self.jitSize(regex)
            }
            return regex
        }
        let regex = try Regex(String(decoding: key.bytes, as: UTF8.self), literals: literals, jit: false)
        // A copy of its own size: sharing `filling`'s buffer would keep its whole capacity
        // alive per entry once `filling` is reused.
        let kept = Key(bytes: filling.withUnsafeBufferPointer { Array($0) })
        compiled[kept] = (regex, false)
        order.append(kept)
        bytes += Self.size(regex, kept, promoted: false)
        evict()
        return regex
    }

    /// JIT code is made at the pattern's next match, after it is counted here, so its size is
    /// estimated from the compiled size (measured on the built-in rules: a few times larger).
    private static func jitSize(_ regex: Regex) -> Int { regex.compiledSize * 6 }

    /// What an entry costs: its compiled code, its JIT code once promoted, and its key (the
    /// filled-in pattern, which can be longer than its compiled form).
    private static func size(_ regex: Regex, _ key: Key, promoted: Bool) -> Int {
        regex.compiledSize + (promoted ? jitSize(regex) : 0) + key.bytes.count
    }

    private func evict() {
        while bytes > budget, head < order.count - 1 {
            if let (old, promoted) = compiled.removeValue(forKey: order[head]) {
                bytes -= Self.size(old, order[head], promoted: promoted)
            }
            head += 1
        }
        if head > 256, head * 2 > order.count {
            order.removeFirst(head)
            head = 0
        }
    }
}
