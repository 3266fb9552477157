import A11yScanCore
import A11yScanFindings
import A11yScanReport
import Foundation
import XCTest

final class GitLabCodeQualityReporterTests: XCTestCase {
    private func issues(_ report: ScanReport) throws -> [[String: Any]] {
        let bytes = GitLabCodeQualityReporter().render(report)
        XCTAssertNotEqual(Array(bytes.prefix(3)), [0xEF, 0xBB, 0xBF], "GitLab rejects a byte order mark")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
    }

    func testEveryIssueHasTheFieldsGitLabRequires() throws {
        let issues = try issues(ReportFixture.report)
        XCTAssertEqual(issues.count, ReportFixture.findings.count)
        for (issue, finding) in zip(issues, ReportFixture.findings) {
            XCTAssertFalse((issue["description"] as? String ?? "").isEmpty)
            XCTAssertEqual(issue["check_name"] as? String, finding.ruleID)
            XCTAssertEqual((issue["fingerprint"] as? String)?.count, 32)
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, finding.path)
            XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, finding.line)
            XCTAssertEqual(issue["categories"] as? [String], ["Bug Risk"])
        }
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["minor", "major", "info", "minor", "major"])
    }

    func testFingerprintsAreUniqueEvenForIdenticalFindingsAndStableAcrossLineMoves() throws {
        let first = ReportFixture.clickableRow
        var twin = first
        twin.line = 40
        var elsewhere = first
        elsewhere.path = "other/File.kt"
        let fingerprints = try issues(ReportFixture.report(with: [first, twin, elsewhere])).map { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, 3)

        var moved = first
        moved.line = 99
        let afterMove = try issues(ReportFixture.report(with: [moved])).map { $0["fingerprint"] as? String }
        XCTAssertEqual(afterMove.first, fingerprints.first, "a line move keeps the fingerprint")
    }
}
