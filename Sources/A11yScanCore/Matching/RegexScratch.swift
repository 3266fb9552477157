import CPCRE2

/// Per-thread matching state: PCRE2 match data, a match context with limits and a JIT stack.
/// Creating these is the expensive part of a match, so each worker keeps one for its lifetime.
public final class RegexScratch {
    private let matchData: OpaquePointer
    private let context: OpaquePointer
    private let jitStack: OpaquePointer?
    /// Capture offsets of the last successful match, as (start, end) byte pairs; -1 when unset.
    public private(set) var ovector: [Int] = []

    /// - Parameter matchLimit: PCRE2's match limit; a match that exceeds it throws
    ///   `RegexLimitError` instead of running for minutes.
    /// Whether `matches` may answer "no" from a pattern's required literals without PCRE2.
    let literalPrefilter: Bool

    /// - Parameter literalPrefilter: see `RequiredLiterals`; off only for reference runs.
    public init(matchLimit: UInt32 = 5_000_000, literalPrefilter: Bool = true) {
        self.literalPrefilter = literalPrefilter
        matchData = pcre2_match_data_create_8(64, nil)
        context = pcre2_match_context_create_8(nil)
        jitStack = pcre2_jit_stack_create_8(32 * 1024, 1024 * 1024, nil)
        pcre2_set_match_limit_8(context, matchLimit)
        pcre2_set_depth_limit_8(context, 10_000)
        if let jitStack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(jitStack)) }
    }

    deinit {
        pcre2_match_data_free_8(matchData)
        pcre2_match_context_free_8(context)
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
    }

    /// Finds the first match of `regex` in `buffer[range]` at or after `from`.
    /// Returns the match's byte range in buffer offsets, or nil. Lookbehind cannot see before
    /// `range.lowerBound`: the subject is exactly the range.
    /// With `startLimit` (only for patterns compiled with a `RegexSpine`), matches must start at
    /// or before that offset.
    public func firstMatch(
        _ regex: Regex, in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, from: Int? = nil, startLimit: Int? = nil
    ) throws -> Range<Int>? {
        guard let base = buffer.baseAddress, range.lowerBound <= range.upperBound else { return nil }
        let start = (from ?? range.lowerBound) - range.lowerBound
        guard start >= 0, start <= range.count else { return nil }
        regex.prepareForMatching()
        if let startLimit, regex.spine != nil { pcre2_set_offset_limit_8(context, startLimit - range.lowerBound) }
        let rc = pcre2_match_8(regex.code, base + range.lowerBound, range.count, start, 0, matchData, context)
        if startLimit != nil, regex.spine != nil { pcre2_set_offset_limit_8(context, Self.unset) }
        if rc == PCRE2_ERROR_NOMATCH { return nil }
        if rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT || rc == PCRE2_ERROR_HEAPLIMIT
            || rc == PCRE2_ERROR_JIT_STACKLIMIT {
            throw RegexLimitError(pattern: regex.pattern)
        }
        guard rc >= 0 else { throw RegexMatchError(pattern: regex.pattern, message: Regex.message(for: rc)) }
        let vector = pcre2_get_ovector_pointer_8(matchData)!
        let pairs = Int(pcre2_get_ovector_count_8(matchData))
        let used = min(pairs, regex.captureCount + 1)
        if ovector.count != used * 2 { ovector = Array(repeating: -1, count: used * 2) }
        for i in 0..<(used * 2) {
            let value = vector[i]
            ovector[i] = value == Int.max || value == ~0 ? -1 : Int(value) + range.lowerBound
        }
        return ovector[0]..<max(ovector[0], ovector[1])
    }

    /// PCRE2's "unset" offset (all bits set), which switches the offset limit off again.
    private static let unset = Int(bitPattern: UInt.max)

    /// Whether `regex` matches anywhere in `buffer[range]`.
    /// A region that lacks all of the pattern's required literals is answered without PCRE2.
    public func matches(_ regex: Regex, in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>) throws -> Bool {
        if literalPrefilter, range.count >= Self.prefilterSize, let literals = regex.literals,
           !literals.occurs(in: buffer, range: range) {
            return false
        }
        return try firstMatch(regex, in: buffer, range: range) != nil
    }

    /// Below this many bytes PCRE2 answers as fast as a literal search would.
    static let prefilterSize = 256

    /// The byte range of capture group `number` of the last match, if it participated.
    public func capture(_ number: Int) -> Range<Int>? {
        guard number * 2 + 1 < ovector.count, ovector[number * 2] >= 0 else { return nil }
        return ovector[number * 2]..<ovector[number * 2 + 1]
    }
}
