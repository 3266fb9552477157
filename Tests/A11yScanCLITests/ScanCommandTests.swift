import Foundation
import XCTest

/// The command line end to end: exit status, formats, outputs, rule errors, determinism.
final class ScanCommandTests: XCTestCase {
    private func write(_ text: String, _ name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testExitStatusFollowsFindingsAndFailOn() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        try write(Samples.swiftClean, "Good/Clean.swift", in: folder)
        XCTAssertEqual(try CommandRunner.run(["Good"], in: folder).status, 0)
        let bad = try CommandRunner.run(["."], in: folder)
        XCTAssertEqual(bad.status, 1, bad.stderr)
        XCTAssertTrue(bad.stdout.contains("Bad.swift:5:17"), bad.stdout)
        XCTAssertEqual(try CommandRunner.run([".", "--fail-on", "error"], in: folder).status, 0)
        XCTAssertEqual(try CommandRunner.run(["scan", ".", "--fail-on", "never"], in: folder).status, 0)
    }

    func testXcodeFormatLines() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        let result = try CommandRunner.run([".", "--format", "xcode"], in: folder)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, "one diagnostic line and the final newline: \(result.stdout)")
        XCTAssertTrue(lines[0].hasPrefix("Bad.swift:5:17: warning: "), result.stdout)
        XCTAssertTrue(lines[0].hasSuffix(" [swiftui-icon-not-hidden]"), result.stdout)
        XCTAssertTrue(result.stderr.contains("1 finding"), result.stderr)
        XCTAssertTrue(try CommandRunner.run([".", "--format", "gcc", "--quiet"], in: folder).stderr.isEmpty)
    }

    func testSeveralFormatsShareOneScanAndWriteFiles() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        let result = try CommandRunner.run(
            [".", "--format", "json", "--output", "out.json", "--format", "sarif", "--output=out.sarif", "--format", "xcode"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Bad.swift:5:17: warning:"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out.json"))) as? [String: Any]
        XCTAssertEqual((json?["findings"] as? [Any])?.count, 1)
        let sarif = try String(contentsOf: folder.appendingPathComponent("out.sarif"), encoding: .utf8)
        XCTAssertTrue(sarif.contains("\"2.1.0\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testUnwritableOutputIsAUsageErrorNamingThePath() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "Bad.swift", in: folder)
        let result = try CommandRunner.run([".", "--format", "json", "--output", "missing-folder/out.json"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("missing-folder/out.json"), result.stderr)
    }

    func testUsageErrorsExitTwo() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let unknownFormat = try CommandRunner.run([".", "--format", "yaml"], in: folder)
        XCTAssertEqual(unknownFormat.status, 2)
        XCTAssertTrue(unknownFormat.stderr.contains("unknown format `yaml`"), unknownFormat.stderr)
        let missing = try CommandRunner.run(["does-not-exist"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("does-not-exist"), missing.stderr)
        XCTAssertEqual(try CommandRunner.run([".", "--jobs", "0"], in: folder).status, 2)
        XCTAssertEqual(try CommandRunner.run([".", "--no-such-flag"], in: folder).status, 2)
        let unknownRule = try CommandRunner.run(["explain", "no-such-rule"], in: folder)
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertTrue(unknownRule.stderr.contains("no-such-rule"))
    }

    func testBrokenRuleFileNamesFileLineAndField() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write("""
            id: team-rule
            family: missing-label
            framework: swiftui
            entry: button
            section: name
            message: m
            fix: f
            node: {call: Foo, text: '\\bFoo('}
            examples: {bad: ['↓Foo()'], good: ['Bar()']}
            """, "rules/team-rule.yml", in: folder)
        let result = try CommandRunner.run([".", "--patterns", "rules"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("team-rule.yml:8"), result.stderr)
        XCTAssertTrue(result.stderr.contains("`node.text`"), result.stderr)
        XCTAssertTrue(result.stderr.contains("does not compile"), result.stderr)
    }

    func testUserPatternFolderAddsRules() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write("""
            id: team-no-foo
            family: missing-label
            framework: swiftui
            entry: button
            section: name
            message: Foo buttons have no name.
            fix: Use Bar.
            node: {call: FooButton}
            examples: {bad: ['↓FooButton()'], good: ['BarButton()']}
            """, "rules/team-no-foo.yml", in: folder)
        try write("let b = FooButton()\n", "A.swift", in: folder)
        let result = try CommandRunner.run(["A.swift", "--patterns", "rules", "--format", "xcode", "--only", "team-no-foo"], in: folder)
        XCTAssertEqual(result.stdout, "A.swift:1:9: warning: Foo buttons have no name. [team-no-foo]\n")
        let listed = try CommandRunner.run(["rules", "--patterns", "rules"], in: folder)
        XCTAssertTrue(listed.stdout.contains("team-no-foo"))
    }

    func testGitignoreAndBuildFoldersAreSkipped() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "Sources/A.swift", in: folder)
        try write(Samples.swiftWithFinding, "Generated/B.swift", in: folder)
        try write(Samples.swiftWithFinding, ".build/C.swift", in: folder)
        try write(Samples.swiftWithFinding, "Pods/D.swift", in: folder)
        try write("Generated/\n", ".gitignore", in: folder)
        let result = try CommandRunner.run([".", "--format", "xcode", "--quiet"], in: folder)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["Sources/A.swift"])
        let all = try CommandRunner.run([".", "--format", "xcode", "--quiet", "--no-ignore"], in: folder)
        XCTAssertEqual(all.stdout.split(separator: "\n").count, 2, "--no-ignore reads Generated/ but still skips .build and Pods")
    }

    func testOutputIsIdenticalWhateverTheJobCount() throws {
        // The first run finds no component cache and makes the summaries during the scan (and
        // writes them); the others read them; the last makes them without any cache.
        let cache = try CommandRunner.temporaryFolder(self).appendingPathComponent("components").path
        let one = try CommandRunner.run(["Corpus", "--format", "json", "--jobs", "1", "--component-cache", cache])
        let two = try CommandRunner.run(["Corpus", "--format", "json", "--jobs", "2", "--component-cache", cache])
        let eight = try CommandRunner.run(["Corpus", "--format", "json", "--jobs", "8", "--component-cache", cache])
        let uncached = try CommandRunner.run(["Corpus", "--format", "json", "--jobs", "2", "--component-cache", ""])
        XCTAssertEqual(one.stdout, two.stdout)
        XCTAssertEqual(one.stdout, eight.stdout)
        XCTAssertEqual(one.stdout, uncached.stdout)
        XCTAssertTrue(one.stdout.contains("\"findings\""))
    }

    func testRulesAndExplain() throws {
        let rules = try CommandRunner.run(["rules"])
        XCTAssertEqual(rules.status, 0)
        XCTAssertTrue(rules.stdout.contains("swiftui-icon-not-hidden"))
        let explain = try CommandRunner.run(["explain", "swiftui-icon-not-hidden"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdout.contains("Guideline entry: button"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Found (bad) 1:"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Not found (good) 1:"), explain.stdout)
    }

    func testHelpListsFormats() throws {
        let help = try CommandRunner.run(["scan", "--help"])
        XCTAssertEqual(help.status, 0)
        for format in ["text", "xcode", "json", "sarif", "checkstyle", "junit", "github", "gitlab", "markdown"] {
            XCTAssertTrue(help.stdout.contains(format), "help lacks \(format)")
        }
    }
}

