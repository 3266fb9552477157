import A11yScanCore
import A11yScanFindings
import A11yScanReport
import Foundation
import XCTest

/// A scan that found nothing still gives each format a sensible, parseable output.
final class EmptyReportTests: XCTestCase {
    private let report = ReportFixture.empty

    private func text(_ format: ReporterFormat) -> String {
        String(decoding: format.makeReporter().render(report), as: UTF8.self)
    }

    func testText() {
        XCTAssertEqual(text(.text), "", "no findings and no problems: nothing to report")
    }

    func testLineFormatsPrintNothing() {
        XCTAssertEqual(text(.xcode), "")
        XCTAssertEqual(text(.github), "")
    }

    func testJSONHasEmptyArraysAndZeroCounts() throws {
        let document = try JSONReportDocument.decode(JSONReporter().render(report))
        XCTAssertEqual(document.findings, [])
        XCTAssertEqual(document.problems, [])
        XCTAssertEqual(document.summary.findings, 0)
        XCTAssertEqual(document.summary.filesScanned, 3)
    }

    func testSARIFHasAnEmptyResultsArrayAndAllRules() throws {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report))) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual((driver?["rules"] as? [Any])?.count, ReportFixture.rules.count)
    }

    func testGitLabIsAnEmptyArray() {
        XCTAssertEqual(text(.gitlab), "[]\n")
    }

    func testXMLFormatsAreWellFormedWithNothingFailing() throws {
        let checkstyle = XMLCollector.parse(CheckstyleReporter().render(report))
        XCTAssertNil(checkstyle.parseError)
        XCTAssertEqual(checkstyle.elements(named: "file").count, 0)

        let junit = XMLCollector.parse(JUnitReporter().render(report))
        XCTAssertNil(junit.parseError)
        let suite = try XCTUnwrap(junit.elements(named: "testsuite").first)
        XCTAssertEqual(suite.attributes["tests"], String(ReportFixture.rules.count))
        XCTAssertEqual(suite.attributes["failures"], "0")
        XCTAssertEqual(junit.elements(named: "failure").count, 0)
    }

    func testEveryFormatRendersWithoutFindingsOrRules() {
        let bare = ScanReport(toolVersion: "", findings: [], rules: [], summary: ScanSummary())
        for format in ReporterFormat.allCases {
            let bytes = format.makeReporter().render(bare)
            XCTAssertTrue(bytes.isEmpty || bytes.last == UInt8(ascii: "\n"), "\(format.name) ends with a line break")
        }
    }
}
