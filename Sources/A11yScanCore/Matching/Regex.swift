import CPCRE2
import Synchronization

/// A PCRE2 pattern compiled once (with JIT when available) and shared by every scanning
/// thread. Matching needs a per-thread `RegexScratch`; the compiled code itself is immutable.
public final class Regex: @unchecked Sendable {
    public let pattern: String
    let code: OpaquePointer
    /// Capture group names and their numbers, for `${name}` substitution in predicates.
    public let groupNames: [String: Int]
    public let captureCount: Int

    /// Literals one of which every match contains, for a `memchr`-fast "cannot match" answer.
    public var literals: RequiredLiterals? {
        analyze()
        return analysis.literals
    }

    /// For an anchor searched through whole files, the literals it can be found by.
    var spine: RegexSpine? {
        analyze()
        return analysis.spine
    }

    /// Compiles `pattern` in byte mode (patterns see UTF-8 bytes; `\w`, `\s` are ASCII classes),
    /// multi-line (`^`/`$` at line breaks). Throws `RegexError` with PCRE2's message and offset.
    /// - Parameter spine: look for a `RegexSpine`, so that searches for all matches of the
    ///   pattern jump from literal to literal (used for rule anchors).
    public convenience init(_ pattern: String, caseless: Bool = false, spine: Bool = false) throws {
        try self.init(pattern, caseless: caseless, analysis: nil, spine: spine, jit: true)
    }

    /// With the required literals already known (a filled-in template), and optionally without
    /// JIT compilation until `promoteToJIT()` (the interpreter is cheaper for a pattern used once).
    convenience init(_ pattern: String, literals: RequiredLiterals?, jit: Bool) throws {
        try self.init(pattern, caseless: false, analysis: Analysis(literals: literals, spine: nil), spine: false, jit: jit)
    }

    /// A pattern that matches only where the search starts (`CaptureLedPattern`'s rest),
    /// interpreted until `promoteToJIT()`.
    convenience init(anchored pattern: String) throws {
        try self.init(pattern, caseless: false, analysis: Analysis(literals: nil, spine: nil), spine: false, jit: false,
                      anchored: true)
    }

    private init(_ pattern: String, caseless: Bool, analysis known: Analysis?, spine: Bool, jit: Bool,
                 anchored: Bool = false) throws {
        self.pattern = pattern
        self.caseless = caseless
        self.wantsSpine = spine && !caseless
        analysis = known ?? Analysis(literals: nil, spine: nil)
        analysisReady = Atomic(known != nil)
        jitState = Atomic(jit ? JITState.pending.rawValue : JITState.interpreted.rawValue)
        var errorCode: Int32 = 0
        var errorOffset: Int = 0
        var options = UInt32(PCRE2_MULTILINE)
        if caseless { options |= UInt32(PCRE2_CASELESS) }
        if anchored { options |= UInt32(PCRE2_ANCHORED) }
        // Lets a search be told the last offset a match may start at (see `RegexSpine`).
        if wantsSpine { options |= UInt32(PCRE2_USE_OFFSET_LIMIT) }
        let compiled: OpaquePointer? = pattern.withCString { ptr in
            ptr.withMemoryRebound(to: UInt8.self, capacity: pattern.utf8.count) { bytes in
                pcre2_compile_8(bytes, pattern.utf8.count, options, &errorCode, &errorOffset, nil)
            }
        }
        guard let compiled else {
            throw RegexError(pattern: pattern, message: Regex.message(for: errorCode), offset: errorOffset)
        }
        code = compiled
        var count: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        captureCount = Int(count)
        groupNames = Regex.readGroupNames(code)
    }

    deinit { pcre2_code_free_8(code) }

    private let caseless: Bool
    private let wantsSpine: Bool

    /// What reading the pattern's text found; done on first use, like JIT compilation, since
    /// most patterns never run in a one-file editor scan.
    private struct Analysis {
        var literals: RequiredLiterals?
        var spine: RegexSpine?
    }

    private nonisolated(unsafe) var analysis: Analysis
    private let analysisReady: Atomic<Bool>

