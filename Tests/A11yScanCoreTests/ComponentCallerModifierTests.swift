@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// A composable whose root control takes its caller's modifier (`Switch(…, modifier = modifier)`)
/// is excused by the toggle rules, which leave such a control to the component's calls: each
/// call is then checked as the control would be if it were written there.
final class ComponentCallerModifierTests: XCTestCase {
    let rules = try! RuleSet.builtIn(examples: false, ids: [
        "compose-toggle-missing-label", "compose-toggle-row-not-toggleable",
    ]).rules

    let switches = """
        @Composable
        fun AppSwitch(
            checked: Boolean,
            onCheckedChange: ((Boolean) -> Unit)?,
            modifier: Modifier = Modifier,
            enabled: Boolean = true,
        ) {
            Switch(checked = checked, onCheckedChange = onCheckedChange, modifier = modifier, enabled = enabled)
        }

        @Composable
        fun AppSwitch(text: String, checked: Boolean, onCheckedChange: ((Boolean) -> Unit)?, modifier: Modifier = Modifier) {
            Row(modifier = modifier) {
                Text(text = text)
                AppSwitch(checked = checked, onCheckedChange = onCheckedChange)
            }
        }

        @Composable
        fun NamedSwitch(checked: Boolean, onCheckedChange: (Boolean) -> Unit, modifier: Modifier = Modifier) {
            Switch(checked, onCheckedChange, modifier = modifier.semantics { contentDescription = "Wi-Fi" })
        }
        """

    func testCallsOfASwitchGivenTheCallersModifierAreCheckedAsTheSwitch() {
        let screen = ComponentFixture.source("SettingsScreen.kt", """
            @Composable
            fun SettingsScreen(state: State, onChange: (Boolean) -> Unit) {
                Column {
                    AppSwitch(checked = state.sync, onCheckedChange = onChange)
                    AppSwitch(checked = state.wifi, onCheckedChange = onChange,
                              modifier = Modifier.semantics { contentDescription = "Wi-Fi" })
                    AppSwitch(checked = state.shown, onCheckedChange = null)
                    Row(Modifier.toggleable(value = state.dark, onValueChange = onChange, role = Role.Switch)) {
                        Text("Dark theme")
                        AppSwitch(checked = state.dark, onCheckedChange = onChange)
                    }
                    NamedSwitch(checked = state.bluetooth, onCheckedChange = onChange)
                    AppSwitch(text = "Backups", checked = state.backups, onCheckedChange = onChange)
                }
            }
            """)
        let found = ComponentFixture.findings([ComponentFixture.source("Switches.kt", switches), screen], rules: rules)
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.ruleID)" }, [
            // The labelled overload puts its text beside the inner switch, in a row that is no control.
            "Switches.kt:15 compose-toggle-row-not-toggleable",
            "SettingsScreen.kt:4 compose-toggle-missing-label",
        ])
        XCTAssertTrue(found[1].message.hasSuffix("Through `AppSwitch` (Switches.kt:2): the `Switch` it renders takes its "
                                                 + "modifier from this call, so it is checked here, as written here."),
                      found[1].message)
    }

    func testTheSummarySaysEachCallIsCheckedAsTheControl() throws {
        let summaries = ComponentScan.summaries(of: [ComponentFixture.source("Switches.kt", switches)], rules: rules)
        let plain = try XCTUnwrap(summaries.first { $0.name == "AppSwitch" && $0.line == 2 })
        XCTAssertEqual(plain.checks.map(\.rule).sorted(), ["compose-toggle-missing-label", "compose-toggle-row-not-toggleable"])
        XCTAssertTrue(plain.checks.allSatisfy { $0.standsForControl == true && $0.parameter == nil })
        // A switch the component names itself leaves its calls nothing to check.
        XCTAssertEqual(summaries.first { $0.name == "NamedSwitch" }?.checks, [])
    }

    func testACardThatOnlyLaysOutWhatItsCallersPassIsNotCheckedAsTheCard() throws {
        let cardRules = try RuleSet.builtIn(examples: false, ids: ["compose-text-card-not-merged"]).rules
        let cards = ComponentFixture.source("Cards.kt", """
            @Composable
            fun InfoCard(modifier: Modifier = Modifier, content: @Composable () -> Unit) {
                Card(modifier = modifier) { content() }
            }

            @Composable
            fun TappableCard(onClick: () -> Unit, modifier: Modifier = Modifier, content: @Composable () -> Unit) {
                Card(onClick = onClick, modifier = modifier) { content() }
            }
            """)
        let summaries = ComponentScan.summaries(of: [cards], rules: cardRules)
        XCTAssertEqual(summaries.map { "\($0.name) \($0.checks.map(\.rule))" },
                       ["InfoCard []", "TappableCard [\"compose-text-card-not-merged\"]"])
    }
}
