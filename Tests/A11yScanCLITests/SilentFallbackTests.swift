import Foundation
import XCTest

/// Inputs the scanner cannot use as given are named on standard error, never dropped in
/// silence: standard input without a path, guideline files in an unknown format, and Android
/// Lint's suppression annotation naming our rules.
final class SilentFallbackTests: XCTestCase {
    func testStdinWithoutAPathSaysItIsReadAsSwift() throws {
        let kotlin = "fun OpenLink(open: () -> Unit) {\n    Text(\"Open\", modifier = Modifier.clickable { open() })\n}\n"
        let unnamed = try CommandRunner.run(["--stdin", "--format", "xcode", "--quiet"], stdin: kotlin)
        XCTAssertEqual(unnamed.status, 0, "Swift rules find nothing in Kotlin text")
        XCTAssertTrue(unnamed.stderr.contains("warning: --stdin without --stdin-path: standard input is scanned as Swift"),
                      unnamed.stderr)
        let named = try CommandRunner.run(["--stdin", "--stdin-path", "Row.kt", "--format", "xcode", "--quiet"], stdin: kotlin)
        XCTAssertEqual(named.status, 1, named.stdout)
        XCTAssertEqual(named.stderr, "")
    }

    func testGuidelineFilesInAnUnknownFormatAreNamed() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("= Button\n\n== Name\n* Give it a label.\n", "pages/button.adoc", in: folder)
        try CommandRunner.write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        let result = try CommandRunner.run(["Bad.swift", "--format", "xcode", "--guidelines", "pages"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("/pages: 1 file in a format that is not read as a guideline page: button.adoc"),
                      result.stderr)
    }

    func testAndroidLintSuppressionIsAWarning() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("""
            @SuppressLint("a11yscan:compose-clickable-without-role")
            @Composable
            fun OpenLink(open: () -> Unit) {
                Text("Open", modifier = Modifier.clickable { open() })
            }
            """, "Row.kt", in: folder)
        let result = try CommandRunner.run(["Row.kt", "--format", "xcode"], in: folder)
        XCTAssertEqual(result.status, 1, "the finding is not suppressed")
        XCTAssertTrue(result.stdout.contains("Row.kt:4:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Row.kt:1: warning: `@SuppressLint(\"a11yscan:compose-clickable-without-role\")` is Android Lint's annotation"),
                      result.stdout)
    }
}
