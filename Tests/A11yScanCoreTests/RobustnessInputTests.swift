import A11yScanFindings
import A11yScanRules
import Foundation
import XCTest
import A11yScanCore

/// Awkward file contents: each test scans the bad input beside a normal file with a known
/// finding, and checks both the message about the bad input and that the scan went on.
final class RobustnessInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write(Array(RobustnessSamples.swiftWithFinding.utf8), "Normal.swift")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ bytes: [UInt8], _ name: String) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    /// Scans the folder (or the named files in it) with the built-in rules.
    private func scan(_ names: [String] = []) throws -> ScanReport {
        let roots = names.isEmpty ? [folder.path] : names.map { folder.appendingPathComponent($0).path }
        let request = ScanRequest(roots: roots, rules: try RuleSet.builtIn(), jobs: 2, toolVersion: "test")
        return ScanPipeline.run(request).report
    }

    /// The one known finding of `Normal.swift` is still there.
    private func assertNormalFileReported(_ report: ScanReport, file: StaticString = #filePath, line: UInt = #line) {
        let normal = report.findings.filter { $0.path.hasSuffix("Normal.swift") }
        XCTAssertEqual(normal.map { "\($0.line):\($0.column) \($0.ruleID)" }, ["5:17 swiftui-icon-not-hidden"],
                       "the normal file beside the bad input is still scanned", file: file, line: line)
    }

    private func findings(_ report: ScanReport, in name: String) -> [String] {
        report.findings.filter { $0.path.hasSuffix(name) }.map { "\($0.line):\($0.column) \($0.ruleID)" }
    }

    private func problems(_ report: ScanReport, in name: String) -> [FileProblem] {
        report.summary.problems.filter { $0.path.hasSuffix(name) }
    }

    func testInvalidUTF8IsScannedAsBytesWithANote() throws {
        var bytes = Array("// caf\u{E9} in Latin-1: ".utf8) + [0x63, 0x61, 0x66, 0xE9, 0xFF, 0xC0, 0x80, 0x0A]
        bytes += Array(RobustnessSamples.swiftWithFinding.utf8)
        try write(bytes, "Latin1.swift")
        let report = try scan()
        XCTAssertEqual(problems(report, in: "Latin1.swift").map(\.kind), [.invalidEncoding])
        XCTAssertEqual(findings(report, in: "Latin1.swift"), ["6:17 swiftui-icon-not-hidden"], "one line added above the sample")
        XCTAssertEqual(report.summary.filesScanned, 2)
        assertNormalFileReported(report)
    }

    func testUTF16WithByteOrderMarkIsDecodedInBothByteOrders() throws {
        let units = Array(RobustnessSamples.swiftWithFinding.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        try write(little, "Little.swift")
        try write(big, "Big.swift")
        let report = try scan()
        XCTAssertEqual(findings(report, in: "Little.swift"), ["5:17 swiftui-icon-not-hidden"])
        XCTAssertEqual(findings(report, in: "Big.swift"), ["5:17 swiftui-icon-not-hidden"])
        XCTAssertEqual(problems(report, in: "Little.swift") + problems(report, in: "Big.swift"), [])
        XCTAssertEqual(report.findings.first { $0.path.hasSuffix("Big.swift") }?.snippet,
                       "                Image(systemName: \"tray.and.arrow.down\")", "the snippet is decoded text, not UTF-16")
        assertNormalFileReported(report)
    }

    func testNulBytesSkipAFileUnlessItIsNamed() throws {
        try write(Array(RobustnessSamples.swiftWithFinding.utf8) + [0x0A, 0x00, 0x01, 0x02], "Blob.swift")
        let walked = try scan()
        XCTAssertEqual(problems(walked, in: "Blob.swift").map(\.kind), [.skippedBinary])
        XCTAssertTrue(problems(walked, in: "Blob.swift").first?.message.contains("name the file") ?? false)
        XCTAssertEqual(findings(walked, in: "Blob.swift"), [])
        assertNormalFileReported(walked)
        let named = try scan(["Blob.swift", "Normal.swift"])
        XCTAssertEqual(problems(named, in: "Blob.swift"), [], "a file named on the command line is scanned anyway")
        XCTAssertEqual(findings(named, in: "Blob.swift"), ["5:17 swiftui-icon-not-hidden"])
        assertNormalFileReported(named)
    }

    func testUnterminatedStringsAndCommentsAtTheEndOfTheFile() throws {
        let sample = RobustnessSamples.swiftWithFinding + "\n"
        try write(Array((sample + "let s = \"never closed").utf8), "String.swift")
        try write(Array((sample + "let t = \"\"\"\nImage(systemName: \"x\")").utf8), "Multiline.swift")
        try write(Array((sample + "/* never /* closed */").utf8), "Comment.swift")
        try write(Array((RobustnessSamples.kotlinWithFinding + "\nval s = \"\"\"raw ${").utf8), "Template.kt")
        let report = try scan()
        for name in ["String.swift", "Multiline.swift", "Comment.swift"] {
            XCTAssertEqual(findings(report, in: name), ["5:17 swiftui-icon-not-hidden"], name)
            let warnings = problems(report, in: name)
            XCTAssertEqual(warnings.map(\.kind), [.warning], name)
            XCTAssertEqual(warnings.map(\.line), [11], "\(name): the warning points at the unterminated construct")
        }
        XCTAssertTrue(problems(report, in: "Comment.swift").first?.message.contains("block comment") ?? false)
        XCTAssertEqual(findings(report, in: "Template.kt"), ["3:5 compose-icon-not-hidden"])
        XCTAssertFalse(problems(report, in: "Template.kt").isEmpty, "the open template is reported")
        assertNormalFileReported(report)
    }

    func testCarriageReturnLineEndsKeepLineNumbers() throws {
        let crlf = RobustnessSamples.swiftWithFinding.replacingOccurrences(of: "\n", with: "\r\n")
        let cr = RobustnessSamples.swiftWithFinding.replacingOccurrences(of: "\n", with: "\r")
        try write(Array(crlf.utf8), "Windows.swift")
        try write(Array(cr.utf8), "ClassicMac.swift")
        try write(Array(("// one\r\n// two\r// three\n" + RobustnessSamples.swiftWithFinding).utf8), "Mixed.swift")
        let report = try scan()
        XCTAssertEqual(findings(report, in: "Windows.swift"), ["5:17 swiftui-icon-not-hidden"])
        XCTAssertEqual(findings(report, in: "ClassicMac.swift"), ["5:17 swiftui-icon-not-hidden"])
        XCTAssertEqual(findings(report, in: "Mixed.swift"), ["8:17 swiftui-icon-not-hidden"], "\\r\\n, \\r and \\n each end one line")
        let snippet = report.findings.first { $0.path.hasSuffix("Windows.swift") }?.snippet
        XCTAssertEqual(snippet, "                Image(systemName: \"tray.and.arrow.down\")", "no carriage return in the snippet")
        assertNormalFileReported(report)
    }

    func testEmptyFilesAreScannedWithoutProblems() throws {
        try write([], "Empty.swift")
        try write([], "Empty.kt")
        try write([0x0A], "Newline.swift")
        let report = try scan()
        XCTAssertEqual(report.summary.filesScanned, 4)
        XCTAssertEqual(report.summary.problems, [])
        assertNormalFileReported(report)
        XCTAssertEqual(report.findings.count, 1)
    }

    func testHundredThousandNestedBracketsNeitherCrashNorHideFindings() throws {
        let depth = 100_000
        let deepSwift = String(repeating: "f(", count: depth) + String(repeating: "{[", count: depth)
            + RobustnessSamples.swiftWithFinding + String(repeating: "]}", count: depth) + String(repeating: ")", count: depth)
        try write(Array(deepSwift.utf8), "Deep.swift")
        try write(Array((String(repeating: "(", count: depth) + RobustnessSamples.swiftWithFinding).utf8), "Open.swift")
        try write(Array((String(repeating: "g {", count: depth) + "\n" + RobustnessSamples.kotlinWithFinding).utf8), "Deep.kt")
        let report = try scan()
        XCTAssertEqual(findings(report, in: "Deep.swift").map { $0.hasSuffix("swiftui-icon-not-hidden") }, [true],
                       "the icon at the bottom of 300,000 brackets is still found")
        XCTAssertEqual(findings(report, in: "Open.swift"), ["5:17 swiftui-icon-not-hidden"])
        XCTAssertEqual(problems(report, in: "Open.swift").map(\.kind), [.warning], "the unclosed brackets are reported")
        XCTAssertTrue(problems(report, in: "Open.swift").first?.message.contains("100000 bracket(s) never closed") ?? false)
        XCTAssertEqual(findings(report, in: "Deep.kt"), ["4:5 compose-icon-not-hidden"])
        assertNormalFileReported(report)
    }
}

/// Sources with exactly one known finding of a built-in rule.
enum RobustnessSamples {
    /// `swiftui-icon-not-hidden` at 5:17.
    static let swiftWithFinding = """
        struct SaveButton: View {
            var body: some View {
                Button(action: save) {
                    HStack {
                        Image(systemName: "tray.and.arrow.down")
                        Text("Save")
                    }
                }
            }
        }
        """

    /// `compose-icon-not-hidden` at 3:5.
    static let kotlinWithFinding = """
        @Composable
        fun AddToCart(cart: Cart, product: Product) = Button(onClick = { cart.add(product) }) {
            Icon(Icons.Default.ShoppingCart, contentDescription = "Add to cart")
            Spacer(Modifier.width(8.dp))
            Text("Add to cart")
        }
        """
}
