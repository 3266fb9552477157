@testable import A11yScanWalk
import Foundation
import XCTest

/// A walk that ignored the ignore files, filtered by the rules in force at its root, lists what
/// a walk that respects them lists; when folders inside hold ignore files, it cannot tell.
final class RootIgnoreRulesTests: XCTestCase {
    private var repository: URL!
    private var root: URL { repository.appendingPathComponent("scratch/project") }

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-root-ignore-\(UUID().uuidString)")
        try write("*.gen.kt\n", ".git/info/exclude")
        try write("scratch/\nbuild-out/\n/top.kt\nKeep*.kt\n!KeepThis.kt\n", ".gitignore")
        for path in ["A.kt", "build-out/B.kt", "sub/C.gen.kt", "sub/D.kt", "sub/deeper/E.swift", "sub/build-out/x/F.kt",
                     "top.kt", "KeepThis.kt", "KeepThat.kt"] {
            try write("// \(path)\n", "scratch/project/" + path)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: repository)
    }

    private func write(_ text: String, _ path: String) throws {
        let url = repository.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func walk(respectingIgnoreFiles: Bool) -> WalkResult {
        var options = WalkOptions(respectGitignore: respectingIgnoreFiles)
        options.reportsRepositoryPaths = true
        return FileWalker(options: options).walk([root.path])
    }

    func testTheRootsRulesLeaveOutWhatAWalkRespectingThemLeavesOut() throws {
        let everything = walk(respectingIgnoreFiles: false)
        let leftOut = try XCTUnwrap(RootIgnoreRules.leftOut(everything, root: root.path, currentDirectory: "/"))
        let kept = zip(everything.files, leftOut).filter { !$0.1 }.map(\.0.relativePath)
        XCTAssertEqual(kept, walk(respectingIgnoreFiles: true).files.map(\.relativePath))
        XCTAssertEqual(everything.files.count - kept.count, 4, "build-out twice, the excluded *.gen.kt, KeepThat.kt")
        XCTAssertTrue(kept.contains("scratch/project/top.kt"), "a pattern anchored at the repository's top is not the root's")
    }

    func testAFolderWithIgnoreFilesOfItsOwnCannotBeToldWithoutWalking() throws {
        try write("D.kt\n", "scratch/project/sub/.gitignore")
        XCTAssertNil(RootIgnoreRules.leftOut(walk(respectingIgnoreFiles: false), root: root.path, currentDirectory: "/"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("sub/.gitignore"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub/.git"), withIntermediateDirectories: true)
        XCTAssertNil(RootIgnoreRules.leftOut(walk(respectingIgnoreFiles: false), root: root.path, currentDirectory: "/"),
                     "a nested repository brings rules of its own")
    }

    func testOutsideARepositoryNothingIsLeftOut() throws {
        try FileManager.default.removeItem(at: repository.appendingPathComponent(".git"))
        try FileManager.default.removeItem(at: repository.appendingPathComponent(".gitignore"))
        let everything = walk(respectingIgnoreFiles: false)
        XCTAssertEqual(RootIgnoreRules.leftOut(everything, root: root.path, currentDirectory: "/"),
                       Array(repeating: false, count: everything.files.count))
    }
}
