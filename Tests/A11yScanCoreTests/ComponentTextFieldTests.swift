@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// A design system's text field whose label parameter defaults to nothing: a call that gives
/// none is a text field without a label, reported at the call; a wrapper of it that forwards
/// its own label parameter passes the check on.
final class ComponentTextFieldTests: XCTestCase {
    func testACallOfAComposeFieldWrapperWithoutItsLabelIsReported() {
        let rules = try! RuleSet.builtIn(examples: false, ids: ["compose-text-field-missing-label"]).rules
        let fields = ComponentFixture.source("FormField.kt", """
            @Composable
            fun FormField(
                state: TextFieldState,
                placeholder: String,
                modifier: Modifier = Modifier,
                label: @Composable (() -> Unit)? = null,
            ) {
                OutlinedTextField(state = state, placeholder = { Text(placeholder) }, label = label, modifier = modifier)
            }

            @Composable
            fun EmailField(state: TextFieldState, label: @Composable (() -> Unit)? = null) {
                FormField(state, placeholder = "name@example.com", label = label)
            }
            """)
        let screen = ComponentFixture.source("SignInScreen.kt", """
            @Composable
            fun SignInScreen(email: TextFieldState, name: TextFieldState) {
                Column {
                    FormField(name, placeholder = "Name")
                    FormField(name, placeholder = "Name", label = { Text("Name") })
                    FormField(name, placeholder = "Name", modifier = Modifier.semantics { contentDescription = "Name" })
                    EmailField(email)
                    EmailField(email, label = { Text("Email") })
                }
            }
            """)
        let found = ComponentFixture.findings([fields, screen], rules: rules)
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.ruleID)" }, [
            "SignInScreen.kt:4 compose-text-field-missing-label",
            "SignInScreen.kt:7 compose-text-field-missing-label",
        ])
        XCTAssertTrue(found.last?.message.contains("Through `EmailField` → `FormField` (FormField.kt:12): its `label` parameter "
                                                   + "names the `OutlinedTextField` inside, and is left out here, so it is null.")
                      ?? false, found.last?.message ?? "")
    }

    func testACallOfASwiftUIFieldWrapperWithAnEmptyTitleIsReported() {
        let rules = try! RuleSet.builtIn(examples: false, ids: ["swiftui-text-field-without-name"]).rules
        let fields = ComponentFixture.source("AppTextField.swift", """
            struct AppTextField: View {
                var title: String = ""
                @Binding var text: String
                var body: some View {
                    TextField(title, text: $text)
                        .textFieldStyle(.roundedBorder)
                }
            }
            """)
        let screen = ComponentFixture.source("ProfileView.swift", """
            struct ProfileView: View {
                @State private var name = ""
                var body: some View {
                    Form {
                        AppTextField(text: $name)
                        AppTextField(title: "Name", text: $name)
                        AppTextField(text: $name).accessibilityLabel("Name")
                    }
                }
            }
            """)
        XCTAssertEqual(ComponentFixture.findings([fields, screen], rules: rules).map { "\($0.path):\($0.line) \($0.ruleID)" },
                       ["ProfileView.swift:5 swiftui-text-field-without-name"])
    }
}