/// Editor use: standard input scanned as if it were a file at `--stdin-path`.
final class StandardInputTests: XCTestCase {
    func testStdinIsScannedAsTheGivenPath() throws {
        let result = try CommandRunner.run(["--stdin", "--stdin-path", "App/Save.swift", "--format", "xcode", "--quiet"],
                                           stdin: Samples.swiftWithFinding)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("App/Save.swift:5:17: warning: "), result.stdout)
    }

    func testStdinLanguageComesFromTheExtension() throws {
        let kotlin = try CommandRunner.run(["--stdin", "--stdin-path", "Screen.kt", "--quiet"], stdin: Samples.swiftWithFinding)
        XCTAssertEqual(kotlin.status, 0, "Swift rules do not run on a Kotlin path")
        let unknown = try CommandRunner.run(["--stdin", "--stdin-path", "notes.txt"], stdin: "x")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown language"), unknown.stderr)
    }

    func testStdinWithPathsIsAUsageError() throws {
        XCTAssertEqual(try CommandRunner.run(["--stdin", "Sources"], stdin: "").status, 2)
        XCTAssertEqual(try CommandRunner.run(["--stdin-path", "A.swift"], stdin: "").status, 2)
    }
}

/// Output files: written atomically, but never by replacing a device, FIFO or link target.
final class OutputFileTests: XCTestCase {
    func testDevNullStaysADevice() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try Samples.swiftWithFinding.write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run([".", "--format", "json", "--output", "/dev/null"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeCharacterSpecial, "/dev/null must not be replaced")
    }

    func testSymlinkedOutputWritesItsTarget() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try Samples.swiftWithFinding.write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("latest.json").path,
                                                   withDestinationPath: "reports/real.json")
        _ = try CommandRunner.run([".", "--format", "json", "--output", "latest.json"], in: folder)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("latest.json").path)
        XCTAssertEqual(link, "reports/real.json", "the link stays a link")
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("reports/real.json"), encoding: .utf8).contains("\"findings\""))
    }
}

/// IDE use: absolute paths so output filters can open the file whatever the working folder.
final class AbsolutePathTests: XCTestCase {
    func testAbsolutePathsOption() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try Samples.swiftWithFinding.write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run([".", "--format", "xcode", "--quiet", "--absolute-paths"], in: folder)
        let path = folder.resolvingSymlinksInPath().appendingPathComponent("Bad.swift").path
        XCTAssertTrue(result.stdout.hasPrefix("\(path):5:17: warning:"), result.stdout)
    }
}

/// Colour in text output: `--color always|never|auto`, with `auto` off when output is not a
/// terminal or `NO_COLOR` is set.
final class ColorOptionTests: XCTestCase {
    func testColourFollowsTheOption() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try Samples.swiftWithFinding.write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let escape = "\u{1B}["
        XCTAssertTrue(try CommandRunner.run([".", "--color", "always"], in: folder).stdout.contains(escape))
        XCTAssertFalse(try CommandRunner.run([".", "--color", "never"], in: folder).stdout.contains(escape))
        XCTAssertFalse(try CommandRunner.run([".", "--color", "auto"], in: folder).stdout.contains(escape), "a pipe is not a terminal")
        XCTAssertFalse(try CommandRunner.run([".", "--color", "auto"], in: folder, environment: ["NO_COLOR": "1"]).stdout.contains(escape))
        let file = try CommandRunner.run([".", "--color", "always", "--format", "text", "--output", "out.txt"], in: folder)
        XCTAssertEqual(file.status, 1)
        XCTAssertFalse(try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8).contains(escape),
                       "files never get colour")
    }
}
