@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// Two naming rules can both check one parameter of one control inside a component (a wrapper
/// of `IconButton` whose description a call leaves out): the call gets one finding, the rule
/// about that kind of control's, not one per rule for the same defect.
final class ComponentOneNamePerControlTests: XCTestCase {
    func testACallLeavingOutAnIconButtonWrappersDescriptionGetsOneFinding() {
        let rules = try! RuleSet.builtIn(examples: false, ids: ["compose-clickable-icon-unlabeled",
                                                                "compose-icon-button-missing-label"]).rules
        let wrapper = ComponentFixture.source("ClickableIcon.kt", """
            @Composable
            fun ClickableIcon(
                modifier: Modifier = Modifier,
                imageVector: ImageVector,
                contentDescription: String? = null,
                onClick: () -> Unit
            ) {
                IconButton(modifier = modifier, onClick = onClick) {
                    Icon(imageVector, contentDescription)
                }
            }
            """)
        let screen = ComponentFixture.source("AlarmScreen.kt", """
            @Composable
            fun AlarmActions(onDelete: () -> Unit, onSort: () -> Unit) {
                Row {
                    ClickableIcon(imageVector = Icons.Default.Delete) { onDelete() }
                    ClickableIcon(imageVector = Icons.Default.Sort, contentDescription = stringResource(R.string.sort)) { onSort() }
                }
            }
            """)
        let found = ComponentFixture.findings([wrapper, screen], rules: rules)
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["AlarmScreen.kt:4 compose-icon-button-missing-label"])
    }
}
