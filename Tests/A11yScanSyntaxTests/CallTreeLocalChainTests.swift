@testable import A11yScanSyntax
import XCTest

/// Kotlin modifier chains kept in a local `val` and given to a view by name.
final class CallTreeLocalChainTests: XCTestCase {
    func tree(_ text: String) -> CallTree {
        CallTreeBuilder.build(SourceFile(path: "T.kt", language: .kotlin, text: Array(text.utf8)), names: NameTable([]))
    }

    /// The names of the modifiers of the `occurrence`th call named `name`, in chain order.
    func chain(_ tree: CallTree, of name: String, occurrence: Int = 0) -> [String] {
        let calls = tree.nodes.indices.filter { tree.nodes[$0].kind == .call && tree.nameText(Int32($0)) == name }
        guard occurrence < calls.count else { return ["<no call>"] }
        return tree.modifiers(of: Int32(calls[occurrence])).map { tree.nameText($0) }
    }

    func modifier(_ tree: CallTree, _ name: String) -> Int32 {
        Int32(tree.nodes.indices.first { tree.nodes[$0].kind == .modifier && tree.nameText(Int32($0)) == name }!)
    }

    func testLocalNamedAsTheModifierArgument() {
        let tree = tree("""
        @Composable
        fun Entry(onOpen: () -> Unit) {
            val rowModifier = Modifier.fillMaxWidth().clickable { onOpen() }
            Row(rowModifier) { Text("Inbox") }
            Text("Drafts", modifier = rowModifier)
        }
        """)
        XCTAssertEqual(chain(tree, of: "Row"), ["fillMaxWidth", "clickable"])
        XCTAssertEqual(chain(tree, of: "Text", occurrence: 1), ["fillMaxWidth", "clickable"])
        // The links stay where they are written; the first view that names the local owns them.
        let clickable = modifier(tree, "clickable")
        XCTAssertEqual(tree.nameText(tree.nodes[Int(clickable)].owner), "Row")
        XCTAssertEqual(tree.nameText(tree.nodes[Int(clickable)].parent), "rowModifier")
    }

    func testLocalThroughThenStandsWhereItIsNamed() {
        let tree = tree("""
        @Composable
        fun Scrim(open: Boolean, onClose: () -> Unit) {
            val dismiss = if (open) Modifier.pointerInput(Unit) { detectTapGestures { onClose() } }
                .semantics { contentDescription = "Close"; onClick { onClose(); true } } else Modifier
            Box(modifier = Modifier.fillMaxSize().then(dismiss).background(Color.Black))
        }
        """)
        XCTAssertEqual(chain(tree, of: "Box"), ["fillMaxSize", "then", "pointerInput", "semantics", "background"])
        // Both links are in the same branch: applied together.
        XCTAssertFalse(tree.areExclusive(modifier(tree, "pointerInput"), modifier(tree, "semantics")))
    }

    func testBranchesOfTheLocalAreExclusive() {
        let tree = tree("""
        @Composable
        fun Tile(editing: Boolean, kind: Kind) {
            val m = if (editing) Modifier.clickable { edit() } else Modifier.semantics { role = Role.Button }.padding(4.dp)
            Box(m)
            val w = when (kind) {
                Kind.A -> { Modifier.toggleable(value = true) { } }
                else -> Modifier.selectable(selected = false) { }
            }
            Box(modifier = w)
        }
        """)
        XCTAssertEqual(chain(tree, of: "Box"), ["clickable", "semantics", "padding"])
        XCTAssertEqual(chain(tree, of: "Box", occurrence: 1), ["toggleable", "selectable"])
        XCTAssertTrue(tree.areExclusive(modifier(tree, "clickable"), modifier(tree, "semantics")))
        XCTAssertFalse(tree.areExclusive(modifier(tree, "semantics"), modifier(tree, "padding")))
        XCTAssertTrue(tree.areExclusive(modifier(tree, "toggleable"), modifier(tree, "selectable")))
    }

    func testConditionalInsideThenIsAnArmOfItsOwn() {
        let tree = tree("""
        @Composable
        fun Item(tappable: Boolean) {
            val m = Modifier.padding(8.dp).then(if (tappable) Modifier.clickable { open() } else Modifier)
            Text("Item", m)
        }
        """)
        XCTAssertEqual(chain(tree, of: "Text"), ["padding", "then", "clickable"])
        XCTAssertFalse(tree.areExclusive(modifier(tree, "clickable"), modifier(tree, "padding")))
    }

    func testNotFollowed() {
        let tree = tree("""
        @Composable
        fun Early() {
            Row(later) { }
            val later = Modifier.clickable { }
        }

        @Composable
        fun Other() {
            Row(shared) { }
        }

        @Composable
        fun Given(rowModifier: Modifier) {
            Row(rowModifier) { }
            Row(modifier = decorated) { }
        }

        @Composable
        fun Elsewhere() {
            val shared = Modifier.clickable { }
            val decorated = remember { Modifier.clickable { } }
            Column(contentModifier = shared) { }
        }

        class Screen {
            val header = Modifier.clickable { }
            @Composable fun Show() { Row(header) { } }
        }
        """)
        for k in 0..<5 { XCTAssertEqual(chain(tree, of: k < 4 ? "Row" : "Column", occurrence: k < 4 ? k : 0), []) }
        XCTAssertEqual(chain(tree, of: "Row", occurrence: 4), [])
    }

    func testChainOnAParameterNamedForAModifier() {
        let tree = tree("""
        @Composable
        fun Card(title: String, contentModifier: Modifier = Modifier) {
            Column(contentModifier.clickable { open() }.padding(8.dp)) { Text(title) }
        }
        """)
        XCTAssertEqual(chain(tree, of: "Column"), ["clickable", "padding"])
    }
}
