@testable import A11yScanGitProcess
import XCTest
@testable import A11yScanCore

/// The default diff base in real repositories: the merge-base with the branch's upstream (set
/// up through a second local clone), else with origin/HEAD, else HEAD, including a detached HEAD.
final class ChangedLinesBaseTests: XCTestCase {
    /// A repository with one commit of `View.swift` (10 lines) on `main`, and a clone of it.
    private func originAndClone() throws -> (origin: GitSandbox, clone: URL) {
        let origin = try GitSandbox(self)
        try origin.write("View.swift", GitSandbox.numberedLines(10))
        try origin.commitAll("first")
        let clone = origin.sibling("clone")
        try origin.git("clone", "-q", origin.path, clone.path)
        return (origin, clone)
    }

    private func write(_ text: String, to folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("View.swift"))
    }

    private func edited(_ numbers: [Int]) -> String {
        var text = GitSandbox.numberedLines(10)
        for number in numbers { text = text.replacingOccurrences(of: "line \(number)\n", with: "changed \(number)\n") }
        return text
    }

    func testUpstreamMergeBaseCountsBranchCommitsAndWorkingTreeButNotNewUpstreamCommits() throws {
        let (origin, clone) = try originAndClone()
        let forkPoint = try origin.git("rev-parse", "HEAD")
        try origin.git("checkout", "-q", "-b", "feature", "--track", "origin/main", in: clone)
        try write(edited([2]), to: clone)
        try origin.git("commit", "-q", "-am", "branch work", in: clone)
        try write(edited([2, 5]), to: clone)
        try origin.write("Upstream.swift", "added upstream later\n")
        try origin.commitAll("upstream moves on")
        try origin.git("fetch", "-q", in: clone)

        let changes = try ChangedLines.load(at: clone.path, git: GitProcess.locate())
        XCTAssertEqual(changes.base.choice, .upstream)
        XCTAssertEqual(changes.base.revision, forkPoint)
        XCTAssertTrue(changes.base.reason.contains("origin/main"), changes.base.reason)
        XCTAssertEqual(changes.files["View.swift"], .lines([2..<3, 5..<6]))
        XCTAssertNil(changes.files["Upstream.swift"], "lines only the upstream has are not this branch's changes")
    }

    func testWithoutUpstreamTheMergeBaseWithOriginHeadIsUsed() throws {
        let (origin, clone) = try originAndClone()
        let forkPoint = try origin.git("rev-parse", "HEAD")
        try origin.git("checkout", "-q", "-b", "solo", in: clone)
        try write(edited([7]), to: clone)
        try origin.git("commit", "-q", "-am", "solo work", in: clone)

        let changes = try ChangedLines.load(at: clone.path, git: GitProcess.locate())
        XCTAssertEqual(changes.base.choice, .originHead)
        XCTAssertEqual(changes.base.revision, forkPoint)
        XCTAssertTrue(changes.base.reason.contains("origin/main"), changes.base.reason)
        XCTAssertEqual(changes.files["View.swift"], .lines([7..<8]))
    }

    func testDetachedHeadWithoutRemotesComparesWithHead() throws {
        let repo = try GitSandbox(self)
        try repo.write("View.swift", GitSandbox.numberedLines(10))
        try repo.commitAll("first")
        try repo.write("View.swift", edited([1]))
        try repo.commitAll("second")
        try repo.git("checkout", "-q", "--detach", "HEAD~1")
        try repo.write("View.swift", edited([9]))

        let changes = try ChangedLines.load(at: repo.path, git: GitProcess.locate())
        XCTAssertEqual(changes.base.choice, .head)
        XCTAssertEqual(changes.base.revision, try repo.git("rev-parse", "HEAD"))
        XCTAssertTrue(changes.base.reason.contains("HEAD"), changes.base.reason)
        XCTAssertEqual(changes.files["View.swift"], .lines([9..<10]))
        XCTAssertEqual(try DiffBase.resolve(nil, at: repo.root.appendingPathComponent("View.swift").path, git: GitProcess.locate()), changes.base)
    }

    func testDetachedHeadInACloneFallsBackToOriginHead() throws {
        let (origin, clone) = try originAndClone()
        try origin.git("checkout", "-q", "--detach", in: clone)
        try write(edited([4]), to: clone)

        let changes = try ChangedLines.load(at: clone.path, git: GitProcess.locate())
        XCTAssertEqual(changes.base.choice, .originHead)
        XCTAssertEqual(changes.files["View.swift"], .lines([4..<5]))
    }
}
