import Foundation
import XCTest

/// A scan that scans nothing is an error, not a silent success: a missing path named on the
/// command line, a mistyped subcommand, an empty folder or one whose every file is excluded
/// exit 2 with a message, unless `--allow-empty` says an empty scan is fine.
final class EmptyScanTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(Samples.swiftWithFinding, "App/Save.swift", in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        try CommandRunner.write("# notes\n", "Empty/README.md", in: folder)
    }

    func testAMissingPathBesideAnExistingOneIsAUsageError() throws {
        let result = try CommandRunner.run(["App", "Missing", "--format", "json", "--output", "out.json"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no such file or directory: Missing"), result.stderr)
        XCTAssertFalse(result.stderr.contains("did you mean"), "a path-like name gets no subcommand hint: \(result.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path),
                       "nothing is written before the usage error")
    }

    func testAMistypedSubcommandIsSuggested() throws {
        for (typo, subcommand) in [("bacth", "batch"), ("rulse", "rules"), ("explian", "explain"), ("merg", "merge")] {
            let result = try CommandRunner.run([typo, "App"], in: folder)
            XCTAssertEqual(result.status, 2, "\(typo): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("no such file or directory: \(typo)"), result.stderr)
            XCTAssertTrue(result.stderr.contains("did you mean `a11yscan \(subcommand)`?"), "\(typo): \(result.stderr)")
        }
        let unrelated = try CommandRunner.run(["Sourcse", "App"], in: folder)
        XCTAssertEqual(unrelated.status, 2)
        XCTAssertFalse(unrelated.stderr.contains("did you mean"), unrelated.stderr)
        let later = try CommandRunner.run(["App", "bacth"], in: folder)
        XCTAssertFalse(later.stderr.contains("did you mean"), "only the first argument can be a subcommand: \(later.stderr)")
    }

    func testAnEmptyScanIsAnErrorUnlessAllowed() throws {
        let empty = try CommandRunner.run(["Empty"], in: folder)
        XCTAssertEqual(empty.status, 2, empty.stdout + empty.stderr)
        XCTAssertTrue(empty.stderr.contains("nothing was scanned"), empty.stderr)
        XCTAssertTrue(empty.stderr.contains("--allow-empty"), empty.stderr)
        XCTAssertEqual(empty.stdout, "", "no report is started for an empty scan")

        let excluded = try CommandRunner.run(["App", "--exclude", "**/*.swift", "--format", "xcode"], in: folder)
        XCTAssertEqual(excluded.status, 2, excluded.stderr)
        XCTAssertTrue(excluded.stderr.contains("nothing was scanned"), excluded.stderr)

        let allowed = try CommandRunner.run(["Empty", "--allow-empty", "--format", "json"], in: folder)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(allowed.stdout.contains("\"filesScanned\": 0"), allowed.stdout)

        let baseline = try CommandRunner.run(["Empty", "--write-baseline", "b.json"], in: folder)
        XCTAssertEqual(baseline.status, 2, "an empty baseline is not written silently: \(baseline.stderr)")
    }

    func testAScanOfOnlyBinaryFilesIsEmptyToo() throws {
        try Data([0x73, 0x00, 0x74, 0x0A]).write(to: folder.appendingPathComponent("Empty/Blob.swift"))
        let result = try CommandRunner.run(["Empty", "--format", "xcode"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was scanned"), result.stderr)
        XCTAssertEqual(try CommandRunner.run(["Empty", "--allow-empty", "--quiet"], in: folder).status, 0)
    }

    func testStandardInputIsNeverEmpty() throws {
        let result = try CommandRunner.run(["--stdin", "--stdin-path", "Empty/New.swift", "--quiet"], in: folder, stdin: "")
        XCTAssertEqual(result.status, 0, result.stderr)
    }
}
