import Foundation
import XCTest

/// A scan of one file, or of standard input, compiles a built-in rule's patterns only when the
/// file needs them. A call of a component with checks is checked with every rule of its
/// language, whose words the calling file may lack: those rules must be compiled before the
/// file's call tree numbers its names, in a process that compiled no other rule first.
final class OneFileRulesCompiledWhenUsedTests: XCTestCase {
    func testACallOfAWrapperIsCheckedColdWarmAndThroughStandardInput() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let cache = folder.appendingPathComponent("cache").path
        try CommandRunner.write("cache/\n", ".gitignore", in: folder)
        try CommandRunner.write("""
            @Composable
            fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
                IconButton(onClick = onClick) { Icon(Icons.Default.ArrowBack, contentDescription = contentDescription) }
            }

            """, "app/Buttons.kt", in: folder)
        let screen = """
            @Composable
            fun Screen(onBack: () -> Unit) {
                BackButton(onClick = onBack)
                BackButton(onClick = onBack, contentDescription = "Back")
            }

            """
        try CommandRunner.write(screen, "app/Screen.kt", in: folder)
        try GitRepository.commitAll(in: folder)
        let options = ["--format", "xcode", "--quiet", "--fail-on", "never", "--component-cache", cache]
        let whole = try CommandRunner.run(["."] + options, in: folder)
        let expected = whole.stdout.split(separator: "\n").filter { $0.hasPrefix("app/Screen.kt:") }
        XCTAssertTrue(expected.contains { $0.hasPrefix("app/Screen.kt:3:5: ") && $0.hasSuffix("[compose-icon-button-missing-label]") },
                      whole.stdout + whole.stderr)
        for run in ["cold", "warm"] {
            if run == "cold" { try? FileManager.default.removeItem(atPath: cache) }
            let one = try CommandRunner.run(["app/Screen.kt"] + options, in: folder)
            XCTAssertEqual(one.stdout.split(separator: "\n"), expected, "\(run): \(one.stderr)")
        }
        let piped = try CommandRunner.run(["--stdin", "--stdin-path", "app/Screen.kt"] + options, in: folder, stdin: screen)
        XCTAssertEqual(piped.stdout.split(separator: "\n"), expected, piped.stderr)
    }
}
