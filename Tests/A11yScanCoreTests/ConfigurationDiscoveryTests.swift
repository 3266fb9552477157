import XCTest
@testable import A11yScanCore

/// Finding `.a11yscan.yml` files in real folder trees: every file at or above a folder, outer
/// first and the nearest winning a key, a folder of that name is not a file, and the search goes
/// on past a repository's top.
final class ConfigurationDiscoveryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("repo/App/Sources"), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("repo/App/Sources/A.swift"))
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    private func put(_ folder: String, _ text: String = "jobs: 2\n") throws -> String {
        let file = root.appendingPathComponent(folder).appendingPathComponent(Configuration.fileName)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The chain's files inside the test's folder (a file above it on this machine is not ours).
    private func files(at folder: String) throws -> [String] {
        try ConfigurationChain.load(at: folder).files.compactMap(\.file).filter { $0.hasPrefix(root.path) }
    }

    func testEveryFileAboveAFolderCountsAndTheNearestWins() throws {
        let top = try put("repo")
        XCTAssertEqual(try files(at: root.appendingPathComponent("repo/App/Sources").path), [top])
        let nearer = try put("repo/App", "jobs: 5\n")
        XCTAssertEqual(try files(at: root.appendingPathComponent("repo/App/Sources").path), [top, nearer])
        XCTAssertEqual(try ConfigurationChain.load(at: root.appendingPathComponent("repo/App/Sources").path).jobs, 5)
    }

    func testRelativeFoldersAreResolvedAgainstTheCurrentDirectory() throws {
        let top = try put("repo")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root.appendingPathComponent("repo/App").path))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertEqual(try files(at: "Sources"), [top])
        XCTAssertEqual(try files(at: "../../repo/./App"), [top])
    }

    func testTheSearchContinuesPastTheRepositoryTop() throws {
        let above = try put("")
        let top = try put("repo")
        XCTAssertEqual(try files(at: root.appendingPathComponent("repo/App").path), [above, top])
    }

    func testAFolderNamedLikeTheFileIsSkipped() throws {
        let top = try put("repo")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("repo/App/\(Configuration.fileName)"),
                                                withIntermediateDirectories: true)
        XCTAssertEqual(try files(at: root.appendingPathComponent("repo/App/Sources").path), [top])
    }

    func testNoFileInTheTreeFindsNothingInsideIt() throws {
        XCTAssertEqual(try files(at: root.appendingPathComponent("repo/App/Sources").path), [])
    }
}
