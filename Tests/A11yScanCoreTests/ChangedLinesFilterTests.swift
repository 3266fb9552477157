import XCTest
@testable import A11yScanCore

/// The changed-lines filter in a full scan of a real work tree: paths relative to a scan root
/// below the repository top are mapped to git's paths, a finding is kept when any line of its
/// range changed, and roots reached through a symbolic link still map.
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

    private func scan(_ root: String, filter: ChangedLinesFilter) throws -> [String] {
        let request = ScanRequest(roots: [root], rules: try FindingFilterFixtures.rules(), jobs: 1, toolVersion: "test",
                                  filters: FindingFilterChain(changedLines: filter))
        return ScanPipeline.run(request).report.findings.map { "\($0.path):\($0.line)" }
    }

    func testScanOfASubfolderKeepsOnlyFindingsOnChangedLines() throws {
        let repo = try editedRepository()
        let root = repo.root.appendingPathComponent("Sources").path
        let changes = try ChangedLines.load(at: root, base: "HEAD")
        let kept = try scan(root, filter: ChangedLinesFilter(changes: changes, scanRoot: root))
        XCTAssertEqual(kept, ["App/Card.swift:4", "App/New.swift:1"])
    }

    func testScanOfTheTopThroughASymbolicLink() throws {
        let repo = try editedRepository()
        let link = repo.sibling("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: repo.root)
        let changes = try ChangedLines.load(at: link.path, base: "HEAD")
        let kept = try scan(link.path, filter: ChangedLinesFilter(changes: changes, scanRoot: link.path))
        XCTAssertEqual(kept, ["Sources/App/Card.swift:4", "Sources/App/New.swift:1"])
    }

    func testAFindingIsKeptWhenAnyLineOfItsRangeChanged() throws {
        let repo = try editedRepository()
        let changes = try ChangedLines.load(at: repo.path, base: "HEAD")
        let scanned: A11yScanCore.Scanner.FileResult = try FindingFilterFixtures.scan(card, path: "Sources/App/Card.swift")
        var spanning = try XCTUnwrap(scanned.findings.first)
        XCTAssertEqual(spanning.line, 3)
        var outside = spanning
        spanning.endLine = 4
        outside.endLine = 3
        var file = scanned
        file.findings = [spanning, outside]
        let filter = ChangedLinesFilter(changes: changes, scanRoot: repo.path)
        let kept = FindingFilterFixtures.apply(filter, to: [file]).files.flatMap(\.findings)
        XCTAssertEqual(kept.map(\.endLine), [4])
    }

    func testPathsOutsideTheWorkTreeAndAbsolutePaths() throws {
        let repo = try editedRepository()
        let changes = try ChangedLines.load(at: repo.path, base: "HEAD")
        let filter = ChangedLinesFilter(changes: changes, scanRoots: [repo.sibling("elsewhere").path, repo.path])
        XCTAssertEqual(filter.repositoryPaths(for: "Sources/App/Card.swift"), ["Sources/App/Card.swift"])
        XCTAssertEqual(filter.repositoryPaths(for: repo.root.appendingPathComponent("Sources/App/New.swift").path),
                       ["Sources/App/New.swift"])
        XCTAssertEqual(filter.repositoryPaths(for: "../outside.swift"), [])
    }
}
