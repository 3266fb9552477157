import XCTest
@testable import A11yScanCore

/// The template cache must reuse compiled patterns and stay within its byte budget however
/// many distinct capture values a scan meets.
final class TemplateCacheTests: XCTestCase {
    private let template = PatternTemplate.parts(of: #"\b${view}\s*\.\s*isEnabled\s*="#)

    private func fill(_ cache: TemplateCache, _ value: String) throws -> Regex {
        let bytes = Array(value.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in try cache.regex(for: template, literals: nil) { _ in buffer } }
    }

    func testCapturedBytesAreEscapedLikeText() {
        for value in ["a.b", "x(y)", "naïve", "tab\there", ""] {
            let parts = PatternTemplate.parts(of: #"<${v}>"#)
            var bytes: [UInt8] = []
            Array(value.utf8).withUnsafeBufferPointer { buffer in PatternTemplate.fill(parts, into: &bytes) { _ in buffer } }
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), PatternTemplate.fill(parts) { _ in PatternTemplate.escape(value) }, value)
        }
    }

    func testTheSameValueGivesTheSamePattern() throws {
        let cache = TemplateCache()
        let first = try fill(cache, "saveButton")
        let second = try fill(cache, "saveButton")
        let other = try fill(cache, "cancelButton")
        XCTAssertTrue(first === second)
        XCTAssertFalse(first === other)
        XCTAssertEqual(first.pattern, #"\bsaveButton\s*\.\s*isEnabled\s*="#)
    }

    func testCapturedTextIsMatchedLiterally() throws {
        let cache = TemplateCache()
        let regex = try fill(cache, "a.b")
        let scratch = RegexScratch()
        for (text, expected) in [("a.b.isEnabled = true", true), ("axb.isEnabled = true", false)] {
            let bytes = Array(text.utf8)
            try bytes.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(try scratch.matches(regex, in: buffer, range: 0..<buffer.count), expected, text)
            }
        }
    }

    func testTheBudgetBoundsTheCache() throws {
        let probe = try Regex(#"\bview0\s*\.\s*isEnabled\s*="#)
        let budget = probe.compiledSize * 20
        let cache = TemplateCache(budget: budget)
        for index in 0..<500 {
            _ = try fill(cache, "view\(index)")
        }
        XCTAssertLessThanOrEqual(cache.count, 21)
        XCTAssertGreaterThanOrEqual(cache.count, 10)
        // The oldest left first: the newest is still cached, the first is compiled anew.
        let newest = try fill(cache, "view499")
        XCTAssertTrue(newest === (try fill(cache, "view499")))
    }

    func testLongFilledInPatternsCountTowardsTheBudget() throws {
        // A long capture compiles to little more than a long literal, but its key (the filled
        // pattern) is as long as the capture: the budget must see both.
        let long = String(repeating: "x", count: 4000)
        let cache = TemplateCache(budget: 64 << 10)
        for index in 0..<200 {
            _ = try fill(cache, "\(long)\(index)")
        }
        XCTAssertLessThanOrEqual(cache.count, (64 << 10) / 4000 + 1)
        XCTAssertGreaterThanOrEqual(cache.count, 2)
    }

    func testKeysKeepOnlyTheirOwnBytes() throws {
        // One long value first: the buffer patterns are filled in grows to its size, and no
        // later key may keep a buffer that large.
        let cache = TemplateCache()
        _ = try fill(cache, String(repeating: "x", count: 20000))
        for index in 0..<300 { _ = try fill(cache, "view\(index)") }
        XCTAssertLessThan(cache.keyCapacity, 20000 + 300 * 200)
    }

    func testAReusedPatternIsJITCompiledAtItsNextMatch() throws {
        let cache = TemplateCache()
        let regex = try fill(cache, "toggle")
        let scratch = RegexScratch()
        let bytes = Array("toggle.isEnabled = false".utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            XCTAssertTrue(try scratch.matches(regex, in: buffer, range: 0..<buffer.count))
            XCTAssertEqual(regex.jitSize, 0, "used once: interpreted")
            _ = try fill(cache, "toggle")
            XCTAssertTrue(try scratch.matches(regex, in: buffer, range: 0..<buffer.count))
            XCTAssertGreaterThan(regex.jitSize, 0, "asked for again: JIT-compiled")
        }
    }
}
