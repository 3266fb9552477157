@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// Findings on very long (minified or generated) lines: each costs work bounded by constants,
/// not by the line's length, and carries a window of the line instead of all of it. Before,
/// the line below took minutes in a debug build and its JSON report weighed 700 MB.
final class LongLineFindingTests: XCTestCase {
    private static let rule = "swiftui-image-missing-label"
    /// What a finding of `rule` covers: the name of the image it reports (images with a
    /// file-like asset name, such as the units below).
    private static let anchorText = "Image"
    private static let unit = "Image(\"icon_gear\").padding(4) "

    private func scan(_ text: String, as path: String = "Minified.swift") throws -> (SourceFile, [Finding]) {
        let source = SourceFile(path: path, language: .swift, text: Array(text.utf8))
        // Only the rule under test: the units show an image beside text, which other rules report too.
        let rules = try RuleSet.builtIn().rules.filter { $0.id == Self.rule }
        let (findings, problems) = RuleMatcher().findings(in: source, rules: rules)
        XCTAssertEqual(problems, [])
        return (source, findings)
    }

    /// `body` as the only line of a SwiftUI view, inside a `VStack`.
    private func view(_ body: String) -> String {
        "struct V: View { var body: some View { VStack { " + body + " } } }"
    }

    /// Byte offsets where `needle` starts in `text`.
    private func offsets(of needle: String, in text: String) -> [Int] {
        let bytes = Array(text.utf8), pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return [] }
        return (0...(bytes.count - pattern.count)).filter { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    /// The position the slow way: every scalar from the start of the line.
    private func slowPosition(_ offset: Int, in source: SourceFile) -> (line: Int, column: Int) {
        source.text.withUnsafeBufferPointer { source.lines.position(of: offset, in: $0) }
    }

    /// The snippet's scalars from `column - snippetColumn` on are the matched text.
    private func assertSnippetHoldsMatch(_ finding: Finding, file: StaticString = #filePath, line: UInt = #line) {
        let scalars = Array(finding.snippet.unicodeScalars)
        let start = finding.column - finding.snippetColumn
        let end = finding.endColumn - finding.snippetColumn
        guard start >= 0, start <= end, end <= scalars.count else {
            return XCTFail("match \(start)..<\(end) outside a snippet of \(scalars.count) scalars", file: file, line: line)
        }
        XCTAssertEqual(String(String.UnicodeScalarView(scalars[start..<end])), Self.anchorText, file: file, line: line)
    }

    func testThousandsOfFindingsOnOneLongLineAreLinearAndBounded() throws {
        let count = 200 * 1024 / Self.unit.utf8.count + 1
        let text = view(String(repeating: Self.unit, count: count))
        XCTAssertGreaterThanOrEqual(text.utf8.count, 200 * 1024)
        let (source, findings) = try scan(text)

        XCTAssertEqual(findings.count, count)
        XCTAssertEqual(Set(findings.map(\.ruleID)), [Self.rule])
        XCTAssertEqual(Set(findings.map(\.line)), [1])
        for finding in findings {
            XCTAssertLessThanOrEqual(finding.snippet.utf8.count, Finding.maximumSnippetBytes)
            assertSnippetHoldsMatch(finding)
        }
        XCTAssertEqual(findings.first?.snippetColumn, 1, "the first match is near the line start")
        XCTAssertEqual(findings.first?.snippetTruncated, true)
        XCTAssertEqual(findings.last?.snippetTruncated, false, "the last window reaches the line end")
        XCTAssertEqual(findings.last.map { $0.snippet.hasSuffix(" } } }") }, true)

        let starts = offsets(of: Self.anchorText, in: text)
        XCTAssertEqual(starts.count, count)
        for index in Swift.stride(from: 0, to: count, by: 97) + [count - 1] {
            let slow = slowPosition(starts[index], in: source)
            XCTAssertEqual(findings[index].column, slow.column, "finding \(index)")
            XCTAssertEqual(findings[index].endColumn, slowPosition(starts[index] + Self.anchorText.utf8.count, in: source).column)
        }
    }

    /// Multi-byte characters of every length all around the match, shifted byte by byte so
    /// that both cuts land at every place inside a scalar: none is split, columns stay right.
    func testWindowCutsNeverSplitAScalarAndColumnsStayRight() throws {
        let filler = "\u{E9}\u{2615}\u{1F44D}"
        for shift in 0..<9 {
            let before = String(repeating: "x", count: shift) + String(repeating: filler, count: 40)
            let after = String(repeating: filler, count: 80)
            let line = view("Color(\"" + before + "\") Image(\"icon_gear\") Color(\"" + after + "\")")
            let (source, findings) = try scan(line)
            let finding = try XCTUnwrap(findings.first { $0.ruleID == Self.rule }, "shift \(shift)")
            XCTAssertGreaterThan(finding.snippetColumn, 1, "shift \(shift): cut before the match")
            XCTAssertTrue(finding.snippetTruncated, "shift \(shift): cut after the match")
            XCTAssertFalse(finding.snippet.unicodeScalars.contains("\u{FFFD}"), "shift \(shift): a scalar was split")
            XCTAssertLessThanOrEqual(finding.snippet.utf8.count, Finding.maximumSnippetBytes)
            XCTAssertGreaterThan(finding.snippet.utf8.count, Finding.maximumSnippetBytes - 8, "cuts move by less than a scalar")
            let window = line.unicodeScalars.dropFirst(finding.snippetColumn - 1).prefix(finding.snippet.unicodeScalars.count)
            XCTAssertEqual(String(String.UnicodeScalarView(window)), finding.snippet, "shift \(shift): the window is the line at its column")
            let start = try XCTUnwrap(offsets(of: Self.anchorText, in: line).first)
            XCTAssertEqual(finding.column, slowPosition(start, in: source).column, "shift \(shift)")
            assertSnippetHoldsMatch(finding)
        }
    }

    func testLinesUpToTheLimitStayWholeAndKeepTheirFingerprint() throws {
        let statement = view("Image(\"icon_gear\")")
        let padding = Finding.maximumSnippetBytes - statement.utf8.count
        let longest = statement + String(repeating: " ", count: padding - 3) + "//x"
        XCTAssertEqual(longest.utf8.count, Finding.maximumSnippetBytes)
        let whole = try XCTUnwrap(try scan(longest).1.first)
        XCTAssertEqual(whole.snippet, longest)
        XCTAssertEqual(whole.snippetColumn, 1)
        XCTAssertFalse(whole.snippetTruncated)

        let cut = try XCTUnwrap(try scan(longest + "x").1.first)
        XCTAssertEqual(cut.snippet, longest, "one byte more: a window cut at the limit")
        XCTAssertEqual(cut.snippetColumn, 1)
        XCTAssertTrue(cut.snippetTruncated)

        // A short line's fingerprint is what it was before windows: rule, normalized line,
        // normalized declaration header.
        let indented = "struct V: View {\n    var body: some View {\n        VStack {\n            Image(\"icon_gear\")\n        }\n    }\n}\n"
        let finding = try XCTUnwrap(try scan(indented).1.first)
        XCTAssertEqual(finding.snippet, "            Image(\"icon_gear\")")
        XCTAssertEqual(finding.fingerprint, Fingerprint.make([Self.rule, "Image(\"icon_gear\")", "var body: some View"]))
        XCTAssertEqual(finding.fingerprint, "503b528fd429b869")
    }

    /// On one minified line the declaration header can run back to the line start; only its
    /// last 4 KiB count, so code far before the declaration does not change the identity.
    func testFingerprintReadsOnlyTheEndOfAHugeDeclarationHeader() throws {
        let common = String(repeating: "let c = 3; ", count: 400)
        let declaration = view("Image(\"icon_gear\")")
        let near = try scan(String(repeating: "let a = 1; ", count: 100) + common + declaration).1
        let far = try scan(String(repeating: "let b = 2; ", count: 100) + common + declaration).1
        XCTAssertEqual(near.map(\.ruleID), [Self.rule])
        XCTAssertEqual(near.map(\.snippet), far.map(\.snippet))
        XCTAssertEqual(near.map(\.fingerprint), far.map(\.fingerprint))
    }

    /// Positions from the column checkpoints equal a count from the line start, on lines
    /// shorter than, equal to and longer than the checkpoint stride, with multi-byte text and
    /// every kind of line break.
    func testPositionsFromCheckpointsEqualAFullCount() {
        let stride = ScalarColumnIndex.stride
        let lines = [
            "", "a",
            String(repeating: "\u{E9}", count: stride / 2),
            String(repeating: "x", count: stride - 1) + "\u{2615}",
            String(repeating: "\u{1F44D}b", count: stride),
            String(repeating: "y", count: 3 * stride),
        ]
        let text = lines.enumerated().map { $0.element + ["\n", "\r\n", "\r"][$0.offset % 3] }.joined() + lines[4]
        let source = SourceFile(path: "P.swift", language: .swift, text: Array(text.utf8))
        for offset in Swift.stride(from: 0, through: source.text.count + 1, by: 3) {
            let fast = source.position(of: offset), slow = slowPosition(offset, in: source)
            XCTAssertTrue(fast == slow, "offset \(offset): \(fast) against \(slow)")
        }
    }
}
