import A11yScanFindings
import A11yScanRules
import A11yScanWalk
import Foundation
import XCTest
import A11yScanCore

/// Inputs whose size or shape could make a scan run away: a 50 MB line, and deep nesting
/// written on one line. The big input is generated once for the class.
final class RobustnessLargeInputTests: XCTestCase {
    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("a11yscan-robust-large-\(UUID().uuidString)")
    private static let filler = "let total = price * rate + offset; x = y + 1; "
    private static let fillerCount = 50 * 1024 * 1024 / filler.utf8.count

    override class func setUp() {
        super.setUp()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let line = String(repeating: filler, count: fillerCount)
            try Data(line.utf8).write(to: folder.appendingPathComponent("Single.swift"))
            try Data((line + "\n" + RobustnessSamples.swiftWithFinding).utf8).write(to: folder.appendingPathComponent("Minified.swift"))
            try Data(RobustnessSamples.swiftWithFinding.utf8).write(to: folder.appendingPathComponent("Normal.swift"))
        } catch {
            XCTFail("cannot write the large inputs: \(error)")
        }
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// A 50 MB single-line file, and the same line followed by the icon sample (as in generated
    /// or minified sources): the finding after the line proves the lexer and the search went
    /// through all of it.
    func testFiftyMegabyteLineIsScannedToTheEnd() throws {
        let request = ScanRequest(roots: [Self.folder.path], rules: try RuleSet.builtIn(), jobs: 2, toolVersion: "test")
        let report = ScanPipeline.run(request).report
        XCTAssertEqual(report.summary.problems, [])
        XCTAssertEqual(report.summary.filesScanned, 3)
        XCTAssertEqual(report.summary.linesScanned, 1 + 11 + 10, "single line, line plus sample, normal file")
        XCTAssertGreaterThan(report.summary.bytesScanned, 2 * (50 * 1024 * 1024 - Self.filler.utf8.count))
        XCTAssertEqual(report.findings.filter { $0.path == "Single.swift" }.count, 0)
        XCTAssertEqual(report.findings.filter { $0.path == "Minified.swift" }.map { "\($0.line):\($0.column) \($0.ruleID)" },
                       ["6:17 swiftui-icon-not-hidden"], "the sample after the long line is found at its exact place")
        XCTAssertEqual(report.findings.filter { $0.path == "Normal.swift" }.map(\.line), [5])
    }

    /// Classifying a brace used to read its whole line from the start, so 100,000 open braces
    /// on one line cost 100,000 times more than on separate lines (seconds against minutes).
    func testDeepNestingOnOneLineCostsAboutAsMuchAsOnManyLines() throws {
        let rules = try RuleSet.builtIn()
        let scanner = Scanner(rules: rules, jobs: 1)
        func time(_ separator: String) -> (Duration, [String]) {
            let text = String(repeating: "g {" + separator, count: 100_000) + "\n" + RobustnessSamples.kotlinWithFinding
            let target = ScanTarget(path: "Deep.kt", displayPath: "Deep.kt", language: .kotlin)
            var findings: [Finding] = []
            let elapsed = ContinuousClock().measure { findings = scanner.scan(bytes: Array(text.utf8), as: target).findings }
            return (elapsed, findings.map { "\($0.ruleID) \($0.column)" })
        }
        let (manyLines, manyFindings) = time("\n")
        let (oneLine, oneFindings) = time(" ")
        XCTAssertEqual(manyFindings, ["compose-icon-not-hidden 5"])
        XCTAssertEqual(oneFindings, manyFindings)
        XCTAssertLessThan(oneLine, manyLines * 10 + .seconds(2), "one long line must not cost per byte of the line for each brace")
    }
}
