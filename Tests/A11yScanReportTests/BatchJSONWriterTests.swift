import A11yScanBatch
import A11yScanCore
import A11yScanFindings
import A11yScanReport
import Foundation
import XCTest

/// The batch `json` format: layout, totals, findings spelled as in the scan format, and the
/// reader that merges and compares with it.
final class BatchJSONWriterTests: XCTestCase {
    private func render(_ overview: BatchOverview = BatchReportFixture.overview(),
                        _ results: [RepositoryResult] = BatchReportFixture.results) -> [UInt8] {
        var writer = BatchJSONWriter()
        return writer.render(overview, results: results)
    }

    private func object(_ bytes: [UInt8]) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    func testDocumentHasTheDocumentedKeysInOrderAndTotals() throws {
        let text = String(decoding: render(), as: UTF8.self)
        let keys = ["\n  \"version\": 1", "\n  \"format\": \"a11yscan-batch\"", "\n  \"tool\": {", "\n  \"shard\": null",
                    "\n  \"summary\": {", "\n  \"run\": {", "\n  \"rules\": [", "\n  \"repositories\": ["]
        let positions = try keys.map { key in try XCTUnwrap(text.range(of: key)?.lowerBound, key) }
        XCTAssertEqual(positions, positions.sorted())
        XCTAssertTrue(text.hasSuffix("  ]\n}\n"))
        let summary = try XCTUnwrap(try object(render())["summary"] as? [String: Int])
        XCTAssertEqual(summary["repositories"], 3)
        XCTAssertEqual(summary["repositoriesScanned"], 2)
        XCTAssertEqual(summary["repositoriesNotScanned"], 1)
        XCTAssertEqual(summary["findings"], 5)
        XCTAssertEqual(summary["errors"], 2)
        XCTAssertEqual(summary["warnings"], 2)
        XCTAssertEqual(summary["notes"], 1)
        XCTAssertEqual(summary["filesWithFindings"], 2)
        XCTAssertEqual(summary["filesScanned"], 15)
        XCTAssertEqual(summary["problems"], 1)
    }

    func testFindingsAndProblemsAreExactlyAsInTheScanFormat() throws {
        let ios = BatchReportFixture.results[1]
        let scan = JSONReporter().render(ScanReport(toolVersion: "x", findings: ios.findings, rules: [], summary: ios.summary))
        let scanObject = try object(scan)
        let repositories = try XCTUnwrap(try object(render())["repositories"] as? [[String: Any]])
        let batchRepository = try XCTUnwrap(repositories.first { $0["name"] as? String == ios.name })
        XCTAssertEqual(batchRepository["findings"] as? NSArray, scanObject["findings"] as? NSArray)
        XCTAssertEqual(batchRepository["problems"] as? NSArray, scanObject["problems"] as? NSArray)
        XCTAssertEqual(batchRepository["summary"] as? NSDictionary, scanObject["summary"] as? NSDictionary)
    }

    func testReaderReturnsWhatTheWriterWrote() throws {
        let shard = try BatchShard(index: 2, count: 5)
        let overview = BatchReportFixture.overview(shard: shard, run: BatchRunCounts(scanned: 1, fromCache: 1))
        let document = try BatchJSONReader.decode(render(overview), source: "part.json")
        XCTAssertEqual(document.repositories, BatchReportFixture.results)
        XCTAssertEqual(document.part.source, "part.json")
        XCTAssertEqual(document.part.toolVersion, overview.toolVersion)
        XCTAssertEqual(document.part.rules, overview.rules)
        XCTAssertEqual(document.part.shard, shard)
        XCTAssertEqual(document.part.run, BatchRunCounts(scanned: 1, fromCache: 1))
    }

    func testAnEmptyBatchIsAValidDocument() throws {
        let empty = BatchOverview(toolVersion: "1", guidelinesURL: nil, rules: [], shard: nil, repositories: [], run: BatchRunCounts())
        let bytes = render(empty, [])
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).hasSuffix("  \"repositories\": []\n}\n"))
        XCTAssertEqual((try object(bytes)["repositories"] as? [Any])?.count, 0)
        XCTAssertEqual(try BatchJSONReader.decode(bytes, source: "e").repositories, [])
    }

    func testReaderRejectsScanReportsOtherVersionsAndBadFields() throws {
        let scan = JSONReporter().render(ReportFixture.report)
        XCTAssertThrowsError(try BatchJSONReader.decode(scan, source: "scan.json")) { error in
            XCTAssertTrue("\(error)".contains("not a batch report"), "\(error)")
        }
        let text = String(decoding: render(), as: UTF8.self)
        let future = text.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 9,")
        XCTAssertThrowsError(try BatchJSONReader.decode(Array(future.utf8), source: "f")) { error in
            XCTAssertTrue("\(error)".contains("unsupported batch report version 9"), "\(error)")
        }
        let broken = text.replacingOccurrences(of: "\"line\": 12,", with: "\"line\": \"twelve\",")
        XCTAssertThrowsError(try BatchJSONReader.decode(Array(broken.utf8), source: "b")) { error in
            XCTAssertEqual((error as? JSONReportError)?.field, "repositories[1].findings[0].line")
        }
    }
}

/// A small batch made of the reporter fixture's findings: an Android and an iOS repository
/// and one that is missing. Results are in report order (by name).
enum BatchReportFixture {
    static let android = RepositoryResult(
        name: "android/app", path: "clones/android/app", status: .scanned, commit: String(repeating: "ab", count: 20),
        summary: ScanSummary(filesScanned: 6, linesScanned: 900, bytesScanned: 30_000),
        findings: [ReportFixture.clickableRow, ReportFixture.iconWithoutLabel])

    static let ios = RepositoryResult(
        name: "ios-app", path: "clones/ios-app", status: .scanned,
        summary: ScanSummary(filesScanned: 9, linesScanned: 1400, bytesScanned: 50_000, problems: [ReportFixture.problem]),
        findings: [ReportFixture.iconNotHidden, ReportFixture.tapWithoutRole, ReportFixture.toggleState])

    static let missing = RepositoryResult(name: "zz-missing", path: "clones/zz-missing", status: .missing, message: "no such folder")

    static let results = [android, ios, missing]

    static func overview(results: [RepositoryResult] = results, shard: BatchShard? = nil,
                         run: BatchRunCounts = BatchRunCounts(scanned: 2), previous: PreviousFindings? = nil) -> BatchOverview {
        BatchOverview(toolVersion: "0.3.0", guidelinesURL: nil, rules: ReportFixture.rules, shard: shard,
                      repositories: results.map { RepositorySummary($0, previous: previous) }, run: run,
                      comparedWithPrevious: previous != nil)
    }
}
