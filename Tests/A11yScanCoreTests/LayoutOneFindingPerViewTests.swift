@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanRules
import Foundation
import XCTest

/// A picture clicked in the Kotlin code and named nowhere is one finding, whichever way the
/// project is scanned: in the layout where the layout declares it a control (an image button, a
/// clickable image), the place its description goes; at the click where the layout declares
/// only a picture (the click makes it a control) or the code changes its picture (no one
/// description in the layout fits). A picture given a control's pressed ripple is one the layout
/// declares a control, unless the code draws it.
final class LayoutOneFindingPerViewTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-layout-one-finding-\(UUID().uuidString)")
        try ComponentFixture.write("""
            class TaskFormFragment : Fragment() {
                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    binding.deleteButton.setOnClickListener { viewModel.delete() }
                    binding.share.setOnClickListener { share() }
                    binding.avatar.setOnClickListener { openProfile() }
                    binding.addButton.setOnClickListener { toggle() }
                    binding.addButton.rotation = 135f
                    binding.showPassword.setOnClickListener { toggleMask() }
                    binding.thumbnail.setImageBitmap(bitmap)
                    binding.thumbnail.setOnClickListener { openMedia() }
                }
            }
            """, "app/src/main/java/com/example/TaskFormFragment.kt", in: folder)
        try ComponentFixture.write("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageButton
                    android:id="@+id/delete_button"
                    android:src="@drawable/ic_delete" />
                <ImageView
                    android:id="@+id/share"
                    android:src="@drawable/ic_share"
                    android:clickable="true" />
                <ImageView
                    android:id="@+id/avatar"
                    android:src="@drawable/ic_person" />
                <ImageButton
                    android:id="@+id/add_button"
                    android:src="@drawable/ic_plus" />
                <ImageView
                    android:id="@+id/show_password"
                    android:background="?attr/selectableItemBackground"
                    android:src="@drawable/ic_eye" />
                <ImageView
                    android:id="@+id/thumbnail"
                    android:foreground="?attr/selectableItemBackground" />
            </LinearLayout>
            """, "app/src/main/res/layout/fragment_task_form.xml", in: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func scan(jobs: Int, cache: String? = nil) throws -> [String] {
        let rules = try RuleSet.builtIn(ids: ["views-layout-image-button-unnamed", "views-layout-image-clicked-unnamed"])
        let root = folder.path
        var request = ScanRequest(roots: [root], rules: rules, jobs: jobs, toolVersion: "test")
        switch ComponentProject(roots: [root], rules: rules.rules, jobs: jobs, cacheFolder: cache, quick: false).prepare() {
        case .ready(let index): request.components = index
        case .pending(let pending): request.pendingComponents = pending
        }
        return ScanPipeline.run(request).report.findings.map { "\($0.ruleID) \($0.path):\($0.line)" }.sorted()
    }

    func testEachViewIsReportedOnce() throws {
        let expected = [
            "views-layout-image-button-unnamed app/src/main/res/layout/fragment_task_form.xml:15",
            "views-layout-image-button-unnamed app/src/main/res/layout/fragment_task_form.xml:2",
            "views-layout-image-button-unnamed app/src/main/res/layout/fragment_task_form.xml:5",
            "views-layout-image-clicked-unnamed app/src/main/java/com/example/TaskFormFragment.kt:10",
            "views-layout-image-clicked-unnamed app/src/main/java/com/example/TaskFormFragment.kt:5",
            "views-layout-image-clicked-unnamed app/src/main/java/com/example/TaskFormFragment.kt:6",
        ]
        let cache = folder.appendingPathComponent(".cache").path
        XCTAssertEqual(try scan(jobs: 1), expected)
        XCTAssertEqual(try scan(jobs: 3), expected)
        XCTAssertEqual(try scan(jobs: 2, cache: cache), expected, "cache written")
        XCTAssertEqual(try scan(jobs: 2, cache: cache), expected, "cache read")
    }
}
