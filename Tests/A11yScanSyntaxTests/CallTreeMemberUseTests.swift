@testable import A11yScanSyntax
import XCTest

/// A SwiftUI view member named in exactly one place is linked to the node at that place
/// (`DeclarationInfo.usedAt`), with the argument or closure the use sits in; a member named in
/// several places, named only by itself, or named in two types keeps no link.
final class CallTreeMemberUseTests: XCTestCase {
    private func tree(_ text: String) -> CallTree {
        CallTreeBuilder.build(SourceFile(path: "T.swift", language: .swift, text: Array(text.utf8)), names: NameTable([]))
    }

    /// The member declaration named `name`, and its link as "site name, slot, slot index".
    private func use(_ tree: CallTree, _ name: String) -> String? {
        guard let member = tree.nodes.indices.first(where: {
            tree.nodes[$0].kind == .declaration && tree.nameText(Int32($0)) == name
        }), let info = tree.declaration(of: Int32(member)) else { return nil }
        guard info.usedAt >= 0 else { return "none" }
        return "\(tree.nameText(info.usedAt)) \(info.usedSlot) \(info.usedSlotIndex)"
    }

    func testAPropertyNamedOnceInAClosureSitsThere() {
        let tree = tree("""
        struct Card: View {
            var body: some View {
                VStack { header }.accessibilityElement()
            }
            var header: some View { HStack { Text("A"); Spacer(); Text(value) } }
        }
        """)
        XCTAssertEqual(use(tree, "header"), "VStack closure 0")
    }

    func testAFunctionCalledOnceSitsAtItsCall() {
        let tree = tree("""
        struct Tabs: View {
            var body: some View {
                Home().tabItem { self.tabbarItem(text: "Home", image: "house") }
            }
            private func tabbarItem(text: String, image: String) -> some View {
                VStack { Image(systemName: image); Text(text) }
            }
        }
        """)
        XCTAssertEqual(use(tree, "tabbarItem"), "tabbarItem top -1")
    }

    func testAViewBuilderPropertyInALabelClosure() {
        let tree = tree("""
        struct Row: View {
            var body: some View {
                Button { connect() } label: { icon }
            }
            @ViewBuilder private var icon: some View {
                Image(systemName: "bolt")
            }
        }
        """)
        XCTAssertEqual(use(tree, "icon"), "Button closure 1")
    }

    func testAMemberNamedTwiceKeepsNoLink() {
        let tree = tree("""
        struct Card: View {
            var body: some View {
                VStack { header; header }
            }
            var header: some View { Text("A") }
        }
        """)
        XCTAssertEqual(use(tree, "header"), "none")
    }

    func testAMemberNamedOnlyByItselfOrAnotherValueKeepsNoLink() {
        let tree = tree("""
        struct Card: View {
            var body: some View { other.header }
            var header: some View { VStack { header } }
            var footer: some View { Text("B") }
            var body2: some View { model.footer }
        }
        """)
        XCTAssertEqual(use(tree, "header"), "none", "two mentions")
        XCTAssertEqual(use(tree, "footer"), "none", "a member of another value")
        let recursive = self.tree("""
        struct Card: View {
            var body: some View { Text("A") }
            var header: some View { VStack { header } }
        }
        """)
        XCTAssertEqual(use(recursive, "header"), "none", "named only in its own body")
    }

    func testMembersThatNameEachOtherStillLinkAndPlainDataIsLeft() {
        // `a` is shown in `b` and `b` in `a`: both link, and a walk up from either bounds its hops.
        let tree = tree("""
        struct Loop: View {
            var body: some View { Text("x") }
            var a: some View { VStack { b } }
            var b: some View { HStack { a } }
            var count: Int { items.count }
            func total() -> Int { count }
        }
        """)
        XCTAssertEqual(use(tree, "a"), "HStack closure 0")
        XCTAssertEqual(use(tree, "b"), "VStack closure 0")
        XCTAssertEqual(use(tree, "count"), "none", "not a view")
    }

    func testAMemberHandedOverAsAnArgumentKeepsNoLink() {
        let tree = tree("""
        struct Player: View {
            var body: some View {
                NavigationLink(destination: songsList) { Text("Songs") }
                Color.clear.overlay(detail(for: item))
            }
            private var songsList: some View { List { Text("A") } }
            private func detail(for item: Item) -> some View { Text(item.name) }
        }
        """)
        XCTAssertEqual(use(tree, "songsList"), "none")
        XCTAssertEqual(use(tree, "detail"), "none")
    }
}
