@testable import a11yscan
import ArgumentParser
import XCTest

/// The scan command's arguments read without the argument parser must give the very command
/// the parser gives, every property included (a property the quick reading forgot to set
/// describes itself as a definition, not a value), and leave to the parser what it does not know.
final class QuickScanArgumentsTests: XCTestCase {
    /// Each property wrapper describes its value, the option groups' ones included.
    private func described(_ command: ScanCommand) -> String { String(describing: command) }

    func testEachShapeReadsAsTheParserReadsIt() throws {
        let shapes: [[String]] = [
            [],
            ["Sources/App/Screen.kt"],
            ["app/src/main/Screen.kt", "--format", "json", "--output", "out.json", "--fail-on", "never", "--quiet"],
            ["--stdin", "--stdin-path", "Views/Card.swift", "--format", "sarif", "--absolute-paths"],
            ["a.swift", "b.kt", "--format", "text", "--format", "json", "--output", "o.json", "--color", "never",
             "--jobs", "2", "--no-config", "--allow-empty", "--no-ignore", "--follow", "--all-code",
             "--no-components", "--component-cache", "cache", "--verbose", "--report-unused-suppressions"],
            ["--patterns", "rules", "--patterns", "more", "--no-builtin-rules", "--only", "x", "--disable", "y",
             "--guidelines", "pages", "--guidelines-url", "https://example.org/{slug}", "--rule-docs-url", "u",
             "--include", "*.kt", "--exclude", "Tests/*", "--baseline", "b.json", "."],
            ["--diff", "--diff-base", "main", "--config", "team.yml"],
            ["--write-baseline", "b.json", "--fail-on", "error", "src"],
            [".", "--component-cache", "", "--no-config", "--no-ignore", "--allow-empty", "--jobs", "2"],
        ]
        for shape in shapes {
            let quick = try XCTUnwrap(QuickScanArguments.command(shape), "\(shape)")
            let parsed = try ScanCommand.parse(shape)
            XCTAssertEqual(described(quick), described(parsed), "\(shape)")
            XCTAssertFalse(described(quick).contains("definition"), "\(shape)")
        }
    }

    func testWhatItDoesNotKnowIsLeftToTheParser() {
        let shapes: [[String]] = [
            ["--help"], ["-h"], ["--version"], ["--format=json"], ["--jobs", "2", "--jobs", "3"], ["--quiet", "--quiet"],
            ["--format"], ["--output", "--quiet"], ["--fail-on", "loud"], ["--color", "sometimes"], ["--jobs", "two"],
            ["--jobs", "0"], ["--stdin", "a.swift"], ["--stdin-path", "a.swift"], ["--no-such-option"], ["--", "-a.swift"],
            ["--config", "a.yml", "--no-config"], ["--diff-base", "main"],
        ]
        for shape in shapes {
            XCTAssertNil(QuickScanArguments.command(shape), "\(shape)")
        }
    }
}
