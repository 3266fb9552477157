import A11yScanBatch
import A11yScanCore
import A11yScanReport
import XCTest

/// The terminal progress line and the plain-text batch summary.
final class BatchProgressLineTests: XCTestCase {
    func testShowsCountsRateAndTimeLeft() {
        let progress = BatchProgress(total: 200, done: 50, fromCache: 10, files: 1234, findings: 1, elapsed: .seconds(10))
        XCTAssertEqual(BatchProgressLine.text(progress),
                       "50/200 repositories · 1234 files · 1 finding · 10 cached · 5.0/s · ETA 0:30")
        let fast = BatchProgress(total: 10_000, done: 4000, files: 1, elapsed: .seconds(100))
        XCTAssertTrue(BatchProgressLine.text(fast).hasSuffix("40/s · ETA 2:30"), BatchProgressLine.text(fast))
        let slow = BatchProgress(total: 3, done: 1, elapsed: .seconds(4000))
        XCTAssertTrue(BatchProgressLine.text(slow).hasSuffix("ETA 2:13:20"), BatchProgressLine.text(slow))
    }

    func testBeforeTheFirstRepositoryThereIsNoEstimateAndLongLinesAreCut() {
        XCTAssertEqual(BatchProgressLine.text(BatchProgress(total: 4)), "0/4 repositories · 0 files · 0 findings · ETA --")
        let line = BatchProgressLine.text(BatchProgress(total: 4), width: 20)
        XCTAssertEqual(line.count, 19)
        XCTAssertTrue(line.hasSuffix("…"))
    }

    func testTextSummaryListsRepositoriesAndWhyOthersWereNotScanned() {
        let text = BatchTextSummary.text(BatchReportFixture.overview())
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("repository"))
        XCTAssertTrue(lines[1].hasPrefix("android/app  "), lines[1])
        XCTAssertTrue(lines.contains { $0.hasPrefix("total") && $0.contains("2/3 scanned") })
        XCTAssertEqual(lines.last, "zz-missing: missing (no such folder)")
    }
}
