@testable import A11yScanFindings
import A11yScanSystem
@testable import A11yScanWalk
import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class FileWalkerTests: XCTestCase {
    private var base = ""
    private var lockedPaths: [String] = []

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("walker-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        base = FileSystem.realPath(folder.path) ?? folder.path
    }

    override func tearDownWithError() throws {
        for path in lockedPaths { chmod(path, 0o755) }
        try? FileManager.default.removeItem(atPath: base)
    }

    // MARK: - Building trees

    private func write(_ relativePath: String, _ text: String = "") throws {
        let url = URL(fileURLWithPath: base).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(
            atPath: base + "/" + relativePath, withIntermediateDirectories: true)
    }

    private func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: base + "/" + relativePath, withDestinationPath: destination)
    }

    private func walk(_ roots: [String], _ options: WalkOptions = WalkOptions()) -> WalkResult {
        FileWalker(options: options).walk(roots, currentDirectory: base)
    }

    private func paths(_ result: WalkResult) -> [String] { result.files.map(\.relativePath) }

    // MARK: - Defaults

    func testFindsSourcesInByteOrderAndSkipsBuildAndVendorFolders() throws {
        for path in [
            "repo/Sources/App.swift", "repo/Sources/b.kt", "repo/Sources/c.kts", "repo/README.md",
            "repo/Z.swift", "repo/a.swift", "repo/Upper.SWIFT", "repo/.swift",
            "repo/.build/x.swift", "repo/Pods/p.swift", "repo/build/b.swift", "repo/node_modules/n.kt",
            "repo/Carthage/c.swift", "repo/DerivedData/d.swift", "repo/.gradle/g.kt", "repo/.git/h.swift",
            "repo/app/src/build/z.kt",
        ] {
            try write(path)
        }
        let result = walk(["repo"])
        XCTAssertEqual(paths(result), [
            "Sources/App.swift", "Sources/b.kt", "Sources/c.kts", "Upper.SWIFT", "Z.swift", "a.swift",
        ])
        XCTAssertEqual(result.files.map(\.language), [.swift, .kotlin, .kotlin, .swift, .swift, .swift])
        XCTAssertEqual(result.files.first?.absolutePath, base + "/repo/Sources/App.swift")
        XCTAssertEqual(result.files.first?.url.path, base + "/repo/Sources/App.swift")
        XCTAssertEqual(result.files.first?.root, "repo")
        XCTAssertFalse(result.files.contains(where: \.explicitlyNamed))
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.missingRoots, [])
    }

    func testExtensionListAndSkipFoldersCanBeChanged() throws {
        for path in ["A.swift", "B.kt", "build/C.swift", "Mocks/D.swift"] { try write("repo/" + path) }
        let options = WalkOptions(skipFolders: ["Mocks"], extensions: ["SWIFT"])
        XCTAssertEqual(paths(walk(["repo"], options)), ["A.swift", "build/C.swift"])
    }

    func testDeepTreesAreWalkedWithoutRecursion() throws {
        let deep = Array(repeating: "d", count: 300).joined(separator: "/")
        try write("repo/" + deep + "/Deep.swift")
        XCTAssertEqual(paths(walk(["repo"])), [deep + "/Deep.swift"])
    }

    // MARK: - .gitignore

    func testGitignorePatternKinds() throws {
        try write("repo/.gitignore", """
            # generated code
            Generated/
            *.generated.swift
            /Top.swift
            docs/*
            !docs/Keep.swift
            **/Fixtures/**
            Secret.swift   \n
            """)
        for path in [
            "Generated/A.swift", "sub/Generated/B.swift", "X.generated.swift", "sub/Y.generated.swift",
            "Top.swift", "sub/Top.swift", "docs/A.swift", "docs/Keep.swift", "docs/deeper/C.swift",
            "Fixtures/F.swift", "a/Fixtures/G.swift", "Secret.swift", "Main.swift",
        ] {
            try write("repo/" + path)
        }
        XCTAssertEqual(paths(walk(["repo"])), ["Main.swift", "docs/Keep.swift", "sub/Top.swift"])
        XCTAssertEqual(paths(walk(["repo"], WalkOptions(respectGitignore: false))).count, 13)
    }

    func testNestedGitignoreAppliesBelowItsFolderAndDeeperRulesWin() throws {
        try write("repo/.gitignore", "*.kt\n")
        try write("repo/lib/.gitignore", "!Keep.kt\n/Local.swift\n")
        for path in ["A.kt", "Local.swift", "lib/Keep.kt", "lib/Other.kt", "lib/Local.swift", "lib/x/Local.swift"] {
            try write("repo/" + path)
        }
        XCTAssertEqual(paths(walk(["repo"])), ["Local.swift", "lib/Keep.kt", "lib/x/Local.swift"])
    }

    func testFileInExcludedFolderCannotBeReincluded() throws {
        // The documentation's example: exclude everything except the folder foo/bar.
        try write("repo/.gitignore", "/*\n!/foo\n/foo/*\n!/foo/bar\n")
        try write("repo/out/.gitignore", "!Keep.swift\n")
        for path in ["a.swift", "out/Keep.swift", "foo/b.swift", "foo/bar/c.swift", "foo/baz/d.swift"] {
            try write("repo/" + path)
        }
        XCTAssertEqual(paths(walk(["repo"])), ["foo/bar/c.swift"])
    }

    func testRepositoryExcludeFileAndIgnoreFilesAboveTheScanRoot() throws {
        try write("repo/.git/info/exclude", "*.tmp.swift\nExcluded/\n")
        try write("repo/.gitignore", "/Sources/Ignored/\n!keep.tmp.swift\n")
        for path in ["Main.swift", "Ignored/X.swift", "a.tmp.swift", "keep.tmp.swift", "Excluded/E.swift"] {
            try write("repo/Sources/" + path)
        }
        XCTAssertEqual(paths(walk(["repo/Sources"])), ["Main.swift", "keep.tmp.swift"])
        XCTAssertEqual(paths(walk(["repo"])), ["Sources/Main.swift", "Sources/keep.tmp.swift"])
    }

    func testWorktreeGitFilePointsToTheCommonExcludeFile() throws {
        try write("main/.git/info/exclude", "Local.swift\n")
        try write("main/.git/worktrees/wt/commondir", "../..\n")
        try write("wt/.git", "gitdir: \(base)/main/.git/worktrees/wt\n")
        try write("wt/Local.swift")
        try write("wt/Shared.swift")
        XCTAssertEqual(paths(walk(["wt"])), ["Shared.swift"])
    }

    func testNestedRepositoryStartsFreshRules() throws {
        try write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try write("repo/.gitignore", "*.kt\n")
        try write("repo/A.kt")
        try write("repo/inner/.git/HEAD", "ref: refs/heads/main\n")
        try write("repo/inner/B.kt")
        XCTAssertEqual(paths(walk(["repo"])), ["inner/B.kt"])
    }

    func testInvalidIgnoreLineIsReportedWithItsLine() throws {
        try write("repo/sub/.gitignore", "ok.swift\n[oops\n")
        try write("repo/sub/ok.swift")
        try write("repo/sub/other.swift")
        let result = walk(["repo"])
        XCTAssertEqual(paths(result), ["sub/other.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["sub/.gitignore"])
        XCTAssertEqual(result.problems.map(\.line), [2])
        XCTAssertEqual(result.problems.map(\.kind), [.warning])
    }

    func testIgnoreFileThatIsALinkIsNotFollowed() throws {
        try write("rules.txt", "*.swift\n")
        try write("repo/A.swift")
        try link("repo/.gitignore", to: base + "/rules.txt")
        let result = walk(["repo"])
        XCTAssertEqual(paths(result), ["A.swift"])
        XCTAssertEqual(result.problems.map(\.path), [".gitignore"])
        XCTAssertEqual(result.problems.map(\.kind), [.warning])
    }

    // MARK: - include / exclude

    func testIncludeAndExcludeGlobsAreRelativeToTheScanRoot() throws {
        for path in [
            "Sources/A.swift", "Sources/ATests.swift", "Sources/Legacy/L.swift", "Other/B.swift", "build.gradle.kts",
        ] {
            try write("repo/" + path)
        }
        let options = WalkOptions(
            include: [try Glob("Sources/")],
            exclude: [try Glob("**/*Tests.swift"), try Glob("Sources/Legacy")])
        XCTAssertEqual(paths(walk(["repo"], options)), ["Sources/A.swift"])
        XCTAssertEqual(paths(walk(["repo"], WalkOptions(include: [try Glob("*.kts")]))), ["build.gradle.kts"])
        XCTAssertEqual(
            paths(walk(["repo"], WalkOptions(include: [try Glob("Sources/**/*.swift")]))),
            ["Sources/A.swift", "Sources/ATests.swift", "Sources/Legacy/L.swift"])
    }

    // MARK: - Files named directly

    func testNamedFilesBypassFiltersAndAreShownRelativeToTheCurrentFolder() throws {
        try write("repo/.gitignore", "Generated/\n")
        try write("repo/Generated/X.swift")
        try write("repo/build/Y.kt")
        let result = walk(
            ["./repo/sub/../Generated/X.swift", base + "/repo/build/Y.kt"], WalkOptions(extensions: ["swift"]))
        XCTAssertEqual(paths(result), ["repo/Generated/X.swift", "repo/build/Y.kt"])
        XCTAssertEqual(result.files.map(\.explicitlyNamed), [true, true])
        XCTAssertEqual(result.files.map(\.language), [.swift, .kotlin])
        XCTAssertEqual(result.problems, [])
    }

    func testNamedFileOutsideTheCurrentFolderKeepsItsPath() throws {
        try write("elsewhere/E.swift")
        try makeFolder("cwd")
        let walker = FileWalker()
        let relative = walker.walk(["../elsewhere/E.swift"], currentDirectory: base + "/cwd")
        XCTAssertEqual(paths(relative), ["../elsewhere/E.swift"])
        let absolute = walker.walk([base + "/elsewhere/E.swift"], currentDirectory: base + "/cwd")
        XCTAssertEqual(paths(absolute), [base + "/elsewhere/E.swift"])
    }

    func testNamedFileOfUnknownLanguageIsAProblem() throws {
        try write("notes.md")
        try write("Makefile")
        let result = walk(["notes.md", "Makefile"])
        XCTAssertEqual(Array(result.files), [])
        XCTAssertEqual(result.problems.map(\.path), ["notes.md", "Makefile"])
        XCTAssertEqual(result.problems.map(\.kind), [.warning, .warning])
        XCTAssertTrue(result.problems.allSatisfy { $0.message.hasPrefix("unknown language") })
    }

    func testSameFileNamedTwiceIsListedOnce() throws {
        try write("repo/A.swift")
        try write("repo/B.swift")
        let result = walk(["repo", "repo/A.swift", "./repo/A.swift", "repo"])
        XCTAssertEqual(paths(result), ["A.swift", "B.swift"])
        XCTAssertEqual(result.files.map(\.explicitlyNamed), [true, false])
    }

    func testHardLinksToOneFileAreListedOnce() throws {
        try write("repo/A.swift")
        try FileManager.default.linkItem(atPath: base + "/repo/A.swift", toPath: base + "/repo/B.swift")
        XCTAssertEqual(paths(walk(["repo"])), ["A.swift"])
    }

    func testNameThatIsNotUTF8IsReportedAndSkipped() throws {
        try write("repo/ok.swift")
        let badName: [UInt8] = Array((base + "/repo/bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = badName.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { name in
                name.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
            }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let result = walk(["repo"])
        XCTAssertEqual(paths(result), ["ok.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["bad\u{FFFD}.swift"])
        XCTAssertEqual(result.problems.map(\.kind), [.warning])
    }

    func testMissingRootIsReportedAndTheWalkGoesOn() throws {
        try write("A.swift")
        let result = walk(["nope", "A.swift", "gone/B.swift"])
        XCTAssertEqual(paths(result), ["A.swift"])
        XCTAssertEqual(result.missingRoots, ["nope", "gone/B.swift"])
        XCTAssertEqual(result.problems, [
            FileProblem(path: "nope", kind: .unreadable, message: "no such file or directory: nope"),
            FileProblem(path: "gone/B.swift", kind: .unreadable, message: "no such file or directory: gone/B.swift"),
        ])
    }

    // MARK: - Links

    private func makeLinkedTree() throws {
        try write("repo/real/A.swift")
        try write("outside/O.swift")
        try write("outside/notes.txt")
        try link("repo/real/loop", to: "..")
        try link("repo/alias", to: "real")
        try link("repo/fileLink.swift", to: "real/A.swift")
        try link("repo/linkOut", to: base + "/outside")
        try link("repo/noteLink.txt", to: base + "/outside/notes.txt")
        try link("repo/dangling.swift", to: "missing.swift")
    }

    func testLinksAreNotFollowedByDefaultAndLinksOutsideAreNoted() throws {
        try makeLinkedTree()
        let result = walk(["repo"])
        XCTAssertEqual(paths(result), ["real/A.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["linkOut"])
        XCTAssertEqual(result.problems.map(\.kind), [.warning])
        XCTAssertTrue(result.problems.first?.message.contains(base + "/outside") ?? false)
    }

    func testFollowedLinksDetectLoopsAndListEachFileOnce() throws {
        try makeLinkedTree()
        let result = walk(["repo"], WalkOptions(followSymlinks: true))
        XCTAssertEqual(paths(result), ["linkOut/O.swift", "real/A.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["dangling.swift", "real/loop"])
        XCTAssertEqual(result.problems.map(\.kind), [.unreadable, .warning])
        XCTAssertTrue(result.problems.last?.message.hasPrefix("symbolic link loop") ?? false)
    }

    func testRootThatIsALinkIsFollowed() throws {
        try write("real/A.swift")
        try link("alias", to: "real")
        XCTAssertEqual(paths(walk(["alias"])), ["A.swift"])
    }

    // MARK: - Special and unreadable files

    func testFifoIsNeverOpened() throws {
        try makeFolder("repo")
        try write("repo/A.swift")
        XCTAssertEqual(mkfifo(base + "/repo/pipe.swift", 0o644), 0)
        let walked = walk(["repo"])
        XCTAssertEqual(paths(walked), ["A.swift"])
        XCTAssertEqual(walked.problems, [])
        let named = walk(["repo/pipe.swift"])
        XCTAssertEqual(Array(named.files), [])
        XCTAssertEqual(named.problems.map(\.path), ["repo/pipe.swift"])
        XCTAssertEqual(named.problems.map(\.kind), [.skippedSpecial])
    }

    /// The walk asks nothing of a file it lists (no `stat`, no access check): a file the user
    /// may not read is listed, and the scan reports it when it opens it.
    func testAFileNobodyMayReadIsListedForTheScanToReport() throws {
        try write("repo/ok.swift")
        try write("repo/theirs.swift")
        lockedPaths = [base + "/repo/theirs.swift"]
        XCTAssertEqual(chmod(base + "/repo/theirs.swift", 0), 0)
        let result = walk(["repo"])
        XCTAssertEqual(paths(result), ["ok.swift", "theirs.swift"])
        XCTAssertEqual(result.problems, [])
    }

    func testUnreadableFolderAndFileAreReportedAndTheWalkGoesOn() throws {
        try write("repo/ok.swift")
        try write("repo/locked/L.swift")
        try write("repo/secret.swift")
        lockedPaths = [base + "/repo/locked", base + "/repo/secret.swift"]
        XCTAssertEqual(chmod(base + "/repo/locked", 0), 0)
        XCTAssertEqual(chmod(base + "/repo/secret.swift", 0), 0)
        let result = walk(["repo"])
        if geteuid() == 0 {
            // The superuser is never denied reading, so nothing is unreadable here.
            XCTAssertEqual(paths(result), ["locked/L.swift", "ok.swift", "secret.swift"])
            XCTAssertEqual(result.problems, [])
        } else {
            // The file is the scan's to report (`SourceReader`); the folder cannot be listed.
            XCTAssertEqual(paths(result), ["ok.swift", "secret.swift"])
            XCTAssertEqual(result.problems.map(\.path), ["locked"])
            XCTAssertEqual(result.problems.map(\.kind), [.unreadable])
        }
    }
}
