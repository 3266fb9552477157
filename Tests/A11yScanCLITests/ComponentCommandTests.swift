import Foundation
import XCTest

/// Wrappers across files, end to end: a design-system back button in one file, screens that
/// call it in others; whole-folder, one-file and standard-input scans; the cache between runs.
final class ComponentCommandTests: XCTestCase {
    private var folder: URL!
    private var cache: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        cache = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("""
            id: team-icon-button-unlabeled
            family: missing-label
            framework: compose
            entry: button
            section: name
            message: The icon button has no name.
            fix: Give the icon a contentDescription.
            node: {call: IconButton}
            where:
              - has: {call: Icon, arg: {label: contentDescription, position: 2, value: [null, empty-string]}}
            unless:
              - fact: has-accessible-name
              - fact: hidden-from-accessibility
            examples:
              bad: ['↓IconButton(onClick = {}) { Icon(Icons.Default.Close, null) }']
              good: ['IconButton(onClick = {}) { Icon(Icons.Default.Close, "Close") }']
            """, "rules/icon-button.yml", in: folder)
        try CommandRunner.write(backButton(default: "null"), "app/design/BackButton.kt", in: folder)
        try CommandRunner.write("""
            @Composable
            fun SettingsScreen(onBack: () -> Unit) {
                BackButton(onClick = onBack)
                BackButton(onClick = onBack, contentDescription = stringResource(R.string.back))
            }
            """, "app/screens/SettingsScreen.kt", in: folder)
        // A wrapper of the wrapper, in a file that renders no control itself.
        try CommandRunner.write("""
            @Composable
            fun ToolbarBack(onBack: () -> Unit, label: String? = null) {
                Row { BackButton(onClick = onBack, contentDescription = label) }
            }
            """, "app/design/ToolbarBack.kt", in: folder)
        try CommandRunner.write("""
            @Composable
            fun ProfileScreen(onBack: () -> Unit) { ToolbarBack(onBack) }
            """, "app/screens/ProfileScreen.kt", in: folder)
        try GitRepository.commitAll(in: folder)
    }

    private func backButton(default value: String) -> String {
        """
        @Composable
        fun BackButton(onClick: () -> Unit, contentDescription: String? = \(value)) {
            IconButton(onClick = onClick) {
                Icon(Icons.AutoMirrored.Filled.ArrowBack, contentDescription = contentDescription)
            }
        }
        """
    }

    private func scan(_ arguments: [String], stdin: String? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments + ["--no-builtin-rules", "--patterns", "rules", "--format", "xcode", "--quiet",
                                           "--component-cache", cache.path], in: folder, stdin: stdin)
    }

    func testFolderScanReportsTheCallThatLeavesTheNameOut() throws {
        let result = try scan(["."])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("app/screens/ProfileScreen.kt:2:41: warning: The icon button has no name. "
                                         + "Through `ToolbarBack` → `BackButton` (app/design/ToolbarBack.kt:2)"), result.stdout)
        XCTAssertTrue(lines[1].hasPrefix("app/screens/SettingsScreen.kt:3:5: warning: The icon button has no name. "
                                         + "Through `BackButton` (app/design/BackButton.kt:2)"), result.stdout)
        XCTAssertEqual(try scan([".", "--no-components"]).stdout, "")
    }

    /// A copy of an app kept in a folder its surrounding work tree ignores (a checkout under a
    /// build or scratch folder) is a project of its own: its wrappers are found.
    func testFolderIgnoredByTheSurroundingWorkTreeIsItsOwnProject() throws {
        let outer = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("scratch/\n", ".gitignore", in: outer)
        try CommandRunner.write("fun main() {}\n", "Main.kt", in: outer)
        try GitRepository.commitAll(in: outer)
        let app = outer.appendingPathComponent("scratch/app")
        try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("app"), to: app)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("rules"), to: outer.appendingPathComponent("rules"))
        let result = try CommandRunner.run(["scratch/app", "--no-builtin-rules", "--patterns", "rules", "--format", "xcode",
                                            "--quiet", "--no-ignore", "--component-cache", ""], in: outer)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Through `BackButton` (scratch/app/design/BackButton.kt:2)"), result.stdout)
    }

    func testOneFileAndStandardInputUseTheProjectsComponentsAndNoticeAChangedWrapper() throws {
        let first = try scan(["app/screens/SettingsScreen.kt"])
        XCTAssertEqual(first.stdout.split(separator: "\n").count, 1, first.stdout + first.stderr)
        // A second scan of the unchanged project reads the cache and leaves the file as it was
        // (a rewrite would replace it by a new file).
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".cache") }
        XCTAssertEqual(cacheFiles.count, 1, "\(cacheFiles)")
        let cacheFile = cache.appendingPathComponent(cacheFiles[0]).path
        let written = try FileManager.default.attributesOfItem(atPath: cacheFile)[.systemFileNumber] as? Int
        XCTAssertEqual(try scan(["app/screens/SettingsScreen.kt"]).stdout, first.stdout)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: cacheFile)[.systemFileNumber] as? Int, written)
        let piped = try scan(["--stdin", "--stdin-path", "app/screens/SettingsScreen.kt"],
                             stdin: "@Composable\nfun Other(onBack: () -> Unit) { BackButton(onBack) }\n")
        XCTAssertTrue(piped.stdout.hasPrefix("app/screens/SettingsScreen.kt:2:"), piped.stdout + piped.stderr)
        // The wrapper now names its icon itself: the cached summary is stale and is made again.
        Thread.sleep(forTimeInterval: 0.01)
        try CommandRunner.write(backButton(default: "\"Back\""), "app/design/BackButton.kt", in: folder)
        XCTAssertEqual(try scan(["app/screens/SettingsScreen.kt"]).stdout, "")
    }

    /// Outside a work tree the cache names files from the folder the scan ran in; the same files
    /// scanned from another folder must still find the wrapper, and so must the first folder after.
    func testFilesOutsideAWorkTreeScannedFromAnotherFolderKeepTheirComponents() throws {
        let outside = try CommandRunner.temporaryFolder(self)
        let app = outside.appendingPathComponent("app")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("app"), to: app)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("rules"), to: outside.appendingPathComponent("rules"))
        let sharedCache = outside.appendingPathComponent("cache").path
        let files = ["app/screens/SettingsScreen.kt", "app/design/BackButton.kt"]
        func scan(from directory: URL, _ paths: [String]) throws -> [Substring] {
            let result = try CommandRunner.run(paths + ["--no-builtin-rules", "--patterns", outside.appendingPathComponent("rules").path,
                                                        "--format", "xcode", "--quiet", "--component-cache", sharedCache],
                                               in: directory)
            // The line, column and rule of each finding (the wrapper is named as the files were).
            return result.stdout.split(separator: "\n").map { line in
                let place = line.split(separator: ":", maxSplits: 3).dropFirst().prefix(2).joined(separator: ":")
                return "\(place) \(line.contains("Through `BackButton`")) \(line.split(separator: " ").last ?? "")"[...]
            }
        }
        let fromTop = try scan(from: outside, files)
        XCTAssertEqual(fromTop, ["3:5 true [team-icon-button-unlabeled]"])
        XCTAssertEqual(try scan(from: app.appendingPathComponent("screens"), files.map { outside.appendingPathComponent($0).path }), fromTop)
        XCTAssertEqual(try scan(from: outside, files), fromTop)
    }

    func testComponentsCommandListsWhatItFound() throws {
        let result = try CommandRunner.run(["components", "app", "--no-builtin-rules", "--patterns", "rules"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            BackButton (composable) app/design/BackButton.kt:2
              renders: IconButton, Icon
              parameter onClick (required) → IconButton.onClick
              parameter contentDescription = null → Icon.contentDescription
              check team-icon-button-unlabeled: a call must give `contentDescription` (names the IconButton at app/design/BackButton.kt:3)
            ToolbarBack (composable) app/design/ToolbarBack.kt:2
              renders: Row, BackButton
              parameter onBack (required) → BackButton.onClick
              parameter label = null → BackButton.contentDescription
              check team-icon-button-unlabeled: a call must give `label` (names the IconButton at app/design/BackButton.kt:3 through BackButton)
            ProfileScreen (composable) app/screens/ProfileScreen.kt:2
              renders: ToolbarBack
              parameter onBack (required) → ToolbarBack.1
            SettingsScreen (composable) app/screens/SettingsScreen.kt:2
              renders: BackButton
              parameter onBack (required) → BackButton.onClick

            """)
    }

    /// With --layouts, the views of the layout files beside the Kotlin sources that rules can ask
    /// about are listed after the components; views no rule reads (text, containers) are not.
    func testLayoutViewsAreListedOnlyWhenAskedFor() throws {
        try CommandRunner.write("""
            class FormFragment : Fragment(R.layout.form) {
                override fun onViewCreated(view: View, state: Bundle?) {
                    view.findViewById<View>(R.id.delete).setOnClickListener { }
                }
            }

            """, "forms/src/main/java/com/example/FormFragment.kt", in: folder)
        try CommandRunner.write("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageButton android:id="@+id/delete" android:src="@drawable/ic_delete" />
                <ImageView android:id="@+id/logo" android:contentDescription="@string/logo" />
                <TextView android:id="@+id/title" android:text="@string/title" />
                <ImageView android:id="@+id/divider" android:importantForAccessibility="no" />
            </LinearLayout>

            """, "forms/src/main/res/layout/form.xml", in: folder)
        let plain = try CommandRunner.run(["components", "forms"], in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, "")
        let result = try CommandRunner.run(["components", "forms", "--layouts"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            @id/delete (layout view) forms/src/main/res/layout/form.xml:2
              ImageButton: a control showing a picture without a name
            @id/logo (layout view) forms/src/main/res/layout/form.xml:3
              ImageView: a picture with a name
            @id/divider (layout view) forms/src/main/res/layout/form.xml:5
              ImageView: hidden from accessibility services

            """)
        XCTAssertTrue(result.stderr.contains("0 components, 0 with checks, 3 layout views"), result.stderr)
        let json = try CommandRunner.run(["components", "forms", "--layouts", "--format", "json"], in: folder)
        let listed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(listed.map { $0["name"] as? String }, ["delete", "logo", "divider"])
        XCTAssertEqual(Set(listed.map { $0["kind"] as? String }), ["layout"])
    }

    func testAnImageOnlyComponentIsListedAsCountingAsAnImage() throws {
        try CommandRunner.write("""
            @Composable
            fun AppIcon(icon: ImageVector, modifier: Modifier = Modifier) {
                Icon(icon, contentDescription = null, modifier = modifier)
            }

            """, "icons/AppIcon.kt", in: folder)
        let result = try CommandRunner.run(["components", "icons"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            AppIcon (composable) icons/AppIcon.kt:2
              renders: Icon
              counts as: image
              parameter icon (required) → Icon.1
              parameter modifier = reference → Icon.modifier

            """)
    }

    /// A subclass of the app's own button class, in a file of its own that names no framework
    /// view, is found and listed with the class it extends and the check it takes over.
    func testASubclassOfAnAppsButtonClassIsListedWithTheClassItExtends() throws {
        try CommandRunner.write("""
            import UIKit

            class CloseButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setImage(UIImage(named: "cross"), for: .normal)
                }
            }

            """, "buttons/CloseButton.swift", in: folder)
        try CommandRunner.write("""
            final class SheetCloseButton: CloseButton {
                func tint() { tintColor = .label }
            }

            """, "buttons/SheetCloseButton.swift", in: folder)
        let result = try CommandRunner.run(["components", "buttons", "--only", "uikit-image-button-missing-label"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            CloseButton (class) buttons/CloseButton.swift:3
              check uikit-image-button-missing-label: each one the code builds must be named (names the setImage at buttons/CloseButton.swift:6)
            SheetCloseButton (class) buttons/SheetCloseButton.swift:1
              extends: CloseButton, naming itself nowhere
              check uikit-image-button-missing-label: each one the code builds must be named (names the setImage at buttons/CloseButton.swift:6 through CloseButton)

            """)
    }
}
