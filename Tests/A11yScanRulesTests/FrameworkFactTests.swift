@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// The framework knowledge facts (`Patterns/facts/`, sources in docs/framework-facts.md), each
/// used by a tiny rule that reports the nodes where the fact holds, on code that shows both
/// sides of it.
final class FrameworkFactTests: XCTestCase {
    /// Where a rule over `node` whose `where` is `condition` (the fact itself by default)
    /// finds something, as "line:column" of the node's name.
    func places(of fact: String, among node: String, where condition: String? = nil, in code: String,
                language: Language) throws -> [String] {
        let rule = try RuleLoader().load(yaml: """
        id: uses-\(fact)
        family: missing-label
        framework: \(language == .swift ? "swiftui" : "compose")
        entry: button
        section: name
        message: The fact holds here.
        fix: Nothing to fix.
        node: \(node)
        where:
          - \(condition ?? "fact: \(fact)")
        examples:
          bad: ["↓x()"]
          good: ["y()"]
        """, file: "uses-\(fact).yml")
        let source = SourceFile(path: "T", language: language, text: Array(code.utf8))
        return RuleMatcher().findings(in: source, rules: [rule]).findings.map { "\($0.line):\($0.column)" }
    }

    func testProvidesOwnNameSwiftUI() throws {
        XCTAssertEqual(try places(of: "provides-own-name", among: "{call: '*'}", in: """
        Button("Save", systemImage: "tray.and.arrow.down") { save() }
        Toggle("Wi-Fi", isOn: $wifi).labelsHidden()
        Toggle("", isOn: $wifi)
        TextField(placeholderKey, text: $email)
        Slider(value: $volume, in: 0...1) { Text("Volume") }
        Slider(value: $volume, in: 0...1)
        Button(action: dismiss) { Image(systemName: "xmark") }
        Menu { Button("Copy") { copy() } } label: { Label("More", systemImage: "ellipsis.circle") }
        Menu { Button("Copy") { copy() } } label: { Image(systemName: "ellipsis.circle") }
        Image("logo")
        Label { Text("Inbox") } icon: { Image(systemName: "tray") }
        """, language: .swift), ["1:1", "2:1", "4:1", "5:1", "8:1", "8:8", "8:45", "9:8", "11:1"])
    }

    func testProvidesOwnNameCompose() throws {
        XCTAssertEqual(try places(of: "provides-own-name", among: "{call: '*'}", in: """
        NavigationBarItem(selected = true, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text("Home") })
        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Star, null) }, label = null)
        OutlinedTextField(value = email, onValueChange = onEmail, placeholder = { Text("name@example.com") })
        OutlinedTextField(value = email, onValueChange = onEmail, label = { Text("Email") })
        Tab(selected = true, onClick = {}, text = { Text("Songs") })
        FilterChip(selected = on, onClick = toggle, label = { Text("Vegan") })
        """, language: .kotlin), ["1:1", "4:1", "5:1", "6:1"])
    }

    func testSymbolWithSpokenNameCoversOnlyReportedSymbols() throws {
        XCTAssertEqual(try places(of: "symbol-with-spoken-name", among: "{call: [Image, UIImage]}", in: """
        Image(systemName: "plus")
        Image(systemName: "xmark")
        Image(systemName: "plus.circle")
        UIImage(systemName: "magnifyingglass")
        Image("plus")
        """, language: .swift), ["1:1", "4:1"])
    }

    func testClearsIconDescriptionOnlyWhileTheLabelIsAlwaysShown() throws {
        XCTAssertEqual(try places(of: "clears-icon-description", among: "{call: Icon}",
                                  where: "inside: {via: icon, fact: clears-icon-description}", in: """
        import androidx.compose.material3.*

        NavigationBarItem(selected = s, onClick = {}, icon = { Icon(Icons.Default.Home, "Home") }, label = { Text("Home") })
        NavigationRailItem(selected = s, onClick = {}, icon = { Icon(Icons.Default.Home, "Home") }, label = { Text("Home") }, alwaysShowLabel = true)
        NavigationBarItem(selected = s, onClick = {}, icon = { Icon(Icons.Default.Home, "Home") }, label = { Text("Home") }, alwaysShowLabel = false)
        NavigationBarItem(selected = s, onClick = {}, icon = { Icon(Icons.Default.Home, "Home") })
        NavigationDrawerItem(label = { Text("Home") }, selected = s, onClick = {}, icon = { Icon(Icons.Default.Home, "Home") })
        """, language: .kotlin), ["3:56", "4:57"])
        XCTAssertEqual(try places(of: "clears-icon-description", among: "{call: NavigationRailItem}", in: """
        import androidx.compose.material.NavigationRailItem

        NavigationRailItem(selected = s, onClick = {}, icon = { Icon(Icons.Default.Home, "Home") }, label = { Text("Home") })
        """, language: .kotlin), [], "Material 2's rail item of the same name")
    }

    func testTakesNameFromIconOnlyWithTextAndIcon() throws {
        XCTAssertEqual(try places(of: "takes-name-from-icon", among: "{call: ExtendedFloatingActionButton}", in: """
        import androidx.compose.material3.ExtendedFloatingActionButton

        ExtendedFloatingActionButton(text = { Text("Compose") }, icon = { Icon(Icons.Default.Edit, null) }, onClick = compose)
        ExtendedFloatingActionButton(onClick = compose) { Text("Compose") }
        """, language: .kotlin), ["3:1"])
        XCTAssertEqual(try places(of: "takes-name-from-icon", among: "{call: ExtendedFloatingActionButton}", in: """
        import androidx.compose.material.ExtendedFloatingActionButton

        ExtendedFloatingActionButton(text = { Text("Compose") }, icon = { Icon(Icons.Default.Edit, null) }, onClick = compose)
        """, language: .kotlin), [], "Material 2's button of the same name")
    }

    func testProvidesOwnRole() throws {
        XCTAssertEqual(try places(of: "provides-own-role", among: "{call: '*', position: statement}", in: """
        @Composable
        fun Controls() {
            IconButton(onClick = close) { Icon(Icons.Default.Close, "Close") }
            Card(onClick = open) { Text("Order 42") }
            Checkbox(checked = agreed, onCheckedChange = { agreed = it })
            Checkbox(checked = agreed, onCheckedChange = null)
            SegmentedButton(selected = true, onClick = {}, shape = shape) { Text("Day") }
            SegmentedButton(checked = true, onCheckedChange = {}, shape = shape) { Text("Day") }
        }
        """, language: .kotlin), ["3:5", "5:5", "7:5"])
    }

    func testMergesOwnContent() throws {
        XCTAssertEqual(try places(of: "merges-own-content", among: "{call: '*', position: statement}", in: """
        @Composable
        fun Orders() {
            Card(onClick = open) { Text("Order 42") }
            Card(modifier = Modifier.padding(8.dp)) { Text("Order 42") }
            ListItem(headlineContent = { Text("Wi-Fi") })
            Surface(color = Color.White) { Text("Note") }
            IconButton(onClick = close) { Icon(Icons.Default.Close, "Close") }
        }
        """, language: .kotlin), ["3:5", "5:5", "7:5"])
    }
}
