import Foundation
import XCTest

/// A file with more findings than the per-file cap (minified code) reports the first ones by
/// position and says how many there were; the scan goes on and its other files are whole.
final class FindingCapTests: XCTestCase {
    private static let cap = 10_000

    func testAFileOverTheCapReportsTheFirstFindingsAndANote() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let unit = "Image(uiImage: gear).padding(4) "
        let count = Self.cap + 700
        try CommandRunner.write("struct V: View { var body: some View { VStack { "
            + String(repeating: unit, count: count) + " } } }\n", "Minified.swift", in: folder)
        try CommandRunner.write("struct W: View { var body: some View { VStack { " + unit + "} } }\n", "Small.swift", in: folder)
        let result = try CommandRunner.run([".", "--format", "json", "--jobs", "1", "--only", "swiftui-image-missing-label"],
                                           in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let minified = findings.filter { $0["path"] as? String == "Minified.swift" }
        XCTAssertEqual(minified.count, Self.cap)
        XCTAssertEqual(findings.filter { $0["path"] as? String == "Small.swift" }.count, 1, "other files are whole")
        let columns = minified.compactMap { $0["column"] as? Int }
        XCTAssertEqual(columns, columns.sorted(), "report order")
        let unitLength = unit.unicodeScalars.count
        XCTAssertLessThan(columns.last ?? .max, 49 + Self.cap * unitLength, "the first ones by position")
        let problems = try XCTUnwrap(report["problems"] as? [[String: Any]])
        XCTAssertEqual(problems.first?["path"] as? String, "Minified.swift")
        XCTAssertEqual(problems.first?["message"] as? String, "\(count) findings in this file; only the first \(Self.cap) "
            + "are reported (hint: a file with this many is usually generated or minified: exclude it)")
    }
}
