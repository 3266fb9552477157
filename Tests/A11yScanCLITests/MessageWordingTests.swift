import Foundation
import XCTest

/// What the command line says, said once and where the README says it: one `error:` label
/// per error, the summary line on standard error for every format.
final class MessageWordingTests: XCTestCase {
    func testEveryErrorIsLabelledOnce() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        try CommandRunner.write("bogus: 1\n", "configured/.a11yscan.yml", in: folder)
        try CommandRunner.write(Samples.swiftWithFinding, "configured/Bad.swift", in: folder)
        let runs: [[String]] = [
            ["configured"], ["Bad.swift", "--baseline", "nope.json"], ["Bad.swift", "--patterns", "nope"],
            ["Bad.swift", "--diff"], ["Bad.swift", "--jobs", "0"], ["Bad.swift", "--format", "bogus"],
            ["Bad.swift", "--bogus"], ["batch", "nope.txt"], ["merge", "nope.json"],
        ]
        for arguments in runs {
            let result = try CommandRunner.run(arguments, in: folder)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            let labels = result.stderr.lowercased().components(separatedBy: "error:").count - 1
            XCTAssertEqual(labels, 1, "\(arguments): \(result.stderr)")
            let first = result.stderr.prefix { $0 != "\n" }
            XCTAssertTrue(first.hasPrefix("a11yscan: error: ") || first.contains(": error: "), "\(arguments): \(result.stderr)")
        }
    }

    func testAnErrorAboutAFileLineReadsLikeACompilerError() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("jobs: 2\nbogus: 1\n", ".a11yscan.yml", in: folder)
        try CommandRunner.write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        let result = try CommandRunner.run(["Bad.swift"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix(folder.path + "/.a11yscan.yml:2: error: `bogus`: unknown key"), result.stderr)
    }

    func testTheSummaryLineIsOnStandardErrorForTheTextFormatToo() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        try CommandRunner.write(Samples.swiftClean, "Good.swift", in: folder)
        let text = try CommandRunner.run(["."], in: folder)
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(text.stdout.hasPrefix("Bad.swift:5:17  warning  "), text.stdout)
        XCTAssertFalse(text.stdout.contains("scanned"), "no summary in the report: \(text.stdout)")
        XCTAssertEqual(text.stderr, "a11yscan: 1 finding (0 errors, 1 warning, 0 notes) in 1 file, 2 files scanned\n")
        let quiet = try CommandRunner.run([".", "--quiet"], in: folder)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(quiet.stdout, text.stdout)
        let clean = try CommandRunner.run(["Good.swift"], in: folder)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")
        XCTAssertEqual(clean.stderr, "a11yscan: no findings, 1 file scanned\n")
    }

    func testInitSaysWhichSettingsAreLiveAndWhichCommentedOut() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let result = try CommandRunner.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Wrote .a11yscan.yml. Set to their defaults: include, exclude, rules, severity, patterns, "
            + "fail-on. Commented out, for your own values: guidelines, baseline, jobs.\n")
        let written = try String(contentsOf: folder.appendingPathComponent(".a11yscan.yml"), encoding: .utf8)
        for key in ["include", "exclude", "rules", "severity", "patterns", "fail-on"] {
            XCTAssertTrue(written.contains("\n\(key):"), "\(key) is set in the file")
        }
        for key in ["guidelines", "baseline", "jobs"] {
            XCTAssertTrue(written.contains("\n#\(key):"), "\(key) is commented out in the file")
        }
    }

    /// Each option states its default once, and never this machine's core count.
    func testHelpStatesEachDefaultOnce() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        for command in ["scan", "rules", "explain", "entries", "init", "batch", "merge"] {
            let help = try CommandRunner.run([command, "--help"]).stdout
            let options = help.components(separatedBy: "\n  -").dropFirst()
            XCTAssertFalse(options.isEmpty, "\(command) --help lists options")
            for option in options {
                XCTAssertLessThanOrEqual(option.components(separatedBy: "(default:").count - 1, 1, "\(command): \(option)")
                XCTAssertFalse(option.contains("(default: \(cores))"), "\(command): \(option)")
            }
        }
    }
}
