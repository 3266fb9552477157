import A11yScanCore
import A11yScanFindings
import A11yScanReport
import Foundation
import XCTest

/// SARIF results carry a fingerprint of their own: identical findings of one file (the same
/// construct twice in one declaration) are numbered apart, findings in other files differ by
/// path, and the values stay the same when lines move, so code scanning keeps tracking them.
final class SARIFFingerprintTests: XCTestCase {
    private func fingerprints(_ findings: [Finding]) throws -> [String] {
        let bytes = SARIFReporter().render(ReportFixture.report(with: findings))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        return try results.map { result in
            let values = try XCTUnwrap(result["partialFingerprints"] as? [String: String])
            return try XCTUnwrap(values[SARIFReporter.fingerprintKey])
        }
    }

    func testIdenticalFindingsGetDistinctFingerprintsThatSurviveLineMoves() throws {
        let first = ReportFixture.clickableRow
        var twin = first
        twin.line = 40
        twin.endLine = 40
        var elsewhere = first
        elsewhere.path = "other/File.kt"
        let values = try fingerprints([first, twin, elsewhere])
        XCTAssertEqual(Set(values).count, 3, "\(values)")
        // SHA-256 of rule, fingerprint, path and occurrence number, separated by NUL bytes.
        XCTAssertEqual(Array(values.prefix(2)), ["3a420b2fe07467348252bf2074eb01e6", "04623315b187b77ba3e78d2074472ada"])

        var movedFirst = first, movedTwin = twin
        movedFirst.line += 7
        movedTwin.line += 7
        XCTAssertEqual(try fingerprints([movedFirst, movedTwin, elsewhere]), values, "lines inserted above change nothing")
        XCTAssertEqual(try fingerprints([first]), [values[0]], "removing a later twin keeps the first one's")
    }
}
