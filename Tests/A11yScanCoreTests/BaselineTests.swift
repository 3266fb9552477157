@testable import A11yScanFindings
import XCTest
@testable import A11yScanCore

/// Baselines on real scans: made from findings, written and read back, hiding accepted
/// findings across unrelated edits, showing them again when the construct changes, and
/// counting what was fixed.
final class BaselineTests: XCTestCase {
    private typealias FileResult = A11yScanCore.Scanner.FileResult

    private let original = """
        struct Card: View {
            var body: some View {
                Text("a").onTapGesture { open() }
                Text("b").onTapGesture { open() }
            }
        }
        """

    private func scan(_ code: String, path: String = "Card.swift") throws -> FileResult {
        try FindingFilterFixtures.scan(code, path: path)
    }

    private func filtered(_ code: String, by baseline: Baseline) throws -> (lines: [Int], summary: ScanSummary) {
        let (files, summary) = FindingFilterFixtures.apply(BaselineFilter(baseline: baseline), to: [try scan(code)])
        return (files.flatMap(\.findings).map(\.line), summary)
    }

    private func temporaryFile(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder.appendingPathComponent(name)
    }

    func testEveryFindingOfTheScanItWasMadeFromIsHidden() throws {
        let baseline = Baseline.make(from: try scan(original).findings)
        XCTAssertEqual(baseline.entries.count, 2)
        let outcome = try filtered(original, by: baseline)
        XCTAssertEqual(outcome.lines, [])
        XCTAssertEqual(outcome.summary.baselined, 2)
        XCTAssertEqual(outcome.summary.fixedSinceBaseline, 0)
    }

    func testInsertingLinesAboveKeepsTheFindingHidden() throws {
        let baseline = Baseline.make(from: try scan(original).findings)
        let moved = "import SwiftUI\n\n// A card.\n" + original.replacingOccurrences(of: "    var body", with: "\n    var body")
        let scanned = try scan(moved)
        XCTAssertEqual(scanned.findings.map(\.line), [7, 8], "the findings moved down")
        let outcome = try filtered(moved, by: baseline)
        XCTAssertEqual(outcome.lines, [])
        XCTAssertEqual(outcome.summary.baselined, 2)
    }

    func testEditingTheConstructShowsItAgainAndCountsTheOldEntryAsFixed() throws {
        let baseline = Baseline.make(from: try scan(original).findings)
        let edited = original.replacingOccurrences(of: "Text(\"b\")", with: "Text(\"c\")")
        let outcome = try filtered(edited, by: baseline)
        XCTAssertEqual(outcome.lines, [4])
        XCTAssertEqual(outcome.summary.baselined, 1)
        XCTAssertEqual(outcome.summary.fixedSinceBaseline, 1)
    }

    func testAFindingThatDisappearedCountsAsFixed() throws {
        let baseline = Baseline.make(from: try scan(original).findings)
        let fixed = original.replacingOccurrences(of: "        Text(\"a\").onTapGesture { open() }\n", with: "")
        let outcome = try filtered(fixed, by: baseline)
        XCTAssertEqual(outcome.lines, [])
        XCTAssertEqual(outcome.summary.baselined, 1)
        XCTAssertEqual(outcome.summary.fixedSinceBaseline, 1)
    }

    func testIdenticalFindingsNeedOneEntryEach() throws {
        let baseline = Baseline.make(from: try scan(original).findings)
        let duplicated = original.replacingOccurrences(
            of: "        Text(\"b\")", with: "        Text(\"a\").onTapGesture { open() }\n        Text(\"b\")")
        let scanned = try scan(duplicated)
        XCTAssertEqual(Set(scanned.findings.map(\.fingerprint)).count, 2, "lines 3 and 4 share a fingerprint")
        let outcome = try filtered(duplicated, by: baseline)
        XCTAssertEqual(outcome.lines.count, 1)
        XCTAssertEqual(outcome.summary.baselined, 2)
    }

