@testable import A11yScanCore
import A11yScanRules
import A11yScanWalk
import XCTest

/// A file whose bytes hold no word any rule requires is not lexed: it is counted as scanned,
/// with its lines, and has no findings. One that may hold a suppression directive is lexed
/// anyway, since the suppression filter reports problems in directives from the lexed file.
/// The first file a worker scans is lexed whatever it holds (the gate pays only over many files).
final class UnlexedFileTests: XCTestCase {
    /// The result of `code` scanned as the second file of one worker, after a file without words.
    private func scan(_ code: String, path: String) throws -> A11yScanCore.Scanner.FileResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unlexed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("First.kt"), second = folder.appendingPathComponent(path)
        try Data("val first = 1\n".utf8).write(to: first)
        try Data(code.utf8).write(to: second)
        let results = try A11yScanCore.Scanner(rules: RuleSet.builtIn(examples: false), jobs: 1)
            .scan([first, second].map { ScanTarget(path: $0.path, displayPath: $0.lastPathComponent) }, keepSources: true)
        XCTAssertNotNil(results[0].source, "a worker's first file is lexed")
        return results[1]
    }

    func testAOneFileScanLexesItsFileAndFindsTheSame() throws {
        let code = "package a.b\n\nfun sum(a: Int, b: Int) = a + b\n"
        let result = try A11yScanCore.Scanner(rules: RuleSet.builtIn(examples: false), jobs: 1)
            .scan(bytes: Array(code.utf8), as: ScanTarget(path: "Sum.kt", displayPath: "Sum.kt"), keepSource: true)
        XCTAssertNotNil(result.source, "the editor's one file is not gated")
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.lines, 4)
    }

    func testAFileWithoutWordsIsCountedButNotLexed() throws {
        let result = try scan("package a.b\n\nfun sum(a: Int, b: Int) = a + b\r\nval x = 1", path: "Sum.kt")
        XCTAssertTrue(result.scanned)
        XCTAssertNil(result.source, "not lexed")
        XCTAssertEqual(result.lines, 4)
        XCTAssertEqual(result.bytes, 55)
        XCTAssertEqual(result.findings, [])
    }

    func testAFileWithAWordIsLexed() throws {
        let result = try scan("@Composable\nfun Logo() {\n    Icon(painterResource(R.drawable.logo), null, Modifier.clickable { })\n}\n",
                              path: "Logo.kt")
        XCTAssertNotNil(result.source)
        XCTAssertEqual(result.lines, 5)
        XCTAssertFalse(result.findings.isEmpty)
    }

    func testAWordInsideALongerNameOpensNothing() throws {
        XCTAssertNil(try scan("fun formatTextUtils(iconSize: Int) = iconSize * 2\n", path: "TextUtils.kt").source)
    }

    func testAFileThatMayHoldASuppressionDirectiveIsLexed() throws {
        let result = try scan("// a11yscan:disable-next-line bogus-rule\nfun sum(a: Int, b: Int) = a + b\n", path: "Sum.kt")
        XCTAssertNotNil(result.source)
    }
}
