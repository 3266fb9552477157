@testable import A11yScanSyntax
import XCTest

/// The call tree of Kotlin code, compared with outlines written by hand.
final class CallTreeKotlinTests: XCTestCase {
    func outline(_ text: String) -> String {
        CallTreeBuilder.build(SourceFile(path: "T.kt", language: .kotlin, text: Array(text.utf8)), names: NameTable([]))
            .outline()
    }

    func testComposableWithModifierChainsAndSemantics() {
        XCTAssertEqual(outline("""
        @Composable
        fun TopBar(title: String, onBack: () -> Unit, modifier: Modifier = Modifier) {
            Row(
                modifier = modifier.fillMaxWidth().semantics { heading() },
                verticalAlignment = Alignment.CenterVertically,
            ) {
                IconButton(onClick = onBack) {
                    Icon(Icons.AutoMirrored.Filled.ArrowBack, contentDescription = null)
                }
                Text(text = title, maxLines = 1)
            }
        }
        """), """
        @Composable function TopBar(title, onBack, modifier = reference) @2:5
          call Row(modifier: other, verticalAlignment: member) {} @3:5
            modifier .fillMaxWidth() @4:29
            modifier .semantics {} @4:44
              [closure 0] call heading() @4:56
            [closure 0] call IconButton(onClick: reference) {} @7:9
              [closure 0] call Icon(member, contentDescription: null) @8:13
            [closure 0] call Text(text: reference, maxLines: number) @10:9
        """)
    }

    func testLambdasControlFlowStateAndPreviews() {
        XCTAssertEqual(outline("""
        @Composable
        private fun Options(items: List<Option>) {
            var expanded by remember { mutableStateOf(false) }
            Box(Modifier.clickable { expanded = !expanded }.semantics { contentDescription = "Options" }) {
                if (expanded) {
                    items.forEach { option -> DropdownMenuItem(text = { Text(option.label) }, onClick = {}) }
                } else Spacer(Modifier.size(24.dp))
            }
        }

        @Preview(showBackground = true)
        @Composable
        fun OptionsPreview() = Options(emptyList())
        """), """
        @Composable function Options(items) @2:13
          property expanded = call @3:9
            call remember {} @3:21
              [closure 0] call mutableStateOf(false) @3:32
          call Box(other) {} @4:5
            modifier .clickable {} @4:18
              [closure 0] assign expanded = other @4:30
            modifier .semantics {} @4:53
              [closure 0] assign contentDescription = string @4:65
            [closure 0] call items.forEach {} @6:19
              [closure 0] call DropdownMenuItem(text: closure, onClick: closure) @6:39
                [arg 0] call Text(member) @6:65
            [closure 0] call Spacer(other) @7:16
              modifier .size(number) @7:32
        @Preview @Composable function OptionsPreview() = call @13:5
          call Options(call) @13:24
            [arg 0] call emptyList() @13:32
        """)
    }

    func testReturnTypeBeforeAnExpressionBodyIsNotAnAssignment() {
        XCTAssertEqual(outline("""
        fun shareAction(context: Context): View = ImageButton(context).apply {
            setImageResource(R.drawable.ic_share)
        }
        """), """
        function shareAction(context): View = call @1:5
          call ImageButton(reference) @1:43
            modifier .apply {} @1:64
              [closure 0] call setImageResource(member) @2:5
        """)
    }

    /// A template opened inside a raw string that the file never closes: the property's value
    /// ends with the file instead of one byte past it (it crashed the builder).
    func testValueOpenedAtTheEndOfTheFileEndsWithTheFile() {
        let text = "val s = \"\"\"raw ${"
        let tree = CallTreeBuilder.build(SourceFile(path: "T.kt", language: .kotlin, text: Array(text.utf8)), names: NameTable([]))
        XCTAssertEqual(tree.outline(), "property s = other @1:5")
        XCTAssertEqual(tree.arguments.map { Int($0.valueEnd) }, [text.utf8.count])
    }

    /// Soft keywords (`open`, `data`) are names where they are assigned or read as a path, and
    /// declaration prefixes elsewhere.
    func testSoftKeywordUsedAsAName() {
        XCTAssertEqual(outline("""
        fun Picker() {
            OutlinedButton(onClick = { open = true }) { Text(value) }
            Button(onClick = { data.value = 1 })
            open class Base
        }
        """), """
        function Picker() @1:5
          call OutlinedButton(onClick: closure) {} @2:5
            [arg 0] assign open = true @2:32
            [closure 0] call Text(reference) @2:49
          call Button(onClick: closure) @3:5
            [arg 0] assign data.value = number @3:29
          class Base @4:16
        """)
    }

    /// Package and import lines declare and call nothing: the tree starts with the code after
    /// them, wherever a line ends (`*`, an alias, a carriage return, the end of the file).
    func testPackageAndImportLinesAddNoNodes() {
        XCTAssertEqual(outline("package app.ui.screens\r\nimport androidx.compose.ui.Modifier\nimport app.theme.*\n"
            + "import app.data.Item as Row\n\nfun Screen() { Row(Modifier.padding(4.dp)) }\nimport a.b"), """
        function Screen() @6:5
          call Row(other) @6:16
            modifier .padding(number) @6:29
        """)
    }
}
