@testable import A11yScanSyntax
import XCTest

/// Kotlin callable and class references (`Type::class`, `::name`) in the call tree.
final class CallTreeKotlinReferenceTests: XCTestCase {
    func outline(_ text: String) -> String {
        CallTreeBuilder.build(SourceFile(path: "T.kt", language: .kotlin, text: Array(text.utf8)), names: NameTable([]))
            .outline()
    }

    /// `tab::class` names a class; it declares none, so what follows stays in the function.
    func testClassReferenceIsNoDeclaration() {
        XCTAssertEqual(outline("""
        @Composable
        fun TabItem(tab: Tab, current: Tab) {
            val selected = current::class == tab::class
            NavigationBarItem(
                selected = selected,
                onClick = {},
                icon = { Icon(tab.icon, contentDescription = null) },
                label = { Text(tab.title) },
            )
        }
        """), """
        @Composable function TabItem(tab, current) @2:5
          property selected = other @3:9
          call NavigationBarItem(selected: reference, onClick: closure, icon: closure, label: closure) @4:5
            [arg 2] call Icon(member, contentDescription: null) @7:18
            [arg 3] call Text(member) @8:19
        """)
    }
}
