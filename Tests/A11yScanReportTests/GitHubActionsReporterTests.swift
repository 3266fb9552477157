import A11yScanCore
import A11yScanFindings
import A11yScanReport
import XCTest

final class GitHubActionsReporterTests: XCTestCase {
    private func lines(_ report: ScanReport) -> [String] {
        String(decoding: GitHubActionsReporter().render(report), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    func testCommandPerFindingBySeverity() {
        let output = lines(ReportFixture.report)
        XCTAssertEqual(output.count, ReportFixture.findings.count + 1)
        XCTAssertEqual(output[0], "::warning file=Sources/App/Views/ProfileView.swift,line=12,col=3,endLine=12,"
            + "endColumn=20,title=swiftui-icon-not-hidden::The icon beside the text label is announced separately."
            + "%0AFix: Add `.accessibilityHidden(true)` to the Image, or use `Image(decorative:)`.")
        XCTAssertTrue(output[1].hasPrefix("::error "))
        XCTAssertTrue(output[2].hasPrefix("::notice "))
    }

    func testPercentNewlinesAndSeparatorsAreEscaped() {
        var finding = ReportFixture.clickableRow
        finding.path = "dir,with:odd/100%.kt"
        finding.ruleID = "rule:with,commas"
        finding.message = "50% done\r\nnext line, still: data"
        finding.fix = ""
        let output = lines(ReportFixture.report(with: [finding]))
        XCTAssertEqual(output, [
            "::warning file=dir%2Cwith%3Aodd/100%25.kt,line=8,col=20,endLine=8,endColumn=38,"
                + "title=rule%3Awith%2Ccommas::50%25 done%0D%0Anext line, still: data",
        ])
    }

    func testFileProblemsBecomeAnnotationsWithoutALineWhenUnknown() {
        let problem = FileProblem(path: "a.swift", kind: .unreadable, message: "permission denied")
        XCTAssertEqual(lines(ReportFixture.report(with: [], problems: [problem])),
                       ["::warning file=a.swift,title=a11yscan%3A unreadable::permission denied"])
    }
}
