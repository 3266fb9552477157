import A11yScanCore
import A11yScanReport
import XCTest

/// The checkstyle and junit outputs parse as XML and give back the text they were given.
final class XMLReporterTests: XCTestCase {
    private func parsed(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> XMLCollector {
        let collector = XMLCollector.parse(bytes)
        XCTAssertNil(collector.parseError, "not well-formed: \(String(describing: collector.parseError))", file: file, line: line)
        return collector
    }

    func testCheckstyleRoundTripsEscapedText() {
        let xml = parsed(CheckstyleReporter().render(ReportFixture.report))
        XCTAssertEqual(xml.elements(named: "checkstyle").first?.attributes["version"], "4.3")
        XCTAssertEqual(xml.elements(named: "file").map { $0.attributes["name"] }, [
            ReportFixture.swiftPath, ReportFixture.kotlinPath, ReportFixture.problem.path,
        ])
        let errors = xml.elements(named: "error")
        XCTAssertEqual(errors.count, ReportFixture.findings.count + 1)
        for (element, finding) in zip(errors, ReportFixture.findings) {
            XCTAssertEqual(element.attributes["message"], finding.message, "message survives escaping")
            XCTAssertEqual(element.attributes["line"], String(finding.line))
            XCTAssertEqual(element.attributes["column"], String(finding.column))
            XCTAssertEqual(element.attributes["source"], "a11yscan." + finding.ruleID)
        }
        XCTAssertEqual(errors.map { $0.attributes["severity"] }, ["warning", "error", "info", "warning", "error", "warning"])
        XCTAssertEqual(errors.last?.attributes["source"], "a11yscan.problem.invalid-encoding")
    }

    func testCharactersIllegalInXMLAreReplaced() {
        var finding = ReportFixture.clickableRow
        finding.message = "bell\u{7} nul\u{0} tab\tquote\" apos' end ]]>"
        let xml = parsed(CheckstyleReporter().render(ReportFixture.report(with: [finding])))
        XCTAssertEqual(xml.elements(named: "error").first?.attributes["message"],
                       "bell\u{FFFD} nul\u{FFFD} tab\tquote\" apos' end ]]>")
    }

    /// What Jenkins' JUnit reader relies on: a `testsuite` whose counts agree with its test
    /// cases, every test case named by `classname` and `name` (unique together), and at most
    /// one `failure`, `error` or `skipped` in each (a reader takes the first and drops the rest).
    private func assertJenkinsReadable(_ xml: XMLCollector, file: StaticString = #filePath, line: UInt = #line) {
        let suites = xml.elements.indices.filter { xml.elements[$0].name == "testsuite" }
        XCTAssertEqual(suites, [0], "one testsuite, the root", file: file, line: line)
        guard let suite = suites.first else { return }
        let cases = xml.elements.indices.filter { xml.elements[$0].name == "testcase" }
        XCTAssertTrue(cases.allSatisfy { xml.elements[$0].parent == suite }, file: file, line: line)
        var outcomes: [String: Int] = [:]
        var names = Set<String>()
        for index in cases {
            let attributes = xml.elements[index].attributes
            let classname = attributes["classname"] ?? "", name = attributes["name"] ?? ""
            XCTAssertFalse(classname.isEmpty || name.isEmpty, "test case without classname or name", file: file, line: line)
            XCTAssertTrue(names.insert(classname + "\u{0}" + name).inserted, "two test cases named \(classname) \(name)",
                          file: file, line: line)
            let results = xml.children(of: index).map(\.name).filter { ["failure", "error", "skipped"].contains($0) }
            XCTAssertLessThanOrEqual(results.count, 1, "\(name) has \(results.count) results; only the first is read",
                                     file: file, line: line)
            results.first.map { outcomes[$0, default: 0] += 1 }
        }
        let counts = xml.elements[suite].attributes
        XCTAssertEqual(counts["tests"], String(cases.count), file: file, line: line)
        XCTAssertEqual(counts["failures"], String(outcomes["failure"] ?? 0), file: file, line: line)
        XCTAssertEqual(counts["errors"], String(outcomes["error"] ?? 0), file: file, line: line)
        XCTAssertEqual(counts["skipped"], String(outcomes["skipped"] ?? 0), file: file, line: line)
    }

    func testJUnitCountsTestCasesAndFailures() throws {
        let xml = parsed(JUnitReporter().render(ReportFixture.report))
        assertJenkinsReadable(xml)
        let suite = try XCTUnwrap(xml.elements(named: "testsuite").first)
        XCTAssertEqual(suite.attributes["name"], "a11yscan")
        let rulesWithout = ReportFixture.rules.filter { rule in !ReportFixture.findings.contains { $0.ruleID == rule.id } }
        XCTAssertEqual(suite.attributes["tests"], String(ReportFixture.findings.count + rulesWithout.count))
        XCTAssertEqual(suite.attributes["failures"], String(ReportFixture.findings.count), "one failing test case per finding")
        let passing = xml.elements(named: "testcase").filter { $0.attributes["name"] == JUnitReporter.passingCaseName }
        XCTAssertEqual(passing.map { $0.attributes["classname"] }, rulesWithout.map { "a11yscan." + $0.id })
        XCTAssertEqual(xml.elements(named: "failure").count, ReportFixture.findings.count)
    }

    func testJUnitFailureCarriesLocationSnippetAndFix() throws {
        let xml = parsed(JUnitReporter().render(ReportFixture.report))
        let finding = ReportFixture.tapWithoutRole
        let failure = try XCTUnwrap(xml.elements(named: "failure").first {
            $0.attributes["message"]?.hasPrefix(finding.path + ":20:33") == true
        })
        XCTAssertEqual(failure.attributes["type"], "error")
        XCTAssertEqual(failure.attributes["message"], "\(finding.path):20:33: \(finding.message)")
        XCTAssertEqual(failure.text, [
            "\(finding.path):20:33", finding.snippet, "entry: button · role · SwiftUI", "fix: " + finding.fix,
        ].joined(separator: "\n"))
    }

    func testJUnitGivesEachFindingOfOneRuleItsOwnTestCase() throws {
        let first = ReportFixture.clickableRow
        var second = first
        second.line = 30
        var sameSpot = second
        sameSpot.message = "reported twice at one place"
        let xml = parsed(JUnitReporter().render(ReportFixture.report(with: [first, second, sameSpot])))
        assertJenkinsReadable(xml)
        let suite = try XCTUnwrap(xml.elements(named: "testsuite").first)
        XCTAssertEqual(suite.attributes["failures"], "3")
        let failing = xml.elements(named: "testcase").filter { $0.attributes["classname"] == "a11yscan." + first.ruleID }
        XCTAssertEqual(failing.map { $0.attributes["name"] }, [
            "\(first.path):\(first.line):\(first.column)", "\(first.path):30:\(first.column)",
            "\(first.path):30:\(first.column) (2)",
        ])
    }

    func testJUnitWithoutFindingsHasOnePassingCasePerRule() {
        let xml = parsed(JUnitReporter().render(ReportFixture.report(with: [])))
        assertJenkinsReadable(xml)
        XCTAssertEqual(xml.elements(named: "testcase").count, ReportFixture.rules.count)
        XCTAssertEqual(xml.elements(named: "failure").count, 0)
    }
}
