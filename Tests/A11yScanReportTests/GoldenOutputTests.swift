import A11yScanCore
import A11yScanReport
import XCTest

/// Every format's full output for the fixture, compared with a reviewed file in `Golden/`.
final class GoldenOutputTests: XCTestCase {
    private let report = ReportFixture.report

    func testText() {
        GoldenFile.assertMatches(TextReporter().render(report), name: "text.txt")
    }

    func testTextWithColour() {
        GoldenFile.assertMatches(TextReporter(color: true).render(report), name: "text-color.txt")
    }

    func testXcode() {
        GoldenFile.assertMatches(XcodeReporter().render(report), name: "xcode.txt")
    }

    func testJSON() {
        let reporter = JSONReporter(guidelinesURL: "https://guidelines.example.org/")
        GoldenFile.assertMatches(reporter.render(report), name: "report.json")
    }

    func testSARIF() {
        let reporter = SARIFReporter(informationURI: "https://guidelines.example.org/")
        GoldenFile.assertMatches(reporter.render(report), name: "report.sarif")
    }

    func testCheckstyle() {
        GoldenFile.assertMatches(CheckstyleReporter().render(report), name: "checkstyle.xml")
    }

    func testJUnit() {
        GoldenFile.assertMatches(JUnitReporter().render(report), name: "junit.xml")
    }

    func testGitHubActions() {
        GoldenFile.assertMatches(GitHubActionsReporter().render(report), name: "github.txt")
    }

    func testGitLab() {
        GoldenFile.assertMatches(GitLabCodeQualityReporter().render(report), name: "gitlab.json")
    }

    func testHTML() {
        GoldenFile.assertMatches(HTMLReporter(guidelinesURL: "https://guidelines.example.org/").render(report), name: "report.html")
    }

    func testMarkdown() {
        let reporter = MarkdownReporter(guidelinesURL: "https://guidelines.example.org/")
        GoldenFile.assertMatches(reporter.render(report), name: "markdown.md")
    }
}
