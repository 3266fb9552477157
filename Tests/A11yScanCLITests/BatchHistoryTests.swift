import Foundation
import XCTest

/// Earlier reports for trends: a history folder read in name order, then each --previous; the
/// last one is what new and fixed findings are counted against; the run's own output in the
/// folder is not an earlier report; unusable inputs are usage errors.
final class BatchHistoryTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        try BatchRepositories.make(in: folder, ["repos/app": ["One.swift": Samples.swiftWithFinding]])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("history"), withIntermediateDirectories: true)
    }

    private func batch(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(["batch", "repos", "--quiet"] + arguments, in: folder)
    }

    private func page(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func testHistoryThenPreviousMakeTheTrendAndTheLastIsTheComparison() throws {
        XCTAssertEqual(try batch(["--json", "history/2025-05-05.json"]).status, 0)
        try CommandRunner.write(Samples.swiftWithFinding.replacingOccurrences(of: "Save", with: "Keep"), "repos/app/Two.swift", in: folder)
        XCTAssertEqual(try batch(["--json", "history/2025-05-12.json"]).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("repos/app/One.swift"))
        XCTAssertEqual(try batch(["--json", "latest.json"]).status, 0)

        // The history's second report has One and Two; now only Two is left: one fixed, none new.
        let fromHistory = try batch(["--history", "history", "--html", "a.html"])
        XCTAssertEqual(fromHistory.status, 0, fromHistory.stderr)
        let a = try page("a.html")
        XCTAssertTrue(a.contains("Findings in 2 earlier reports and this one, oldest first."))
        XCTAssertTrue(a.contains("<desc id=\"trend-chart-desc\">2025-05-05: 1 finding, 0 errors; 2025-05-12: 2 findings, 0 errors; "), a)
        XCTAssertTrue(a.contains("+0 new</span> <span class=\"delta-fixed\">−1 fixed</span>"))

        // A --previous comes after the history, so it is the comparison: latest.json is today's state.
        let withPrevious = try batch(["--history", "history", "--previous", "latest.json", "--html", "b.html"])
        XCTAssertEqual(withPrevious.status, 0, withPrevious.stderr)
        let b = try page("b.html")
        XCTAssertTrue(b.contains("Findings in 3 earlier reports and this one, oldest first."))
        XCTAssertTrue(b.contains("2025-05-12: 2 findings, 0 errors; latest: 1 finding, 0 errors; "))
        XCTAssertTrue(b.contains("+0 new</span> <span class=\"delta-fixed\">−0 fixed</span>"))
    }

    func testTheRunsOwnOutputInTheHistoryIsNotAnEarlierReport() throws {
        XCTAssertEqual(try batch(["--json", "history/2025-05-05.json"]).status, 0)
        XCTAssertEqual(try batch(["--json", "history/2025-05-12.json"]).status, 0)
        let again = try batch(["--history", "history", "--json", "history/2025-05-12.json", "--html", "page.html"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(try page("page.html").contains("Findings in 1 earlier report and this one, oldest first."))
    }

    func testUnusableHistoriesAreUsageErrors() throws {
        let missing = try batch(["--history", "no-such-folder", "--html", "page.html"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--history no-such-folder: cannot list the folder"), missing.stderr)
        try CommandRunner.write("{\"not\": \"a report\"}", "history/notes.json", in: folder)
        let foreign = try batch(["--history", "history", "--html", "page.html"])
        XCTAssertEqual(foreign.status, 2)
        XCTAssertTrue(foreign.stderr.contains("history/notes.json"), foreign.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.html").path), "nothing written")
    }
}
