import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanReport
import XCTest

final class MarkdownReporterTests: XCTestCase {
    private func render(_ report: ScanReport, cap: Int = 50) -> String {
        String(decoding: MarkdownReporter(cap: cap).render(report), as: UTF8.self)
    }

    private func findingItems(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("- ") && $0.contains(" · **") }
    }

    func testCapLimitsListedFindingsAndSaysHowManyMore() {
        let text = render(ReportFixture.report, cap: 2)
        XCTAssertEqual(findingItems(text).count, 2)
        XCTAssertTrue(text.contains("\n\u{2026}and 3 more findings.\n"))
        XCTAssertTrue(text.hasPrefix("## a11yscan: 5 accessibility findings\n"), "the heading counts all findings")
        let tableRows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        XCTAssertEqual(tableRows.count, 5, "the summary table covers all findings, not only the listed ones")
    }

    func testNoMoreLineWhenEverythingFitsAndSingularWhenOneIsLeft() {
        XCTAssertFalse(render(ReportFixture.report, cap: 5).contains("more finding"))
        XCTAssertTrue(render(ReportFixture.report, cap: 4).contains("\u{2026}and 1 more finding.\n"))
        let none = render(ReportFixture.report, cap: 0)
        XCTAssertEqual(findingItems(none).count, 0)
        XCTAssertTrue(none.contains("\u{2026}and 5 more findings."))
    }

    func testTableCountsByEntryAndRule() {
        var second = ReportFixture.clickableRow
        second.line = 30
        let text = render(ReportFixture.report(with: [ReportFixture.clickableRow, second, ReportFixture.iconWithoutLabel]))
        XCTAssertTrue(text.contains("| `button` | `compose-clickable-without-role` | 2 |\n"))
        XCTAssertTrue(text.contains("| `image` | `compose-icon-missing-label` | 1 |\n"))
    }

    func testCodeSpanFenceIsLongerThanAnyBacktickRunInside() {
        XCTAssertEqual(MarkdownText.code("a ``b`` c"), "```a ``b`` c```")
        XCTAssertEqual(MarkdownText.code("`x`"), "`` `x` ``")
        XCTAssertEqual(MarkdownText.code("plain"), "`plain`")
        XCTAssertEqual(MarkdownText.code("a|b", inTableCell: true), "`a\\|b`")
    }

    func testProseKeepsAuthorsCodeSpansAndEscapesTheRest() {
        XCTAssertEqual(MarkdownText.prose("Use `<Button>` not <div> | *x*"),
                       "Use `<Button>` not \\<div\\> \\| \\*x\\*")
        XCTAssertEqual(MarkdownText.prose("an unmatched ` tick"), "an unmatched \\` tick")
        XCTAssertEqual(MarkdownText.plain("a & b_c [l](u) ~~s~~"), "a \\& b\\_c \\[l\\](u) \\~\\~s\\~\\~")
    }

    func testSourceTextCannotInjectHTMLOrBreakOutOfItsLine() {
        var finding = ReportFixture.clickableRow
        finding.message = "<img src=x onerror=alert(1)>\n## heading"
        finding.snippet = "x\u{1B}y"
        let text = render(ReportFixture.report(with: [finding]))
        XCTAssertTrue(text.contains("\\<img src=x onerror=alert(1)\\>"), "angle brackets are escaped")
        XCTAssertFalse(text.replacingOccurrences(of: "\\<", with: "").contains("<img"))
        XCTAssertFalse(text.contains("\n## heading"))
        XCTAssertFalse(text.unicodeScalars.contains("\u{1B}"))
    }

    func testTextThatBeginsALineCannotStartABlock() {
        XCTAssertEqual(MarkdownText.atLineStart(MarkdownText.plain("# not a heading")), "\\# not a heading")
        XCTAssertEqual(MarkdownText.atLineStart("12. not a list"), "12\\. not a list")
        XCTAssertEqual(MarkdownText.atLineStart("- not a bullet"), "\\- not a bullet")
        XCTAssertEqual(MarkdownText.atLineStart("2024 was fine"), "2024 was fine")
        var finding = ReportFixture.clickableRow
        finding.message = "=== looks like an underline"
        XCTAssertTrue(render(ReportFixture.report(with: [finding])).contains("\n  \\=== looks like an underline\\\n"))
    }

    func testEmptyReportSaysSo() {
        XCTAssertEqual(render(ReportFixture.empty), "## a11yscan: no accessibility findings\n\n3 files scanned.\n")
    }
}
