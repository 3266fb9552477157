import A11yScanCore
import A11yScanReport
import XCTest

final class XcodeReporterTests: XCTestCase {
    func testOneDiagnosticLinePerFindingWithSeverityKeyword() {
        let lines = String(decoding: XcodeReporter().render(ReportFixture.report), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, ReportFixture.findings.count + 1 /* problem */ + 1 /* trailing */)
        XCTAssertEqual(lines[0], "Sources/App/Views/ProfileView.swift:12:3: warning: "
            + "The icon beside the text label is announced separately. [swiftui-icon-not-hidden]")
        XCTAssertTrue(lines[1].hasPrefix("Sources/App/Views/ProfileView.swift:20:33: error: "))
        XCTAssertTrue(lines[2].hasPrefix("Sources/App/Views/ProfileView.swift:31:9: note: "))
        // The message with a line break stays on one line.
        XCTAssertEqual(lines[4], "app/src/main/kotlin/com/example/ui/Settings Screen.kt:15:9: error: "
            + "Icon has no contentDescription, so TalkBack says nothing. [compose-icon-missing-label]")
        XCTAssertEqual(lines.last, "")
    }

    func testNoSummaryLinesForAnEmptyReport() {
        XCTAssertEqual(XcodeReporter().render(ReportFixture.empty), [])
    }
}
