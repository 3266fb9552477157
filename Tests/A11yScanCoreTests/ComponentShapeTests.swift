@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// An app's own view whose body is only an image counts as an image for the rules (the
/// `image-view` fact): a button whose label is such a view is an icon-only button.
final class ComponentShapeTests: XCTestCase {
    let rules = try! RuleSet.builtIn(examples: false, ids: [
        "swiftui-icon-only-button-unlabeled", "compose-icon-button-missing-label", "compose-clickable-icon-unlabeled",
        "compose-clickable-image-missing-label",
    ]).rules

    func source(_ path: String, _ text: String) -> SourceFile { ComponentFixture.source(path, text) }

    func scan(_ files: [SourceFile]) -> [String] {
        ComponentFixture.findings(files, rules: rules).map { "\($0.path):\($0.line) \($0.ruleID)" }
    }

    let swiftIcons = """
        struct AppIcon: View {
            let name: String
            var body: some View {
                Image(systemName: name)
                    .resizable()
                    .frame(width: 20, height: 20)
            }
        }

        struct NamedIcon: View {
            let name: String
            var body: some View {
                Image(systemName: name).accessibilityLabel("Close")
            }
        }

        struct LabelledIcon: View {
            let name: String
            let label: String
            var body: some View {
                Image(systemName: name).accessibilityLabel(label)
            }
        }

        struct RoundIcon: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Image(systemName: "circle")
            }
        }

        struct Badge: View {
            let count: Int
            var body: some View {
                HStack { Image(systemName: "bell"); Text("\\(count)") }
            }
        }
        """

    func testAViewThatIsOnlyAnImageMakesAButtonIconOnly() {
        let screen = source("Screen.swift", """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button(action: close) { AppIcon(name: "xmark") }
                        Button(action: close) { AppIcon(name: "xmark") }
                            .accessibilityLabel("Close")
                        Button(action: close) { NamedIcon(name: "xmark") }
                        Button(action: close) { LabelledIcon(name: "xmark", label: "Close") }
                        Button(action: close) { Badge(count: 3) }
                        Button(action: close) { AppIcon(name: "xmark"); Text("Close") }
                    }
                }
            }

            struct DisclosureRow<Content: View>: View {
                let content: Content
                let action: () -> Void
                var body: some View {
                    // The caller's content, kept in a property, labels the button beside the icon.
                    Button(action: action) {
                        HStack {
                            content
                            Spacer()
                            AppIcon(name: "chevron.right")
                        }
                    }
                }
            }
            """)
        XCTAssertEqual(scan([source("Icons.swift", swiftIcons), screen]), ["Screen.swift:4 swiftui-icon-only-button-unlabeled"])
        let index = ComponentIndex(ComponentScan.summaries(of: [source("Icons.swift", swiftIcons)], rules: rules))
        let matcher = RuleMatcher()
        matcher.components = index
        XCTAssertTrue(matcher.findings(in: screen, rules: rules).findings[0].message
            .hasSuffix("Through `AppIcon` (Icons.swift:1): the app's own view that shows only an image, so it names nothing by itself."))
        let summaries = ComponentScan.summaries(of: [source("Icons.swift", swiftIcons)], rules: rules)
        XCTAssertEqual(ComponentFixture.namedShapes(summaries),
                       ["AppIcon image", "NamedIcon labelled-image", "LabelledIcon labelled-image", "makeBody -", "Badge -"])
    }

    func testWithoutTheComponentFileOnlyACallNamedForAPictureIsAnImage() {
        let screen = source("Screen.swift", """
            struct Screen: View {
                var body: some View {
                    Button(action: close) { AppIcon(name: "xmark") }
                    Button(action: close) { Badge(count: 3) }
                    Button(action: close) { NamedIcon(name: "xmark") }
                }
            }
            """)
        // Named for a picture, an unknown view counts as one; known, a view that names its
        // image does not.
        XCTAssertEqual(scan([screen]), ["Screen.swift:3 swiftui-icon-only-button-unlabeled",
                                        "Screen.swift:5 swiftui-icon-only-button-unlabeled"])
        XCTAssertEqual(scan([source("Icons.swift", swiftIcons), screen]), ["Screen.swift:3 swiftui-icon-only-button-unlabeled"])
    }

    func testAComposableThatIsOnlyAnIconMakesAnIconButtonUnnamed() {
        let icons = source("Icons.kt", """
            @Composable
            fun AppIcon(icon: ImageVector, modifier: Modifier = Modifier) {
                Icon(imageVector = icon, contentDescription = null, modifier = modifier.size(24.dp))
            }

            @Composable
            fun DescribedIcon(icon: ImageVector, description: String?) {
                Icon(icon, description)
            }
            """)
        let screen = source("Screen.kt", """
            @Composable
            fun Screen(onClose: () -> Unit) {
                IconButton(onClick = onClose) { AppIcon(Icons.Default.Close) }
                IconButton(onClick = onClose, modifier = Modifier.semantics { contentDescription = "Close" }) {
                    AppIcon(Icons.Default.Close)
                }
                IconButton(onClick = onClose) { DescribedIcon(Icons.Default.Close, "Close") }
                AppIcon(Icons.Default.Close, modifier = Modifier.clickable { onClose() })
                AppIcon(Icons.Default.Close, modifier = Modifier.size(8.dp))
                DescribedIcon(Icons.Default.Close, "Close", modifier = Modifier.clickable { onClose() })
            }
            """)
        XCTAssertEqual(scan([icons, screen]), [
            "Screen.kt:3 compose-icon-button-missing-label", "Screen.kt:8 compose-clickable-image-missing-label",
        ])
    }

    /// An `override` is called through its supertype, so its shape says nothing of a call with
    /// its name: only the words before the name tell, `override` among them.
    func testAnOverriddenComposableHasNoShape() {
        let icons = source("Icons.kt", """
            @Composable
            fun PlainIcon(icon: ImageVector) {
                Icon(imageVector = icon, contentDescription = null)
            }

            @Composable
            override fun OverriddenIcon(icon: ImageVector) {
                Icon(imageVector = icon, contentDescription = null)
            }

            @Composable
            fun overrideIcon(icon: ImageVector) {
                Icon(imageVector = icon, contentDescription = null)
            }
            """)
        XCTAssertEqual(ComponentFixture.namedShapes(ComponentScan.summaries(of: [icons], rules: rules)),
                       ["PlainIcon image", "OverriddenIcon -", "overrideIcon image"])
    }
}
