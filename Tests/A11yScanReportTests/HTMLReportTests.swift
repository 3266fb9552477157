import A11yScanBatch
import A11yScanCore
import A11yScanFindings
import A11yScanReport
import XCTest

/// The batch `html` report: self-contained, escaped everywhere, with totals, heat map, charts,
/// table and findings, and new/fixed marks against a previous report.
final class HTMLReportTests: XCTestCase {
    static let hostile = "</script><img src=x onerror=alert(1)>"

    private func html(_ results: [RepositoryResult] = BatchReportFixture.results, previous: PreviousFindings? = nil) -> String {
        var writer = BatchHTMLWriter(previous: previous)
        let overview = BatchReportFixture.overview(results: results, previous: previous)
        return String(decoding: writer.render(overview, results: results), as: UTF8.self)
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testSourceTextNamesAndLinksCannotBecomeMarkup() throws {
        var finding = ReportFixture.iconNotHidden
        finding.snippet = "let s = \"\(Self.hostile)\" // \(Self.hostile)"
        finding.message = "Message with \(Self.hostile)"
        finding.fix = "Fix with `\(Self.hostile)`"
        finding.path = "Sources/\(Self.hostile).swift"
        finding.guidance = GuidelineQuote(title: Self.hostile, expectation: Self.hostile, advice: [Self.hostile],
                                          url: "javascript:alert(1)")
        let hostileRepository = RepositoryResult(
            name: "<b onclick=x>repo</b>", path: "clones/\"quoted\" & 'single'", status: .scanned,
            message: Self.hostile, commit: "<i>", summary: ScanSummary(filesScanned: 1,
                problems: [FileProblem(path: Self.hostile, kind: .warning, message: Self.hostile)]),
            findings: [finding])
        let page = html([hostileRepository])
        XCTAssertFalse(page.contains("<img"), "no img element can come from source text")
        XCTAssertFalse(page.contains("<b onclick"))
        XCTAssertFalse(page.contains("<i>"))
        XCTAssertFalse(page.contains("href=\"javascript"))
        XCTAssertEqual(occurrences(of: "</script>", in: page), 2, "only the page's own two script blocks close")
        XCTAssertEqual(occurrences(of: "<script", in: page), 2)
        XCTAssertTrue(page.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"))
        XCTAssertTrue(page.contains("clones/&quot;quoted&quot; &amp; &#39;single&#39;"))

        let dataStart = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"batch-data\">")).upperBound
        let dataEnd = try XCTUnwrap(page.range(of: "</script>", range: dataStart..<page.endIndex)).lowerBound
        let data = String(page[dataStart..<dataEnd])
        XCTAssertFalse(data.contains("<"), "JSON in a script block escapes <")
        XCTAssertTrue(data.contains("\\u003cb onclick=x\\u003erepo\\u003c/b\\u003e"), data)
    }

    func testThePageLoadsNothingFromOutside() {
        let page = html()
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertTrue(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
        XCTAssertFalse(page.contains("<link"))
        XCTAssertFalse(page.contains(" src="), "no external scripts or images")
        XCTAssertFalse(page.contains("url("), "no style sheet fetches")
        XCTAssertTrue(page.hasSuffix("</html>\n"))
    }

    func testTotalsHeatMapAndChartsCountTheFindings() {
        let page = html()
        XCTAssertTrue(page.contains("<dd data-total=\"findings\">5</dd>"))
        XCTAssertTrue(page.contains("<dd data-total=\"repositories\">3</dd>"))
        XCTAssertTrue(page.contains("2 errors, 2 warnings, 1 note"))
        // button·role: the SwiftUI tap handler and the Compose clickable row.
        XCTAssertTrue(page.contains("title=\"button · role: 2 findings\">2</td>"))
        XCTAssertTrue(page.contains("title=\"toggle · state: 1 finding\">1</td>"))
        XCTAssertTrue(page.contains("title=\"expandable-region · state: no findings\">0</td>"), "covered by a rule, nothing found")
        XCTAssertTrue(page.contains("title=\"image · focus: no rule checks this\""))
        XCTAssertEqual(occurrences(of: "<td class=\"num\" data-filter-rule=", in: page), 5, "one row per rule that found something")
        XCTAssertTrue(page.contains("<td class=\"num\" data-filter-rule=\"compose-icon-missing-label\"><span class=\"meter\" style=\"width: 80px\"></span>1</td>"))
        XCTAssertTrue(page.contains("<summary>1 rule found nothing</summary>\n<p><code>compose-expandable-state-hidden</code></p>"),
                      "zero-finding rules fold into one line")
        XCTAssertTrue(page.contains("<title>Jetpack Compose: 2</title>"))
        XCTAssertTrue(page.contains("<title>SwiftUI: 3</title>"))
    }

    func testTableHasARowPerRepositoryAndFindingsAreGroupedByFile() {
        let page = html()
        XCTAssertEqual(occurrences(of: "<tr data-index=", in: page), 3)
        XCTAssertTrue(page.contains("<a href=\"#repo-0\">android/app</a>"))
        XCTAssertTrue(page.contains("<span class=\"status missing\" title=\"no such folder\">"))
        XCTAssertTrue(page.contains("<td class=\"num\" id=\"sum-findings\">5</td>"))
        XCTAssertEqual(occurrences(of: "<details class=\"repository\" id=\"repo-", in: page), 3)
        XCTAssertEqual(occurrences(of: "<details class=\"repository\" id=\"repo-0\">", in: page), 1, "collapsed")
        XCTAssertEqual(occurrences(of: "<details class=\"file\" open>", in: page), 2, "one block per file with findings")
        XCTAssertEqual(occurrences(of: "<details class=\"finding ", in: page), 5)
        let findingTags = page.components(separatedBy: "<details class=\"finding ").dropFirst().map { $0.prefix { $0 != ">" } }
        XCTAssertFalse(findingTags.contains { $0.hasSuffix(" open") }, "findings start collapsed")
        XCTAssertTrue(page.contains("<span class=\"loc mono\" title=\"Sources/App/Views/ProfileView.swift\">12:3</span>"))
        XCTAssertTrue(page.contains("<span class=\"ln\" aria-hidden=\"true\">12</span><code><mark>Image(systemName:</mark> &quot;heart&quot;)</code>"))
        XCTAssertTrue(page.contains("<strong>Fix:</strong> Add <code>.accessibilityHidden(true)</code> to the Image"))
        XCTAssertTrue(page.contains("<a href=\"https://guidelines.example.org/components/button#swiftui\" rel=\"noopener noreferrer\">"))
        XCTAssertTrue(page.contains("Logo.swift:7</span> (invalid-encoding)"))
    }

    func testPreviousReportMarksNewAndListsFixedFindings() {
        var previous = PreviousFindings()
        var moved = ReportFixture.clickableRow
        moved.line = 99
        var gone = ReportFixture.iconWithoutLabel
        gone.fingerprint = "0000000000000000"
        previous.add(repository: "android/app", findings: [moved, gone])
        let page = html(previous: previous)
        XCTAssertTrue(page.contains("+1 new</span> <span class=\"delta-fixed\">−1 fixed</span>"))
        XCTAssertEqual(occurrences(of: "<span class=\"new\">new</span>", in: page), 1, "ios-app was not in the previous report")
        XCTAssertTrue(page.contains("not in the previous report"))
        XCTAssertTrue(page.contains("1 finding fixed since the previous report"))
        XCTAssertTrue(page.contains("<th scope=\"col\" data-key=\"new\""))
    }
}
