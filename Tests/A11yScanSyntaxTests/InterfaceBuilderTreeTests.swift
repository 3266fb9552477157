@testable import A11yScanSyntax
import XCTest

/// An Interface Builder file (`.xib`, `.storyboard`) read with the layout files' tree builder:
/// each element a call named by its tag, attributes labelled arguments, children its content,
/// so a button's `state` and `accessibility` children and the file's outlets are nodes a rule reads.
final class InterfaceBuilderTreeTests: XCTestCase {
    private let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController">
                    <connections>
                        <outlet property="closeButton" destination="aB1-cd-EF2" id="x1"/>
                    </connections>
                </placeholder>
                <!-- <button id="old"/> -->
                <button opaque="NO" buttonType="system" id="aB1-cd-EF2">
                    <state key="normal" image="close"/>
                    <accessibility key="accessibilityConfiguration" label="Close"/>
                </button>
            </objects>
        </document>
        """

    func testAnInterfaceBuilderFileIsKnownByItsExtension() {
        XCTAssertEqual(Language(path: "App/Base.lproj/Main.storyboard"), .interfaceBuilder)
        XCTAssertEqual(Language(path: "App/Views/PlayerView.XIB"), .interfaceBuilder)
        XCTAssertEqual(Language(rawValue: "interface-builder"), .interfaceBuilder)
        XCTAssertTrue(Language.interfaceBuilder.isMarkup)
        XCTAssertFalse(Language.swift.isMarkup)
    }

    func testElementsAreCallsWithAttributesAndChildren() {
        let tree = CallTree.build(SourceFile(path: "a.xib", language: .interfaceBuilder, text: Array(nib.utf8)))
        XCTAssertEqual(tree.nodes.indices.map { tree.nameText(Int32($0)) },
                       ["document", "objects", "placeholder", "connections", "outlet", "button", "state", "accessibility"],
                       "the comment holds no element")
        let button: Int32 = 5
        XCTAssertEqual(tree.source.position(of: Int(tree[button].start)).line, 10, "the node is its start tag")
        XCTAssertEqual(Array(tree.children(of: button)), [6, 7])
        XCTAssertEqual(tree.arguments(of: button).map { tree.source.string($0.label!) }, ["opaque", "buttonType", "id"])
        let outlet = tree.arguments(of: 4).map { tree.source.string($0.value) }
        XCTAssertEqual(outlet, ["closeButton", "aB1-cd-EF2", "x1"])
    }
}