    func testEntriesMatchOnPathAndEntriesForFilesNotScannedAreNotFixed() throws {
        let elsewhere = Baseline.make(from: try scan(original, path: "Other.swift").findings)
        let outcome = try filtered(original, by: elsewhere)
        XCTAssertEqual(outcome.lines, [3, 4])
        XCTAssertEqual(outcome.summary.baselined, 0)
        XCTAssertEqual(outcome.summary.fixedSinceBaseline, 0)
    }

    func testEntriesOfAScannedFileThatNoLongerHasFindingsCountAsFixed() throws {
        let folder = try temporaryFile("scan")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let card = folder.appendingPathComponent("Card.swift")
        try original.write(to: card, atomically: true, encoding: .utf8)
        let rules = try FindingFilterFixtures.rules()
        let first = ScanPipeline.run(ScanRequest(roots: [folder.path], rules: rules, jobs: 1, toolVersion: "test")).report
        XCTAssertEqual(first.findings.count, 2)
        try "struct Card: View {}\n".write(to: card, atomically: true, encoding: .utf8)
        let second = ScanPipeline.run(ScanRequest(roots: [folder.path], rules: rules, jobs: 1, toolVersion: "test",
                                                  filters: FindingFilterChain(baseline: BaselineFilter(
                                                      baseline: Baseline.make(from: first.findings), folder: folder.path)))).report
        XCTAssertEqual(second.findings.count, 0)
        XCTAssertEqual(second.summary.fixedSinceBaseline, 2, "the file was read, so both of its entries are fixed")
    }

    func testWriteThenLoadRoundTripsAndTheFileIsSortedAndStable() throws {
        let second = try scan(original, path: "A/First.swift").findings
        let baseline = Baseline.make(from: try scan(original).findings.reversed() + second)
        let file = try temporaryFile("baseline.json")
        try baseline.write(to: file)
        let loaded = try Baseline.load(from: file)
        XCTAssertEqual(loaded, baseline)
        XCTAssertEqual(loaded.encoded(), try Data(contentsOf: file))
        XCTAssertEqual(Baseline.make(from: second + (try scan(original).findings)).encoded(),
                       try Data(contentsOf: file), "input order does not change the bytes")

        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        let entries = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["path"] as? String }, ["A/First.swift", "A/First.swift", "Card.swift", "Card.swift"])
        XCTAssertEqual(Set(entries[0].keys), ["fingerprint", "rule", "path", "line", "snippet"])
        XCTAssertEqual(entries.compactMap { $0["line"] as? Int }.count, 4)
    }

    func testLoadErrorsNameTheFileAndTheField() throws {
        let missing = try temporaryFile("missing.json")
        XCTAssertThrowsError(try Baseline.load(from: missing)) { error in
            let error = error as? BaselineError
            XCTAssertEqual(error?.file, missing.path)
            XCTAssertEqual(error?.message, "no such baseline file")
        }
        let cases: [(String, String?, String)] = [
            ("{ not json", nil, "not valid JSON"),
            (#"{"version": 2, "findings": []}"#, "version", "not supported"),
            (#"{"findings": []}"#, "version", "missing required field"),
            (#"{"version": 1, "findings": [{"fingerprint": "f", "rule": "r", "line": 1, "snippet": ""}]}"#,
             "findings[0].path", "missing required field"),
            (#"{"version": 1, "findings": [{"fingerprint": "f", "rule": "r", "path": "p", "line": "one", "snippet": ""}]}"#,
             "findings[0].line", "whole number"),
        ]
        for (text, field, message) in cases {
            let file = try temporaryFile("bad.json")
            try Data(text.utf8).write(to: file)
            XCTAssertThrowsError(try Baseline.load(from: file), text) { error in
                guard let error = error as? BaselineError else { return XCTFail("untyped error \(error)") }
                XCTAssertEqual(error.file, file.path)
                XCTAssertEqual(error.field, field, text)
                XCTAssertTrue(error.message.contains(message), "\(text): \(error.message)")
            }
        }
    }
}
