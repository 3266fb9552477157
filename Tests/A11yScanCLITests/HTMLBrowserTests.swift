import Foundation
import XCTest

/// The batch HTML report rendered in a real headless Chromium: the script must have run (the
/// table re-sorted by findings, the "Showing" line and footer sums filled in) and nothing from
/// the scanned code may have become an element.
final class HTMLBrowserTests: XCTestCase {
    /// Chromium from `CHROMIUM`, or the first of the usual names on the PATH.
    private func browser() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let named = environment["CHROMIUM"] { candidates.append(named) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] { candidates.append("\(folder)/\(name)") }
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            return URL(fileURLWithPath: found)
        }
        struct NoBrowser: Error, CustomStringConvertible {
            var description: String { "no Chromium found; scripts/install-deps --tests installs it" }
        }
        throw NoBrowser()
    }

    /// The DOM after scripts ran, as Chromium serializes it.
    private func renderedDOM(of page: URL, browser: URL, profile: URL) throws -> String {
        let process = Process()
        process.executableURL = browser
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=\(profile.path)",
                             "--virtual-time-budget=5000", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self)
    }

    func testScriptsSortTheTableAndSumTheVisibleRows() throws {
        let chromium = try browser()
        let folder = try CommandRunner.temporaryFolder(self)
        let two = Samples.swiftWithFinding.replacingOccurrences(of: "Save", with: "Keep")
        try BatchRepositories.make(in: folder, [
            "repos/a-one": ["One.swift": Samples.swiftWithFinding],
            "repos/b-three": ["One.swift": Samples.swiftWithFinding, "Two.swift": two, "Three.swift": two],
            "repos/c-none": ["Clean.swift": Samples.swiftClean],
            "repos/<img src=x onerror=alert(1)>": ["Evil.swift": BatchRepositories.hostileSwift],
        ])
        let result = try CommandRunner.run(["batch", "repos", "--html", "report.html", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let dom = try renderedDOM(of: folder.appendingPathComponent("report.html"), browser: chromium,
                                  profile: folder.appendingPathComponent("profile"))

        XCTAssertTrue(dom.contains("<html lang=\"en\" data-ready=\"true\">"), "the page script did not finish")
        XCTAssertTrue(dom.contains("Showing 4 of 4 repositories</output>"))
        XCTAssertTrue(dom.contains("<td class=\"num\" id=\"sum-findings\">5</td>"))
        XCTAssertTrue(dom.contains("data-key=\"findings\" data-type=\"number\" class=\"num\" aria-sort=\"descending\""))
        let body = try XCTUnwrap(dom.range(of: "<tbody>")).upperBound
        let rows = dom[body...].components(separatedBy: "<tr data-index=").dropFirst().prefix(4).map { row in
            row.range(of: "\">").map { String(row[$0.upperBound...].prefix(40)) } ?? ""
        }
        // Name order is <img…>, a-one, b-three, c-none; the script puts the most findings first.
        XCTAssertTrue(rows.first?.contains("b-three") ?? false, "rows: \(rows)")
        XCTAssertTrue(rows.last?.contains("c-none") ?? false, "rows: \(rows)")
        XCTAssertFalse(dom.contains("<img"), "no element may come from source text or a repository name")
        XCTAssertTrue(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }
}
