import Foundation
import XCTest

/// Code that never ships is left out by default and named in the summary: test folders and
/// files, Android's debug source set, previews, Swift code under `#if DEBUG`, Kotlin code in `if (BuildConfig.DEBUG) { … }`,
/// views nothing in the project names; `--all-code` scans it.
final class NonShippingCodeTests: XCTestCase {
    private let iconOnlyButton = """
        import SwiftUI
        struct CloseBar: View {
            var body: some View {
                Button(action: close) { Image(systemName: "xmark") }
            }
        }
        """

    func testTestsDebugSourcesAndPreviewsAreLeftOutUnlessAllCode() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(iconOnlyButton, "App/Screens/CloseBar.swift", in: folder)
        try CommandRunner.write(iconOnlyButton, "AppTests/CloseBarSnapshot.swift", in: folder)
        try CommandRunner.write(iconOnlyButton, "App/Screens/CloseBarTests.swift", in: folder)
        try CommandRunner.write(iconOnlyButton, "android/app/src/debug/CloseBar.swift", in: folder)
        try CommandRunner.write("""
            import SwiftUI
            #Preview {
                Button(action: {}) { Image(systemName: "trash") }
            }
            struct Gallery_Previews: PreviewProvider {
                static var previews: some View { Button(action: {}) { Image(systemName: "plus") } }
            }
            """, "App/Screens/Previews.swift", in: folder)
        try CommandRunner.write("""
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    #if DEBUG
                    Button(action: {}) { Image(systemName: "ladybug") }
                    #else
                    Button(action: {}) { Image(systemName: "gear") }
                    #endif
                }
            }
            """, "App/Screens/Toolbar.swift", in: folder)
        let options = ["--only", "swiftui-icon-only-button-unlabeled", "--format", "xcode", "--no-config", "--no-components"]
        let shipping = try CommandRunner.run(["."] + options, in: folder)
        XCTAssertEqual(shipping.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["App/Screens/CloseBar.swift:4:9:", "App/Screens/Toolbar.swift:7:9:"], shipping.stdout)
        XCTAssertTrue(shipping.stderr.contains("code that never ships left out: 3 test or debug paths, "
                                               + "3 findings in previews, debug-only code or private code nothing calls (--all-code scans it)"), shipping.stderr)
        let all = try CommandRunner.run([".", "--all-code"] + options, in: folder)
        XCTAssertEqual(all.stdout.split(separator: "\n").count, 8, all.stdout)
        XCTAssertFalse(all.stderr.contains("never ships"), all.stderr)
        // A file named on the command line is scanned whatever its name.
        let named = try CommandRunner.run(["App/Screens/CloseBarTests.swift"] + options, in: folder)
        XCTAssertEqual(named.stdout.split(separator: "\n").count, 1, named.stdout + named.stderr)
    }

    func testAViewNothingNamesIsLeftOutOfAFolderScanUnlessAllCode() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("""
            import SwiftUI
            @main
            struct NotesApp: App {
                var body: some Scene { WindowGroup { HomeBar() } }
            }
            """, "App/NotesApp.swift", in: folder)
        try CommandRunner.write(iconOnlyButton.replacingOccurrences(of: "CloseBar", with: "HomeBar"), "App/HomeBar.swift", in: folder)
        try CommandRunner.write(iconOnlyButton.replacingOccurrences(of: "CloseBar", with: "OldBar"), "App/OldBar.swift", in: folder)
        let options = ["--only", "swiftui-icon-only-button-unlabeled", "--format", "xcode", "--no-config", "--no-components"]
        let shipping = try CommandRunner.run(["."] + options, in: folder)
        XCTAssertEqual(shipping.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["App/HomeBar.swift:4:9:"], shipping.stdout)
        XCTAssertTrue(shipping.stderr.contains("code that never ships left out: 1 finding in code nothing in the project names "
                                               + "(--all-code scans it)"), shipping.stderr)
        let all = try CommandRunner.run([".", "--all-code"] + options, in: folder)
        XCTAssertEqual(all.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["App/HomeBar.swift:4:9:", "App/OldBar.swift:4:9:"], all.stdout)
        // A scan of one file (an editor's) does not read the project for it.
        let named = try CommandRunner.run(["App/OldBar.swift"] + options, in: folder)
        XCTAssertEqual(named.stdout.split(separator: "\n").count, 1, named.stdout + named.stderr)
    }

    func testKotlinDebugBlockIsLeftOutButNotItsElseUnlessAllCode() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("""
            @Composable
            fun Toolbar(onClick: () -> Unit) {
                if (BuildConfig.DEBUG) {
                    Surface(Modifier.size(32.dp).clickable(onClick = onClick), shape = CircleShape) {
                        Image(painterResource(R.drawable.ic_bug), contentDescription = null)
                    }
                } else {
                    Surface(Modifier.size(32.dp).clickable(onClick = onClick), shape = CircleShape) {
                        Image(painterResource(R.drawable.ic_gear), contentDescription = null)
                    }
                }
            }
            """, "app/src/main/java/Toolbar.kt", in: folder)
        let options = ["--only", "compose-clickable-icon-unlabeled", "--format", "xcode", "--no-config", "--no-components"]
        let shipping = try CommandRunner.run(["."] + options, in: folder)
        XCTAssertEqual(shipping.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["app/src/main/java/Toolbar.kt:8:9:"], shipping.stdout)
        XCTAssertTrue(shipping.stderr.contains("1 finding in previews, debug-only code or private code nothing calls (--all-code scans it)"), shipping.stderr)
        let all = try CommandRunner.run([".", "--all-code"] + options, in: folder)
        XCTAssertEqual(all.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["app/src/main/java/Toolbar.kt:4:9:", "app/src/main/java/Toolbar.kt:8:9:"], all.stdout)
    }
}
