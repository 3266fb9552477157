@testable import A11yScanRules
import A11yScanSyntax
import XCTest

/// The layout reader keeps what decides a view's name in its layout: its id, tag and line, a
/// description (`@null` and "" are none), text, icon, `importantForAccessibility` and a label
/// pointing at it, and whether it makes a picture a control; what it cannot read it skips.
final class LayoutReaderTests: XCTestCase {
    private func views(_ text: String) -> [LayoutView] {
        LayoutReader.views(in: Array(text.utf8), path: "res/layout/screen.xml")
    }

    func testReadsIdsTagsLinesAndWhatNamesEachView() {
        let found = views("""
            <?xml version="1.0" encoding="utf-8"?>
            <!-- <ImageButton android:id="@+id/commented" /> -->
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageButton
                    android:id="@+id/delete_button"
                    android:src="@drawable/ic_delete" />
                <ImageView android:id="@+id/logo" android:contentDescription="@string/logo" />
                <ImageView android:id="@id/blank" android:contentDescription="" />
                <ImageView android:id="@+id/nothing" android:contentDescription="@null" />
                <ImageView android:id="@+id/divider" android:importantForAccessibility="no" />
                <TextView android:labelFor="@id/field" android:text="Name" />
                <ImageView android:id="@+id/field" />
                <com.google.android.material.button.MaterialButton android:id="@+id/add" app:icon="@drawable/ic_add" />
                <com.google.android.material.button.MaterialButton android:id="@+id/save" android:text="@string/save" app:icon="@drawable/ic_save" />
                <view class="com.example.SquareImageView" android:id="@+id/cover" />
                <TextView android:id="@+id/title" android:text='Title' />
            </LinearLayout>
            """)
        XCTAssertEqual(found.map(\.id), ["delete_button", "logo", "blank", "nothing", "divider", "field", "add", "save", "cover", "title"])
        XCTAssertEqual(found.map(\.line), [4, 7, 8, 9, 10, 12, 13, 14, 15, 16])
        XCTAssertEqual(found.map { $0.shape?.rawValue ?? "-" },
                       ["control", "labelled-image", "image", "image", "hidden", "labelled-image", "control", "-", "image", "-"])
        XCTAssertEqual(found[8].tag, "com.example.SquareImageView")
        XCTAssertTrue(found[9].hasText)
    }

