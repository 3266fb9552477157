@testable import A11yScanGitProcess
@testable import A11yScanWalk
import XCTest
@testable import A11yScanCore

/// The changed-lines filter in a full scan of a real work tree: files are looked up by their
/// path from the work tree's top whichever folder is scanned and however paths are shown, a
/// finding is kept when any line of its range changed, and roots reached through a symbolic
/// link still map.
final class ChangedLinesFilterTests: XCTestCase {
    private let card = """
        struct Card: View {
            var body: some View {
                Text("a").onTapGesture { open() }
                Text("b").onTapGesture { open() }
            }
        }
        """

    /// A repository whose `Sources/App/Card.swift` has two findings (lines 3 and 4) committed,
    /// then line 4 edited and an untracked file with one finding added.
    private func editedRepository() throws -> GitSandbox {
        let repo = try GitSandbox(self)
        try repo.write("Sources/App/Card.swift", card)
        try repo.write("Other/Old.swift", "Text(\"x\").onTapGesture { }\n")
        try repo.commitAll("first")
        try repo.write("Sources/App/Card.swift", card.replacingOccurrences(of: "Text(\"b\")", with: "Text(\"B\")"))
        try repo.write("Sources/App/New.swift", "let v = Image(\"x\").onTapGesture { }\n")
        return repo
    }

    private func scan(_ root: String, changes: ChangedLines, absolutePaths: Bool = false) throws -> [String] {
        var walk = WalkOptions()
        walk.reportsRepositoryPaths = true
        var request = ScanRequest(roots: [root], walk: walk, rules: try FindingFilterFixtures.rules(), jobs: 1, toolVersion: "test",
                                  filters: FindingFilterChain(changedLines: ChangedLinesFilter(changes: changes)))
        request.absolutePaths = absolutePaths
        return ScanPipeline.run(request).report.findings.map { "\($0.path):\($0.line)" }
    }

    func testScanOfASubfolderKeepsOnlyFindingsOnChangedLines() throws {
        let repo = try editedRepository()
        let root = repo.root.appendingPathComponent("Sources").path
        let changes = try ChangedLines.load(at: root, base: "HEAD", git: GitProcess.locate())
        XCTAssertEqual(try scan(root, changes: changes), ["Sources/App/Card.swift:4", "Sources/App/New.swift:1"])
        XCTAssertEqual(try scan(root, changes: changes, absolutePaths: true),
                       ["\(root)/App/Card.swift:4", "\(root)/App/New.swift:1"], "absolute paths map to the same changed lines")
    }

    func testScanOfTheTopThroughASymbolicLink() throws {
        let repo = try editedRepository()
        let link = repo.sibling("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: repo.root)
        let changes = try ChangedLines.load(at: link.path, base: "HEAD", git: GitProcess.locate())
        XCTAssertEqual(try scan(link.path, changes: changes), ["Sources/App/Card.swift:4", "Sources/App/New.swift:1"])
    }

    func testAFindingIsKeptWhenAnyLineOfItsRangeChanged() throws {
        let repo = try editedRepository()
        let changes = try ChangedLines.load(at: repo.path, base: "HEAD", git: GitProcess.locate())
        var scanned: A11yScanCore.Scanner.FileResult = try FindingFilterFixtures.scan(card, path: "Sources/App/Card.swift")
        scanned.repository = RepositoryLocation(topLevel: changes.topLevel, path: "Sources/App/Card.swift")
        var spanning = try XCTUnwrap(scanned.findings.first)
        XCTAssertEqual(spanning.line, 3)
        var outside = spanning
        spanning.endLine = 4
        outside.endLine = 3
        var file = scanned
        file.findings = [spanning, outside]
        let kept = FindingFilterFixtures.apply(ChangedLinesFilter(changes: changes), to: [file]).files.flatMap(\.findings)
        XCTAssertEqual(kept.map(\.endLine), [4])
    }

    func testFilesOutsideTheWorkTreeKeepNothing() throws {
        let repo = try editedRepository()
        let changes = try ChangedLines.load(at: repo.path, base: "HEAD", git: GitProcess.locate())
        var elsewhere: A11yScanCore.Scanner.FileResult = try FindingFilterFixtures.scan(card, path: "Sources/App/Card.swift")
        XCTAssertEqual(elsewhere.findings.count, 2)
        let outsideGit = FindingFilterFixtures.apply(ChangedLinesFilter(changes: changes), to: [elsewhere]).files.flatMap(\.findings)
        XCTAssertEqual(outsideGit, [], "a file in no work tree changed nothing")
        elsewhere.repository = RepositoryLocation(topLevel: repo.sibling("other").path, path: "Sources/App/Card.swift")
        let otherTree = FindingFilterFixtures.apply(ChangedLinesFilter(changes: changes), to: [elsewhere]).files.flatMap(\.findings)
        XCTAssertEqual(otherTree, [], "the same path in another work tree is another file")
    }
}
