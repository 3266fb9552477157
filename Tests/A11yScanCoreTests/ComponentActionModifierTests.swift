@testable import A11yScanCore
@testable import A11yScanRules
import XCTest

/// A composable whose one control takes a parameter only as what it does
/// (`Modifier.clickable(onClick = action)`) shows the same thing at every call: its missing
/// name is its own defect, reported once where it is written, not again at each call.
final class ComponentActionModifierTests: XCTestCase {
    func testAControlGivenOnlyItsClickByTheCallerIsReportedOnceInTheComponent() throws {
        let rules = try RuleSet.builtIn(examples: false, ids: ["compose-dismiss-scrim-unnamed"]).rules
        let player = ComponentFixture.source("Player.kt", """
            @Composable
            fun BoxScope.PlayerOverlay(showControls: Boolean, onTap: () -> Unit) {
                TapCatcher(onTap)
                if (!showControls) {
                    TapCatcher(action = onTap)
                }
            }

            @Composable
            private fun BoxScope.TapCatcher(action: () -> Unit) {
                Spacer(
                    modifier = Modifier
                        .fillMaxSize()
                        .clickable(indication = null, interactionSource = null, onClick = action),
                )
            }

            @Composable
            fun NamedCatcher(action: () -> Unit, label: String) {
                Spacer(
                    modifier = Modifier
                        .fillMaxSize()
                        .clickable(indication = null, interactionSource = null, onClickLabel = label, onClick = action),
                )
            }
            """)
        let found = ComponentFixture.findings([player], rules: rules)
        XCTAssertEqual(found.map { "\($0.line) \($0.ruleID)" }, [
            "11 compose-dismiss-scrim-unnamed",
            "20 compose-dismiss-scrim-unnamed",
        ])
    }
}
