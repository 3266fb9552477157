import Foundation
import XCTest

/// Pre-merge use from the command line: configuration files, inline suppressions, baselines
/// and changed-lines mode on real git repositories.
final class PreMergeCommandTests: XCTestCase {
    private func write(_ text: String, _ name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "init.defaultBranch=main"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " ")) failed")
    }

    func testConfigurationFileIsFoundAndApplied() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "App/Bad.swift", in: folder)
        try write(Samples.swiftWithFinding, "App/Generated/Also.swift", in: folder)
        try write("exclude: [\"**/Generated/**\"]\nseverity: {swiftui-icon-not-hidden: error}\n", ".a11yscan.yml", in: folder)
        let result = try CommandRunner.run(["App", "--format", "xcode", "--quiet"], in: folder)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("App/Bad.swift:5:17: error:") || result.stdout.contains("Bad.swift:5:17: error:"), result.stdout)
        let ignored = try CommandRunner.run(["App", "--format", "xcode", "--quiet", "--no-config"], in: folder)
        XCTAssertEqual(ignored.stdout.split(separator: "\n").count, 2)
    }

    /// A configuration may name any built-in rule, also one this run does not load: a Compose
    /// rule while one Swift file is scanned (or one through standard input, as an editor
    /// does), or one that `--only` leaves out. A name that is no rule stays an error.
    func testConfigurationMayNameRulesThisRunDoesNotLoad() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        try write("rules: {disable: [compose-caret-icon-focusable, swiftui-image-missing-label]}\n"
                  + "severity: {compose-icon-not-hidden: note, swiftui-icon-not-hidden: error}\n", ".a11yscan.yml", in: folder)
        let runs: [(arguments: [String], stdin: String?)] = [
            (["Bad.swift"], nil),
            (["--stdin", "--stdin-path", "Bad.swift"], Samples.swiftWithFinding),
            (["Bad.swift", "--only", "swiftui-icon-not-hidden", "--disable", "swiftui-row-not-combined"], nil),
            ([".", "--only", "swiftui-icon-not-hidden", "--only", "compose-icon-not-hidden"], nil),
        ]
        for run in runs {
            let result = try CommandRunner.run(run.arguments + ["--format", "xcode", "--quiet"], in: folder, stdin: run.stdin)
            XCTAssertEqual(result.status, 1, "\(run.arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, "\(run.arguments): \(result.stdout)")
            XCTAssertTrue(result.stdout.contains(":5:17: error:"), "\(run.arguments): \(result.stdout)")
        }
        let unknown = try CommandRunner.run(["Bad.swift", "--only", "swiftui-icon-not-hiden"], in: folder)
        XCTAssertEqual(unknown.status, 2, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("swiftui-icon-not-hiden"), unknown.stderr)
        try write("rules: {disable: [compose-icon-not-hiden]}\n", ".a11yscan.yml", in: folder)
        let typo = try CommandRunner.run(["Bad.swift", "--only", "swiftui-icon-not-hidden"], in: folder)
        XCTAssertEqual(typo.status, 2, typo.stderr)
        XCTAssertTrue(typo.stderr.contains(".a11yscan.yml:1") && typo.stderr.contains("compose-icon-not-hiden"), typo.stderr)
    }

    func testBadConfigurationNamesFileAndLine() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftClean, "A.swift", in: folder)
        try write("include: []\nfail-on: sometimes\n", ".a11yscan.yml", in: folder)
        let result = try CommandRunner.run(["."], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(".a11yscan.yml:2"), result.stderr)
        XCTAssertTrue(result.stderr.contains("fail-on"), result.stderr)
    }

    func testInitWritesAStarterThatLoads() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        XCTAssertEqual(try CommandRunner.run(["init"], in: folder).status, 0)
        try write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        let scan = try CommandRunner.run([".", "--format", "xcode", "--verbose"], in: folder)
        XCTAssertEqual(scan.status, 1, scan.stderr)
        XCTAssertTrue(scan.stderr.contains("using settings from"), scan.stderr)
        XCTAssertEqual(try CommandRunner.run(["init"], in: folder).status, 2, "never overwrites without --force")
    }

    func testInlineSuppressions() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let suppressed = Samples.swiftWithFinding.replacingOccurrences(
            of: "            Image(systemName:",
            with: "            // a11yscan:disable-next-line swiftui-icon-not-hidden -- decorative here\n            Image(systemName:")
        try write(suppressed, "A.swift", in: folder)
        try write("// a11yscan:disable-next-line no-such-rule\nlet x = 1\n// a11yscan:disable-next-line swiftui-icon-not-hidden\nlet y = 2\n", "B.swift", in: folder)
        let result = try CommandRunner.run([".", "--format", "xcode", "--report-unused-suppressions"], in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("B.swift:1"), result.stdout)
        XCTAssertTrue(result.stdout.contains("no-such-rule"), result.stdout)
        XCTAssertTrue(result.stdout.contains("B.swift:3"), "unused suppression is reported: \(result.stdout)")
        XCTAssertTrue(result.stderr.contains("1 suppressed"), result.stderr)
    }

    func testBaselineHidesKnownFindingsUntilTheyChange() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "A.swift", in: folder)
        let written = try CommandRunner.run([".", "--write-baseline", "baseline.json"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        try write("import SwiftUI\n\n" + Samples.swiftWithFinding, "A.swift", in: folder)
        let moved = try CommandRunner.run([".", "--baseline", "baseline.json"], in: folder)
        XCTAssertEqual(moved.status, 0, "lines inserted above keep the finding baselined: \(moved.stdout)")
        XCTAssertTrue(moved.stderr.contains("1 in baseline"), moved.stderr)
        try write(Samples.swiftWithFinding.replacingOccurrences(of: "tray.and.arrow.down", with: "square.and.arrow.up"), "A.swift", in: folder)
        let edited = try CommandRunner.run([".", "--baseline", "baseline.json", "--format", "xcode"], in: folder)
        XCTAssertEqual(edited.status, 1, "an edited construct is reported again")
        XCTAssertTrue(edited.stderr.contains("1 fixed since baseline"), edited.stderr)
        let missing = try CommandRunner.run([".", "--baseline", "nope.json"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.json"), missing.stderr)
    }

    func testDiffReportsOnlyChangedLines() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try git(["init", "-q"], in: folder)
        try write(Samples.swiftWithFinding, "Old.swift", in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "old"], in: folder)
        try write(Samples.swiftWithFinding.replacingOccurrences(of: "SaveButton", with: "SendButton"), "New.swift", in: folder)
        let diff = try CommandRunner.run([".", "--diff", "--format", "xcode", "--quiet"], in: folder)
        XCTAssertEqual(diff.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["New.swift"], diff.stdout + diff.stderr)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "new"], in: folder)
        try git(["checkout", "-q", "--detach", "HEAD"], in: folder)
        let detached = try CommandRunner.run([".", "--diff=HEAD~1", "--format", "xcode", "--quiet"], in: folder)
        XCTAssertEqual(detached.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["New.swift"], detached.stdout + detached.stderr)
        let clean = try CommandRunner.run([".", "--diff", "--quiet"], in: folder)
        XCTAssertEqual(clean.status, 0, "nothing changed since HEAD in a detached checkout: \(clean.stdout)")
    }

    func testDiffOutsideGitIsAClearError() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftClean, "A.swift", in: folder)
        let result = try CommandRunner.run([".", "--diff"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("git"), result.stderr)
    }
}
