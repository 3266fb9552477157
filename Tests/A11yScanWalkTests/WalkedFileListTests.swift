@testable import A11yScanWalk
import XCTest

/// The compact file list gives back exactly the files put in: absolute paths composed from
/// the root, named files kept whole, report order by relative then absolute path.
final class WalkedFileListTests: XCTestCase {
    private func list() -> WalkedFileList {
        var list = WalkedFileList()
        let zeta = list.addOrigin(.init(argument: "zeta", absolutePath: "/src/zeta", isNamedFile: false))
        let top = list.addOrigin(.init(argument: "/", absolutePath: "/", isNamedFile: false))
        let named = list.addOrigin(.init(argument: "../x/Named.kt", absolutePath: "/x/Named.kt", isNamedFile: true))
        list.append(relativePath: "b/Screen.swift", origin: zeta, language: .swift, explicitlyNamed: false)
        list.append(relativePath: "b/Screen.swift", origin: top, language: .swift, explicitlyNamed: false)
        list.append(relativePath: "../x/Named.kt", origin: named, language: .kotlin, explicitlyNamed: true)
        list.append(relativePath: "a.swift", origin: zeta, language: .swift, explicitlyNamed: false)
        return list
    }

    func testFilesComeBackWithComposedAbsolutePaths() {
        let files = Array(list())
        XCTAssertEqual(files.map(\.absolutePath), ["/src/zeta/b/Screen.swift", "/b/Screen.swift", "/x/Named.kt", "/src/zeta/a.swift"])
        XCTAssertEqual(files.map(\.relativePath), ["b/Screen.swift", "b/Screen.swift", "../x/Named.kt", "a.swift"])
        XCTAssertEqual(files.map(\.root), ["zeta", "/", "../x/Named.kt", "zeta"])
        XCTAssertEqual(files.map(\.language), [.swift, .swift, .kotlin, .swift])
        XCTAssertEqual(files.map(\.explicitlyNamed), [false, false, true, false])
    }

    func testReportOrderIsRelativePathThenAbsolutePath() {
        let sorted = list().sortedForReport()
        XCTAssertEqual(sorted.map(\.absolutePath), ["/x/Named.kt", "/src/zeta/a.swift", "/b/Screen.swift", "/src/zeta/b/Screen.swift"])
        XCTAssertTrue(sorted.haveSameRelativePath(2, 3))
        XCTAssertFalse(sorted.haveSameRelativePath(1, 2))
        XCTAssertTrue(sorted.relativePathsAreASCII)
    }

    func testMarkingANamedFileAndComparingLists() {
        var marked = list()
        marked.markExplicitlyNamed(at: 0)
        XCTAssertEqual(marked.first?.explicitlyNamed, true)
        XCTAssertNotEqual(marked, list())
        XCTAssertEqual(list(), list())
        XCTAssertEqual(Set([list(), list()]).count, 1)
    }

    func testNonASCIIPathsAreNoticed() {
        var list = WalkedFileList()
        let root = list.addOrigin(.init(argument: ".", absolutePath: "/r", isNamedFile: false))
        list.append(relativePath: "Über.swift", origin: root, language: .swift, explicitlyNamed: false)
        XCTAssertFalse(list.relativePathsAreASCII)
        XCTAssertEqual(list.first?.absolutePath, "/r/Über.swift")
    }

    func testRepositoryPathsAreStoredForReportsAndTheFileIsStillFound() {
        var list = WalkedFileList()
        let inside = RepositoryLocation(topLevel: "/r", path: "Packages/Account")
        let root = list.addOrigin(.init(argument: "Account", absolutePath: "/r/Packages/Account", isNamedFile: false,
                                        repository: inside, storesRepositoryPaths: true))
        let top = list.addOrigin(.init(argument: ".", absolutePath: "/r", isNamedFile: false,
                                       repository: RepositoryLocation(topLevel: "/r", path: ""), storesRepositoryPaths: true))
        let plain = list.addOrigin(.init(argument: "p", absolutePath: "/p", isNamedFile: false, repository: inside))
        list.append(relativePath: "Sources/A.swift", origin: root, language: .swift, explicitlyNamed: false)
        list.append(relativePath: "B.swift", origin: top, language: .swift, explicitlyNamed: false)
        list.append(relativePath: "C.swift", origin: plain, language: .swift, explicitlyNamed: false)
        XCTAssertEqual(list.map(\.relativePath), ["Packages/Account/Sources/A.swift", "B.swift", "C.swift"])
        XCTAssertEqual(list.map(\.absolutePath), ["/r/Packages/Account/Sources/A.swift", "/r/B.swift", "/p/C.swift"])
        XCTAssertEqual(list.map { $0.repository?.path }, ["Packages/Account/Sources/A.swift", "B.swift", "Packages/Account/C.swift"])
    }
}
