@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// A wrapper of a toggle wrapper: what the inner wrapper's calls are checked for, the outer
/// one's calls are too (its modifier handed to the inner one's root, or its title parameter
/// forwarded to the inner one's), up to the summaries' depth, and a cycle of wrappers ends.
final class ComponentToggleWrapperTests: XCTestCase {
    func testAComposeWrapperHandingItsModifierToASwitchWrapperHasItsCallsChecked() {
        let rules = try! RuleSet.builtIn(examples: false, ids: ["compose-toggle-missing-label"]).rules
        let switches = ComponentFixture.source("Switches.kt", """
            @Composable
            fun AppSwitch(checked: Boolean, onCheckedChange: ((Boolean) -> Unit)?, modifier: Modifier = Modifier) {
                Switch(checked = checked, onCheckedChange = onCheckedChange, modifier = modifier)
            }

            @Composable
            fun SettingsSwitch(checked: Boolean, onCheckedChange: (Boolean) -> Unit, modifier: Modifier = Modifier) {
                AppSwitch(checked = checked, onCheckedChange = onCheckedChange, modifier = modifier.padding(8.dp))
            }

            @Composable
            fun SyncSwitch(checked: Boolean, onCheckedChange: (Boolean) -> Unit, modifier: Modifier = Modifier) {
                SettingsSwitch(checked, onCheckedChange, modifier = modifier.semantics { contentDescription = "Sync" })
            }

            @Composable
            fun PingSwitch(checked: Boolean, onCheckedChange: (Boolean) -> Unit, modifier: Modifier = Modifier) {
                PongSwitch(checked, onCheckedChange, modifier = modifier)
            }

            @Composable
            fun PongSwitch(checked: Boolean, onCheckedChange: (Boolean) -> Unit, modifier: Modifier = Modifier) {
                PingSwitch(checked, onCheckedChange, modifier = modifier)
            }
            """)
        let screen = ComponentFixture.source("SettingsScreen.kt", """
            @Composable
            fun SettingsScreen(state: State, onChange: (Boolean) -> Unit) {
                Column {
                    SettingsSwitch(checked = state.wifi, onCheckedChange = onChange)
                    SettingsSwitch(checked = state.wifi, onCheckedChange = onChange,
                                   modifier = Modifier.semantics { contentDescription = "Wi-Fi" })
                    SyncSwitch(checked = state.sync, onCheckedChange = onChange)
                    PingSwitch(checked = state.ping, onCheckedChange = onChange)
                }
            }
            """)
        let found = ComponentFixture.findings([switches, screen], rules: rules)
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["SettingsScreen.kt:4 compose-toggle-missing-label"])
        XCTAssertTrue(found.first?.message.hasSuffix("Through `SettingsSwitch` → `AppSwitch` (Switches.kt:7): the `Switch` it "
                                                     + "renders takes its modifier from this call, so it is checked here, as "
                                                     + "written here.") ?? false, found.first?.message ?? "")
    }

    func testASwiftUIWrapperForwardingItsTitleToAToggleWrapperHasItsCallsChecked() {
        let rules = try! RuleSet.builtIn(examples: false, ids: ["swiftui-toggle-without-name"]).rules
        let toggles = ComponentFixture.source("Toggles.swift", """
            struct AppToggle: View {
                var title: String = ""
                @Binding var isOn: Bool
                var body: some View {
                    Toggle(title, isOn: $isOn)
                }
            }

            struct SettingsToggle: View {
                var title: String = ""
                @Binding var isOn: Bool
                var body: some View {
                    AppToggle(title: title, isOn: $isOn).padding()
                }
            }

            struct NestedToggle: View {
                var depth: Int
                var title: String = ""
                @Binding var isOn: Bool
                var body: some View {
                    if depth > 0 {
                        NestedToggle(depth: depth - 1, title: title, isOn: $isOn)
                    } else {
                        SettingsToggle(title: title, isOn: $isOn)
                    }
                }
            }
            """)
        let screen = ComponentFixture.source("SettingsView.swift", """
            struct SettingsView: View {
                @State private var sync = false
                var body: some View {
                    Form {
                        SettingsToggle(isOn: $sync)
                        SettingsToggle(title: "Sync", isOn: $sync)
                        SettingsToggle(title: "", isOn: $sync)
                        NestedToggle(depth: 3, isOn: $sync)
                        NestedToggle(depth: 3, title: "Sync", isOn: $sync)
                    }
                }
            }
            """)
        let found = ComponentFixture.findings([toggles, screen], rules: rules)
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.ruleID)" }, [
            "SettingsView.swift:5 swiftui-toggle-without-name",
            "SettingsView.swift:7 swiftui-toggle-without-name",
            "SettingsView.swift:8 swiftui-toggle-without-name",
        ])
        XCTAssertTrue(found[2].message.contains("Through `NestedToggle` → `SettingsToggle` → `AppToggle` (Toggles.swift:17)"),
                      found[2].message)
    }
}