    @inline(__always)
    private func analyze() {
        if analysisReady.load(ordering: .acquiring) { return }
        onceLock.withLock { _ in
            guard !analysisReady.load(ordering: .relaxed) else { return }
            if !caseless, let shape = RegexShape(pattern: pattern) {
                analysis = Analysis(literals: RequiredLiterals(shape: shape), spine: wantsSpine ? RegexSpine(shape: shape) : nil)
            }
            analysisReady.store(true, ordering: .releasing)
        }
    }

    private enum JITState: UInt8 { case pending, compiled, interpreted }
    private let jitState: Atomic<UInt8>
    /// Guards what is done once, on first use: the analysis and JIT compilation.
    private let onceLock = Mutex(())

    /// JIT-compiles the pattern on first use, once, whichever thread gets there first: most
    /// predicate patterns never run in a given scan, and compiling them all would dominate the
    /// start-up of a one-file editor scan. JIT failure (an unsupported platform) is not an
    /// error: PCRE2's interpreter still matches.
    @inline(__always)
    func prepareForMatching() {
        if jitState.load(ordering: .acquiring) != JITState.pending.rawValue { return }
        onceLock.withLock { _ in
            guard jitState.load(ordering: .relaxed) == JITState.pending.rawValue else { return }
            _ = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE))
            jitState.store(JITState.compiled.rawValue, ordering: .releasing)
        }
    }

    /// Whether the pattern matches the empty text, asked of PCRE2's interpreter: a check made
    /// while loading rules should neither JIT-compile the pattern nor need a scratch.
    func matchesEmptyText() -> Bool {
        guard let data = pcre2_match_data_create_8(1, nil) else { return false }
        defer { pcre2_match_data_free_8(data) }
        let empty: [UInt8] = [0]
        let rc = empty.withUnsafeBufferPointer { pcre2_match_8(code, $0.baseAddress, 0, 0, UInt32(PCRE2_NO_JIT), data, nil) }
        return rc >= 0
    }

    /// Bytes of PCRE2's compiled pattern (without JIT code).
    var compiledSize: Int {
        var size = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_SIZE), &size)
        return size
    }

    /// Bytes of JIT code, 0 until the pattern was JIT-compiled.
    var jitSize: Int {
        var size = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_JITSIZE), &size)
        return size
    }

    /// Lets an interpreted pattern be JIT-compiled at its next match: it is being reused.
    func promoteToJIT() {
        _ = jitState.compareExchange(expected: JITState.interpreted.rawValue, desired: JITState.pending.rawValue,
                                     ordering: .acquiringAndReleasing)
    }

    static func message(for errorCode: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
        guard length > 0 else { return "PCRE2 error \(errorCode)" }
        return String(decoding: buffer[0..<Int(length)], as: UTF8.self)
    }

    private static func readGroupNames(_ code: OpaquePointer) -> [String: Int] {
        var nameCount: UInt32 = 0
        var entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>?
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMECOUNT), &nameCount)
        guard nameCount > 0 else { return [:] }
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table)
        guard let table else { return [:] }
        var names: [String: Int] = [:]
        for i in 0..<Int(nameCount) {
            let entry = table + i * Int(entrySize)
            let number = Int(entry[0]) << 8 | Int(entry[1])
            var end = 2
            while end < Int(entrySize), entry[end] != 0 { end += 1 }
            names[String(decoding: UnsafeBufferPointer(start: entry + 2, count: end - 2), as: UTF8.self)] = number
        }
        return names
    }
}

/// A pattern that did not compile, with PCRE2's own explanation.
public struct RegexError: Error, Sendable, Equatable {
    public var pattern: String
    public var message: String
    public var offset: Int
}

/// PCRE2 refused a match for a reason other than its limits: a defect here, reported as a
/// per-file rule problem rather than read as "no match".
public struct RegexMatchError: Error, Sendable, Equatable, CustomStringConvertible {
    public var pattern: String
    public var message: String
    public var description: String { "PCRE2 could not run `\(pattern)`: \(message)" }
}

/// A match failed because PCRE2's match limit was reached (catastrophic backtracking).
public struct RegexLimitError: Error, Sendable, Equatable {
    public var pattern: String
}
