@testable import A11yScanBatch
import A11yScanCore
@testable import A11yScanReport
import XCTest

/// What the batch HTML report gives an accessibility lead: density per 1,000 lines, suppressed and
/// baselined counts, teams, WCAG references, the filters' data, trends and the date; and text
/// colours that keep their contrast.
final class HTMLReportNavigationTests: XCTestCase {
    private func page(_ results: [RepositoryResult], previous: PreviousFindings? = nil, history: [TrendPoint] = [],
                      date: ReportDate? = nil) -> String {
        var writer = BatchHTMLWriter(previous: previous, history: history, date: date)
        let overview = BatchReportFixture.overview(results: results, previous: previous)
        return String(decoding: writer.render(overview, results: results), as: UTF8.self)
    }

    /// The fixture's repositories with teams and hidden findings: android/app (900 lines, 2
    /// findings) and ios-app (1,400 lines, 3 findings) in Mobile, zz-missing without a team.
    private var results: [RepositoryResult] {
        var android = BatchReportFixture.android
        android.team = "Mobile"
        android.summary.suppressed = 4
        android.summary.baselined = 2
        android.summary.fixedSinceBaseline = 1
        var ios = BatchReportFixture.ios
        ios.team = "Mobile"
        ios.summary.suppressed = 1
        return [android, ios, BatchReportFixture.missing]
    }

    func testDensitySuppressedAndBaselinedAreCountedPerRepositoryAndInTotal() {
        let html = page(results)
        // 5 findings in 2,300 lines: 2.17 per 1,000.
        XCTAssertTrue(html.contains("<dt>Per 1,000 lines</dt><dd data-total=\"density\">2.2</dd>"))
        XCTAssertTrue(html.contains("<dt>Suppressed</dt><dd data-total=\"suppressed\">5</dd>"))
        XCTAssertTrue(html.contains("<dt>Baselined</dt><dd data-total=\"baselined\">2</dd><dd class=\"detail\">hidden by baselines; 1 fixed since</dd>"))
        // android/app: 2 findings in 900 lines is 2.2; 4 suppressed, 2 baselined.
        XCTAssertTrue(html.contains("<td class=\"num\">2</td><td class=\"num\">2.2</td><td class=\"num\">1</td><td class=\"num\">1</td><td class=\"num\">0</td><td class=\"num\">4</td><td class=\"num\">2</td>"), html)
        XCTAssertTrue(html.contains("<td class=\"num\" id=\"sum-density\">2.2</td>"))
        XCTAssertTrue(html.contains("<td class=\"num\" id=\"sum-suppressed\">5</td><td class=\"num\" id=\"sum-baselined\">2</td>"))
        XCTAssertEqual(HTMLText.perThousand(3, lines: 1400), "2.1")
        XCTAssertEqual(HTMLText.perThousand(12_345, lines: 1000), "12,345.0")
        XCTAssertEqual(HTMLText.perThousand(1, lines: 0), "—")
    }

    func testTeamsAreSummedAndRepositoriesWithoutOneFormTheirOwnRow() {
        let html = page(results)
        XCTAssertTrue(html.contains("<tr><th scope=\"row\">Mobile</th><td class=\"num\">2</td><td class=\"num\">2,300</td><td class=\"num\">5</td><td class=\"num\">2.2</td>"), html)
        XCTAssertTrue(html.contains("<tr><th scope=\"row\"><em>No team</em></th><td class=\"num\">1</td><td class=\"num\">0</td><td class=\"num\">0</td><td class=\"num\">—</td>"))
        XCTAssertTrue(html.contains("<div class=\"repo-team\">team: Mobile</div>"))
        XCTAssertTrue(html.contains("<li><a href=\"#teams\">Teams</a></li>"))
        XCTAssertFalse(page(BatchReportFixture.results).contains("id=\"teams\""), "no team table when the list names no team")
    }

