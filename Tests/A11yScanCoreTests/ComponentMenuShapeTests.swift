@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// An app's own view whose body is a `Menu` showing what its caller passes has the `menu` shape
/// (`component: menu`): what a call's trailing closure holds are menu items, which the system
/// draws and reads by their title, as inside `Menu` itself.
final class ComponentMenuShapeTests: XCTestCase {
    let iconRules = try! RuleSet.builtIn(examples: false, ids: ["swiftui-icon-not-hidden"]).rules

    func source(_ path: String, _ text: String) -> SourceFile { ComponentFixture.source(path, text) }

    let menus = """
        struct MoreMenu<Content: View>: View {
            private let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                Menu {
                    content
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            }
        }

        struct SortMenu: View {
            let title: String
            var body: some View {
                Menu {
                    Button("Newest") { }
                    Button("Oldest") { }
                } label: {
                    Text(title)
                }
            }
        }

        struct OptionsMenu: View {
            let options: [String]
            let select: (String) -> Void
            var body: some View {
                Menu {
                    ForEach(options, id: \\.self) { option in Button(option) { select(option) } }
                } label: {
                    Image(systemName: "line.3.horizontal.decrease.circle")
                }
            }
        }

        struct Card<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View {
                VStack { content }
            }
        }
        """

    func testAViewWhoseMenuShowsItsContentIsAMenu() {
        let summaries = ComponentScan.summaries(of: [source("Menus.swift", menus)], rules: iconRules)
        // A menu with its own fixed items, one whose items only use a parameter's value, and a
        // container of its content are not menus of their callers.
        XCTAssertEqual(ComponentFixture.namedShapes(summaries),
                       ["MoreMenu menu", "SortMenu -", "OptionsMenu -", "Card -"])
    }

    func testTheMenuShapeSurvivesTheComponentCache() {
        let summaries = ComponentScan.summaries(of: [source("Menus.swift", menus)], rules: iconRules)
        XCTAssertEqual(ComponentFixture.shapesThroughCache(summaries), ["menu", "-", "-", "-"])
    }

    let screen = """
        struct ReaderToolbar: View {
            var body: some View {
                MoreMenu {
                    Button(action: share) {
                        Image(systemName: "square.and.arrow.up")
                        Text("Share")
                    }
                }
                Card {
                    Button(action: share) {
                        Image(systemName: "square.and.arrow.up")
                        Text("Share")
                    }
                }
            }
        }
        """

    func testItemsPassedToAMenuWrapperAreNotReported() {
        let files = [source("Menus.swift", menus), source("ReaderToolbar.swift", screen)]
        XCTAssertEqual(ComponentFixture.findings(files, rules: iconRules).map { "\($0.path):\($0.line)" },
                       ["ReaderToolbar.swift:11"])
    }

    func testWithoutTheDeclarationTheItemsAreReported() {
        XCTAssertEqual(ComponentFixture.findings([source("ReaderToolbar.swift", screen)], rules: iconRules)
                        .map { "\($0.path):\($0.line)" }, ["ReaderToolbar.swift:5", "ReaderToolbar.swift:11"])
    }
}