    /// A picture the layout makes a control, which the layout rule reports where it is declared:
    /// not the top element, not one restyled by the app, not an image button switched off.
    func testAControlIsAPictureTheLayoutMakesClickable() {
        let found = views("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageView android:id="@+id/share" android:clickable="true" />
                <ImageView android:id="@+id/open" android:onClick="open" />
                <ImageView android:id="@+id/logo" />
                <ImageButton android:id="@+id/next" style="@style/Player.Button.Next" />
                <ImageButton android:id="@+id/play" style="@style/Widget.AppCompat.ImageButton" />
                <ImageButton android:id="@+id/off" android:clickable="false" />
                <com.google.android.material.floatingactionbutton.FloatingActionButton android:id="@+id/fab" />
            </LinearLayout>
            """)
        XCTAssertEqual(found.map { $0.shape?.rawValue ?? "-" }, ["control", "control", "image", "image", "control", "image", "control"])
        XCTAssertEqual(views("<ImageButton android:id=\"@+id/top\" />").map(\.shape), [.image], "the top element")
    }

    func testASummaryKeepsTheViewAsItWas() {
        for view in views("<ImageButton android:id=\"@+id/a\" android:tooltipText=\"Add\" android:text=\"x\" app:icon=\"@drawable/i\" />") {
            XCTAssertEqual(LayoutView(view.summary), view)
        }
    }

    func testTheIndexFindsAViewByItsIdAndItsBindingNameWhenEveryLayoutAgrees() {
        let first = views("<ImageButton android:id=\"@+id/more_button\" />")
        let named = LayoutReader.views(in: Array("<ImageButton android:id=\"@+id/more_button\" android:contentDescription=\"@string/more\" />".utf8),
                                       path: "res/layout/other_screen.xml")
        XCTAssertEqual(LayoutView.bindingName("more_button"), "moreButton")
        XCTAssertEqual(LayoutView.bindingName("_private_id2"), "privateId2")
        let none = { Set<String>() }
        let index = LayoutIndex(first)
        XCTAssertEqual(index.view(named: "moreButton", shape: .image, inflatedLayouts: none)?.line, 1)
        XCTAssertEqual(index.view(named: "more_button", shape: .image, inflatedLayouts: none)?.line, 1)
        XCTAssertNil(index.view(named: "more", shape: .image, inflatedLayouts: none))
        let both = LayoutIndex(first + named)
        XCTAssertNil(both.view(named: "moreButton", shape: .image, inflatedLayouts: none))
        // The layouts the file inflates decide between views that differ.
        XCTAssertEqual(both.view(named: "moreButton", shape: .image, inflatedLayouts: { ["screen"] })?.path, "res/layout/screen.xml")
        XCTAssertNil(both.view(named: "moreButton", shape: .image, inflatedLayouts: { ["other_screen"] }))
        XCTAssertNil(both.view(named: "moreButton", shape: .image, inflatedLayouts: { ["screen", "other_screen"] }))
    }

    func testAFileNamesTheLayoutsItInflatesAndBinds() {
        XCTAssertEqual(LayoutIndex.layoutsNamed(in: """
            inflate(R.layout.task_form_checklist_item, true)
            private lateinit var binding: FragmentTaskFormBinding
            val other = ViewBinding.bind(view)
            """), ["task_form_checklist_item", "fragment_task_form", "view"])
    }

    /// The bytes of an ASCII file are read as bytes: the same layouts as the text's search,
    /// a name before `Binding` read back only to the end of the `Binding` before it.
    func testTheLayoutsNamedInBytesAreThoseNamedInText() {
        let texts = [
            "inflate(R.layout.task_form_checklist_item, true)\nlateinit var binding: FragmentTaskFormBinding\nViewBinding.bind(v)",
            "FooBindingBarBinding BarBindingx Binding aBinding R.layout.", "R.layout.a_1.R.layout.b\r\nItemRowBinding.inflate(x)",
            "R.layout.", "Binding", "", "val b: ÉcranBinding = R.layout.écran",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            let found = bytes.withUnsafeBufferPointer { LayoutIndex.layoutsNamed(in: ByteView($0)) }
            XCTAssertEqual(found, LayoutIndex.layoutsNamed(in: text), text)
        }
    }

    /// A tag's class name read as bytes is the last part `split` gives, empty parts left out.
    func testAClassNameIsTheTagsLastPart() {
        for tag in ["com.google.android.material.button.MaterialButton", "ImageView", "a..b", "a.b..", "...", "", "é.ImageButton", "a.é"] {
            let view = LayoutView(id: "v", tag: tag, path: "res/layout/a.xml", line: 1)
            XCTAssertEqual(view.className, tag.split(separator: ".").last ?? Substring(tag), tag)
        }
    }

    func testAnExampleCarriesItsLayoutsAfterItsCode() {
        let example = LayoutExample("fun f() {}\n--- res/layout/a.xml\n<ImageView android:id=\"@+id/a\" />\n--- res/layout/b.xml\n<TextView />\n")
        XCTAssertEqual(example.code, "fun f() {}\n")
        XCTAssertEqual(example.layouts.map(\.path), ["res/layout/a.xml", "res/layout/b.xml"])
        XCTAssertEqual(example.views.map(\.name), ["a"])
    }

    /// A layout cut anywhere (a file being written, a broken merge) gives fewer views, never
    /// others: every view found in a cut one is a view of the whole, on its line, read from a
    /// whole start tag (a tag cut short may lack the description that names its view).
    func testALayoutCutAnywhereGivesOnlyViewsOfTheWhole() {
        let text = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <!-- a comment <ImageView android:id="@+id/inside" /> -->
                <ImageButton android:id="@+id/delete" android:contentDescription='@string/delete' />
                <ImageView
                    android:id="@+id/logo" />
            </LinearLayout>
            """
        let whole = Set(views(text).map { "\($0.id):\($0.line)" })
        XCTAssertEqual(whole, ["delete:3", "logo:4"])
        let bytes = Array(text.utf8)
        for end in 0...bytes.count {
            let cut = LayoutReader.views(in: Array(bytes[..<end]), path: "res/layout/screen.xml")
            let found = cut.map { "\($0.id):\($0.line)" }
            XCTAssertTrue(Set(found).isSubset(of: whole), "cut at \(end): \(found)")
            XCTAssertEqual(cut.map(\.shape), views(text).prefix(cut.count).map(\.shape), "cut at \(end)")
        }
        XCTAssertEqual(LayoutReader.views(in: [0xFF, 0xFE, 0x3C, 0x00], path: "res/layout/binary.xml").count, 0)
    }
}
