@testable import A11yScanGitProcess
@testable import A11yScanWalk
import XCTest
@testable import A11yScanCore

/// Changed-lines mode also reports findings on unchanged lines of a changed file that the
/// base version did not have, scanning the base version from git the same way (rules, then
/// suppressions): a deleted line can uncover a finding on a line the change never touched.
final class ChangedLinesBaseVersionTests: XCTestCase {
    private let card = """
        struct Card: View {
            var body: some View {
                // a11yscan:disable-next-line test-tap-gesture -- reviewed
                Text("a").onTapGesture { open() }
                Text("b").onTapGesture { open() }
                Text("c")
            }
        }
        """

    private func scan(_ repo: GitSandbox, base: String = "HEAD") throws -> [String] {
        let changes = try ChangedLines.load(at: repo.path, base: base, git: GitProcess.locate())
        var walk = WalkOptions()
        walk.reportsRepositoryPaths = true
        let request = ScanRequest(roots: [repo.path], walk: walk, rules: try FindingFilterFixtures.rules(), jobs: 1,
                                  toolVersion: "test", filters: FindingFilterChain(changedLines: ChangedLinesFilter(changes: changes)))
        return ScanPipeline.run(request).report.findings.map { "\($0.path):\($0.line)" }
    }

    func testADeletedSuppressionUncoversAFindingOnAnUnchangedLine() throws {
        let repo = try GitSandbox(self)
        try repo.write("App/Card.swift", card)
        try repo.write("App/Other.swift", card)
        try repo.commitAll("first")
        try repo.write("App/Card.swift", card.replacingOccurrences(of: "        // a11yscan:disable-next-line test-tap-gesture -- reviewed\n", with: ""))
        XCTAssertEqual(try scan(repo), ["App/Card.swift:3"],
                       "the uncovered finding is new; the one on `b` was there before; Other.swift did not change")
    }

    func testFindingsTheBaseHadStayHiddenOneForOne() throws {
        let repo = try GitSandbox(self)
        let twice = card.replacingOccurrences(of: "        Text(\"c\")\n", with: """
                    // a11yscan:disable-next-line test-tap-gesture
                    Text("b").onTapGesture { open() }

            """)
        try repo.write("Card.swift", twice)
        try repo.commitAll("first")
        try repo.write("Card.swift", twice + "// a note at the end\n")
        XCTAssertEqual(try scan(repo), [], "a changed file whose findings all were in the base reports none")
        try repo.write("Card.swift", twice.replacingOccurrences(of: "        // a11yscan:disable-next-line test-tap-gesture\n", with: ""))
        XCTAssertEqual(try scan(repo), ["Card.swift:6"],
                       "two identical `b` findings where the base had one unsuppressed: the second is new")
    }

    func testARenamedFileIsComparedWithItsOldPath() throws {
        let repo = try GitSandbox(self)
        try repo.write("Old.swift", card + "\n// padding so the rename is found\n// more padding\n// and more\n")
        try repo.commitAll("first")
        try repo.git("mv", "Old.swift", "New.swift")
        try repo.write("New.swift", card.replacingOccurrences(of: "        // a11yscan:disable-next-line test-tap-gesture -- reviewed\n", with: "")
                       + "\n// padding so the rename is found\n// more padding\n// and more\n")
        let changes = try ChangedLines.load(at: repo.path, base: "HEAD", git: GitProcess.locate())
        XCTAssertEqual(changes.basePaths, ["New.swift": "Old.swift"])
        XCTAssertEqual(changes.baseVersion(of: "New.swift").map { String(decoding: $0, as: UTF8.self).hasPrefix(card) }, true)
        XCTAssertEqual(try scan(repo), ["New.swift:3"], "only the uncovered finding; `b` was in Old.swift")
    }
}
