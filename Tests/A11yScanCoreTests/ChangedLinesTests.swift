@testable import A11yScanGitProcess
import A11yScanSystem
@testable import A11yScanWalk
import XCTest
@testable import A11yScanCore

/// What changed in real git work trees: committed and uncommitted edits since a base, renames
/// with edits, untracked and ignored files, unusual names, and the errors for a folder outside
/// any repository and an unknown base.
final class ChangedLinesTests: XCTestCase {
    private func lines(_ changes: ChangedLines, _ path: String) -> [Range<Int>]? {
        if case .lines(let ranges) = changes.files[path] { return ranges }
        return nil
    }

    func testCommittedAndUncommittedEditsSinceAGivenBase() throws {
        let repo = try GitSandbox(self)
        try repo.write("App/View.swift", GitSandbox.numberedLines(10))
        try repo.write("Untouched.swift", "let x = 1\n")
        try repo.commitAll("first")
        try repo.git("checkout", "-q", "-b", "feature")
        var text = GitSandbox.numberedLines(10).replacingOccurrences(of: "line 3\n", with: "line three\n")
        text = text.replacingOccurrences(of: "line 7\n", with: "line 7\nnew a\nnew b\n")
        try repo.write("App/View.swift", text)
        try repo.commitAll("edit")
        try repo.write("App/View.swift", text.replacingOccurrences(of: "line 10\n", with: "line ten\n"))
        try repo.write("App/Staged.swift", "one\ntwo\n")
        try repo.git("add", "App/Staged.swift")

        let changes = try ChangedLines.load(at: repo.path, base: "main", git: GitProcess.locate())
        XCTAssertEqual(changes.base.choice, .given)
        XCTAssertEqual(changes.base.revision, try repo.git("rev-parse", "main"))
        XCTAssertEqual(lines(changes, "App/View.swift"), [3..<4, 8..<10, 12..<13])
        XCTAssertEqual(lines(changes, "App/Staged.swift"), [1..<3])
        XCTAssertNil(changes.files["Untouched.swift"])
        XCTAssertTrue(changes.isChanged("App/View.swift", lines: 9...9))
        XCTAssertTrue(changes.isChanged("App/View.swift", lines: 1...3), "a range touching one changed line")
        XCTAssertFalse(changes.isChanged("App/View.swift", lines: 4...7))
        XCTAssertEqual(changes.topLevel, FileSystem.realPath(repo.path))
    }

    func testRenameWithEditsReportsOnlyTheEditedLinesUnderTheNewName() throws {
        let repo = try GitSandbox(self)
        try repo.write("Old.kt", GitSandbox.numberedLines(20))
        try repo.write("Moved.kt", GitSandbox.numberedLines(5))
        try repo.commitAll("first")
        try repo.git("mv", "Old.kt", "New.kt")
        try repo.write("New.kt", GitSandbox.numberedLines(20).replacingOccurrences(of: "line 15\n", with: "line fifteen\n"))
        try FileManager.default.createDirectory(at: repo.root.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try repo.git("mv", "Moved.kt", "Sub/Moved.kt")

        let changes = try ChangedLines.load(at: repo.path, base: "HEAD", git: GitProcess.locate())
        XCTAssertEqual(lines(changes, "New.kt"), [15..<16])
        XCTAssertNil(changes.files["Old.kt"])
        XCTAssertNil(changes.files["Sub/Moved.kt"], "a rename without edits changes no line")
    }

    func testUntrackedFilesAreWholeAndIgnoredOnesAreLeftOut() throws {
        let repo = try GitSandbox(self)
        try repo.write(".gitignore", "Generated/\n")
        try repo.write("A.swift", "let a = 1\n")
        try repo.commitAll("first")
        try repo.write("A.swift", "let a = 1\nlet deleted = 0\n")
        try repo.write("Sub/Tracked.swift", "let t = 0\n")
        try repo.commitAll("second")
        try repo.write("A.swift", "let a = 1\n")
        try repo.write("Sub/Brand New.swift", "let b = 2\n")
        try repo.write("Generated/Out.swift", "let c = 3\n")

        let changes = try ChangedLines.load(at: repo.root.appendingPathComponent("Sub").path, base: "HEAD", git: GitProcess.locate())
        XCTAssertEqual(changes.files["Sub/Brand New.swift"], .wholeFile)
        XCTAssertTrue(changes.isChanged("Sub/Brand New.swift", lines: 400...401))
        XCTAssertNil(changes.files["Generated/Out.swift"])
        XCTAssertEqual(changes.files["A.swift"], .lines([]), "a deletion adds no line, yet the file changed")
        XCTAssertFalse(changes.isChanged("A.swift", lines: 1...2))
    }

    func testUnusualPathNamesAndLinesThatLookLikeHeaders() throws {
        let repo = try GitSandbox(self)
        let names = ["with space.swift", "tab\there.swift", "café.swift", "quote\"d.swift"]
        for name in names { try repo.write(name, "a\nb\n") }
        try repo.commitAll("first")
        for name in names { try repo.write(name, "a\n++ b/looks like a header\n+++ b/fake.swift\n") }

        let changes = try ChangedLines.load(at: repo.path, base: "HEAD", git: GitProcess.locate())
        for name in names { XCTAssertEqual(lines(changes, name), [2..<4], name) }
        XCTAssertEqual(changes.files.count, names.count)
    }

    func testARepositoryWithoutCommitsCountsEverythingAsNew() throws {
        let repo = try GitSandbox(self)
        try repo.write("Staged.swift", "a\nb\n")
        try repo.git("add", "Staged.swift")
        try repo.write("Loose.swift", "c\n")

        let changes = try ChangedLines.load(at: repo.path, git: GitProcess.locate())
        XCTAssertEqual(changes.base.choice, .emptyTree)
        XCTAssertEqual(lines(changes, "Staged.swift"), [1..<3])
        XCTAssertEqual(changes.files["Loose.swift"], .wholeFile)
    }

    func testOutsideARepositoryIsATypedErrorNamingThePath() throws {
        let folder = try GitSandbox(self, initialize: false)
        XCTAssertThrowsError(try ChangedLines.load(at: folder.path, git: GitProcess.locate())) { error in
            guard let error = error as? ChangedLinesError else { return XCTFail("untyped \(error)") }
            XCTAssertEqual(error.kind, .notARepository)
            XCTAssertEqual(error.subject, folder.path)
            XCTAssertEqual(error.message, "--diff needs a git repository: \(folder.path) is not inside one")
        }
    }

    func testAnUnknownBaseIsATypedErrorNamingIt() throws {
        let repo = try GitSandbox(self)
        try repo.write("A.swift", "a\n")
        try repo.commitAll("first")
        for base in ["no-such-branch", "--output=leak.txt", ""] {
            XCTAssertThrowsError(try ChangedLines.load(at: repo.path, base: base, git: GitProcess.locate()), base) { error in
                guard let error = error as? ChangedLinesError else { return XCTFail("untyped \(error)") }
                XCTAssertEqual(error.kind, .unknownBase)
                XCTAssertEqual(error.subject, base)
                XCTAssertTrue(error.message.contains("`\(base)`"), error.message)
            }
        }
    }
}
