import Foundation
import XCTest

/// The batch HTML report rendered in a real headless Chromium: the script must have run (the
/// table re-sorted by findings, the "Showing" line and footer sums filled in), nothing from the
/// scanned code may have become an element, the filters and the heat map's buttons show the
/// right findings, the page is usable by keyboard and screen reader, and at 1400 pixels with
/// trends it needs no horizontal scrolling.
final class HTMLBrowserTests: XCTestCase {
    func testScriptsSortTheTableAndSumTheVisibleRows() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let chromium = try Chromium(profile: folder.appendingPathComponent("profile"))
        let two = Samples.swiftWithFinding.replacingOccurrences(of: "Save", with: "Keep")
        try BatchRepositories.make(in: folder, [
            "repos/a-one": ["One.swift": Samples.swiftWithFinding],
            "repos/b-three": ["One.swift": Samples.swiftWithFinding, "Two.swift": two, "Three.swift": two],
            "repos/c-none": ["Clean.swift": Samples.swiftClean],
            "repos/<img src=x onerror=alert(1)>": ["Evil.swift": BatchRepositories.hostileSwift],
        ])
        let result = try CommandRunner.run(["batch", "repos", "--html", "report.html", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let dom = try chromium.renderedDOM(of: folder.appendingPathComponent("report.html"))

        XCTAssertTrue(dom.contains("<html lang=\"en\" data-ready=\"true\">"), "the page script did not finish")
        XCTAssertTrue(dom.contains("Showing 4 of 4 repositories</output>"))
        XCTAssertTrue(dom.contains("<td class=\"num\" id=\"sum-findings\">5</td>"))
        XCTAssertTrue(dom.contains("data-key=\"findings\" data-type=\"number\" class=\"num\" aria-sort=\"descending\""))
        let body = try XCTUnwrap(dom.range(of: "<tbody>")).upperBound
        let rows = dom[body...].components(separatedBy: "<tr data-index=").dropFirst().prefix(4).map { String($0.prefix(120)) }
        // Name order is <img…>, a-one, b-three, c-none; the script puts the most findings first.
        XCTAssertTrue(rows.first?.contains("b-three") ?? false, "rows: \(rows)")
        XCTAssertTrue(rows.last?.contains("c-none") ?? false, "rows: \(rows)")
        XCTAssertFalse(dom.contains("<img"), "no element may come from source text or a repository name")
        XCTAssertTrue(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    /// A Compose text made clickable without a role: one `compose-clickable-without-role`
    /// finding, guideline entry button · role.
    private static let kotlinWithFinding = """
        @Composable
        fun OpenLink(onOpen: () -> Unit) {
            Text("Open", modifier = Modifier.clickable { onOpen() })
        }
        """

    /// Three reports of four repositories: one in a history folder, one given with --previous,
    /// and the current one, in which `alpha` gained a Compose finding and `beta` lost one.
    private func reportWithTrends(in folder: URL) throws -> URL {
        let swift = Samples.swiftWithFinding
        let other = swift.replacingOccurrences(of: "Save", with: "Keep")
        try BatchRepositories.make(in: folder, [
            "repos/alpha": ["A1.swift": swift, "A2.swift": other],
            "repos/beta": ["B1.swift": swift, "B2.kt": Self.kotlinWithFinding],
            "repos/gamma": ["G1.kt": Self.kotlinWithFinding, "Clean.swift": Samples.swiftClean],
            "repos/delta-with-a-rather-long-repository-name-to-test-the-layout": ["Clean.swift": Samples.swiftClean],
        ])
        try CommandRunner.write("""
            repos/alpha   team: Payments
            repos/beta    team: Payments
            repos/gamma   owner: Growth
            repos/delta-with-a-rather-long-repository-name-to-test-the-layout

            """, "repos.txt", in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("history"), withIntermediateDirectories: true)
        for output in ["history/2025-05-05.json", "week-2.json"] {
            let run = try CommandRunner.run(["batch", "repos.txt", "--json", output, "--quiet"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        try CommandRunner.write(Self.kotlinWithFinding, "repos/alpha/A3.kt", in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("repos/beta/B2.kt"))
        let result = try CommandRunner.run(
            ["batch", "repos.txt", "--history", "history", "--previous", "week-2.json", "--html", "report.html", "--quiet"],
            in: folder, environment: ["SOURCE_DATE_EPOCH": "1748870000"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return folder.appendingPathComponent("report.html")
    }

    func testFiltersHeatMapTrendsAndLayoutAt1400Pixels() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let chromium = try Chromium(profile: folder.appendingPathComponent("profile"))
        let report = try reportWithTrends(in: folder)
        let page = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(page.contains("written <time datetime=\"2025-06-02T13:13Z\">2025-06-02 13:13 UTC</time>"))
        XCTAssertTrue(page.contains("Findings in 2 earlier reports and this one, oldest first."))

        let harness = folder.appendingPathComponent("harness.html")
        try Self.harness.write(to: harness, atomically: true, encoding: .utf8)
        let dom = try chromium.renderedDOM(of: harness, width: 1460, fileAccess: true)
        let start = try XCTUnwrap(dom.range(of: "<pre id=\"result\">")).upperBound
        let end = try XCTUnwrap(dom.range(of: "</pre>", range: start..<dom.endIndex)).lowerBound
        let text = String(dom[start..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)

        XCTAssertEqual(result["ready"] as? String, "true", text)
        XCTAssertEqual(result["viewport"] as? Int, 1400)
        let width = try XCTUnwrap(result["width"] as? [Int])
        XCTAssertLessThanOrEqual(width[0], width[1], "the page scrolls sideways at 1400 pixels")
        XCTAssertEqual(result["overflowing"] as? [String], [], "a table or chart scrolls sideways at 1400 pixels")
        XCTAssertEqual(result["sparklines"] as? Int, 4 + 3, "a trend per repository and per team (Payments, Growth, no team)")

        XCTAssertEqual(result["all"] as? [Int], [5, 3], "all findings, in the three repositories that have some")
        XCTAssertEqual(result["collapsed"] as? Int, 0, "repositories and findings start collapsed")
        XCTAssertEqual(result["byRule"] as? [Int], [3, 2])
        XCTAssertEqual(result["byRuleStatus"] as? String, "Showing 3 of 5 findings in 2 repositories.")
        XCTAssertEqual(result["heat"] as? [Int], [2, 2], "button · role: the two Compose rows")
        XCTAssertEqual(result["heatFilters"] as? [String], ["button", "role", ""])
        XCTAssertEqual(result["heatFocus"] as? String, "findings-title", "focus moves to the findings")
        XCTAssertEqual(result["ruleButton"] as? [Int], [2, 2])
        XCTAssertEqual(result["new"] as? [Int], [1, 1], "alpha's new Compose finding")
        XCTAssertEqual(result["fixed"] as? [Int], [0, 1], "beta's fixed Compose finding")
        XCTAssertEqual(result["none"] as? String, "No finding matches these filters.")
        XCTAssertEqual(result["cleared"] as? [Int], [5, 3])
        XCTAssertEqual(result["expanded"] as? Int, 0, "Expand all leaves no shown block closed")

        XCTAssertEqual(result["landmarks"] as? [Int], [1, 1, 1, 1], "one banner, navigation, main and content info")
        XCTAssertEqual(result["headings"] as? String, "ok", "headings start at h1 and skip no level")
        XCTAssertEqual(result["unnamedControls"] as? [String], [], "every control has a label or name")
        XCTAssertEqual(result["tablesWithoutHeaders"] as? Int, 0)
        XCTAssertEqual(result["unnamedImages"] as? Int, 0, "every chart has a text alternative")
        XCTAssertEqual(result["unfocusableSummaries"] as? Int, 0)

        // What a reviewer looks at: the page at 1400 pixels, kept beside the build.
        let shots = CommandRunner.repositoryRoot.appendingPathComponent(".build/html-screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let shot = shots.appendingPathComponent("batch-report-1400.png")
        try? FileManager.default.removeItem(at: shot)
        let height = min(12_000, max(1000, result["height"] as? Int ?? 4000))
        try chromium.screenshot(of: report, width: 1400, height: height, to: shot)
        let size = try XCTUnwrap(Chromium.pngSize(try Data(contentsOf: shot)), "no PNG at \(shot.path)")
        XCTAssertEqual(size.width, 1400)
        XCTAssertEqual(size.height, height)
    }

    /// Loads report.html in a frame 1400 pixels wide, measures it, works its filters, checks
    /// its structure, and writes what it found as JSON into `#result`.
    private static let harness = #"""
        <!DOCTYPE html>
        <html lang="en"><body style="margin:0">
        <iframe id="report" src="report.html" title="report" style="width:1400px;height:900px;border:0;display:block"></iframe>
        <pre id="result">pending</pre>
        <script>
        var frame = document.getElementById("report");
        frame.addEventListener("load", function () {
          var doc = frame.contentDocument, win = frame.contentWindow, r = {};
          var all = function (selector) { return Array.prototype.slice.call(doc.querySelectorAll(selector)); };
          var shown = function (selector) { return all(selector).filter(function (e) { return !e.closest("[hidden]"); }).length; };
          var counts = function () { return [shown("details.finding"), shown("details.repository")]; };
          var choose = function (name, value) {
            var select = doc.getElementById("filter-" + name);
            select.value = value;
            select.dispatchEvent(new win.Event("change", { bubbles: true }));
          };
          var clear = function () { ["rule", "family", "severity", "framework", "entry", "section", "change"].forEach(function (n) { choose(n, ""); }); };
          r.ready = doc.documentElement.getAttribute("data-ready");
          r.width = [doc.documentElement.scrollWidth, doc.documentElement.clientWidth];
          r.viewport = win.innerWidth;
          r.height = doc.documentElement.scrollHeight;
          r.overflowing = all(".table-scroll, .chart-scroll").filter(function (e) { return e.scrollWidth > e.clientWidth; })
            .map(function (e) { var inner = e.querySelector("table, svg"); return inner ? inner.id || inner.className : e.className; });
          r.sparklines = all("svg.spark").length;
          r.all = counts();
          r.collapsed = all("details.repository[open], details.finding[open]").length;
          choose("rule", "swiftui-icon-not-hidden");
          r.byRule = counts();
          r.byRuleStatus = doc.getElementById("filter-status").textContent;
          clear();
          doc.querySelector('.heat td[data-entry="button"][data-section="role"] button').click();
          r.heat = counts();
          r.heatFilters = ["entry", "section", "rule"].map(function (n) { return doc.getElementById("filter-" + n).value; });
          r.heatFocus = doc.activeElement && doc.activeElement.id;
          clear();
          doc.querySelector('#rule-table td[data-filter-rule="compose-clickable-without-role"] button').click();
          r.ruleButton = counts();
          clear();
          choose("change", "new");
          r.new = counts();
          choose("change", "fixed");
          r.fixed = [shown("details.finding"), shown("li.fixed-finding")];
          clear();
          choose("framework", "compose");
          choose("rule", "swiftui-icon-not-hidden");
          r.none = doc.getElementById("filter-status").textContent;
          clear();
          r.cleared = counts();
          doc.querySelector('#finding-filters [data-expand="open"]').click();
          r.expanded = all("#findings details").filter(function (d) { return !d.closest("[hidden]") && !d.open; }).length;

          r.landmarks = ["body > header", "nav", "main", "body > footer"].map(function (s) { return all(s).length; });
          var levels = all("h1, h2, h3, h4").map(function (h) { return Number(h.tagName[1]); });
          r.headings = levels[0] === 1 && levels.every(function (l, i) { return i === 0 || l <= levels[i - 1] + 1; }) ? "ok" : levels.join(",");
          r.unnamedControls = all("select, input, button, textarea").filter(function (c) {
            var named = c.labels && c.labels.length > 0 ? c.labels[0].textContent.trim() : "";
            return !(named || (c.getAttribute("aria-label") || "").trim() || (c.tagName === "BUTTON" && c.textContent.trim()));
          }).map(function (c) { return c.outerHTML.slice(0, 80); });
          r.tablesWithoutHeaders = all("table").filter(function (t) { return !t.querySelector("th[scope]"); }).length;
          r.unnamedImages = all('svg[role="img"]').filter(function (s) { return !s.getAttribute("aria-label") && !s.getAttribute("aria-labelledby"); }).length;
          r.unfocusableSummaries = all("summary").filter(function (s) { return s.tabIndex < 0; }).length;
          document.getElementById("result").textContent = JSON.stringify(r);
        });
        </script>
        </body></html>
        """#
}
