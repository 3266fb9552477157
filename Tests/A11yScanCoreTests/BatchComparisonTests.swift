import A11yScanBatch
import A11yScanCore
import A11yScanFindings
import XCTest

/// New and fixed findings against a previous report: matched by rule, path and fingerprint.
final class BatchComparisonTests: XCTestCase {
    private func finding(_ rule: String, _ path: String, line: Int, fingerprint: String) -> Finding {
        Finding(ruleID: rule, family: .missingLabel, severity: .warning, path: path, line: line, column: 1,
                endLine: line, endColumn: 5, message: "m", fix: "f", entry: "button", section: .name,
                framework: .swiftui, snippet: "Image(x)", fingerprint: fingerprint)
    }

    private func result(_ name: String, _ findings: [Finding]) -> RepositoryResult {
        RepositoryResult(name: name, path: name, status: .scanned, findings: findings)
    }

    func testMovedFindingsMatchAndOthersAreNewOrFixed() {
        var previous = PreviousFindings()
        previous.add(repository: "app", findings: [
            finding("r1", "A.swift", line: 10, fingerprint: "aaa"),
            finding("r1", "B.swift", line: 3, fingerprint: "bbb"),
        ])
        let current = result("app", [
            finding("r1", "A.swift", line: 42, fingerprint: "aaa"),
            finding("r2", "A.swift", line: 50, fingerprint: "aaa"),
        ])
        let comparison = previous.compare(current)
        XCTAssertTrue(comparison.inPrevious)
        XCTAssertEqual(comparison.isNew, [false, true], "same rule, path and fingerprint on another line is the same finding")
        XCTAssertEqual(comparison.fixed.map(\.path), ["B.swift"])
        XCTAssertEqual(comparison.newCount, 1)
        XCTAssertEqual(comparison.fixed.first?.message, "", "fixed findings keep no message")
    }

    func testRepeatedFindingsMatchOneForOne() {
        var previous = PreviousFindings()
        previous.add(repository: "app", findings: [finding("r", "A.swift", line: 1, fingerprint: "x")])
        let comparison = previous.compare(result("app", [
            finding("r", "A.swift", line: 1, fingerprint: "x"), finding("r", "A.swift", line: 9, fingerprint: "x"),
        ]))
        XCTAssertEqual(comparison.isNew, [false, true])
        XCTAssertEqual(comparison.fixed, [])

        let fewer = PreviousFindings.with("app", [
            finding("r", "A.swift", line: 1, fingerprint: "x"), finding("r", "A.swift", line: 2, fingerprint: "x"),
        ]).compare(result("app", [finding("r", "A.swift", line: 1, fingerprint: "x")]))
        XCTAssertEqual(fewer.isNew, [false])
        XCTAssertEqual(fewer.fixed.map(\.line), [2])
    }

    func testARepositoryMissingFromThePreviousReportIsAllNew() {
        let comparison = PreviousFindings.with("other", []).compare(result("app", [finding("r", "A.swift", line: 1, fingerprint: "x")]))
        XCTAssertFalse(comparison.inPrevious)
        XCTAssertEqual(comparison.isNew, [true])
    }

    func testSummariesCarryTheChangeCounts() {
        let previous = PreviousFindings.with("app", [finding("r", "Gone.swift", line: 1, fingerprint: "g")])
        let summary = RepositorySummary(result("app", [finding("r", "A.swift", line: 1, fingerprint: "x")]), previous: previous)
        XCTAssertEqual(summary.changes, RepositorySummary.Changes(inPrevious: true, new: 1, fixed: 1))
        XCTAssertNil(RepositorySummary(result("app", [])).changes)
    }
}

private extension PreviousFindings {
    static func with(_ name: String, _ findings: [Finding]) -> PreviousFindings {
        var previous = PreviousFindings()
        previous.add(repository: name, findings: findings)
        return previous
    }
}
