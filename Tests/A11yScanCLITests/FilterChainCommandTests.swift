import Foundation
import XCTest

/// One filter chain for every way of scanning: a finding suppressed in the source is hidden,
/// and counted as suppressed, whether the file is scanned in a folder, as a named file, from
/// standard input, in changed-lines mode or as part of a batch.
final class FilterChainCommandTests: XCTestCase {
    static let suppressed = Samples.swiftWithFinding.replacingOccurrences(
        of: "            Image(systemName:",
        with: "            // a11yscan:disable-next-line swiftui-icon-not-hidden -- decorative here\n            Image(systemName:")

    func testEveryEntryPointHonoursInlineSuppressions() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let repository = folder.appendingPathComponent("repos/alpha")
        try CommandRunner.write(Self.suppressed, "Sources/Save.swift", in: repository)
        try CommandRunner.write(Samples.swiftWithFinding, "Sources/Open.swift", in: repository)
        try GitRepository.commitAll(in: repository)
        try CommandRunner.write(Self.suppressed.replacingOccurrences(of: "Save", with: "Send"), "Sources/Send.swift", in: repository)

        let scans: [(name: String, arguments: [String], stdin: String?, suppressed: Int)] = [
            ("folder", ["Sources", "--format", "xcode"], nil, 2),
            ("named file", ["Sources/Save.swift", "Sources/Open.swift", "--format", "xcode"], nil, 1),
            ("standard input", ["--stdin", "--stdin-path", "Sources/Save.swift", "--format", "xcode"], Self.suppressed, 1),
            ("changed lines", [".", "--diff", "--format", "xcode"], nil, 2),
        ]
        for scan in scans {
            let result = try CommandRunner.run(scan.arguments, in: repository, stdin: scan.stdin)
            XCTAssertFalse(result.stdout.contains("Save.swift") || result.stdout.contains("Send.swift"),
                           "\(scan.name): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains(", \(scan.suppressed) suppressed"), "\(scan.name): \(result.stderr)")
        }

        let batch = try CommandRunner.run(["batch", "repos", "--json", "batch.json", "--quiet"], in: folder)
        XCTAssertEqual(batch.status, 0, batch.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("batch.json"))) as? [String: Any])
        let repositories = try XCTUnwrap(report["repositories"] as? [[String: Any]])
        let findings = try XCTUnwrap(repositories.first?["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["path"] as? String }, ["Sources/Open.swift"], "batch: \(findings)")
        let summary = try XCTUnwrap(repositories.first?["summary"] as? [String: Any])
        XCTAssertEqual(summary["suppressed"] as? Int, 2, "batch: \(summary)")
    }
}
