import XCTest
@testable import A11yScanCore

/// Finding `.a11yscan.yml` in real folder trees: from a folder or a file, the nearest one
/// wins, a folder of that name is not a file, and the search goes on past a repository's top.
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

    func testTheNearestFileAboveAFolderOrAFileWins() throws {
        let top = try put("repo")
        XCTAssertEqual(ConfigurationLoader.find(from: root.appendingPathComponent("repo/App/Sources").path), top)
        XCTAssertEqual(ConfigurationLoader.find(from: root.appendingPathComponent("repo/App/Sources/A.swift").path), top)
        let nearer = try put("repo/App", "jobs: 5\n")
        XCTAssertEqual(ConfigurationLoader.find(from: root.appendingPathComponent("repo/App/Sources").path), nearer)
        XCTAssertEqual(try ConfigurationLoader.loadNearest(to: root.appendingPathComponent("repo/App/Sources/A.swift").path)?.jobs, 5)
    }

    func testRelativeStartsAreResolvedAgainstTheCurrentDirectory() throws {
        let top = try put("repo")
        let found = ConfigurationLoader.find(from: "App/Sources", currentDirectory: root.appendingPathComponent("repo").path)
        XCTAssertEqual(found, top)
        XCTAssertEqual(ConfigurationLoader.find(from: "../repo/./App", currentDirectory: root.appendingPathComponent("repo/App").path), top)
    }

    func testTheSearchContinuesPastTheRepositoryTop() throws {
        let above = try put("")
        XCTAssertEqual(ConfigurationLoader.find(from: root.appendingPathComponent("repo/App").path), above)
    }

    func testAFolderNamedLikeTheFileIsSkipped() throws {
        let top = try put("repo")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("repo/App/\(Configuration.fileName)"),
                                                withIntermediateDirectories: true)
        XCTAssertEqual(ConfigurationLoader.find(from: root.appendingPathComponent("repo/App/Sources").path), top)
    }

    func testNoFileInTheTreeFindsNothingInsideIt() throws {
        let found = ConfigurationLoader.find(from: root.appendingPathComponent("repo/App/Sources").path)
        XCTAssertFalse(found?.hasPrefix(root.path) ?? false, "found \(found ?? "")")
    }
}
