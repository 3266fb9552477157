@testable import A11yScanWalk
import XCTest

final class IgnoreRulesTests: XCTestCase {
    private func rules(_ files: [(folder: String, text: String)]) -> IgnoreRules {
        var rules = IgnoreRules()
        for file in files {
            let problems = rules.add(
                ignoreFileText: file.text, folder: file.folder,
                sourcePath: file.folder.isEmpty ? ".gitignore" : file.folder + "/.gitignore")
            XCTAssertEqual(problems, [], "unexpected problems in \(file.folder)/.gitignore")
        }
        return rules
    }

    func testCommentsAndBlankLinesAreSkipped() {
        let parsed = IgnoreRules.parse("# generated\n\n   \n*.log\n#*.swift\n", sourcePath: ".gitignore")
        XCTAssertEqual(parsed.patterns.map(\.glob.pattern), ["*.log"])
        XCTAssertEqual(parsed.patterns.map(\.line), [4])
        XCTAssertEqual(parsed.problems, [])
    }

    func testEscapedHashAndBangAreLiterals() {
        let rules = rules([("", "\\#notes.swift\n\\!bang.swift\n")])
        XCTAssertTrue(rules.isIgnored("#notes.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("!bang.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("bang.swift", isDirectory: false))
    }

    func testTrailingSpacesAreDroppedUnlessEscaped() {
        let rules = rules([("", "Secret.swift   \nSpace\\ \nMixed\\  \n")])
        XCTAssertTrue(rules.isIgnored("Secret.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Space ", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Space", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Mixed ", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Mixed  ", isDirectory: false))
    }

    func testNegationReincludesAndTheLastMatchWins() {
        let reincluded = rules([("", "*.swift\n!Keep.swift\n")])
        XCTAssertTrue(reincluded.isIgnored("a/Drop.swift", isDirectory: false))
        XCTAssertFalse(reincluded.isIgnored("a/Keep.swift", isDirectory: false))
        let reversed = rules([("", "!Keep.swift\n*.swift\n")])
        XCTAssertTrue(reversed.isIgnored("a/Keep.swift", isDirectory: false))
    }

    func testPatternsWithSlashAreAnchoredToTheirFolder() {
        let rules = rules([("sub", "/Gen.swift\nout/Made.swift\nAny.swift\n")])
        XCTAssertTrue(rules.isIgnored("sub/Gen.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("sub/x/Gen.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Gen.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("sub/out/Made.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("sub/x/out/Made.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("sub/x/y/Any.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("other/Any.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("subway/Any.swift", isDirectory: false))
    }

    func testDeeperFilesOverrideShallowerOnes() {
        let rules = rules([("", "*.kt\n"), ("lib", "!Keep.kt\n")])
        XCTAssertTrue(rules.isIgnored("A.kt", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Keep.kt", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("lib/Keep.kt", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("lib/Other.kt", isDirectory: false))
    }

    func testEarlierFilesHaveLowerPrecedence() {
        // The walker adds `info/exclude` first, so every `.gitignore` overrides it.
        let excludeThenIgnore = rules([("", "*.swift\n"), ("", "!a.swift\n")])
        XCTAssertFalse(excludeThenIgnore.isIgnored("a.swift", isDirectory: false))
        let ignoreThenExclude = rules([("", "!a.swift\n"), ("", "*.swift\n")])
        XCTAssertTrue(ignoreThenExclude.isIgnored("a.swift", isDirectory: false))
    }

    func testTrailingSlashMatchesFoldersOnly() {
        let rules = rules([("", "build/\n")])
        XCTAssertTrue(rules.isIgnored("build", isDirectory: true))
        XCTAssertTrue(rules.isIgnored("app/build", isDirectory: true))
        XCTAssertFalse(rules.isIgnored("build", isDirectory: false))
    }

    func testWindowsLineEndingsAndByteOrderMark() {
        let rules = rules([("", "\u{FEFF}*.tmp\r\n!keep.tmp\r\n")])
        XCTAssertTrue(rules.isIgnored("a.tmp", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("keep.tmp", isDirectory: false))
    }

    func testInvalidLineIsReportedAndMatchesNothing() {
        var rules = IgnoreRules()
        let problems = rules.add(ignoreFileText: "*.log\nbad[\n!\n*.tmp\n", folder: "", sourcePath: "app/.gitignore")
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.path, "app/.gitignore")
        XCTAssertEqual(problems.first?.line, 2)
        XCTAssertEqual(problems.first?.kind, .warning)
        XCTAssertTrue(problems.first?.message.contains("bad[") ?? false)
        XCTAssertTrue(rules.isIgnored("x.log", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("x.tmp", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("bad[", isDirectory: false))
    }

    func testEmptyRulesIgnoreNothing() {
        let empty = IgnoreRules()
        XCTAssertTrue(empty.isEmpty)
        XCTAssertFalse(empty.isIgnored("a.swift", isDirectory: false))
        var onlyComments = IgnoreRules()
        onlyComments.add(ignoreFileText: "# nothing here\n", folder: "", sourcePath: ".gitignore")
        XCTAssertTrue(onlyComments.isEmpty)
    }
}
