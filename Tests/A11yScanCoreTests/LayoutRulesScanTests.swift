@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanRules
import Foundation
import XCTest

/// Findings inside layout files: a folder's scan reports in the layouts beside its Kotlin
/// source sets (not those of a module without Kotlin, not other XML), leaves out the views the
/// Kotlin code names, gives the same with any number of jobs, and a layout named alone (an
/// editor's scan) is scanned too.
final class LayoutRulesScanTests: XCTestCase {
    private var folder: URL!
    private var rules: RuleSet!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-layout-rules-\(UUID().uuidString)")
        rules = try RuleSet.builtIn(ids: ["views-layout-image-button-unnamed"])
        try write("""
            class TaskFormFragment : Fragment() {
                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    binding.moreButton.contentDescription = getString(R.string.more)
                }
            }
            """, "app/src/main/java/com/example/TaskFormFragment.kt")
        let buttons = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageButton
                    android:id="@+id/delete_button"
                    android:src="@drawable/ic_delete" />
                <ImageButton
                    android:id="@+id/more_button"
                    android:src="@drawable/ic_more" />
            </LinearLayout>
            """
        try write(buttons, "app/src/main/res/layout/fragment_task_form.xml")
        // Not a layout folder, and a module without Kotlin code: neither is scanned.
        try write(buttons, "app/src/main/res/drawable/fragment_task_form.xml")
        try write(buttons, "legacy/src/main/res/layout/old.xml")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try ComponentFixture.write(text, path, in: folder)
    }

    /// The findings of a scan of `root`, with the project's components (and the names its Kotlin
    /// code gives) made as the command line makes them.
    private func scan(_ root: String, jobs: Int, cache: String? = nil, quick: Bool = false) -> [String] {
        var request = ScanRequest(roots: [root], rules: rules, jobs: jobs, toolVersion: "test")
        switch ComponentProject(roots: [root], rules: rules.rules, jobs: jobs, cacheFolder: cache, quick: quick).prepare() {
        case .ready(let index): request.components = index
        case .pending(let pending): request.pendingComponents = pending
        }
        return ScanPipeline.run(request).report.findings.map { "\($0.path):\($0.line):\($0.column)" }
    }

    /// The findings of a scan of the module folder `module`, with one job and with two.
    private func assertScan(of module: String, finds expected: [String], _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        for jobs in [1, 2] {
            XCTAssertEqual(scan(folder.appendingPathComponent(module).path, jobs: jobs), expected, message, file: file, line: line)
        }
    }

    func testAFolderScanReportsInTheLayoutsBesideItsKotlinCode() {
        let cache = folder.appendingPathComponent(".cache").path
        for jobs in [1, 3] {
            XCTAssertEqual(scan(folder.path, jobs: jobs), ["app/src/main/res/layout/fragment_task_form.xml:2:5"],
                           "the button the code names is no finding (jobs \(jobs))")
        }
        XCTAssertEqual(scan(folder.path, jobs: 2, cache: cache), ["app/src/main/res/layout/fragment_task_form.xml:2:5"], "cache written")
        XCTAssertEqual(scan(folder.path, jobs: 2, cache: cache), ["app/src/main/res/layout/fragment_task_form.xml:2:5"], "cache read")
    }

    func testALayoutNamedAloneIsScanned() {
        let path = folder.appendingPathComponent("legacy/src/main/res/layout/old.xml").path
        XCTAssertEqual(scan(path, jobs: 1).count, 2, "without the Kotlin code, both buttons are unnamed")
    }

    /// An editor's scan of one layout file, or a diff's scan of the files it changed, knows the
    /// views the project's Kotlin code names through the component pass, cold and warm.
    func testALayoutScannedAloneKnowsTheNamesOfItsProject() throws {
        try git("init", "-q")
        let layout = folder.appendingPathComponent("app/src/main/res/layout/fragment_task_form.xml").path
        let expected = [layout + ":2:5"]
        XCTAssertEqual(scan(layout, jobs: 1), expected, "no cache")
        for quick in [false, true] {
            let cache = folder.appendingPathComponent(".cache-\(quick)").path
            XCTAssertEqual(scan(layout, jobs: 2, cache: cache, quick: quick), expected, "cold cache (editor: \(quick))")
            XCTAssertEqual(scan(layout, jobs: 2, cache: cache, quick: quick), expected, "warm cache (editor: \(quick))")
        }
        // The code names the other button too: the editor's warm cache sees the change.
        let cache = folder.appendingPathComponent(".cache-true").path
        try write("""
            class TaskFormFragment : Fragment() {
                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    binding.moreButton.contentDescription = getString(R.string.more)
                    binding.deleteButton.setContentDescription(getString(R.string.delete))
                }
            }
            """, "app/src/main/java/com/example/TaskFormFragment.kt")
        XCTAssertEqual(scan(layout, jobs: 2, cache: cache, quick: true), [], "the changed Kotlin file read again")
    }

    /// A button the layout hides is reported only when the code can show it (its id is reached);
    /// a button the code hands to a function of its own that describes it is named.
    func testAHiddenButtonNoCodeReachesIsNoFinding() throws {
        try write("""
            class PlayerFragment : Fragment() {
                fun bind() {
                    binding.retryButton.isVisible = failed
                    describe(binding.shareButton, title)
                }
                private fun describe(button: ImageButton, title: String) {
                    button.contentDescription = getString(R.string.share, title)
                }
            }
            """, "player/src/main/java/com/example/PlayerFragment.kt")
        try write("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageButton
                    android:id="@+id/retry_button"
                    android:visibility="gone"
                    android:src="@drawable/ic_retry" />
                <ImageButton
                    android:id="@+id/grid_button"
                    android:visibility="invisible"
                    android:src="@drawable/ic_grid" />
                <ImageButton
                    android:id="@+id/share_button"
                    android:src="@drawable/ic_share" />
            </LinearLayout>
            """, "player/src/main/res/layout/fragment_player.xml")
        // A layout whose only button is hidden: no finding before the code is read, one after.
        try write("""
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageButton
                    android:id="@+id/retry_button"
                    android:visibility="gone"
                    android:src="@drawable/ic_retry" />
            </FrameLayout>
            """, "player/src/main/res/layout/item_retry.xml")
        assertScan(of: "player", finds: ["src/main/res/layout/fragment_player.xml:2:5", "src/main/res/layout/item_retry.xml:2:5"],
                   "the hidden buttons the code shows stay; the one nothing reaches and the described one go")
    }

    /// A picture the layout gives only a pressed ripple is a control when the code clicks it or
    /// hands it on, and no control (TalkBack passes over it) when nothing does.
    func testAPictureGivenOnlyARippleIsAControlWhenTheCodeClicksIt() throws {
        try write("""
            class LoginFragment : Fragment() {
                fun bind() {
                    binding.showPassword.setOnClickListener { togglePassword() }
                    binding.clearField.setColorFilter(accent)
                    attachHelp(binding.helpIcon)
                }
            }
            """, "login/src/main/java/com/example/LoginFragment.kt")
        try write("""
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <EditText android:id="@+id/password" android:hint="@string/password" />
                <ImageView
                    android:id="@+id/show_password"
                    android:background="?attr/selectableItemBackground"
                    android:src="@drawable/ic_eye" />
                <ImageView
                    android:id="@+id/clear_field"
                    android:background="?attr/selectableItemBackgroundBorderless"
                    android:src="@drawable/ic_clear" />
                <ImageView
                    android:id="@+id/help_icon"
                    android:foreground="?attr/selectableItemBackground"
                    android:src="@drawable/ic_help" />
                <ImageView
                    android:id="@+id/trailing_icon"
                    android:background="?attr/selectableItemBackground"
                    android:src="@drawable/ic_open" />
            </FrameLayout>
            """, "login/src/main/res/layout/fragment_login.xml")
        assertScan(of: "login", finds: ["src/main/res/layout/fragment_login.xml:3:5", "src/main/res/layout/fragment_login.xml:11:5"],
                   "the clicked picture and the one handed on stay; the tinted one and the one nothing reaches go")
    }

    private func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
