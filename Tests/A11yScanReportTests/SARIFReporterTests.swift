import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanReport
import Foundation
import XCTest

/// GitHub code scanning's documented constraints, checked on the parsed output.
final class SARIFReporterTests: XCTestCase {
    private func sarifRun(_ report: ScanReport = ReportFixture.report) throws -> [String: Any] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report))) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertNotNil(log["$schema"] as? String)
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return runs[0]
    }

    private func rules(_ run: [String: Any]) throws -> [[String: Any]] {
        let tool = try XCTUnwrap(run["tool"] as? [String: Any])
        let driver = try XCTUnwrap(tool["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "a11yscan")
        return try XCTUnwrap(driver["rules"] as? [[String: Any]])
    }

    private func text(_ object: Any?, _ key: String) -> String? {
        (object as? [String: Any])?[key] as? String
    }

    func testRulesCarryNonEmptyTextsWithinGitHubLimits() throws {
        let rules = try rules(sarifRun())
        XCTAssertEqual(rules.map { $0["id"] as? String }, ReportFixture.rules.map(\.id))
        for rule in rules {
            let name = try XCTUnwrap(rule["name"] as? String)
            XCTAssertTrue(!name.isEmpty && name.count <= 255)
            for key in ["shortDescription", "fullDescription"] {
                let value = try XCTUnwrap(text(rule[key], "text"))
                XCTAssertTrue(!value.isEmpty && value.count <= 1024, "\(key) of \(name)")
            }
            XCTAssertFalse(try XCTUnwrap(text(rule["help"], "text")).isEmpty)
            XCTAssertFalse(try XCTUnwrap(text(rule["help"], "markdown")).isEmpty)
            let tags = try XCTUnwrap((rule["properties"] as? [String: Any])?["tags"] as? [String])
            XCTAssertTrue(tags.count <= 20 && Set(tags).count == tags.count)
        }
        XCTAssertEqual(rules[3]["name"] as? String, "SwiftuiIconNotHidden")
        XCTAssertEqual(rules[3]["helpUri"] as? String,
                       "https://github.com/a11yscan/a11yscan/blob/main/docs/rules/swiftui-icon-not-hidden.md", "a built-in rule's page")
        XCTAssertNil(rules[1]["helpUri"], "not a built-in rule, no guideline link")
        XCTAssertEqual(text(rules[1]["defaultConfiguration"], "level"), "warning")
        XCTAssertEqual((rules[0]["properties"] as? [String: Any])?["tags"] as? [String],
                       ["accessibility", "clickable-without-role", "button", "role", "compose"])
    }

    func testRulesCiteTheirWCAGCriteria() throws {
        let rules = try rules(sarifRun())
        let properties = try XCTUnwrap(rules[2]["properties"] as? [String: Any])
        XCTAssertEqual(properties["wcag"] as? [String], ["1.1.1", "4.1.2"])
        XCTAssertEqual(properties["tags"] as? [String],
                       ["accessibility", "missing-label", "image", "name", "compose", "wcag-1.1.1", "wcag-4.1.2"])
        XCTAssertTrue(try XCTUnwrap(text(rules[2]["help"], "text"))
            .contains("\nWCAG 2.2: 1.1.1 Non-text Content (A); 4.1.2 Name, Role, Value (A)"))
        XCTAssertTrue(try XCTUnwrap(text(rules[2]["help"], "markdown")).contains(
            "**WCAG 2.2:** [1.1.1 Non-text Content](https://www.w3.org/WAI/WCAG22/Understanding/non-text-content) (A); "
                + "[4.1.2 Name, Role, Value](https://www.w3.org/WAI/WCAG22/Understanding/name-role-value) (A)"))
        XCTAssertNil((rules[0]["properties"] as? [String: Any])?["wcag"], "a rule citing nothing has no wcag property")
        XCTAssertFalse(try XCTUnwrap(text(rules[0]["help"], "text")).contains("WCAG"))
    }

    func testHelpURIIsTheRulePageElseTheGuidelinePage() throws {
        let chosen = SARIFReporter(ruleDocs: RuleDocsLink(chosen: "https://a11y.example/rules"))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(chosen.render(ReportFixture.report))) as? [String: Any])
        let driver = ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let uris = (driver?["rules"] as? [[String: Any]] ?? []).map { $0["helpUri"] as? String }
        XCTAssertEqual(uris, ReportFixture.rules.map { "https://a11y.example/rules/\($0.id).md" }, "a chosen template links every rule")

        let off = SARIFRuleDescriptor.make(ReportFixture.rules[3], docs: RuleDocsLink(chosen: ""))
        XCTAssertTrue(String(decoding: JSONWriter.render(off), as: UTF8.self)
            .contains("\"helpUri\": \"https://guidelines.example.org/components/button#name\""), "without rule pages, the guideline page")
    }

    func testLongRuleTextsAreCutToTheLimit() {
        let long = String(repeating: "é", count: 2000)
        XCTAssertEqual(SARIFRuleDescriptor.limited(long, to: 1024).unicodeScalars.count, 1024)
        XCTAssertTrue(SARIFRuleDescriptor.limited(long, to: 1024).hasSuffix("\u{2026}"))
        XCTAssertEqual(SARIFRuleDescriptor.limited("short", to: 1024), "short")
    }

    func testResultsPointAtTheirRuleAndLocation() throws {
        let run = try sarifRun()
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let rules = try rules(run)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, ReportFixture.findings.count)
        for (result, finding) in zip(results, ReportFixture.findings) {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, finding.ruleID)
            XCTAssertEqual(result["ruleId"] as? String, finding.ruleID)
            XCTAssertEqual(result["level"] as? String, finding.severity.rawValue)
            XCTAssertEqual(text(result["message"], "text"), finding.message)
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            XCTAssertEqual(locations.count, 1)
            let physical = try XCTUnwrap(locations[0]["physicalLocation"] as? [String: Any])
            XCTAssertEqual(text(physical["artifactLocation"], "uriBaseId"), "SRCROOT")
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertEqual(region["startLine"] as? Int, finding.line)
            XCTAssertEqual(region["startColumn"] as? Int, finding.column)
            XCTAssertEqual(region["endLine"] as? Int, finding.endLine)
            XCTAssertEqual(region["endColumn"] as? Int, finding.endColumn)
            let fingerprints = try XCTUnwrap(result["partialFingerprints"] as? [String: String])
            XCTAssertEqual(fingerprints.keys.sorted(), ["a11yscanFingerprint/v2"])
        }
        let tapLocation = try XCTUnwrap((results[1]["locations"] as? [[String: Any]])?.first)
        let tapRegion = (tapLocation["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(text(tapRegion?["snippet"], "text"), ".onTapGesture",
                       "columns are code points, so the region text is exactly the match")
    }

    func testPathsBecomeEncodedRelativeReferences() {
        XCTAssertEqual(SARIFURI.reference(forPath: "app/Settings Screen.kt").uri, "app/Settings%20Screen.kt")
        XCTAssertEqual(SARIFURI.reference(forPath: "Sources/Ünï/a:b#c?d%e.swift").uri,
                       "Sources/%C3%9Cn%C3%AF/a%3Ab%23c%3Fd%25e.swift")
        let absolute = SARIFURI.reference(forPath: "/tmp/x y.swift")
        XCTAssertEqual(absolute.uri, "file:///tmp/x%20y.swift")
        XCTAssertFalse(absolute.isRelative)
    }

    func testFileProblemsAreNotificationsOfASuccessfulRun() throws {
        let invocations = try XCTUnwrap(sarifRun()["invocations"] as? [[String: Any]])
        XCTAssertEqual(invocations.count, 1)
        XCTAssertEqual(invocations[0]["executionSuccessful"] as? Bool, true)
        let notifications = try XCTUnwrap(invocations[0]["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual(text(notifications[0]["message"], "text"), ReportFixture.problem.message)
        XCTAssertEqual(notifications[0]["level"] as? String, "warning")
    }

    func testRuleMissingFromTheReportIsDescribedFromItsFinding() throws {
        var finding = ReportFixture.clickableRow
        finding.ruleID = "custom-rule"
        let run = try sarifRun(ReportFixture.report(with: [finding]))
        let rules = try rules(run)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let index = try XCTUnwrap(results[0]["ruleIndex"] as? Int)
        XCTAssertEqual(rules[index]["id"] as? String, "custom-rule")
        XCTAssertEqual(rules.count, ReportFixture.rules.count + 1)
    }
}
