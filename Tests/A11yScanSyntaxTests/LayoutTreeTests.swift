@testable import A11yScanSyntax
import XCTest

/// An Android layout file read as a call tree: elements are calls named by their class, with
/// their package as receiver, attributes are labelled arguments (namespace dropped, `tools:`
/// and `xmlns:` left out), children hang in the element's one closure, comments hold nothing.
final class LayoutTreeTests: XCTestCase {
    private let layout = """
        <?xml version="1.0" encoding="utf-8"?>
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools"
            android:orientation="vertical">
            <!-- <ImageButton android:id="@+id/old" /> -->
            <com.google.android.material.floatingactionbutton.FloatingActionButton
                android:id="@+id/fab"
                android:contentDescription="@null"
                tools:contentDescription="Add" />
            <TextView android:text="" android:textSize="14dp" android:clickable="true" android:hint="Name"
                android:contentDescription='@string/name' android:onClick="@{() -> vm.go()}" />
        </LinearLayout>
        """

    private func tree() -> CallTree {
        CallTree.build(SourceFile(path: "res/layout/a.xml", language: .layout, text: Array(layout.utf8)))
    }

    func testElementsAreCallsNamedByTheirClassWithTheirChildrenInside() {
        let tree = tree()
        XCTAssertEqual(tree.nodes.count, 3, "the comment holds no element")
        XCTAssertEqual((0..<3).map { tree.nameText(Int32($0)) }, ["LinearLayout", "FloatingActionButton", "TextView"])
        XCTAssertEqual(tree.source.string(tree[1].receiver!), "com.google.android.material.floatingactionbutton")
        XCTAssertEqual(Array(tree.children(of: 0)), [1, 2])
        XCTAssertEqual(tree[1].parent, 0)
        XCTAssertEqual(tree[1].slot, .closure)
        XCTAssertEqual(tree.closures(of: 0).count, 1)
        XCTAssertEqual(tree.closures(of: 1).count, 0, "an empty element has no content")
        // The node is its start tag, reported from its `<`.
        XCTAssertEqual(tree.source.position(of: Int(tree[1].start)).line, 6)
        XCTAssertEqual(tree.source.string(tree[1].range).last, ">")
    }

    func testAttributesAreLabelledArgumentsWithTypedValues() {
        let tree = tree()
        let fab = tree.arguments(of: 1).map { tree.source.string($0.label!) }
        XCTAssertEqual(fab, ["id", "contentDescription"], "`tools:` attributes are the editor's only")
        XCTAssertEqual(tree.arguments(of: 0).map { tree.source.string($0.label!) }, ["orientation"], "`xmlns:` declares no attribute")
        let text = Dictionary(uniqueKeysWithValues: tree.arguments(of: 2).map { (tree.source.string($0.label!), $0.kind) })
        XCTAssertEqual(text["text"], .emptyString)
        XCTAssertEqual(text["textSize"], .number)
        XCTAssertEqual(text["clickable"], .true)
        XCTAssertEqual(text["hint"], .string)
        XCTAssertEqual(text["contentDescription"], .member, "a resource is a member path")
        XCTAssertEqual(text["onClick"], .other, "a data-binding expression")
        XCTAssertEqual(tree.arguments(of: 1).last?.kind, .null)
        let size = tree.arguments(of: 2).first { tree.source.string($0.label!) == "textSize" }!
        let unit = tree.source.code.withUnsafeBufferPointer { ValueClassifier.unit(of: size.value, in: $0) }
        XCTAssertEqual(unit.map { tree.source.string($0) }, "dp")
    }

    func testALayoutIsKnownByItsFolder() {
        XCTAssertEqual(Language(path: "app/src/main/res/layout-land/a.xml"), .layout)
        XCTAssertEqual(Language(path: "res/layout/a.xml"), .layout)
        XCTAssertNil(Language(path: "app/src/main/res/values/a.xml"))
        XCTAssertNil(Language(path: "app/AndroidManifest.xml"))
        XCTAssertEqual(Language(path: "a/B.kt"), .kotlin)
        XCTAssertNil(Language(path: "a.b/README"))
    }

    /// An ASCII path is read as bytes, any other as characters: both say the same.
    func testALayoutPathIsToldByBytesAsByCharacters() {
        for path in ["/p/app/src/main/res/layout/a.xml", "res/layout-v21/a.xml", "/res/layout/a.xml", "layout/a.xml", "a.xml",
                     "app/res/layouts/a.xml", "app/xres/layout/a.xml", "app/res/values/a.xml", "app/res/layout/a.kt", "res//a.xml",
                     "/ü/res/layout/a.xml", "/p/res/layoutü/a.xml", "/p/res/layout\u{301}/a.xml", "/p/res/\u{301}layout/a.xml"] {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let expected = path.hasSuffix(".xml") && parts.count >= 3 && parts[parts.count - 2].hasPrefix("layout")
                && parts[parts.count - 3] == "res"
            XCTAssertEqual(Language.isLayoutPath(path), expected, path)
        }
    }

    func testAFileCutShortEndsItsOpenElements() {
        for cut in 0...layout.utf8.count {
            let text = Array(layout.utf8.prefix(cut))
            let tree = CallTree.build(SourceFile(path: "res/layout/a.xml", language: .layout, text: text))
            for (index, node) in tree.nodes.enumerated() {
                XCTAssertGreaterThan(Int(node.subtreeEnd), index, "cut at \(cut)")
                XCTAssertLessThanOrEqual(Int(node.subtreeEnd), tree.nodes.count, "cut at \(cut)")
                XCTAssertLessThanOrEqual(Int(node.end), text.count, "cut at \(cut)")
            }
        }
    }
}
