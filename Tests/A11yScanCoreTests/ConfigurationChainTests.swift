@testable import A11yScanWalk
import XCTest
@testable import A11yScanCore

/// The configuration files a scan uses, on a real folder tree: the chain above the folder
/// holding every scanned path (the same for any order of paths), globs relative to each file's
/// folder, nested files found on the way to the roots and by the walk, applied per folder.
final class ConfigurationChainTests: XCTestCase {
    private var root: URL!
    private let rule = FindingFilterFixtures.tapRuleID

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("chain-\(UUID().uuidString)")
        for file in ["A.swift", "App/B.swift", "App/Generated/C.swift", "App/Feature/D.swift"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("let v = Text(\"x\").onTapGesture { }\n".utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    private func put(_ folder: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(folder).appendingPathComponent(Configuration.fileName))
    }

    private func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func testTheChainIsReadAboveTheFolderHoldingEveryPathWhateverTheirOrder() throws {
        XCTAssertEqual(ConfigurationChain.folder(holding: [path("App/B.swift"), path("A.swift")]), root.path)
        XCTAssertEqual(ConfigurationChain.folder(holding: [path("A.swift"), path("App/B.swift")]), root.path)
        XCTAssertEqual(ConfigurationChain.folder(holding: [path("App/Feature"), path("App/B.swift")]), path("App"))
        try put("", "jobs: 3\nseverity: {\(rule): error}\n")
        try put("App", "jobs: 5\n")
        let chain = try ConfigurationChain.load(at: path("App/Feature"))
        XCTAssertEqual(chain.files.compactMap(\.file).filter { $0.hasPrefix(root.path) },
                       [path(Configuration.fileName), path("App/" + Configuration.fileName)], "outer first")
        XCTAssertEqual(chain.jobs, 5, "the nearest file that sets a key wins")
    }

    func testASelectionNarrowsAndANearerSeverityWins() throws {
        try put("", "rules: {disable: [\(FindingFilterFixtures.clickRuleID)]}\nseverity: {\(rule): error}\n")
        try put("App", "severity: {\(rule): note, \(FindingFilterFixtures.clickRuleID): error}\n")
        let chain = try ConfigurationChain.load(at: path("App"))
        let applied = try chain.apply(to: try FindingFilterFixtures.rules())
        XCTAssertEqual(applied.rules.map(\.id), [rule], "the inner file may still name a rule an outer one turned off")
        XCTAssertEqual(applied.rules.first?.descriptor.severity, .note)
    }

    func testGlobsAreRelativeToTheirFilesFolderAndNestedFilesAreCollected() throws {
        try put("", "exclude: [\"App/Generated/**\"]\n")
        try put("App/Feature", "rules: {disable: [\(rule)]}\n")
        let chain = try ConfigurationChain.load(at: path("App"))
        var options = WalkOptions()
        options.folderGlobs = chain.globs
        options.collectsConfigurationFiles = true
        for start in [root.path, path("App")] {
            let walked = FileWalker(options: options).walk([start])
            XCTAssertFalse(walked.files.contains { $0.absolutePath.contains("/Generated/") }, "from \(start)")
            XCTAssertEqual(walked.files.count, start == root.path ? 3 : 2)
            XCTAssertEqual(walked.configurationFiles.filter { $0.contains("/Feature/") }, [path("App/Feature/" + Configuration.fileName)])
        }
        try put("App", "include: [\"Feature/**\"]\n")
        options.folderGlobs = try ConfigurationChain.load(at: path("App")).globs
        XCTAssertEqual(FileWalker(options: options).walk([path("App")]).files.map(\.relativePath), ["Feature/D.swift"])
        XCTAssertEqual(FileWalker(options: options).walk([path("App/Feature")]).files.map(\.relativePath), ["D.swift"],
                       "a root inside an included folder is included")
    }

    func testNestedFilesApplyToTheirFoldersOnly() throws {
        try put("App", "severity: {\(rule): note}\n")
        try put("App/Feature", "rules: {disable: [\(rule)]}\n")
        let nested = try XCTUnwrap(try NestedConfigurations.load(
            baseFolder: root.path, roots: [path("App/Feature/D.swift"), path("A.swift")], walked: [],
            knownRuleIDs: FindingFilterFixtures.ruleIDs))
        XCTAssertEqual(nested.files, [path("App/" + Configuration.fileName), path("App/Feature/" + Configuration.fileName)],
                       "found on the way from the base folder to each root")
        XCTAssertEqual(nested.chain(forFolder: path("App/Feature")).count, 2)
        XCTAssertEqual(nested.chain(forFolder: path("App")).count, 1)
        XCTAssertEqual(nested.chain(forFolder: root.path).count, 0)
        XCTAssertNil(try NestedConfigurations.load(baseFolder: path("App/Feature"), roots: [path("App/Feature")], walked: [],
                                                   knownRuleIDs: []), "a file at the base folder is part of the chain, not nested")
        try put("App", "severity: {no-such-rule: note}\n")
        XCTAssertThrowsError(try NestedConfigurations.load(baseFolder: root.path, roots: [path("App")], walked: [],
                                                          knownRuleIDs: FindingFilterFixtures.ruleIDs)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.line, 1)
        }
    }
}
