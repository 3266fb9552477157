import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanReport
import XCTest

final class TextReporterTests: XCTestCase {
    private func finding(snippet: String, column: Int, endColumn: Int, endLine: Int = 4) -> Finding {
        Finding(
            ruleID: "r", family: .missingLabel, severity: .warning, path: "a.swift",
            line: 4, column: column, endLine: endLine, endColumn: endColumn, message: "m", fix: "f",
            entry: "button", section: .name, framework: .swiftui, snippet: snippet, fingerprint: "fp"
        )
    }

    /// The drawn source line and marker line of the only finding in the output.
    private func drawing(_ finding: Finding) throws -> (source: String, marker: String) {
        let text = String(decoding: TextReporter().render(ReportFixture.report(with: [finding])), as: UTF8.self)
        let lines = text.components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  4 |") })
        let gutter = "  4 | "
        return (String(lines[index].dropFirst(gutter.count)), String(lines[index + 1].dropFirst(gutter.count)))
    }

    func testCaretSitsUnderColumnCountedInScalarsAfterMultiByteCharacters() throws {
        // "é" is two UTF-8 bytes and "ü" too: byte counting would push the caret right by two.
        let drawn = try drawing(finding(snippet: "let é = ü + Image(x)", column: 13, endColumn: 18))
        XCTAssertEqual(drawn.marker, String(repeating: " ", count: 12) + "^~~~~")
        XCTAssertEqual(drawn.source, "let é = ü + Image(x)")
    }

    func testTabsAreExpandedInBothLinesSoTheCaretStaysAligned() throws {
        let drawn = try drawing(finding(snippet: "\tfoo\tImage(x)", column: 6, endColumn: 11))
        XCTAssertEqual(drawn.source, "    foo Image(x)")
        XCTAssertEqual(drawn.marker, "        ^~~~~")
    }

    func testWideAndCombiningCharactersUseTheirTerminalWidth() throws {
        // U+4E2D is two cells wide; "e" + U+0301 is two scalars but one cell.
        let drawn = try drawing(finding(snippet: "\u{4E2D}e\u{301}X", column: 4, endColumn: 5))
        XCTAssertEqual(drawn.marker, "   ^")
    }

    func testMultiLineFindingIsUnderlinedToTheEndOfItsFirstLine() throws {
        let drawn = try drawing(finding(snippet: "  Button {", column: 3, endColumn: 2, endLine: 9))
        XCTAssertEqual(drawn.marker, "  ^" + String(repeating: "~", count: 7), "under all of `Button {`")
    }

    func testColumnsBeyondTheSnippetAreClampedToItsEnd() throws {
        let drawn = try drawing(finding(snippet: "abc", column: 40, endColumn: 44))
        XCTAssertEqual(drawn.marker, "   ^")
    }

    func testControlCharactersFromSourceNeverReachTheTerminal() {
        let text = TextReporter().render(ReportFixture.report(with: [finding(snippet: "x\u{1B}[2Jy", column: 1, endColumn: 2)]))
        XCTAssertFalse(text.contains(0x1B), "raw ESC from a scanned file must be made visible")
        XCTAssertTrue(String(decoding: text, as: UTF8.self).contains("x\u{241B}[2Jy"))
    }

    func testColourOnlyWhenAsked() {
        XCTAssertFalse(TextReporter(color: false).render(ReportFixture.report).contains(0x1B))
        XCTAssertTrue(TextReporter(color: true).render(ReportFixture.report).contains(0x1B))
    }

    /// The summary line belongs to standard error (the command line prints it for every
    /// format); the report itself ends with the problems met.
    func testReportEndsWithTheProblemsNotASummary() throws {
        let text = String(decoding: TextReporter().render(ReportFixture.report), as: UTF8.self)
        let last = try XCTUnwrap(text.split(separator: "\n").last)
        XCTAssertTrue(last.hasPrefix("  Sources/App/Resources/Logo.swift:7  warning  invalid UTF-8"), String(last))
        XCTAssertFalse(text.contains("scanned"))
    }

    func testGuidanceIsShownOnlyWhenPresent() {
        let text = String(decoding: TextReporter().render(ReportFixture.report), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "guideline:").count - 1, 1)
        XCTAssertTrue(text.contains("    - Prefer `Label` when icon and text go together.\n"))
        XCTAssertTrue(text.contains("    https://guidelines.example.org/components/button#swiftui\n"))
    }
}
