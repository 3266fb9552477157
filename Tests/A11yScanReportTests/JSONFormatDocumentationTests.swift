import A11yScanReport
import Foundation
import XCTest

/// The example in docs/json-format.md is real output: reading it and writing it again gives the
/// same text, so the documentation cannot drift from the reporter.
final class JSONFormatDocumentationTests: XCTestCase {
    private static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/json-format.md")

    func testDocumentedExampleIsExactlyWhatTheReporterWrites() throws {
        let markdown = try String(contentsOf: Self.page, encoding: .utf8)
        let exampleStart = try XCTUnwrap(markdown.range(of: "## Example"))
        let afterHeading = markdown[exampleStart.upperBound...]
        let open = try XCTUnwrap(afterHeading.range(of: "```json\n"))
        let close = try XCTUnwrap(afterHeading[open.upperBound...].range(of: "\n```"))
        let example = String(afterHeading[open.upperBound..<close.lowerBound]) + "\n"

        let document = try JSONReportDocument.decode(Array(example.utf8))
        XCTAssertEqual(document.findings.count, 1)
        let rewritten = JSONReporter(toolName: document.tool.name, guidelinesURL: document.tool.guidelinesURL)
            .render(document.scanReport)
        XCTAssertEqual(String(decoding: rewritten, as: UTF8.self), example)
    }
}
