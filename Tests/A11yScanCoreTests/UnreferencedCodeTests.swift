@testable import A11yScanCore
import Foundation
import XCTest

/// Which declarations and layouts of a project on disk nothing else names: the views a user
/// can never reach, whose findings a scan leaves out with previews.
final class UnreferencedCodeTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("unreferenced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try ComponentFixture.write(text, path, in: folder)
    }

    private func found() -> UnreferencedCode { UnreferencedCode.find(scanning: [folder.path], jobs: 2) }

    private func holds(_ code: UnreferencedCode, _ path: String, line: Int) -> Bool {
        code.holds(absolutePath: folder.appendingPathComponent(path).path, line: line)
    }

    func testASwiftViewNamedOnlyByPreviewsIsUnreferencedAndAViewTheAppShowsIsNot() throws {
        try write("""
            @main
            struct NotesApp: App {
                var body: some Scene { WindowGroup { NoteList() } }
            }
            """, "App/NotesApp.swift")
        try write("""
            struct NoteList: View {
                var body: some View { Text("Notes") }
            }

            struct OldNoteRow: View {
                var body: some View {
                    Image(systemName: "star")
                }
            }

            #Preview { OldNoteRow() }

            struct OldNoteRow_Previews: PreviewProvider {
                static var previews: some View { OldNoteRow() }
            }
            """, "App/NoteList.swift")
        let code = found()
        XCTAssertFalse(holds(code, "App/NoteList.swift", line: 2))
        XCTAssertTrue(holds(code, "App/NoteList.swift", line: 7))
        XCTAssertFalse(holds(code, "App/NoteList.swift", line: 11), "a preview is not a declaration of its own")
        XCTAssertFalse(holds(code, "App/NotesApp.swift", line: 3), "@main starts the app")
    }

    func testASwiftViewNamedFromObjectiveCOrAStoryboardIsUsed() throws {
        try write("@main\nstruct ShopApp: App { var body: some Scene { WindowGroup { Text(\"Shop\") } } }\n", "ShopApp.swift")
        try write("final class LegacyCell: UITableViewCell {\n    let badge = UIImageView()\n}\n", "LegacyCell.swift")
        try write("final class ReceiptView: UIView {\n    let logo = UIImageView()\n}\n", "ReceiptView.swift")
        try write("final class DraftView: UIView {\n    let logo = UIImageView()\n}\n", "DraftView.swift")
        try write("#import \"Shop-Swift.h\"\n[tableView registerClass:[LegacyCell class] forCellReuseIdentifier:@\"cell\"];\n",
                  "Legacy/OrdersController.m")
        try write("<document><view customClass=\"ReceiptView\" customModule=\"Shop\"/></document>\n", "Main.storyboard")
        let code = found()
        XCTAssertFalse(holds(code, "LegacyCell.swift", line: 2))
        XCTAssertFalse(holds(code, "ReceiptView.swift", line: 2))
        XCTAssertTrue(holds(code, "DraftView.swift", line: 2))
    }

    func testPublicOrSpeciallyMarkedSwiftDeclarationsAreKept() throws {
        try write("@main\nstruct KitApp: App { var body: some Scene { WindowGroup { Text(\"Kit\") } } }\n", "KitApp.swift")
        try write("""
            public struct SharedBadge: View {
                public var body: some View { Image("badge") }
            }

            @objc(LegacyBanner) final class LegacyBanner: UIView {}

            @available(iOS 16, *)
            struct NewBanner: View {
                var body: some View { Image("banner") }
            }
            """, "Kit.swift")
        let code = found()
        XCTAssertFalse(holds(code, "Kit.swift", line: 2))
        XCTAssertFalse(holds(code, "Kit.swift", line: 5))
        XCTAssertTrue(holds(code, "Kit.swift", line: 9), "@available leaves a declaration an ordinary one")
    }

    func testKotlinComposablesAndViewsOfAnAndroidApp() throws {
        try write("""
            <manifest><application><activity android:name=".MainActivity" /></application></manifest>
            """, "app/src/main/AndroidManifest.xml")
        try write("""
            class MainActivity : ComponentActivity() {
                override fun onCreate(state: Bundle?) {
                    setContent { Inbox() }
                    val row = ItemRowBinding.inflate(layoutInflater)
                }
            }

            @Composable
            fun Inbox() {
                Text("Inbox")
            }

            @Composable
            fun OldInbox() {
                Icon(painterResource(R.drawable.ic_mail), contentDescription = null)
            }

            @Preview
            @Composable
            fun OldInboxPreview() {
                OldInbox()
            }

            @Destination
            @Composable
            fun Routed() {
                Icon(painterResource(R.drawable.ic_mail), contentDescription = null)
            }

            class StarView(context: Context) : AppCompatImageView(context) {
                init { setOnClickListener { } }
            }
            """, "app/src/main/java/app/MainActivity.kt")
        try write("<LinearLayout><include layout=\"@layout/header\" /><app.StarView /></LinearLayout>\n",
                  "app/src/main/res/layout/item_row.xml")
        try write("<LinearLayout><TextView android:text=\"@string/title\" /></LinearLayout>\n",
                  "app/src/main/res/layout/header.xml")
        try write("<LinearLayout><ImageView android:src=\"@drawable/ic_old\" /></LinearLayout>\n",
                  "app/src/main/res/layout/old_row.xml")
        let code = found()
        XCTAssertFalse(holds(code, "app/src/main/java/app/MainActivity.kt", line: 2), "the manifest names the activity")
        XCTAssertFalse(holds(code, "app/src/main/java/app/MainActivity.kt", line: 10))
        XCTAssertTrue(holds(code, "app/src/main/java/app/MainActivity.kt", line: 15), "only a preview calls it")
        XCTAssertFalse(holds(code, "app/src/main/java/app/MainActivity.kt", line: 27), "an annotation may route to it")
        XCTAssertFalse(holds(code, "app/src/main/java/app/MainActivity.kt", line: 31), "a layout names the view")
        XCTAssertFalse(holds(code, "app/src/main/res/layout/old_row.xml", line: 1),
                       "a layout nothing names may replace a library's, which inflates it")
    }

    func testALibraryWithoutAnAppKeepsEverything() throws {
        try write("""
            @Composable
            fun KitButton(onClick: () -> Unit) {
                Icon(painterResource(R.drawable.ic_add), contentDescription = null)
            }
            """, "kit/src/main/java/kit/KitButton.kt")
        try write("struct KitCard: View {\n    var body: some View { Image(\"card\") }\n}\n", "Kit/KitCard.swift")
        XCTAssertTrue(found().isEmpty)
    }
}
