import A11yScanSyntax
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
    public init(matchLimit: UInt32 = 5_000_000) {
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

    /// Finds the first match of `regex` in `buffer[range]`.
    /// Returns the match's byte range in buffer offsets, or nil. Lookbehind cannot see before
    /// `range.lowerBound`: the subject is exactly the range.
    public func firstMatch(_ regex: Regex, in bytes: ByteView, range: Range<Int>) throws -> Range<Int>? {
        guard let base = bytes.buffer.baseAddress, range.lowerBound <= range.upperBound else { return nil }
        let code = try regex.codeForMatching(subjectLength: range.count)
        let rc = pcre2_match_8(code, base + range.lowerBound, range.count, 0, 0, matchData, context)
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

    /// The byte range of capture group `number` of the last match, if it participated.
    public func capture(_ number: Int) -> Range<Int>? {
        guard number * 2 + 1 < ovector.count, ovector[number * 2] >= 0 else { return nil }
        return ovector[number * 2]..<ovector[number * 2 + 1]
    }
}
