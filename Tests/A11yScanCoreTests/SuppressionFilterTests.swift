@testable import A11yScanFindings
import XCTest
@testable import A11yScanCore

/// Comment suppressions on real scans: which lines each directive form hides, what is counted,
/// and the warnings for unknown rule ids, malformed directives and unused suppressions.
final class SuppressionFilterTests: XCTestCase {
    private typealias Fixtures = FindingFilterFixtures
    private let tap = FindingFilterFixtures.tapRuleID
    private let filter = SuppressionFilter(knownRuleIDs: FindingFilterFixtures.ruleIDs)

    /// Lines with findings before and after the filter, and what the filter reported.
    private func run(_ code: String, _ filter: SuppressionFilter? = nil, path: String = "View.swift")
        throws -> (all: [Int], kept: [Int], summary: ScanSummary, problems: [FileProblem])
    {
        let scanned: A11yScanCore.Scanner.FileResult = try Fixtures.scan(code, path: path)
        let (files, summary) = Fixtures.apply(filter ?? self.filter, to: [scanned])
        return (scanned.findings.map(\.line), files.flatMap(\.findings).map(\.line), summary,
                files.flatMap(\.problems).filter { $0.kind == .warning })
    }

    func testDisableNextLineHidesTheNextCodeLineOnly() throws {
        let code = """
            Text("a").onTapGesture { go() }
            // a11yscan:disable-next-line test-tap-gesture -- decorative, reviewed

            /* an unrelated comment */
            Text("b").onTapGesture { go() }
            Text("c").onTapGesture { go() }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.all, [1, 5, 6])
        XCTAssertEqual(outcome.kept, [1, 6])
        XCTAssertEqual(outcome.summary.suppressed, 1)
        XCTAssertEqual(outcome.problems, [])
    }

    func testTrailingCommentsDisableLineHereAndNextLineBelow() throws {
        let code = """
            Text("a").onTapGesture { go() } // a11yscan:disable-line test-tap-gesture
            Text("b").onTapGesture { go() } // a11yscan:disable-next-line test-tap-gesture
            Text("c").onTapGesture { go() }
            Text("d").onTapGesture { go() }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.kept, [2, 4])
        XCTAssertEqual(outcome.summary.suppressed, 2)
    }

    func testDisableEnableRangeAndUnclosedRangeRunningToTheEnd() throws {
        let code = """
            Text("a").onTapGesture { go() }
            // a11yscan:disable test-tap-gesture
            Text("b").onTapGesture { go() }
            Text("c").onTapGesture { go() }
            // a11yscan:enable test-tap-gesture
            Text("d").onTapGesture { go() }
            /* a11yscan:disable all */
            Text("e").onTapGesture { go() }

            Text("f").onTapGesture { go() }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.all, [1, 3, 4, 6, 8, 10])
        XCTAssertEqual(outcome.kept, [1, 6])
        XCTAssertEqual(outcome.summary.suppressed, 4)
    }

    func testDisableFileAnywhereHidesTheWholeFileForThatRuleOnly() throws {
        let code = """
            Text("a").onTapGesture { go() }
            Text("b").onTapGesture { go() }
            /// a11yscan:disable-file test-clickable, test-tap-gesture
            """
        XCTAssertEqual(try run(code).kept, [])
        let other = try run("Text(\"a\").onTapGesture { go() }\n// a11yscan:disable-file test-clickable\n")
        XCTAssertEqual(other.kept, [1])
        XCTAssertEqual(other.summary.suppressed, 0)
    }

    func testBlockCommentDirectiveAndIdsSeparatedBySpaces() throws {
        let code = """
            /* a11yscan:disable-next-line test-clickable test-tap-gesture
               the reason may continue on later lines */
            Text("a").onTapGesture { go() }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.all, [3])
        XCTAssertEqual(outcome.kept, [])
        XCTAssertEqual(outcome.problems, [])
    }

    func testDirectivesInsideStringsOrMidCommentAreIgnored() throws {
        let code = """
            let s = "// a11yscan:disable-file all"
            // Note: a11yscan:disable-file all is not at the start of this comment.
            Text("a").onTapGesture { go() }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.kept, [3])
        XCTAssertEqual(outcome.problems, [])
    }

    func testUnknownRuleIdIsAWarningNamingFileLineAndId() throws {
        let code = """
            Text("a").onTapGesture { go() }
            // a11yscan:disable-next-line test-tap-gesture, tap-gestrue
            Text("b").onTapGesture { go() }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.kept, [1])
        XCTAssertEqual(outcome.problems.count, 1)
        let problem = try XCTUnwrap(outcome.problems.first)
        XCTAssertEqual(problem.path, "View.swift")
        XCTAssertEqual(problem.line, 2)
        XCTAssertTrue(problem.message.contains("`tap-gestrue`"), problem.message)
    }

    func testMalformedDirectivesAndStrayEnableAreWarnings() throws {
        let code = """
            // a11yscan:disable-nxt-line test-tap-gesture
            // a11yscan:disable-next-line
            // a11yscan:enable test-tap-gesture
            Text("a").onTapGesture { go() }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.kept, [4])
        XCTAssertEqual(outcome.problems.map(\.line), [1, 2, 3])
        XCTAssertTrue(outcome.problems[0].message.contains("disable-nxt-line"))
        XCTAssertTrue(outcome.problems[1].message.contains("names no rule"))
        XCTAssertTrue(outcome.problems[2].message.contains("closes no open"))
    }

    func testUnusedSuppressionsAreReportedOnlyWhenAsked() throws {
        let code = """
            // a11yscan:disable-next-line test-tap-gesture, test-clickable
            Text("a").onTapGesture { go() }
            // a11yscan:disable-next-line all
            Text("b")
            """
        let quiet = try run(code)
        XCTAssertEqual(quiet.problems, [])
        let loud = try run(code, SuppressionFilter(knownRuleIDs: Fixtures.ruleIDs, reportUnused: true))
        XCTAssertEqual(loud.kept, [])
        XCTAssertEqual(loud.problems.map(\.message), [
            "unused suppression of test-clickable at line 1",
            "unused suppression of all at line 3",
        ])
        XCTAssertEqual(loud.problems.map(\.line), [1, 3])
    }

    func testSuppressionOfARuleThatDidNotRunIsNeitherUnknownNorUnused() throws {
        let code = "// a11yscan:disable-next-line test-clickable\nText(\"a\")\n"
        let filter = SuppressionFilter(knownRuleIDs: Fixtures.ruleIDs, activeRuleIDs: [tap], reportUnused: true)
        XCTAssertEqual(try run(code, filter).problems, [])
    }

    func testFilesWithoutDirectivesPassThroughUnchanged() throws {
        let outcome = try run("Text(\"a\").onTapGesture { go() }\n")
        XCTAssertEqual(outcome.kept, [1])
        XCTAssertEqual(outcome.summary, ScanSummary())
    }
}
