import A11yScanBatch
import A11yScanCore
import A11yScanReport
import Foundation
import XCTest

/// The example in docs/batch-format.md is real output: reading it and writing it again gives
/// the same text (totals included, as they are recomputed), so the page cannot drift.
final class BatchFormatDocumentationTests: XCTestCase {
    private static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/batch-format.md")

    func testDocumentedExampleIsExactlyWhatTheWriterWrites() throws {
        let markdown = try String(contentsOf: Self.page, encoding: .utf8)
        let exampleStart = try XCTUnwrap(markdown.range(of: "## Example"))
        let afterHeading = markdown[exampleStart.upperBound...]
        let open = try XCTUnwrap(afterHeading.range(of: "```json\n"))
        let close = try XCTUnwrap(afterHeading[open.upperBound...].range(of: "\n```"))
        let example = String(afterHeading[open.upperBound..<close.lowerBound]) + "\n"

        let document = try BatchJSONReader.decode(Array(example.utf8), source: "example")
        XCTAssertEqual(document.repositories.map(\.status), [.missing, .scanned])
        let part = document.part
        let overview = BatchOverview(toolVersion: part.toolVersion, guidelinesURL: part.guidelinesURL, rules: part.rules,
                                     shard: part.shard, repositories: document.repositories.map { RepositorySummary($0) },
                                     run: part.run)
        var writer = BatchJSONWriter()
        XCTAssertEqual(String(decoding: writer.render(overview, results: document.repositories), as: UTF8.self), example)
    }

    func testDocumentedCSVColumnsAreTheWrittenOnes() throws {
        let markdown = try String(contentsOf: Self.page, encoding: .utf8)
        let flattened = markdown.replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(flattened.contains("`" + BatchCSVWriter.columns.joined(separator: ", ") + "`"))
    }
}