    func testRulesAndFindingsCiteWCAGAndLinkTheRulePages() {
        let html = page(results)
        XCTAssertTrue(html.contains("<td><a href=\"https://www.w3.org/WAI/WCAG22/Understanding/non-text-content\">1.1.1</a> Non-text Content; "
            + "<a href=\"https://www.w3.org/WAI/WCAG22/Understanding/name-role-value\">4.1.2</a> Name, Role, Value</td>"))
        XCTAssertTrue(html.contains("<p class=\"wcag\">WCAG 2.2: <a href=\"https://www.w3.org/WAI/WCAG22/Understanding/non-text-content\">1.1.1</a> Non-text Content</p>"),
                      "a finding names its rule's criteria")
        XCTAssertTrue(html.contains("<th scope=\"row\"><a href=\"https://github.com/a11yscan/a11yscan/blob/main/docs/rules/swiftui-icon-not-hidden.md\"><code>swiftui-icon-not-hidden</code></a></th>"),
                      "a built-in rule links its page")
        XCTAssertTrue(html.contains("<th scope=\"row\"><code>compose-icon-missing-label</code></th>"), "other rules have no page")
    }

    func testFindingsCarryWhatTheFiltersMatchOn() {
        let html = page(results)
        XCTAssertTrue(html.contains("<details class=\"finding warning\" data-rule=\"swiftui-icon-not-hidden\" data-family=\"icon-not-hidden\" data-severity=\"warning\" data-framework=\"swiftui\" data-entry=\"button\" data-section=\"name\">"))
        XCTAssertTrue(html.contains("<label for=\"filter-rule\">Rule</label><select id=\"filter-rule\" name=\"rule\"><option value=\"\">All rules</option>"))
        XCTAssertTrue(html.contains("<option value=\"compose\">Jetpack Compose (2)</option>"))
        XCTAssertTrue(html.contains("<option value=\"button\">button (3)</option>"))
        XCTAssertTrue(html.contains("<form class=\"filters\" id=\"finding-filters\" aria-labelledby=\"filters-title\" hidden>"),
                      "hidden until the script can make the filters work")
        XCTAssertFalse(html.contains("id=\"filter-change\""), "new and fixed only with a previous report")
        XCTAssertTrue(html.contains("<td class=\"count heat-5\" data-entry=\"button\" data-section=\"role\" title=\"button · role: 2 findings\">2</td>"))

        var previous = PreviousFindings()
        var gone = ReportFixture.iconWithoutLabel
        gone.fingerprint = "0000000000000000"
        previous.add(repository: "android/app", findings: [ReportFixture.clickableRow, gone])
        let compared = page(results, previous: previous)
        XCTAssertTrue(compared.contains("<option value=\"new\">new (4)</option><option value=\"fixed\">fixed (1)</option>"),
                      "ios-app's three, though not marked one by one, and android/app's renamed icon")
        XCTAssertEqual(compared.components(separatedBy: " data-new=\"true\"").count - 1, 4)
        XCTAssertTrue(compared.contains("<li class=\"fixed-finding\" data-rule=\"compose-icon-missing-label\""))
    }

    func testTrendsChartEveryReportAndEachRepositoryAndTeam() {
        let old = TrendPoint(label: "2025-05-05", results: [BatchReportFixture.android, BatchReportFixture.ios, BatchReportFixture.ios])
        let hostile = TrendPoint(label: "<b>week</b>", results: [BatchReportFixture.android])
        let html = page(results, history: [old, hostile], date: ReportDate(secondsSince1970: 1_748_870_000))
        XCTAssertTrue(html.contains("<h2 id=\"trend-title\">Trend</h2>"))
        XCTAssertTrue(html.contains("<desc id=\"trend-chart-desc\">2025-05-05: 8 findings, 3 errors; &lt;b&gt;week&lt;/b&gt;: 2 findings, 1 error; 2025-06-02: 5 findings, 2 errors</desc>"), html)
        XCTAssertEqual(html.components(separatedBy: "<tr><th scope=\"row\">2025-05-05</th>").count - 1, 1, "the numbers, one row per report")
        XCTAssertTrue(html.contains("aria-label=\"Findings of android/app per report: 2025-05-05 2, &lt;b&gt;week&lt;/b&gt; 2, 2025-06-02 2\""))
        XCTAssertTrue(html.contains("aria-label=\"Findings of ios-app per report: 2025-05-05 6, 2025-06-02 3\""), "a report without the repository is a gap")
        XCTAssertTrue(html.contains("<span class=\"delta-fixed\">−3</span>"))
        XCTAssertTrue(html.contains("aria-label=\"Findings of Mobile per report: 2025-05-05 8, &lt;b&gt;week&lt;/b&gt; 2, 2025-06-02 5\""))
        XCTAssertTrue(html.contains("<span class=\"spark-none\" title=\"not in earlier reports\">—</span>"), "zz-missing has one point")
        XCTAssertFalse(html.contains("<b>week"))
        XCTAssertFalse(page(results).contains("id=\"trend\""), "no trend without earlier reports")
        XCTAssertEqual([0, 3, 5, 11, 40, 501].map(HTMLTrend.niceCeiling), [2, 4, 10, 20, 40, 1000])
    }

