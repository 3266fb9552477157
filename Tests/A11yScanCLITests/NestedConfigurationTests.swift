import Foundation
import XCTest

/// Which `.a11yscan.yml` applies to a file depends on the file alone: every configuration file
/// from the top down to its folder, a nearer one refining `rules` and `severity` for its own
/// folder. So the order of paths on the command line, and which folder is scanned, change
/// nothing; a nested file also applies when `.` is scanned.
final class NestedConfigurationTests: XCTestCase {
    private var folder: URL!
    private let rule = "swiftui-icon-not-hidden"

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(Samples.swiftWithFinding, "a.swift", in: folder)
        try CommandRunner.write(Samples.swiftWithFinding, "sub/b.swift", in: folder)
        try CommandRunner.write(Samples.swiftWithFinding, "sub/deeper/c.swift", in: folder)
        // A work tree, so every run names files from its top, whatever folder it scans.
        try GitRepository.git(["init", "-q"], in: folder)
    }

    private func configure(_ text: String, in subfolder: String = "") throws {
        try CommandRunner.write(text, subfolder.isEmpty ? ".a11yscan.yml" : subfolder + "/.a11yscan.yml", in: folder)
    }

    /// `path: severity` for each finding of a scan run in `subfolder`.
    private func findings(_ arguments: [String], in subfolder: String = "", stdin: String? = nil) throws -> [String] {
        let directory = subfolder.isEmpty ? folder! : folder.appendingPathComponent(subfolder)
        let result = try CommandRunner.run(arguments + ["--format", "xcode", "--quiet", "--allow-empty"], in: directory, stdin: stdin)
        XCTAssertNotEqual(result.status, 2, result.stderr)
        return result.stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: ":")
            return "\(parts[0]):\(parts[3].trimmingCharacters(in: .whitespaces))"
        }
    }

    func testTheOrderOfPathsChangesNothing() throws {
        try configure("rules: {disable: [\(rule)]}\n", in: "sub")
        XCTAssertEqual(try findings(["a.swift", "sub/b.swift"]), ["a.swift:warning"])
        XCTAssertEqual(try findings(["sub/b.swift", "a.swift"]), ["a.swift:warning"])
        XCTAssertEqual(try findings(["sub/deeper/c.swift", "a.swift", "sub/b.swift"]), ["a.swift:warning"])
    }

    func testNestedFilesCascadeWhicheverFolderIsScanned() throws {
        try configure("severity: {\(rule): error}\n")
        try configure("severity: {\(rule): note}\n", in: "sub")
        try configure("rules: {disable: [\(rule)]}\n", in: "sub/deeper")
        let everything = ["a.swift:error", "sub/b.swift:note"]
        XCTAssertEqual(try findings(["."]), everything)
        XCTAssertEqual(try findings([]), everything)
        XCTAssertEqual(try findings(["sub", "a.swift"]), everything)
        XCTAssertEqual(try findings(["sub/deeper/c.swift", "sub/b.swift", "a.swift"]), everything)
        XCTAssertEqual(try findings(["."], in: "sub"), ["sub/b.swift:note"])
        XCTAssertEqual(try findings(["b.swift", "deeper"], in: "sub"), ["sub/b.swift:note"])
        XCTAssertEqual(try findings(["--stdin", "--stdin-path", "sub/b.swift"], stdin: Samples.swiftWithFinding), ["sub/b.swift:note"])
        XCTAssertEqual(try findings(["--stdin", "--stdin-path", "c.swift"], in: "sub/deeper", stdin: Samples.swiftWithFinding), [])
        let one = try CommandRunner.run([".", "--format", "json", "--jobs", "1"], in: folder)
        let four = try CommandRunner.run([".", "--format", "json", "--jobs", "4"], in: folder)
        XCTAssertEqual(one.stdout, four.stdout, "the same report whatever the job count")
    }

    func testANestedFileCannotTurnBackOnWhatAnOuterOneTurnedOff() throws {
        try configure("rules: {disable: [\(rule)]}\n")
        try configure("rules: {enable: [\(rule)]}\n", in: "sub")
        XCTAssertEqual(try findings(["."]), [])
        XCTAssertEqual(try findings(["sub"]), [])
    }

    func testGlobsAreRelativeToTheirFilesFolder() throws {
        try configure("exclude: [\"sub/deeper/**\"]\n")
        XCTAssertEqual(try findings(["."]), ["a.swift:warning", "sub/b.swift:warning"])
        XCTAssertEqual(try findings(["sub"]), ["sub/b.swift:warning"])
        XCTAssertEqual(try findings(["."], in: "sub"), ["sub/b.swift:warning"])
        try configure("include: [\"sub/**\"]\n")
        XCTAssertEqual(try findings(["."]), ["sub/b.swift:warning", "sub/deeper/c.swift:warning"])
        XCTAssertEqual(try findings(["deeper"], in: "sub"), ["sub/deeper/c.swift:warning"])
    }

    func testScanWideKeysOfANestedFileAreNamedAndNotApplied() throws {
        try configure("fail-on: never\njobs: 1\nrules: {disable: [\(rule)]}\n", in: "sub")
        let above = try CommandRunner.run([".", "--format", "xcode"], in: folder)
        XCTAssertEqual(above.status, 1, "the outer run keeps its own fail-on: \(above.stderr)")
        XCTAssertTrue(above.stderr.contains("sub/.a11yscan.yml: fail-on, jobs apply only to scans of its folder or below"),
                      above.stderr)
        let inside = try CommandRunner.run(["sub", "--format", "xcode"], in: folder)
        XCTAssertEqual(inside.status, 0, inside.stderr)
        XCTAssertFalse(inside.stderr.contains("warning:"), inside.stderr)
    }

    func testABrokenNestedFileIsAnErrorNamingFileAndLine() throws {
        try configure("rules:\n  disable: [no-such-rule]\n", in: "sub/deeper")
        let result = try CommandRunner.run([".", "--format", "json", "--output", "out.json"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("sub/deeper/.a11yscan.yml:2"), result.stderr)
        XCTAssertTrue(result.stderr.contains("no-such-rule"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
    }

    func testAFileGivenWithConfigIsTheOnlyOne() throws {
        try configure("rules: {disable: [\(rule)]}\n", in: "sub")
        try CommandRunner.write("exclude: [\"a.swift\"]\n", "ci/settings.yml", in: folder)
        XCTAssertEqual(try findings([".", "--config", "ci/settings.yml"]), ["sub/b.swift:warning", "sub/deeper/c.swift:warning"],
                       "no other file applies, and the given file's globs are taken from the current folder")
    }

    func testBatchRepositoriesApplyTheirNestedFiles() throws {
        try configure("rules: {disable: [\(rule)]}\n", in: "sub")
        let list = try CommandRunner.temporaryFolder(self)
        try "\(folder.path)\n".write(to: list.appendingPathComponent("repos.txt"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["batch", "repos.txt", "--json", "-"], in: list)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let repository = try XCTUnwrap((report["repositories"] as? [[String: Any]])?.first)
        XCTAssertEqual((repository["findings"] as? [[String: Any]])?.compactMap { $0["path"] as? String }, ["a.swift"])
    }
}
