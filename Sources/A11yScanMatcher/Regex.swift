import CPCRE2
import Synchronization

/// A PCRE2 pattern compiled once (with JIT when available) and shared by every scanning
/// thread. Matching needs a per-thread `RegexScratch`; the compiled code never changes once made.
public final class Regex: @unchecked Sendable {
    public let pattern: String
    /// The compiled pattern; nil until the first match for a pattern compiled when used.
    private var compiled: OpaquePointer?
    /// Capture group names and their numbers, for `${name}` references in later patterns.
    public let groupNames: [String: Int]
    public private(set) var captureCount = 0

    /// Compiles `pattern` in byte mode (patterns see UTF-8 bytes; `\w`, `\s` are ASCII classes),
    /// multi-line (`^`/`$` at line breaks). Throws `RegexError` with PCRE2's message and offset.
    public init(_ pattern: String) throws {
        self.pattern = pattern
        let code = try Self.compile(pattern)
        compiled = code
        captureCount = Self.captureCount(code)
        groupNames = Regex.readGroupNames(code)
    }

    /// A pattern known to compile (a built-in rule's, which the tests compile), compiled on its
    /// first match: a one-file editor scan matches about a quarter of the patterns it loads, and
    /// compiling the others cost 3 % of it. One that may name a group is compiled at once, as
    /// its names must be known before any match.
    public convenience init(compiledWhenUsed pattern: String) throws {
        if Self.mayNameGroups(pattern) {
            try self.init(pattern)
        } else {
            self.init(uncompiled: pattern)
        }
    }

    private init(uncompiled pattern: String) {
        self.pattern = pattern
        groupNames = [:]
    }

    deinit {
        if let compiled { pcre2_code_free_8(compiled) }
        if let jitCopy { pcre2_code_free_8(jitCopy) }
    }

    /// Whether patterns are JIT-compiled on first use; set once, before any match, by a process
    /// that scans one file (an editor's scan). There most patterns run a few dozen times over
    /// one file's regions: JIT-compiling the 41 patterns an editor's scan of a Compose file
    /// reaches cost 4.7 M instructions, more than PCRE2's interpreter takes for their matches.
    /// A pattern is interpreted until its matches have cost `interpretedWork`, then JIT-compiled.
    /// The interpreter finds the same matches; only its limits count differently.
    public static let compilesJIT = Atomic<Bool>(true)
    /// About where JIT code pays for itself, counting a match as its subject's bytes and 256
    /// more for starting it: compiling the code costs what the interpreter takes more than JIT
    /// code for a hundred short matches, or for tens of kilobytes read.
    static let interpretedWork = 32_768

    /// The code matches run, once final (`jitReady`): `compiled`, JIT-compiled in place, or its
    /// JIT-compiled copy (`jitCopy`) when it was interpreted first, as other threads may still be
    /// matching with it.
    private var jitCode: OpaquePointer?
    private var jitCopy: OpaquePointer?
    private let jitReady = Atomic<Bool>(false)
    /// `compiled` is set and may be interpreted (`compilesJIT` off).
    private let interpretable = Atomic<Bool>(false)
    /// What the interpreted matches cost so far (`interpretedWork`).
    private let workInterpreted = Atomic<Int>(0)
    /// Guards compiling and JIT compilation, done once, on first use.
    private let onceLock = Mutex(())

    /// The code to match with. Compiles the pattern if it is not yet, and JIT-compiles it (at
    /// once, or without `compilesJIT` once its interpreted matches cost `interpretedWork`),
    /// once, whichever thread gets there first: most rule patterns never run in a given scan, and compiling
    /// them all would dominate the start-up of a one-file editor scan. JIT failure (an
    /// unsupported platform) is not an error: PCRE2's interpreter still matches.
    @inline(__always)
    func codeForMatching(subjectLength: Int) throws -> OpaquePointer {
        if jitReady.load(ordering: .acquiring) { return jitCode! }
        if interpretable.load(ordering: .acquiring),
           workInterpreted.wrappingAdd(256 + subjectLength, ordering: .relaxed).oldValue < Self.interpretedWork {
            return compiled!
        }
        return try onceLock.withLock { _ in
            if jitReady.load(ordering: .relaxed) { return jitCode! }
            if compiled == nil {
                do {
                    let code = try Self.compile(pattern)
                    captureCount = Self.captureCount(code)
                    compiled = code
                } catch let error as RegexError {
                    throw RegexMatchError(pattern: pattern, message: "does not compile: \(error.message) at offset \(error.offset)")
                }
            }
            if interpretable.load(ordering: .relaxed) {
                // Other threads may be interpreting `compiled`: JIT code is added to a copy.
                jitCopy = pcre2_code_copy_8(compiled)
                if let jitCopy { _ = pcre2_jit_compile_8(jitCopy, UInt32(PCRE2_JIT_COMPLETE)) }
                jitCode = jitCopy ?? compiled
            } else if Self.compilesJIT.load(ordering: .relaxed) {
                _ = pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE))
                jitCode = compiled
            } else {
                interpretable.store(true, ordering: .releasing)
                return compiled!
            }
            jitReady.store(true, ordering: .releasing)
            return jitCode!
        }
    }

    /// Whether `pattern` may name a group: `(?<name>`, `(?'name'`, `(?P<name>` (a lookbehind
    /// `(?<=` and the other `(?P` forms count too, which only costs compiling them at once).
    private static func mayNameGroups(_ pattern: String) -> Bool {
        let bytes = Array(pattern.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "(") && bytes[index + 1] == UInt8(ascii: "?") {
            let next = bytes[index + 2]
            if next == UInt8(ascii: "<") || next == UInt8(ascii: "'") || next == UInt8(ascii: "P") { return true }
        }
        return false
    }

    private static func compile(_ pattern: String) throws -> OpaquePointer {
        var errorCode: Int32 = 0
        var errorOffset: Int = 0
        let options = UInt32(PCRE2_MULTILINE)
        let compiled: OpaquePointer? = pattern.withCString { ptr in
            ptr.withMemoryRebound(to: UInt8.self, capacity: pattern.utf8.count) { bytes in
                pcre2_compile_8(bytes, pattern.utf8.count, options, &errorCode, &errorOffset, nil)
            }
        }
        guard let compiled else {
            throw RegexError(pattern: pattern, message: Regex.message(for: errorCode), offset: errorOffset)
        }
        return compiled
    }

    private static func captureCount(_ code: OpaquePointer) -> Int {
        var count: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        return Int(count)
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
