import A11yScanCore
import A11yScanFindings
import A11yScanReport
import Foundation
import XCTest

/// A snippet that is a window of a long line: every format that lines a marker up with it
/// counts from the window's start column, shows the cuts, and the json format keeps both.
final class WindowedSnippetTests: XCTestCase {
    private let finding = WindowedSnippetFixture.finding
    private let ellipsis = "\u{2026}"

    func testTextMarkerSitsUnderTheMatchAndCutsAreShown() throws {
        let text = String(decoding: TextReporter().render(ReportFixture.report(with: [finding])), as: UTF8.self)
        let lines = text.components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  1 | ") })
        let source = String(lines[index].dropFirst("  1 | ".count))
        let marker = String(lines[index + 1].dropFirst("  1 | ".count))
        XCTAssertEqual(source, ellipsis + finding.snippet + ellipsis)
        // `…` takes one cell and ☕ two, so the match starts at cell 11, not at 9 or 4010.
        XCTAssertEqual(marker, String(repeating: " ", count: 11) + "^" + String(repeating: "~", count: 12))
        XCTAssertTrue(text.hasPrefix("Minified.swift:1:\(finding.column)  warning"), "the location keeps the line's column")
    }

    func testTextMarksOnlyTheEndThatIsCut() throws {
        var startOfLine = finding
        startOfLine.snippetColumn = 1
        startOfLine.column = 1 + WindowedSnippetFixture.before.unicodeScalars.count
        startOfLine.endColumn = startOfLine.column + WindowedSnippetFixture.match.unicodeScalars.count
        var endOfLine = finding
        endOfLine.snippetTruncated = false
        let text = String(decoding: TextReporter().render(ReportFixture.report(with: [startOfLine, endOfLine])), as: UTF8.self)
        let drawn = text.components(separatedBy: "\n").filter { $0.hasPrefix("  1 | ") }.map { $0.dropFirst("  1 | ".count) }
        XCTAssertEqual(drawn, [Substring(finding.snippet + ellipsis), Substring(ellipsis + finding.snippet)])
    }

    func testHTMLMarksTheMatchInsideTheWindow() throws {
        let page = String(decoding: HTMLReporter().render(ReportFixture.report(with: [finding])), as: UTF8.self)
        let cut = "<span class=\"cut\" role=\"img\" aria-label=\"line cut\">\u{2026}</span>"
        let code = "<code>" + cut + "caf\u{E9} \u{2615}&quot;) <mark>Image(&quot;gear&quot;)</mark>"
            + ".padding(4) Text(&quot;\u{1F44D}&quot;)" + cut + "</code>"
        XCTAssertTrue(page.contains(code), "the mark wraps exactly the match, with a cut mark at both ends")
    }

    func testJSONRoundTripsTheWindow() throws {
        let bytes = JSONReporter().render(ReportFixture.report(with: [finding]))
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("\"snippetColumn\": 4001,\n      \"snippetTruncated\": true,\n      \"fingerprint\""))
        XCTAssertEqual(try JSONReportDocument.decode(bytes).findings, [finding])
    }

    func testJSONWithoutTheWindowFieldsReadsAsWholeLines() throws {
        var text = String(decoding: JSONReporter().render(ReportFixture.report), as: UTF8.self)
        for field in ["      \"snippetColumn\": 1,\n", "      \"snippetTruncated\": false,\n"] {
            XCTAssertTrue(text.contains(field))
            text = text.replacingOccurrences(of: field, with: "")
        }
        XCTAssertFalse(text.contains("snippetColumn"))
        XCTAssertEqual(try JSONReportDocument.decode(Array(text.utf8)).findings, ReportFixture.findings)
    }

    func testSARIFContextRegionStatesTheWindowsColumns() throws {
        let physical = try physicalLocation(finding)
        let context = try XCTUnwrap(physical["contextRegion"] as? [String: Any])
        XCTAssertEqual(context["startLine"] as? Int, 1)
        XCTAssertEqual(context["startColumn"] as? Int, 4001)
        XCTAssertEqual(context["endColumn"] as? Int, 4001 + finding.snippet.unicodeScalars.count)
        XCTAssertEqual((context["snippet"] as? [String: Any])?["text"] as? String, finding.snippet)
        let region = try XCTUnwrap(physical["region"] as? [String: Any])
        XCTAssertEqual((region["snippet"] as? [String: Any])?["text"] as? String, WindowedSnippetFixture.match)
    }

    func testSARIFLeavesOutAWindowThatCutsTheMatch() throws {
        var long = finding
        long.endColumn = long.snippetColumn + long.snippet.unicodeScalars.count + 40
        let physical = try physicalLocation(long)
        XCTAssertNil(physical["contextRegion"], "the context must hold the whole region")
        XCTAssertNil((physical["region"] as? [String: Any])?["snippet"], "the region's text is not all in the window")
    }

    func testMarkdownShowsTheCutsOutsideTheCodeSpan() {
        let text = String(decoding: MarkdownReporter().render(ReportFixture.report(with: [finding])), as: UTF8.self)
        XCTAssertTrue(text.contains("\\\n  " + ellipsis + "`caf\u{E9} \u{2615}\") Image(\"gear\")"), text)
        XCTAssertTrue(text.contains("Text(\"\u{1F44D}\")`" + ellipsis + "\\\n"), text)
    }

    private func physicalLocation(_ finding: Finding) throws -> [String: Any] {
        let sarif = SARIFReporter().render(ReportFixture.report(with: [finding]))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif)) as? [String: Any])
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
        return try XCTUnwrap(location["physicalLocation"] as? [String: Any])
    }
}
