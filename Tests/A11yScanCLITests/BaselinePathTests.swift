import Foundation
import XCTest

/// A baseline hides the same findings whatever folder is scanned, from wherever, and however
/// paths are printed: entries are keyed by the path from the git work tree's top (outside git,
/// from the baseline file's folder), not by the path a report shows.
final class BaselinePathTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(Samples.swiftWithFinding, "App/Sources/Save.swift", in: folder)
        try CommandRunner.write(Samples.swiftWithFinding.replacingOccurrences(of: "Save", with: "Send"), "Root.swift", in: folder)
        try CommandRunner.write("baseline: .a11yscan-baseline.json\n", ".a11yscan.yml", in: folder)
    }

    /// Every way of scanning the repository, or part of it, that must find both findings baselined.
    private func assertEveryScanIsBaselined(_ context: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let runs: [(folder: String, arguments: [String], stdin: String?, baselined: Int)] = [
            ("", ["."], nil, 2),
            ("", [folder.path], nil, 2),
            ("", [folder.path, "--absolute-paths"], nil, 2),
            ("", ["App"], nil, 1),
            ("App", ["."], nil, 1),
            ("App/Sources", ["Save.swift", "--absolute-paths"], nil, 1),
            ("App", ["--stdin", "--stdin-path", "Sources/Save.swift"], Samples.swiftWithFinding, 1),
        ]
        for run in runs {
            let directory = run.folder.isEmpty ? folder! : folder.appendingPathComponent(run.folder)
            let result = try CommandRunner.run(run.arguments + ["--format", "xcode"], in: directory, stdin: run.stdin)
            XCTAssertEqual(result.stdout, "", "\(context): \(run.folder) \(run.arguments)", file: file, line: line)
            XCTAssertTrue(result.stderr.contains(", \(run.baselined) in baseline"),
                          "\(context): \(run.folder) \(run.arguments): \(result.stderr)", file: file, line: line)
            XCTAssertFalse(result.stderr.contains("fixed since baseline"), "\(context): \(result.stderr)", file: file, line: line)
        }
    }

    func testInAGitWorkTreeEntriesAreKeyedByTheirRepositoryPath() throws {
        try GitRepository.commitAll(in: folder)
        let written = try CommandRunner.run([".", "../../Root.swift", "--absolute-paths", "--write-baseline", "../../.a11yscan-baseline.json"],
                                            in: folder.appendingPathComponent("App/Sources"))
        XCTAssertEqual(written.status, 0, written.stderr)
        let baseline = try String(contentsOf: folder.appendingPathComponent(".a11yscan-baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"path\" : \"App/Sources/Save.swift\""), baseline)
        XCTAssertTrue(baseline.contains("\"path\" : \"Root.swift\""), baseline)
        try assertEveryScanIsBaselined("git")
    }

    func testOutsideGitEntriesAreKeyedByTheirPathFromTheBaselineFolder() throws {
        let written = try CommandRunner.run(["App", "Root.swift", "--write-baseline", ".a11yscan-baseline.json"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        let baseline = try String(contentsOf: folder.appendingPathComponent(".a11yscan-baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"path\" : \"App/Sources/Save.swift\""), baseline)
        try assertEveryScanIsBaselined("no git")
    }
}