    func testTheDateIsShownOnlyWhenGiven() {
        let html = page(results, date: ReportDate(secondsSince1970: 951_782_400))
        XCTAssertTrue(html.contains(" · written <time datetime=\"2000-02-29T00:00Z\">2000-02-29 00:00 UTC</time>"))
        XCTAssertFalse(page(results).contains("<time"))
        XCTAssertEqual(ReportDate(secondsSince1970: 0).minute, "1970-01-01 00:00 UTC")
        XCTAssertEqual(ReportDate(secondsSince1970: -1).minute, "1969-12-31 23:59 UTC")
        XCTAssertEqual(ReportDate(secondsSince1970: 1_748_870_000).minute, "2025-06-02 13:13 UTC")
        XCTAssertEqual(ReportDate(secondsSince1970: 4_107_542_400).day, "2100-03-01", "2100 is not a leap year")
    }

    func testASingleRepositoryPageStartsOpen() {
        let html = String(decoding: HTMLReporter().render(ReportFixture.report), as: UTF8.self)
        XCTAssertTrue(html.contains("<details class=\"repository\" id=\"repo-0\" open>"))
    }

    /// Every text colour against every background it is drawn on, in both colour schemes:
    /// at least 4.5:1 (WCAG 2.2 1.4.3); the focus ring and control borders at least 3:1 (1.4.11).
    func testColoursKeepTheirContrastInBothSchemes() throws {
        let css = HTMLStyleSheet.css
        let darkStart = try XCTUnwrap(css.range(of: "@media (prefers-color-scheme: dark)")).lowerBound
        var text: [(String, String)] = [
            ("ink", "bg"), ("ink", "panel"), ("ink", "code-bg"), ("ink", "accent-soft"), ("ink", "mark"),
            ("muted", "bg"), ("muted", "panel"), ("muted", "code-bg"),
            ("accent", "bg"), ("accent", "panel"), ("accent", "accent-soft"), ("on-accent", "accent"),
            ("error", "panel"), ("error", "error-soft"), ("warning", "warning-soft"), ("note", "note-soft"),
            ("good", "panel"), ("good", "good-soft"), ("good", "bg"),
        ]
        text += (1...5).map { ("heat-ink-\($0)", "heat-\($0)") }
        for (scheme, block) in [("light", String(css[..<darkStart])), ("dark", String(css[darkStart...]))] {
            let colours = Self.customProperties(block)
            for (foreground, background) in text {
                let ratio = try Self.contrast(XCTUnwrap(colours[foreground], foreground), XCTUnwrap(colours[background], background))
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(scheme): \(foreground) on \(background)")
            }
            for (foreground, background) in [("accent", "panel"), ("muted", "panel")] {
                XCTAssertGreaterThanOrEqual(try Self.contrast(XCTUnwrap(colours[foreground]), XCTUnwrap(colours[background])), 3,
                                            "\(scheme): \(foreground) on \(background)")
            }
        }
    }

    /// `--name: #rrggbb` declarations of a block of CSS.
    private static func customProperties(_ css: String) -> [String: (Double, Double, Double)] {
        var colours: [String: (Double, Double, Double)] = [:]
        for declaration in css.split(separator: ";") {
            guard let start = declaration.range(of: "--", options: .backwards)?.upperBound else { continue }
            let parts = declaration[start...].split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard parts.count == 2, parts[1].hasPrefix("#"), parts[1].count == 7,
                  let value = Int(parts[1].dropFirst(), radix: 16) else { continue }
            colours[parts[0]] = (Double(value >> 16 & 255), Double(value >> 8 & 255), Double(value & 255))
        }
        return colours
    }

    /// WCAG's contrast ratio of two sRGB colours.
    private static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        func luminance(_ c: (Double, Double, Double)) -> Double {
            let channel = { (value: Double) -> Double in
                let s = value / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
