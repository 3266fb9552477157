import Foundation
import XCTest

/// Report files that cannot be written: the run is a usage error (exit 2) naming the path,
/// and a report already there keeps its old content rather than becoming half a report.
final class RobustnessOutputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        try Samples.swiftWithFinding.write(to: folder.appendingPathComponent("Normal.swift"), atomically: true, encoding: .utf8)
    }

    private func contents(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func testReportInAFolderThatCannotBeWrittenKeepsItsOldContent() throws {
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        try "old report\n".write(to: reports.appendingPathComponent("scan.json"), atomically: true, encoding: .utf8)
        // The superuser may write anywhere, so the run is made as `nobody` when tests run as root.
        var user: TimedCommand.User = .current
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: TimedCommand.setpriv) else {
                throw XCTSkip("running as root without \(TimedCommand.setpriv): every folder is writable")
            }
            XCTAssertEqual(chmod(folder.path, 0o755), 0)
            XCTAssertEqual(chmod(reports.path, 0o755), 0)
            user = .nobody
        } else {
            XCTAssertEqual(chmod(reports.path, 0o555), 0)
            addTeardownBlock { _ = chmod(reports.path, 0o755) }
        }
        let result = try TimedCommand.run(["Normal.swift", "--format", "json", "--output", "reports/scan.json", "--format", "xcode"],
                                          in: folder, as: user)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("reports/scan.json"), result.stderr)
        XCTAssertEqual(try contents("reports/scan.json"), "old report\n", "the old report is untouched")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: reports.path), ["scan.json"], "no temporary file is left")
    }

    func testOutputPathThatIsAFolderOrUnderAFileIsAUsageError() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out.json"), withIntermediateDirectories: true)
        let folderTarget = try TimedCommand.run(["Normal.swift", "--format", "json", "--output", "out.json"], in: folder)
        XCTAssertEqual(folderTarget.status, 2, folderTarget.stderr)
        XCTAssertTrue(folderTarget.stderr.contains("out.json"), folderTarget.stderr)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path, isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue, "the folder is not replaced by a report")

        let underFile = try TimedCommand.run(["Normal.swift", "--format", "sarif", "--output", "Normal.swift/out.sarif"], in: folder)
        XCTAssertEqual(underFile.status, 2, underFile.stderr)
        XCTAssertTrue(underFile.stderr.contains("Normal.swift/out.sarif"), underFile.stderr)
        XCTAssertEqual(try contents("Normal.swift"), Samples.swiftWithFinding, "the scanned file is untouched")
    }

    func testAFailedSecondReportLeavesTheFirstComplete() throws {
        try "old\n".write(to: folder.appendingPathComponent("first.json"), atomically: true, encoding: .utf8)
        let result = try TimedCommand.run(["Normal.swift", "--format", "json", "--output", "first.json",
                                           "--format", "sarif", "--output", "missing/second.sarif"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("missing/second.sarif"), result.stderr)
        let first = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("first.json"))) as? [String: Any]
        XCTAssertEqual((first?["findings"] as? [Any])?.count, 1, "the first report was written whole before the second failed")
    }

    /// An existing report is replaced as a whole (the new file takes its place, it is not
    /// rewritten in place): another hard link to the old report keeps the old content, and
    /// nothing is left beside the report, also when the run before left a report there.
    func testAnExistingReportIsReplacedAndNothingIsLeftBeside() throws {
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let report = reports.appendingPathComponent("scan.json")
        try "old report\n".write(to: report, atomically: true, encoding: .utf8)
        XCTAssertEqual(link(report.path, reports.appendingPathComponent("kept.json").path), 0)
        for run in 1...2 {
            let result = try TimedCommand.run(["Normal.swift", "--format", "json", "--output", "reports/scan.json"], in: folder)
            XCTAssertEqual(result.status, 1, "run \(run): " + result.stderr)
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
            XCTAssertEqual((json?["findings"] as? [Any])?.count, 1, "run \(run)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted(), ["kept.json", "scan.json"],
                           "run \(run): no temporary file or old report is left")
        }
        XCTAssertEqual(try contents("reports/kept.json"), "old report\n", "the old report was replaced, not overwritten")
    }
}
