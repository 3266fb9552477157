@testable import A11yScanWalk
import XCTest
@testable import A11yScanCore

/// A configuration applied to real rules: severity overrides reach the findings of a scan,
/// enable/disable select rules, and ids that name no rule are errors on their line.
final class ConfigurationRulesTests: XCTestCase {
    private let tap = FindingFilterFixtures.tapRuleID
    private let click = FindingFilterFixtures.clickRuleID

    private func configuration(_ yaml: String) throws -> Configuration {
        try ConfigurationLoader.load(yaml: yaml, file: "/project/.a11yscan.yml")
    }

    func testSeverityOverrideChangesTheRuleAndItsFindings() throws {
        let rules = try configuration("severity:\n  \(tap): error\n").apply(to: try FindingFilterFixtures.rules())
        XCTAssertEqual(rules.rule(tap)?.descriptor.severity, .error)
        XCTAssertEqual(rules.rule(click)?.descriptor.severity, .warning)
        let target = ScanTarget(path: "View.swift", displayPath: "View.swift")
        let result = A11yScanCore.Scanner(rules: rules, jobs: 1).scan(bytes: Array("Text(\"a\").onTapGesture { }\n".utf8), as: target)
        XCTAssertEqual(result.findings.map(\.severity), [.error])
    }

    func testEnableAndDisableSelectRules() throws {
        let all = try FindingFilterFixtures.rules()
        XCTAssertEqual(try configuration("rules: {enable: [\(tap)]}").apply(to: all).rules.map(\.id), [tap])
        XCTAssertEqual(try configuration("rules: {disable: [\(tap)]}").apply(to: all).rules.map(\.id), [click])
        XCTAssertEqual(try configuration("rules: {only: [\(tap), \(click)], disable: [\(click)]}").apply(to: all).rules.map(\.id), [tap])
        XCTAssertEqual(try configuration("rules: {enable: []}").apply(to: all).rules.map(\.id), [click, tap],
                       "an empty enable list runs every rule, as in the starter file")
        XCTAssertEqual(try configuration("jobs: 1").apply(to: all).rules.map(\.id), [click, tap])
    }

    func testSeverityOfADisabledRuleIsStillChecked() throws {
        let rules = try configuration("rules: {disable: [\(tap)]}\nseverity: {\(tap): note}\n")
            .applyingSeverities(to: try FindingFilterFixtures.rules())
        XCTAssertEqual(rules.rule(tap)?.descriptor.severity, .note)
    }

    func testRulesThatExistButWereNotLoadedMayBeNamed() throws {
        let yaml = "rules: {disable: [elsewhere]}\nseverity: {elsewhere: error}\n"
        XCTAssertThrowsError(try configuration(yaml).apply(to: try FindingFilterFixtures.rules()))
        let rules = try configuration(yaml).apply(to: try FindingFilterFixtures.rules(), alsoKnown: ["elsewhere"])
        XCTAssertEqual(rules.rules.map(\.id), [click, tap])
    }

    func testUnknownRuleIdsAreErrorsWithFileLineAndKey() throws {
        let cases: [(yaml: String, line: Int, field: String)] = [
            ("jobs: 1\nseverity:\n  tap-gestrue: error\n", 3, "severity.tap-gestrue"),
            ("rules:\n  enable:\n    - \(tap)\n    - nope\n", 4, "rules.enable"),
            ("rules: {disable: [nope]}\n", 1, "rules.disable"),
        ]
        for item in cases {
            XCTAssertThrowsError(try configuration(item.yaml).apply(to: try FindingFilterFixtures.rules()), item.yaml) { error in
                guard let error = error as? ConfigurationError else { return XCTFail("untyped error \(error)") }
                XCTAssertEqual(error.file, "/project/.a11yscan.yml")
                XCTAssertEqual(error.line, item.line, item.yaml)
                XCTAssertEqual(error.field, item.field, item.yaml)
                XCTAssertTrue(error.message.hasPrefix("unknown rule"), error.message)
                XCTAssertNotNil(error.hint)
            }
        }
    }
}
