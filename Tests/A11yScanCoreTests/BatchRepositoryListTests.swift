import A11yScanBatch
import A11yScanCore
import Foundation
import XCTest

/// Batch inputs: list files (comments, relative paths) and parent folders, names and clashes.
final class BatchRepositoryListTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    private func write(_ text: String, _ path: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func testListTextSkipsCommentsAndBlankLinesAndKeepsLineNumbers() throws {
        let text = "\u{FEFF}# repositories\n\nios/app   # the phone app\r\n  android/app\nweird#name\n#only comment\n"
        let entries = try RepositoryList.parse(text)
        XCTAssertEqual(entries.map(\.path), ["ios/app", "android/app", "weird#name"])
        XCTAssertEqual(entries.map(\.line), [3, 4, 5])
    }

    func testALineMayNameItsTeamOrOwner() throws {
        let text = "ios/app   team: Payments\nandroid/app\towner: Growth Team   # since May\nclones/steam:x\nmy app team:Core\n"
        let entries = try RepositoryList.parse(text)
        XCTAssertEqual(entries.map(\.path), ["ios/app", "android/app", "clones/steam:x", "my app"])
        XCTAssertEqual(entries.map(\.team), ["Payments", "Growth Team", nil, "Core"])
    }

    func testABrokenTeamFieldNamesTheListAndLine() {
        for (text, words) in [("a\nios/app team:\n", "no team name after `team:`"), ("team: Payments\n", "a team without a repository path"),
                              ("a\nb\nios/app team: A owner: B\n", "more than one team field")] {
            XCTAssertThrowsError(try RepositoryList.parse(text, source: "repos.txt"), text) { error in
                let error = error as? BatchInputError
                XCTAssertEqual(error?.source, "repos.txt")
                XCTAssertEqual(error?.line, text.split(separator: "\n").count, text)
                XCTAssertTrue(error?.message.contains(words) ?? false, error?.description ?? "")
            }
        }
    }

    func testTeamsComeWithTheRepositoriesOfAList() throws {
        try write("ios/app team: Payments\nandroid/app\n", "repos.txt")
        let repositories = try RepositoryList.read(["repos.txt"], currentDirectory: folder.path)
        XCTAssertEqual(repositories.map(\.name), ["android/app", "ios/app"], "the field is not part of the name")
        XCTAssertEqual(repositories.map(\.team), [nil, "Payments"])
    }

    func testListPathsAreRelativeToTheListFileAndNamedAsWritten() throws {
        try makeFolder("lists")
        try makeFolder("clones/shop")
        try write("../clones/shop/\n./../clones/missing\n", "lists/repos.txt")
        let repositories = try RepositoryList.read(["lists/repos.txt"], currentDirectory: folder.path)
        XCTAssertEqual(repositories.map(\.name), ["../clones/missing", "../clones/shop"])
        XCTAssertEqual(repositories.map(\.path), ["./../clones/missing", "../clones/shop/"])
        let realFolder = try XCTUnwrap(repositories.last?.absolutePath)
        XCTAssertEqual(URL(fileURLWithPath: realFolder).standardizedFileURL.path,
                       folder.appendingPathComponent("clones/shop").standardizedFileURL.path)
    }

    func testParentFolderListsVisibleSubfoldersInNameOrder() throws {
        try makeFolder("repos/zeta")
        try makeFolder("repos/Alpha")
        try makeFolder("repos/beta")
        try makeFolder("repos/.hidden")
        try write("not a repository", "repos/notes.txt")
        let repositories = try RepositoryList.read(["repos"], currentDirectory: folder.path)
        XCTAssertEqual(repositories.map(\.name), ["Alpha", "beta", "zeta"])
        XCTAssertEqual(repositories.map(\.path), ["repos/Alpha", "repos/beta", "repos/zeta"])
    }

    func testTheSameFolderTwiceIsKeptOnceButTwoFoldersWithOneNameAreAnError() throws {
        try makeFolder("repos/app")
        try makeFolder("other/app")
        try write("repos/app\n", "list.txt")
        try write("app\n", "repos/list.txt")
        let once = try RepositoryList.read(["repos", "repos"], currentDirectory: folder.path)
        XCTAssertEqual(once.map(\.name), ["app"])
        XCTAssertThrowsError(try RepositoryList.read(["repos", "other"], currentDirectory: folder.path)) { error in
            let message = (error as? BatchInputError)?.description ?? ""
            XCTAssertTrue(message.contains("two repositories are named `app`"), message)
        }
    }

    func testMissingInputIsAnErrorButAMissingListedRepositoryIsNot() throws {
        XCTAssertThrowsError(try RepositoryList.read(["nope.txt"], currentDirectory: folder.path)) { error in
            XCTAssertEqual((error as? BatchInputError)?.source, "nope.txt")
        }
        try write("gone\n", "list.txt")
        XCTAssertEqual(try RepositoryList.read(["list.txt"], currentDirectory: folder.path).map(\.name), ["gone"])
    }
}
