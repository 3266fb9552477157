import A11yScanCore
import A11yScanReport
import Foundation
import XCTest

final class JSONReporterTests: XCTestCase {
    func testOutputDecodesBackToTheSameReport() throws {
        let bytes = JSONReporter().render(ReportFixture.report)
        let document = try JSONReportDocument.decode(bytes)
        XCTAssertEqual(document.version, 1)
        XCTAssertEqual(document.findings, ReportFixture.findings)
        XCTAssertEqual(document.problems, [ReportFixture.problem])
        XCTAssertEqual(document.rules, ReportFixture.rules)
        XCTAssertEqual(document.tool.name, "a11yscan")
        XCTAssertEqual(document.tool.version, "0.3.0")
        XCTAssertEqual(document.summary.findings, 5)
        XCTAssertEqual(document.summary.errors, 2)
        XCTAssertEqual(document.summary.filesWithFindings, 2)
        XCTAssertEqual(document.summary.suppressed, 2)
        XCTAssertEqual(document.scanReport.summary, ReportFixture.report.summary)
    }

    func testIsPlainJSONWithDocumentedTopLevelKeysInOrder() throws {
        let bytes = JSONReporter().render(ReportFixture.report)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["version", "tool", "summary", "findings", "problems", "rules"])
        let text = String(decoding: bytes, as: UTF8.self)
        let positions = ["\n  \"version\"", "\n  \"tool\"", "\n  \"summary\"", "\n  \"findings\"", "\n  \"problems\"", "\n  \"rules\""]
            .map { text.range(of: $0)?.lowerBound }
        let found = try positions.map { try XCTUnwrap($0) }
        XCTAssertEqual(found, found.sorted())
    }

    func testVersionOverrideAndGuidelinesURL() throws {
        let reporter = JSONReporter(toolName: "scanner", toolVersion: "9.9", guidelinesURL: "https://g.example/")
        let document = try JSONReportDocument.decode(reporter.render(ReportFixture.report))
        XCTAssertEqual(document.tool.name, "scanner")
        XCTAssertEqual(document.tool.version, "9.9")
        XCTAssertEqual(document.tool.guidelinesURL, "https://g.example/")
    }

    func testUnsupportedVersionIsRejectedNamingTheField() {
        let bytes = Array(#"{"version": 2, "tool": {}}"#.utf8)
        XCTAssertThrowsError(try JSONReportDocument.decode(bytes)) { error in
            let reportError = error as? JSONReportError
            XCTAssertEqual(reportError?.field, "version")
            XCTAssertEqual(reportError?.message, "unsupported json report version 2")
        }
    }

    func testMissingFieldIsReportedWithItsPath() throws {
        var text = String(decoding: JSONReporter().render(ReportFixture.report), as: UTF8.self)
        let range = try XCTUnwrap(text.range(of: "\"endColumn\": 46,\n"))
        text.removeSubrange(range)
        XCTAssertThrowsError(try JSONReportDocument.decode(Array(text.utf8))) { error in
            XCTAssertEqual((error as? JSONReportError)?.field, "findings[1].endColumn")
        }
    }

    func testControlCharactersAreEscaped() {
        let text = String(decoding: JSONReporter().render(ReportFixture.report), as: UTF8.self)
        XCTAssertTrue(text.contains(#"// \u001b[7m""#))
        XCTAssertTrue(text.contains(#""\t\tImage(systemName: \"heart\")""#))
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
