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

    func testJUnitCountsTestCasesAndFailures() throws {
        let xml = parsed(JUnitReporter().render(ReportFixture.report))
        let suite = try XCTUnwrap(xml.elements(named: "testsuite").first)
        XCTAssertEqual(suite.attributes["name"], "a11yscan")
        XCTAssertEqual(suite.attributes["tests"], String(ReportFixture.rules.count))
        XCTAssertEqual(suite.attributes["failures"], "5", "rules with at least one finding")
        XCTAssertEqual(xml.elements(named: "testcase").map { $0.attributes["name"] }, ReportFixture.rules.map(\.id))
        XCTAssertTrue(xml.elements(named: "testcase").allSatisfy { $0.attributes["classname"] == "a11yscan" })
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

    func testJUnitWithSeveralFindingsOfOneRule() throws {
        let first = ReportFixture.clickableRow
        var second = first
        second.line = 30
        let xml = parsed(JUnitReporter().render(ReportFixture.report(with: [first, second])))
        let suite = try XCTUnwrap(xml.elements(named: "testsuite").first)
        XCTAssertEqual(suite.attributes["failures"], "1")
        XCTAssertEqual(xml.elements(named: "failure").count, 2)
    }
}
