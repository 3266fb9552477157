import A11yScanSystem
@testable import A11yScanWalk
import Foundation
import XCTest

/// Test and debug code is known by names compared as bytes: these pin down which names count,
/// including the parent of a `debug` folder, which is looked at only for that name.
final class NonShippingCodeTests: XCTestCase {
    func testFolderNames() {
        for name in ["Tests", "test", "androidInstrumentedTest", "Preview Content", "AppTests", "AppUITests", "ÉcranTests",
                     "Animations.playground"] {
            XCTAssertTrue(NonShippingCode.isFolder(name, parentPath: "/repo"), name)
        }
        for name in ["Testsuite", "Tests ", "TESTS", "testing", "Preview", "debug", "Debug", "tests2", "Tést", "",
                     ".playground", "Playground", "playground.swift"] {
            XCTAssertFalse(NonShippingCode.isFolder(name, parentPath: "/repo"), name)
        }
    }

    func testADebugFolderCountsOnlyInsideAFolderNamedSrc() {
        XCTAssertTrue(NonShippingCode.isFolder("debug", parentPath: "/repo/app/src"))
        XCTAssertTrue(NonShippingCode.isFolder("debug", parentPath: "src"))
        for parent in ["/repo/app/xsrc", "/repo/src/main", "/repo/Src", "/", "/repo/srcs", "rc"] {
            XCTAssertFalse(NonShippingCode.isFolder("debug", parentPath: parent), parent)
        }
        XCTAssertFalse(NonShippingCode.isFolder("debugger", parentPath: "/repo/src"))
    }

    func testFileNames() {
        for name in ["LoginTests.swift", "LoginTest.kt", "ProfileSpec.kt", "ÉcranTest.swift", "aSpec.swift"] {
            XCTAssertTrue(NonShippingCode.isFile(name), name)
        }
        for name in ["Tests.swift", "Test.kt", "Spec.swift", "Login.swift", "LoginTests.swift.orig", "LoginTESTS.swift",
                     "Testing.kt", "Latest.kts"] {
            XCTAssertFalse(NonShippingCode.isFile(name), name)
        }
    }

    func testAWalkLeavesOutTestAndDebugCodeByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nonshipping-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "app/src/debug/Debug.kt", "app/src/main/Main.kt", "app/xsrc/debug/Kept.kt", "app/debug/Kept.kt",
            "src/debug/Nested.kt", "AppTests/A.swift", "Tests/B.swift", "App/LoginTests.swift", "App/Tests.swift",
            "App/Testsuite/C.swift",
        ]
        for path in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        var options = WalkOptions()
        options.skipsNonShippingCode = true
        let result = FileWalker(options: options).walk([folder.path])
        XCTAssertEqual(result.files.map(\.relativePath), [
            "App/Tests.swift", "App/Testsuite/C.swift", "app/debug/Kept.kt", "app/src/main/Main.kt", "app/xsrc/debug/Kept.kt",
        ])
        XCTAssertEqual(result.nonShippingSkipped, 5)
        // The root's own name counts as the parent of its `debug` folder.
        let fromSrc = FileWalker(options: options).walk([folder.appendingPathComponent("app/src").path])
        XCTAssertEqual(fromSrc.files.map(\.relativePath), ["main/Main.kt"])
    }
}
