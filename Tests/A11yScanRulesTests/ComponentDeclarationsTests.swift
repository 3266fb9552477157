@testable import A11yScanRules
import A11yScanSyntax
import XCTest

/// The declarations a caller can use like a control, read from a file's tree and its code
/// view through a buffer pointer: which count, and their parameters as a caller sees them.
final class ComponentDeclarationsTests: XCTestCase {
    private struct Declared: Equatable {
        var name: String
        var kind: String
        var parameters: [String]
    }

    /// Each declaration found: its name, kind, and its parameters as `label=name default`.
    private func declared(_ language: Language, _ text: String) -> [Declared] {
        let source = SourceFile(path: language == .kotlin ? "Screen.kt" : "Screen.swift", language: language,
                                text: Array(text.utf8))
        let tree = CallTree.build(source)
        return source.code.withByteView { code in
            ComponentDeclarations(tree: tree, code: code).all().map { found in
                let name = String(decoding: code[tree.nodes[Int(found.node)].name], as: UTF8.self)
                return Declared(name: name, kind: found.kind, parameters: found.parameters.map { parameter in
                    "\(parameter.label)=\(parameter.name)@\(parameter.position)"
                        + (parameter.defaultKind.map { " \($0)" } ?? "")
                })
            }
        }
    }

    func testComposablesCountButNotPlainFunctionsNorInvokeOperators() {
        let found = declared(.kotlin, """
            @Composable
            fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
                IconButton(onClick = onClick) { Icon(Icons.Back, contentDescription = contentDescription) }
            }

            fun formatTitle(title: String): String = title.trim()

            object Cover {
                @Composable
                operator fun invoke(url: String) { AsyncImage(model = url, contentDescription = null) }
            }
            """)
        XCTAssertEqual(found, [
            Declared(name: "BackButton", kind: "composable",
                     parameters: ["onClick=onClick@0", "contentDescription=contentDescription@1 null"]),
        ])
    }

    /// An extension on a value's type is called on a value (`action.Icon()`), so a plain call of
    /// its name elsewhere is someone else's; one on a scope is called plainly in that scope.
    func testAnExtensionComposableCountsOnlyOnAScope() {
        let found = declared(.kotlin, """
            @Composable
            private fun ActionButton.Icon() {
                Icon(imageVector = Icons.Filled.Done, contentDescription = null)
            }

            @Composable
            fun RowScope.TabItem(label: String) { Text(label) }

            @Composable
            fun <T> LazyItemScope.Cell(item: T) { Text(item.toString()) }
            """)
        XCTAssertEqual(found.map(\.name), ["TabItem", "Cell"])
    }

    func testASwiftUIViewTakesTheMemberwiseParametersACallerCanPass() {
        let found = declared(.swift, """
            struct AvatarView: View {
                let name: String
                var subtitle: String?
                let size: CGFloat = 40
                private var cache = ImageCache()
                @State var pressed = false
                static var shared = 0
                var body: some View { Image(name) }
            }
            """)
        XCTAssertEqual(found, [
            Declared(name: "AvatarView", kind: "view", parameters: ["name=name@0", "subtitle=subtitle@1 null"]),
        ])
    }

    /// The words before a name are read from the bytes when ASCII and from the text else; a
    /// word counts whole, not inside a longer one (`letter`, `Stateful`).
    func testTheWordsBeforeAPropertysNameCountWhole() {
        let found = declared(.swift, """
            struct Badge: View {
                @Stateful var letter: String?
                @Étiquette var count: Int
                @Étiquette @State var shown = false
                nonisolated let size = 3
                var body: some View { Text(letter ?? "") }
            }
            """)
        XCTAssertEqual(found, [
            Declared(name: "Badge", kind: "view", parameters: ["letter=letter@0 null", "count=count@1"]),
        ])
    }

    func testAnExplicitInitializerAndAFunctionReturningAViewCount() {
        let found = declared(.swift, """
            struct CloseButton: View {
                let action: () -> Void
                init(_ action: @escaping () -> Void) { self.action = action }
                var body: some View { Button(action: action) { Image(systemName: "xmark") } }
            }

            func badge(_ count: Int) -> some View { Text("\\(count)") }

            func total(_ values: [Int]) -> Int { values.reduce(0, +) }
            """)
        XCTAssertEqual(found, [
            Declared(name: "CloseButton", kind: "view", parameters: ["_=action@0"]),
            Declared(name: "badge", kind: "function", parameters: ["_=count@0"]),
        ])
    }
}
