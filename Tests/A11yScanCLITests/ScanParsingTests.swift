import Foundation
import XCTest

/// `a11yscan scan …` is parsed by the scan command alone (faster at start); what it says and
/// does must not differ from the root's parse of the same scan without the word `scan`.
final class ScanParsingTests: XCTestCase {
    func testScanWordAndDefaultCommandAgree() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(Samples.swiftWithFinding, "App/Save.swift", in: folder)
        for tail in [["App/Save.swift", "--format", "xcode"], [".", "--format", "json", "--jobs", "1"],
                     [".", "--no-such-flag"], [".", "--jobs", "0"], [".", "--format", "yaml"]] {
            let plain = try CommandRunner.run(tail, in: folder)
            let scan = try CommandRunner.run(["scan"] + tail, in: folder)
            XCTAssertEqual(scan.status, plain.status, "\(tail)")
            XCTAssertEqual(scan.stdout, plain.stdout, "\(tail)")
            XCTAssertEqual(scan.stderr, plain.stderr, "\(tail)")
        }
    }

    func testHelpAndMistakesAreWordedByTheRoot() throws {
        let help = try CommandRunner.run(["scan", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: a11yscan scan"), help.stdout)
        let unknown = try CommandRunner.run(["scan", "--no-such-flag"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.hasPrefix("a11yscan: error: Unknown option '--no-such-flag'"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("a11yscan scan --help"), unknown.stderr)
    }
}
