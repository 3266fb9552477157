import A11yScanCore
import A11yScanFindings
import A11yScanReport
import Foundation
import XCTest

/// A report streamed path by path, in several batches, with problems arriving as a scan
/// delivers them (the walk's up front, each file's with its findings), gives the same bytes
/// as the finished report rendered at once, in every format.
final class StreamingReportTests: XCTestCase {
    private static let paths = ["App/A.swift", "App/B.swift", "App/C.swift", "App/D.swift", "Lib/E.kt", "Lib/F.kt"]

    /// Findings over several paths in report order: identical twins in one path (GitLab
    /// counts occurrences), a rule the rule list lacks (SARIF grows its catalog), guidance on some.
    private static let findings: [Finding] = {
        var findings: [Finding] = []
        let templates = [ReportFixture.iconNotHidden, ReportFixture.tapWithoutRole, ReportFixture.clickableRow]
        for (pathIndex, path) in paths.enumerated() {
            for number in 0..<(pathIndex % 3 + 1) {
                var finding = templates[(pathIndex + number) % templates.count]
                finding.path = path
                finding.line = 10 * (number + 1)
                if pathIndex == 1, number == 1 { finding.fingerprint = findings.last?.fingerprint ?? "" }
                if pathIndex == 4 { finding.ruleID = "team-custom-rule" }
                findings.append(finding)
            }
        }
        return findings
    }()

    private static let walkProblems = [
        FileProblem(path: "App/B.swift", kind: .warning, message: "named twice"),
        FileProblem(path: "Zoo/Gone.swift", kind: .unreadable, message: "no such file or directory"),
    ]

    /// Problems met reading files, by path: one with findings, one without.
    private static let fileProblems = [
        "App/C.swift": [FileProblem(path: "App/C.swift", kind: .invalidEncoding, message: "invalid UTF-8", line: 3)],
        "App/Cc.swift": [FileProblem(path: "App/Cc.swift", kind: .skippedBinary, message: "looks binary")],
    ]

    private static var report: ScanReport {
        let problems = walkProblems + fileProblems.keys.sorted().flatMap { fileProblems[$0] ?? [] }
        return ScanReport(toolVersion: "9.9.9", findings: findings, rules: ReportFixture.rules,
                          summary: ScanSummary(filesScanned: 8, linesScanned: 400, bytesScanned: 9000, problems: problems,
                                               baselined: 1, fixedSinceBaseline: 2, suppressed: 3))
    }

    /// One batch per path (findings and that path's problems), paths in order.
    private static var batchesByPath: [(findings: [Finding], problems: [FileProblem])] {
        let allPaths = Set(paths).union(fileProblems.keys).sorted()
        return allPaths.map { path in (findings.filter { $0.path == path }, fileProblems[path] ?? []) }
    }

    private func streamed(_ reporter: any Reporter, _ report: ScanReport, head problems: [FileProblem],
                          batches: [(findings: [Finding], problems: [FileProblem])]) -> [UInt8] {
        var stream = reporter.makeStream(ReportHead(toolVersion: report.toolVersion, rules: report.rules, problems: problems))
        let opening = stream.begin()
        var body: [UInt8] = []
        for batch in batches { body += stream.add(batch.findings, problems: batch.problems) }
        let end = stream.finish(report.summary)
        if !stream.needsSummaryFirst {
            XCTAssertEqual(end.lead, [], "\(type(of: reporter)): only a summary-first stream has bytes before the findings")
        }
        return opening + end.lead + body + end.tail
    }

    /// Fails with the first differing line, so a mismatch reads as text.
    private func assertSameBytes(_ actual: [UInt8], _ expected: [UInt8], _ reporter: any Reporter,
                                 file: StaticString = #filePath, line: UInt = #line) {
        guard actual != expected else { return }
        let actualLines = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
        let expectedLines = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let index = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
        let got = index < actualLines.count ? actualLines[index] : "<end>"
        let want = index < expectedLines.count ? expectedLines[index] : "<end>"
        XCTFail("\(type(of: reporter)): streamed output differs at line \(index + 1)\n  expected: \(want)\n  actual:   \(got)",
                file: file, line: line)
    }

    private var reporters: [any Reporter] {
        let options = ReporterOptions(markdownCap: 4, guidelinesURL: "https://guidelines.example.org/")
        return ReporterFormat.allCases.map { $0.makeReporter(options: options) } + [TextReporter(color: true)]
    }

    func testOnePathPerBatchGivesTheBytesOfTheWholeReport() {
        for reporter in reporters {
            assertSameBytes(streamed(reporter, Self.report, head: Self.walkProblems, batches: Self.batchesByPath),
                            reporter.render(Self.report), reporter)
        }
    }

    func testUnevenBatchesGiveTheSameBytes() {
        let byPath = Self.batchesByPath
        var merged: [(findings: [Finding], problems: [FileProblem])] = []
        // Several paths in one batch, then one path's findings split over two batches.
        merged.append((byPath[0].findings + byPath[1].findings + byPath[2].findings,
                       byPath[0].problems + byPath[1].problems + byPath[2].problems))
        let split = byPath[3].findings.count / 2
        merged.append((Array(byPath[3].findings.prefix(split)), []))
        merged.append((Array(byPath[3].findings.dropFirst(split)), byPath[3].problems))
        merged += byPath.dropFirst(4)
        merged.append(([], []))
        for reporter in reporters {
            assertSameBytes(streamed(reporter, Self.report, head: Self.walkProblems, batches: merged),
                            reporter.render(Self.report), reporter)
        }
    }

    func testAReportWithoutFindingsStreamsToTheSameBytes() {
        var empty = Self.report
        empty.findings = []
        for reporter in reporters {
            assertSameBytes(streamed(reporter, empty, head: empty.summary.problems, batches: []), reporter.render(empty),
                            reporter)
        }
    }

    func testSummaryFirstFormatsAreTheOnesWhoseOpeningNeedsTheWholeScan() {
        let head = ReportHead(toolVersion: "1", rules: [])
        let summaryFirst = ReporterFormat.allCases.filter { $0.makeReporter().makeStream(head).needsSummaryFirst }
        XCTAssertEqual(summaryFirst, [.json, .sarif])
    }

    func testFindingsOfAPathApartInTheReportAreStillCountedAndGroupedAsOne() throws {
        var again = ReportFixture.clickableRow
        again.path = ReportFixture.swiftPath
        again.line = 99
        // The Swift file's findings come before and after a Kotlin one.
        let report = ReportFixture.report(with: [ReportFixture.iconNotHidden, ReportFixture.clickableRow, again,
                                                 ReportFixture.tapWithoutRole])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReporter().render(report))) as? [String: Any])
        XCTAssertEqual((json["summary"] as? [String: Any])?["filesWithFindings"] as? Int, 2)

        let markdown = String(decoding: MarkdownReporter(cap: 2).render(report), as: UTF8.self)
        XCTAssertEqual(markdown.components(separatedBy: "\n### ").count - 1, 1, "the two listed findings share the first path")
        XCTAssertTrue(markdown.contains(":99 · "), "the later finding of the first path is listed before the other path's")
        XCTAssertTrue(markdown.contains("\u{2026}and 2 more findings."))

        var twin = ReportFixture.clickableRow
        twin.line = 40
        let gitlab = GitLabCodeQualityReporter().render(ReportFixture.report(with: [
            ReportFixture.clickableRow, ReportFixture.iconNotHidden, twin,
        ]))
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(gitlab)) as? [[String: Any]])
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 3,
                       "identical findings of one path apart in the report still get distinct fingerprints")
    }
}
