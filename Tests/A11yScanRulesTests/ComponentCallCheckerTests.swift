@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// `ComponentCallChecker` on the calls of one file to a component whose summary says a missing
/// `contentDescription` leaves the icon button inside unnamed: a call without the parameter
/// or with null gets the finding, a call that passes a name (by label or position) does not.
final class ComponentCallCheckerTests: XCTestCase {
    private let backButton = ComponentSummary(
        name: "BackButton", language: .kotlin, kind: "composable", path: "Bars.kt", line: 2,
        parameters: [
            ComponentParameter(name: "onClick", label: "onClick", position: 0, flows: ["IconButton.onClick"]),
            ComponentParameter(name: "contentDescription", label: "contentDescription", position: 1, defaultKind: .null,
                               flows: ["Icon.contentDescription"]),
        ],
        renders: ["IconButton", "Icon"],
        checks: [ComponentCheck(rule: ComponentSummarizerTests.rule.id, parameter: "contentDescription", control: "IconButton",
                                controlPath: "Bars.kt", controlLine: 3, via: [])],
        calls: [])

    private let screen = """
        @Composable
        fun Screen(onBack: () -> Unit) {
            Column {
                BackButton(onClick = onBack)
                BackButton(onClick = onBack, contentDescription = null)
                BackButton(onClick = onBack, contentDescription = "Back")
                BackButton(onBack, "Back")
            }
        }
        """

    private func check(skips: (Int32) -> Bool = { _ in false }) throws -> [Finding] {
        let index = ComponentIndex([backButton])
        let file = EvaluatorFixture(screen, path: "Screen.kt")
        let checked = index.checkedNames(for: .kotlin).map { (name: $0, number: file.names.lookup($0)) }
        let checker = ComponentCallChecker(index: index, names: file.names, checked: checked, rules: [ComponentSummarizerTests.rule])
        var findings = CappedFindings()
        try file.withEvaluator { evaluator in try checker.check(evaluator, into: &findings, skips: skips) }
        return findings.finish(path: file.source.path).findings
    }

    func testCallsWithoutTheParameterOrWithNullAreReported() throws {
        let findings = try check()
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.ruleID)" },
                       ["4:9 test-icon-button-unnamed", "5:9 test-icon-button-unnamed"])
        guard findings.count == 2 else { return }
        XCTAssertTrue(findings[0].message.contains("`contentDescription` parameter names the `IconButton` inside, and is left out here, so it is null"),
                      findings[0].message)
        XCTAssertTrue(findings[1].message.contains("and is passed as empty here"), findings[1].message)
        XCTAssertTrue(findings[0].message.contains("Through `BackButton` (Bars.kt:2)"), findings[0].message)
    }

    func testSkippedCallsAreLeftOutAndAskedOncePerCall() throws {
        var asked: [Int32] = []
        let findings = try check { call in
            asked.append(call)
            return true
        }
        XCTAssertEqual(findings.count, 0)
        XCTAssertEqual(asked.count, 2, "only the two calls that would be reported are asked about")
    }
}
