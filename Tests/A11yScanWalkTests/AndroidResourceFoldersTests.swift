@testable import A11yScanWalk
import XCTest

/// A Kotlin file's resource folders, read from its path's bytes: the innermost `src/SET/java`
/// or `src/SET/kotlin` with a file below it, the set's `res` and the module's.
final class AndroidResourceFoldersTests: XCTestCase {
    func testTheInnermostSourceSetAndItsModule() {
        XCTAssertEqual(AndroidResourceFolders.of("/p/app/src/main/java/com/a/B.kt"), ["/p/app/src/main/res", "/p/app/res"])
        XCTAssertEqual(AndroidResourceFolders.of("app/src/debug/kotlin/B.kt"), ["app/src/debug/res", "app/res"])
        XCTAssertEqual(AndroidResourceFolders.of("src/main/java/B.kt"), ["src/main/res", "/res"])
        XCTAssertEqual(AndroidResourceFolders.sourceSet(of: "/p/src/x/java/lib/src/main/kotlin/é/B.kt"), "/p/src/x/java/lib/src/main")
    }

    func testCodeKeptInSrcItselfGoesWithTheModulesRes() {
        XCTAssertEqual(AndroidResourceFolders.of("/p/app/src/org/a/B.kt"), ["/p/app/src/res", "/p/app/res"])
        XCTAssertEqual(AndroidResourceFolders.of("lib/src/B.java"), ["lib/src/res", "lib/res"])
        XCTAssertEqual(AndroidResourceFolders.sourceSet(of: "/p/src/app/src/org/B.kt"), "/p/src/app/src")
        XCTAssertNil(AndroidResourceFolders.sourceSet(of: "/p/app/src/org/a/B.xml"))
        XCTAssertNil(AndroidResourceFolders.sourceSet(of: "/p/app/lib/org/B.kt"))
    }

    func testAPathOutsideASourceSetHasNone() {
        XCTAssertEqual(AndroidResourceFolders.of("/p/app/src/main/java"), [])
        XCTAssertNil(AndroidResourceFolders.sourceSet(of: "/p/app/src/main/res/layout/a.xml"))
        XCTAssertNil(AndroidResourceFolders.sourceSet(of: "/p/app/srcs/main/java/B.kt"))
        XCTAssertNil(AndroidResourceFolders.sourceSet(of: ""))
    }

    func testALayoutsResourceFolder() {
        XCTAssertEqual(AndroidResourceFolders.ofLayout("/p/app/src/main/res/layout-land/a.xml"), "/p/app/src/main/res")
    }
}
