@testable import A11yScanSyntax
import XCTest

/// Kotlin statements shown on a condition without braces, and the arms of a `when`, are
/// branches: `conditional: true` holds for them, and views of different arms are not shown together.
final class CallTreeKotlinBranchTests: XCTestCase {
    private func branches(_ text: String) -> [String: Int32] {
        let source = SourceFile(path: "T.kt", language: .kotlin, text: Array(text.utf8))
        let tree = CallTreeBuilder.build(source, names: NameTable([]))
        var found: [String: Int32] = [:]
        for node in tree.nodes where node.kind == .call {
            found[String(decoding: source.code[node.name], as: UTF8.self)] = node.branch
        }
        return found
    }

    func testAStatementAfterAnIfWithoutBracesIsConditional() {
        let found = branches("""
        @Composable
        fun Status(sent: Boolean) {
            Row {
                if (sent) Icon(Icons.Default.Done, contentDescription = null)
                else CircularProgressIndicator()
                Text("Message")
            }
        }
        """)
        XCTAssertGreaterThanOrEqual(found["Icon"] ?? -1, 0)
        XCTAssertGreaterThanOrEqual(found["CircularProgressIndicator"] ?? -1, 0)
        XCTAssertNotEqual(found["Icon"], found["CircularProgressIndicator"])
        XCTAssertEqual(found["Text"], -1)
        XCTAssertEqual(found["Row"], -1)
    }

    func testEachArmOfAWhenIsABranchOfItsOwn() {
        let found = branches("""
        @Composable
        fun Receipt(state: SendState) {
            when (state) {
                SendState.Sending -> CircularProgressIndicator()
                SendState.Sent -> {
                    Icon(Icons.Default.Done, contentDescription = null)
                }
                else -> Spacer(Modifier.size(16.dp))
            }
            Text(state.label)
        }
        """)
        let arms = [found["CircularProgressIndicator"], found["Icon"], found["Spacer"]].map { $0 ?? -1 }
        XCTAssertTrue(arms.allSatisfy { $0 >= 0 }, "\(arms)")
        XCTAssertEqual(Set(arms).count, 3)
        XCTAssertEqual(found["Text"], -1)
    }

    func testArrowsOfLambdasAndLoopsWithoutBracesAreNoBranches() {
        let found = branches("""
        @Composable
        fun Items(items: List<Item>) {
            items.forEach { item -> ItemRow(item) }
            for (item in items) Divider()
            while (loading) Spacer()
        }
        """)
        XCTAssertEqual(found["ItemRow"], -1)
        XCTAssertEqual(found["Divider"], -1)
        XCTAssertEqual(found["Spacer"], -1)
    }
}
