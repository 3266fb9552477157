import Foundation
import XCTest

/// Code that never ships is left out by default and named in the summary: test folders and
/// files, Android's debug source set, previews; `--all-code` scans it.
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
        let options = ["--only", "swiftui-icon-only-button-unlabeled", "--format", "xcode", "--no-config", "--no-components"]
        let shipping = try CommandRunner.run(["."] + options, in: folder)
        XCTAssertEqual(shipping.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["App/Screens/CloseBar.swift:4:9:"], shipping.stdout)
        XCTAssertTrue(shipping.stderr.contains("code that never ships left out: 3 test or debug paths, "
                                               + "2 findings in previews (--all-code scans it)"), shipping.stderr)
        let all = try CommandRunner.run([".", "--all-code"] + options, in: folder)
        XCTAssertEqual(all.stdout.split(separator: "\n").count, 6, all.stdout)
        XCTAssertFalse(all.stderr.contains("never ships"), all.stderr)
        // A file named on the command line is scanned whatever its name.
        let named = try CommandRunner.run(["App/Screens/CloseBarTests.swift"] + options, in: folder)
        XCTAssertEqual(named.stdout.split(separator: "\n").count, 1, named.stdout + named.stderr)
    }
}
