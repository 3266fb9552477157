@testable import A11yScanFindings
import XCTest

/// A file's findings are bounded: the first ones in report order are kept, however the rules
/// come upon them, and a problem says how many there were.
final class CappedFindingsTests: XCTestCase {
    private func finding(line: Int, rule: String = "r") -> Finding {
        Finding(ruleID: rule, family: .missingLabel, severity: .warning, path: "Big.swift", line: line, column: 1,
                endLine: line, endColumn: 2, message: "m", fix: "f", entry: "button", section: .name,
                framework: .swiftui, snippet: "x", fingerprint: "fp\(line)")
    }

    func testTheFirstFindingsInReportOrderAreKept() {
        var findings = CappedFindings(limit: 3)
        for line in [9, 1, 5, 2, 8, 3, 7, 4, 6, 10] { findings.append(finding(line: line)) }
        XCTAssertLessThanOrEqual(findings.kept.count, 6, "never more than twice the cap held")
        let (kept, problem) = findings.finish(path: "Big.swift")
        XCTAssertEqual(kept.map(\.line), [1, 2, 3])
        XCTAssertEqual(problem?.kind, .warning)
        XCTAssertEqual(problem?.path, "Big.swift")
        XCTAssertEqual(problem?.message, "10 findings in this file; only the first 3 are reported "
            + "(hint: a file with this many is usually generated or minified: exclude it)")
    }

    func testUnderTheCapNothingIsCutOrSaid() {
        var findings = CappedFindings(limit: 3)
        for line in [3, 1] { findings.append(finding(line: line)) }
        let (kept, problem) = findings.finish(path: "Big.swift")
        XCTAssertEqual(kept.map(\.line), [1, 3])
        XCTAssertNil(problem)
    }

    func testAFailedRuleLeavesNoFindingsAndIsNotCounted() {
        var findings = CappedFindings(limit: 3)
        for line in [1, 2] { findings.append(finding(line: line, rule: "failing")) }
        for line in [3, 4] { findings.append(finding(line: line)) }
        findings.removeAll(ofRule: "failing")
        let (kept, problem) = findings.finish(path: "Big.swift")
        XCTAssertEqual(kept.map(\.line), [3, 4])
        XCTAssertNil(problem)
    }
}
