@testable import A11yScanMatcher
import A11yScanSyntax
import XCTest

/// PCRE2 is handed a pointer into the caller's buffer and a length: a match must stay inside
/// the range asked for, at its edges too, and its offsets must be the buffer's.
final class RegexScratchTests: XCTestCase {
    private let scratch = RegexScratch()

    private func firstMatch(_ pattern: String, in text: String, range: Range<Int>? = nil) throws -> Range<Int>? {
        let bytes = Array(text.utf8)
        let regex = try Regex(pattern)
        return try bytes.withUnsafeBufferPointer { try scratch.firstMatch(regex, in: ByteView($0), range: range ?? 0..<bytes.count) }
    }

    func testOffsetsAreTheBuffersAndTheSubjectIsExactlyTheRange() throws {
        XCTAssertEqual(try firstMatch("b+", in: "aabbbcc"), 2..<5)
        XCTAssertEqual(try firstMatch("b+", in: "aabbbcc", range: 3..<7), 3..<5, "the match starts at the range, not before")
        XCTAssertNil(try firstMatch("c", in: "aabbbcc", range: 0..<5), "bytes past the range are not seen")
        XCTAssertEqual(try firstMatch("c$", in: "aabbbcc", range: 0..<6), 5..<6, "the range's end is the subject's end")
        XCTAssertNil(try firstMatch("(?<=a)b", in: "aabbbcc", range: 2..<7), "lookbehind cannot see before the range")
    }

    func testEmptyRangesAndMatchesAtTheLastByte() throws {
        XCTAssertEqual(try firstMatch("$", in: "abc", range: 3..<3), 3..<3)
        XCTAssertNil(try firstMatch("a", in: "abc", range: 1..<1))
        XCTAssertEqual(try firstMatch("c", in: "abc"), 2..<3)
        XCTAssertNil(try firstMatch("x", in: ""), "an empty buffer has no base address and no match")
    }

    func testCapturesComeFromTheLastMatchAndUnsetGroupsAreNil() throws {
        XCTAssertEqual(try firstMatch("(a)(x)?(b)", in: "zzab"), 2..<4)
        XCTAssertEqual(scratch.capture(1), 2..<3)
        XCTAssertNil(scratch.capture(2), "a group that did not take part")
        XCTAssertEqual(scratch.capture(3), 3..<4)
        XCTAssertNil(scratch.capture(9), "a group the pattern does not have")
        XCTAssertEqual(try firstMatch("(q)", in: "xq", range: 1..<2), 1..<2)
        XCTAssertEqual(scratch.capture(1), 1..<2)
        XCTAssertNil(scratch.capture(3), "groups of the earlier pattern are gone")
    }

    func testAMatchPastItsLimitThrowsInsteadOfRunningOn() throws {
        let bounded = RegexScratch(matchLimit: 1_000)
        let regex = try Regex("(a|aa)+$")
        let bytes = Array(String(repeating: "a", count: 64).utf8) + [UInt8(ascii: "b")]
        XCTAssertThrowsError(try bytes.withUnsafeBufferPointer { try bounded.firstMatch(regex, in: ByteView($0), range: 0..<bytes.count) }) {
            XCTAssertTrue($0 is RegexLimitError, "\($0)")
        }
        XCTAssertThrowsError(try Regex("a(")) { XCTAssertTrue($0 is RegexError) }
    }

    /// A pattern compiled on its first match matches as one compiled at once, captures
    /// included; one that names a group knows its names before any match; one that does not
    /// compile says so when matched.
    func testAPatternCompiledWhenUsedMatchesAsOneCompiledAtOnce() throws {
        let bytes = Array("zzab cd".utf8)
        let match = { (regex: Regex) in
            try bytes.withUnsafeBufferPointer { try self.scratch.firstMatch(regex, in: ByteView($0), range: 0..<bytes.count) }
        }
        let lazy = try Regex(compiledWhenUsed: "(a)(x)?(b)")
        XCTAssertEqual(try match(lazy), try match(try Regex("(a)(x)?(b)")))
        XCTAssertEqual(try match(lazy), 2..<4)
        XCTAssertEqual(lazy.captureCount, 3)
        XCTAssertEqual(scratch.capture(3), 3..<4)
        XCTAssertEqual(try Regex(compiledWhenUsed: #"(?<letter>[cd])\s*(?'other'd)"#).groupNames, ["letter": 1, "other": 2])
        XCTAssertEqual(try match(try Regex(compiledWhenUsed: "(?<=b) c")), 4..<6)
        let broken = try Regex(compiledWhenUsed: "a(")
        for _ in 0..<2 {
            XCTAssertThrowsError(try match(broken)) { XCTAssertTrue("\($0)".contains("does not compile"), "\($0)") }
        }
    }

    /// A process that scans one file matches without JIT code until a pattern's matches have
    /// cost `interpretedWork`, then with a JIT-compiled copy: the same matches and captures throughout, for
    /// patterns compiled at once and when first used.
    func testPatternsMatchTheSameWithoutJITCode() throws {
        let text = Array("val x = R.id.delete_button; Icon(painter, contentDescription = null) // é ü".utf8)
        let patterns = [#"\bR\.id\.(?<view>\w+)"#, #"contentDescription\s*=\s*(null|"")"#, #"(?:^|\.)([A-Za-z_]\w*)$"#, "é|ü", "(?i)ICON"]
        func matches(_ regexes: [Regex]) throws -> [[Range<Int>?]] {
            try text.withUnsafeBufferPointer { buffer in
                try regexes.map { regex in
                    guard let found = try scratch.firstMatch(regex, in: ByteView(buffer), range: 0..<text.count) else { return [] }
                    return [found] + (0...regex.captureCount).map { scratch.capture($0) }
                }
            }
        }
        let jit = try matches(patterns.map { try Regex($0) })
        Regex.compilesJIT.store(false, ordering: .relaxed)
        defer { Regex.compilesJIT.store(true, ordering: .relaxed) }
        for regexes in [try patterns.map { try Regex(compiledWhenUsed: $0) }, try patterns.map { try Regex($0) }] {
            for round in 0..<(Regex.interpretedWork / 256 + 2) { XCTAssertEqual(try matches(regexes), jit, "round \(round)") }
        }
        XCTAssertEqual(jit.filter { !$0.isEmpty }.count, 4)
    }
}
