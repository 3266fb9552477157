import A11yScanCore
import A11yScanFindings
import A11yScanGuidelines
import A11yScanReport
import A11yScanRules
import Foundation
import XCTest

/// Validates SARIF output against the OASIS 2.1.0 schema kept in `Tests/Fixtures/`, using
/// Python's `jsonschema`. A missing Python or module fails the test: it is never skipped.
final class SARIFSchemaValidationTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let schema = repositoryRoot
        .appendingPathComponent("Tests/Fixtures/sarif-schema-2.1.0.json")

    private static let validatorScript = """
    import json, sys
    try:
        import jsonschema
    except ImportError:
        print("the Python module jsonschema is missing")
        sys.exit(3)
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    with open(sys.argv[2], encoding="utf-8") as f:
        document = json.load(f)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.path)))
    for error in errors:
        print("/".join(map(str, error.path)) + ": " + error.message)
    sys.exit(1 if errors else 0)
    """

    private struct Outcome {
        let status: Int32
        let output: String
    }

    private func validate(_ bytes: [UInt8]) throws -> Outcome {
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.schema.path), "schema not found at \(Self.schema.path)")
        let document = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11yscan-sarif-\(UUID().uuidString).json")
        try Data(bytes).write(to: document)
        defer { try? FileManager.default.removeItem(at: document) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.validatorScript, Self.schema.path, document.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: output)
    }

    private func assertValid(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try validate(bytes)
        switch outcome.status {
        case 0:
            return
        case 3, 127:
            XCTFail("cannot validate SARIF: needs python3 with jsonschema (`pip install jsonschema`)\n\(outcome.output)",
                    file: file, line: line)
        default:
            XCTFail("SARIF output does not match the 2.1.0 schema:\n\(outcome.output)", file: file, line: line)
        }
    }

    func testFixtureReportIsValidSARIF() throws {
        try assertValid(SARIFReporter(informationURI: "https://guidelines.example.org/").render(ReportFixture.report))
    }

    /// A real scan of the whole Corpus, with guideline pages and links, rendered and validated.
    func testRealCorpusScanIsValidSARIF() throws {
        let pages = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures/GuidelinePages")
        let (guidance, warnings) = GuidelineSettings.load(directory: pages, urlTemplate: "https://example.org/native/{slug}")
        XCTAssertEqual(warnings.map(\.description), [])
        let request = ScanRequest(roots: [Self.repositoryRoot.appendingPathComponent("Corpus").path],
                                  rules: try RuleSet.builtIn(), jobs: 2, toolVersion: "test", guidelines: guidance)
        let report = ScanPipeline.run(request).report
        XCTAssertGreaterThan(report.findings.count, 20, "the Corpus should give findings")
        let bytes = SARIFReporter(informationURI: "https://example.org/native/").render(report)
        try assertValid(bytes)
        let log = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first
        let results = run?["results"] as? [[String: Any]] ?? []
        XCTAssertEqual(results.count, report.findings.count)
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        XCTAssertTrue(rules.allSatisfy { $0["helpUri"] as? String == RuleDocsLink().url(forRule: $0["id"] as? String ?? "") },
                      "every built-in rule links its page")
    }

    func testEmptyReportIsValidSARIF() throws {
        try assertValid(SARIFReporter().render(ReportFixture.empty))
    }

    func testAbsolutePathsAndOddCharactersAreValidSARIF() throws {
        var finding = ReportFixture.tapWithoutRole
        finding.path = "/abs/dir with space/ü:x.swift"
        finding.endLine = finding.line + 2
        try assertValid(SARIFReporter().render(ReportFixture.report(with: [finding], problems: [
            FileProblem(path: "bin/blob.swift", kind: .skippedBinary, message: "binary file skipped"),
        ])))
    }

    /// Proves the validator really rejects something, so a pass above means something.
    func testValidatorRejectsAnInvalidLog() throws {
        var text = String(decoding: SARIFReporter().render(ReportFixture.report), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")
        let outcome = try validate(Array(text.utf8))
        XCTAssertEqual(outcome.status, 1, outcome.output)
        XCTAssertTrue(outcome.output.contains("fatal"), outcome.output)
    }
}
