@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
import Foundation
import XCTest

/// A project of Kotlin code and the layout files beside it: the component pass reads the
/// layouts of each source set its Kotlin files are in (and of its module's top), keeps them in its cache, and a rule that
/// reads layouts finds the same whether the summaries were made before the scan, during it, or
/// taken from the cache (an editor's scan), which also notices a layout that changed.
final class LayoutFilesScanTests: XCTestCase {
    private var folder: URL!
    private var rules: RuleSet!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-layouts-\(UUID().uuidString)")
        rules = try RuleSet.builtIn(ids: ["views-layout-image-clicked-unnamed"])
        // A work tree's top, as an editor's scan finds the project by (`.git/HEAD`).
        try write("ref: refs/heads/main\n", ".git/HEAD")
        try write("""
            class TaskFormFragment : Fragment() {
                private lateinit var binding: FragmentTaskFormBinding

                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    binding.deleteButton.setOnClickListener { viewModel.delete() }
                    binding.saveButton.setOnClickListener { viewModel.save() }
                    view.findViewById<ImageView>(R.id.help).setOnClickListener { showHelp() }
                }
            }
            """, "app/src/main/java/com/example/TaskFormFragment.kt")
        try write("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageView
                    android:id="@+id/delete_button"
                    android:src="@drawable/ic_delete" />
                <ImageButton
                    android:id="@+id/save_button"
                    android:contentDescription="@string/save" />
            </LinearLayout>
            """, "app/src/main/res/layout/fragment_task_form.xml")
        // A module laid out the older way keeps its resources at its top.
        try write("<ImageView android:id=\"@+id/help\" />\n", "app/res/layout-land/help.xml")
        // Not a layout folder, and a module without Kotlin code: neither is read.
        try write("<ImageView android:id=\"@+id/save_button\" />\n", "app/src/main/res/drawable/save_button.xml")
        try write("<ImageView android:id=\"@+id/save_button\" />\n", "legacy/src/main/res/layout/old.xml")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try ComponentFixture.write(text, path, in: folder)
    }

    private func project(cache: String? = nil, quick: Bool = false) -> ComponentProject {
        ComponentFixture.project(folder, rules: rules, cache: cache, quick: quick)
    }

    private func scan(_ components: ComponentPreparation, jobs: Int = 2) -> [String] {
        ComponentFixture.scan(folder, rules: rules, components: components, jobs: jobs)
            .map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
    }

    func testTheLayoutsBesideTheKotlinSourcesDecideTheFindings() throws {
        let suffix = " so TalkBack announces it only as \"Button\" or \"Unlabelled\"."
        let expected = [
            "app/src/main/java/com/example/TaskFormFragment.kt:5:30 " + rules.rules[0].descriptor.message
                + " The view is `@id/delete_button`, an `ImageView` in app/src/main/res/layout/fragment_task_form.xml:2.",
            "app/src/main/java/com/example/TaskFormFragment.kt:7:49 " + rules.rules[0].descriptor.message
                + " The view is `@id/help`, an `ImageView` in app/res/layout-land/help.xml:1.",
        ]
        XCTAssertTrue(rules.rules[0].descriptor.message.hasSuffix(suffix))
        let cache = folder.appendingPathComponent(".cache").path
        ComponentFixture.assertEveryPreparationFinds(expected, in: folder, rules: rules, cache: cache,
                                                     describe: { "\($0.path):\($0.line):\($0.column) \($0.message)" })
        // The layout names the button now: an editor's scan sees it through the cache.
        try write("<ImageView android:id=\"@+id/delete_button\" android:contentDescription=\"@string/delete\" />\n",
                  "app/src/main/res/layout/fragment_task_form.xml")
        XCTAssertEqual(scan(project(cache: cache, quick: true).prepare()), [expected[1]])
    }

    func testLayoutFilesAreFoundBySourceSet() {
        XCTAssertEqual(LayoutFiles.sourceSet(of: "/p/app/src/main/java/a/B.kt"), "/p/app/src/main")
        XCTAssertEqual(LayoutFiles.sourceSet(of: "/p/app/src/debug/kotlin/B.kt"), "/p/app/src/debug")
        XCTAssertNil(LayoutFiles.sourceSet(of: "/p/app/B.kt"))
        XCTAssertTrue(LayoutFiles.isLayout("app/src/main/res/layout-sw600dp/a.xml"))
        XCTAssertFalse(LayoutFiles.isLayout("app/src/main/res/values/a.xml"))
    }
}
