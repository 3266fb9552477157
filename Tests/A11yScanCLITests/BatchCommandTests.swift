import Foundation
import XCTest

/// `a11yscan batch` end to end on real folders and git repositories: inputs, exit status,
/// determinism across --jobs, the cache, the text table, escaping and --previous.
final class BatchCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
    }

    private func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func testListFilesAndParentFoldersWithUnscannableRepositories() throws {
        try BatchRepositories.make(in: folder, [
            "repos/alpha": ["Save.swift": Samples.swiftWithFinding],
            "repos/beta": ["Clean.swift": Samples.swiftClean],
            "repos/empty": ["README.md": "nothing"],
            "more/gamma": ["A/B.swift": Samples.swiftWithFinding],
        ])
        try "more/gamma   # extra\n# comment\nmore/missing\n".write(
            to: folder.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["batch", "repos", "list.txt", "--json", "out.json"], in: folder)
        XCTAssertEqual(result.status, 0, "findings do not fail a batch without --fail-on: \(result.stderr)")
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("5 repositories (1 not scanned), 3 files, 2 findings"), result.stderr)
        let repositories = try XCTUnwrap(try json("out.json")["repositories"] as? [[String: Any]])
        XCTAssertEqual(repositories.map { $0["name"] as? String }, ["alpha", "beta", "empty", "more/gamma", "more/missing"])
        XCTAssertEqual(repositories.map { $0["status"] as? String }, ["scanned", "scanned", "empty", "scanned", "missing"])
        XCTAssertEqual(repositories.map { $0["path"] as? String }, ["repos/alpha", "repos/beta", "repos/empty", "more/gamma", "more/missing"])
        let gammaFindings = try XCTUnwrap(repositories[3]["findings"] as? [[String: Any]])
        XCTAssertEqual(gammaFindings.first?["path"] as? String, "A/B.swift")
    }

    func testExitStatusFollowsFailOnAndUsageErrorsExitTwo() throws {
        try BatchRepositories.make(in: folder, ["repos/alpha": ["Save.swift": Samples.swiftWithFinding]])
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--fail-on", "warning", "--quiet"], in: folder).status, 1)
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--fail-on", "error", "--quiet"], in: folder).status, 0)
        let noInput = try CommandRunner.run(["batch"], in: folder)
        XCTAssertEqual(noInput.status, 2)
        let zeroShard = try CommandRunner.run(["batch", "repos", "--shard", "0/3"], in: folder)
        XCTAssertEqual(zeroShard.status, 2)
        XCTAssertTrue(zeroShard.stderr.contains("JOB_COMPLETION_INDEX + 1"), zeroShard.stderr)
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--shard", "two"], in: folder).status, 2)
        let missingList = try CommandRunner.run(["batch", "nope.txt"], in: folder)
        XCTAssertEqual(missingList.status, 2)
        XCTAssertTrue(missingList.stderr.contains("nope.txt"), missingList.stderr)
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--jobs", "0"], in: folder).status, 2)
        let badOutput = try CommandRunner.run(["batch", "repos", "--html", "no-folder/r.html"], in: folder)
        XCTAssertEqual(badOutput.status, 2)
        XCTAssertTrue(badOutput.stderr.contains("no-folder/r.html"), badOutput.stderr)
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--json", "-", "--csv", "-"], in: folder).status, 2)
        try "{}".write(to: folder.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--previous", "old.json"], in: folder).status, 2)
    }

    func testAViewNothingInTheRepositoryNamesIsLeftOutUnlessAllCode() throws {
        let app = "@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n"
        try BatchRepositories.make(in: folder, ["repos/shop": ["ShopApp.swift": app, "Save.swift": Samples.swiftWithFinding]])
        let shipping = try CommandRunner.run(["batch", "repos", "--json", "out.json"], in: folder)
        XCTAssertEqual(shipping.status, 0, shipping.stderr)
        let left = try XCTUnwrap(try json("out.json")["repositories"] as? [[String: Any]])
        XCTAssertEqual((left.first?["findings"] as? [[String: Any]])?.count, 0, "nothing in the app names SaveButton")
        let all = try CommandRunner.run(["batch", "repos", "--all-code", "--json", "all.json"], in: folder)
        XCTAssertEqual(all.status, 0, all.stderr)
        let kept = try XCTUnwrap(try json("all.json")["repositories"] as? [[String: Any]])
        XCTAssertEqual((kept.first?["findings"] as? [[String: Any]])?.count, 1)
    }

    func testJSONIsTheSameWithOneOrFourJobs() throws {
        var layout: [String: [String: String]] = [:]
        for index in 0..<6 {
            layout["repos/r\(index)"] = ["S/One.swift": Samples.swiftWithFinding, "S/Two.swift": index % 2 == 0 ? Samples.swiftClean : Samples.swiftWithFinding]
        }
        try BatchRepositories.make(in: folder, layout, git: ["repos/r0", "repos/r3"])
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--jobs", "1", "--json", "one.json", "--quiet"], in: folder).status, 0)
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--jobs", "4", "--json", "four.json", "--quiet"], in: folder).status, 0)
        XCTAssertEqual(try text("one.json"), try text("four.json"))
        XCTAssertEqual((try json("one.json")["summary"] as? [String: Int])?["findings"], 9)
    }

    func testSecondRunTakesEveryRepositoryFromTheCache() throws {
        try BatchRepositories.make(in: folder, [
            "repos/plain": ["A.swift": Samples.swiftWithFinding],
            "repos/versioned": ["B.swift": Samples.swiftWithFinding],
        ], git: ["repos/versioned"])
        let arguments = ["batch", "repos", "--cache", "cache"]
        XCTAssertEqual(try CommandRunner.run(arguments + ["--json", "first.json"], in: folder).status, 0)
        let second = try CommandRunner.run(arguments + ["--json", "second.json"], in: folder)
        XCTAssertTrue(second.stderr.contains("0 scanned, 2 from cache"), second.stderr)
        XCTAssertEqual(try json("first.json")["run"] as? [String: Int], ["scanned": 2, "fromCache": 0])
        XCTAssertEqual(try json("second.json")["run"] as? [String: Int], ["scanned": 0, "fromCache": 2])
        let withoutRun = { (text: String) in text.replacingOccurrences(of: #""run": \{[^}]*\}"#, with: "", options: .regularExpression) }
        XCTAssertEqual(withoutRun(try text("first.json")), withoutRun(try text("second.json")))
    }

    func testReportsGoThroughLinksAndIntoSpecialFilesWithoutReplacingThem() throws {
        try BatchRepositories.make(in: folder, ["repos/alpha": ["Save.swift": Samples.swiftWithFinding]])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("latest.json").path,
                                                   withDestinationPath: "reports/batch.json")
        let result = try CommandRunner.run(["batch", "repos", "--json", "latest.json", "--html", "/dev/null", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("latest.json").path)
        XCTAssertEqual(link, "reports/batch.json", "the link is kept, its target written")
        XCTAssertEqual((try json("reports/batch.json")["summary"] as? [String: Int])?["findings"], 1)
        let null = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        XCTAssertEqual(null[.type] as? FileAttributeType, .typeCharacterSpecial)
    }

    func testWithoutReportFilesATableIsPrinted() throws {
        try BatchRepositories.make(in: folder, ["repos/alpha": ["Save.swift": Samples.swiftWithFinding]])
        let result = try CommandRunner.run(["batch", "repos", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("repository"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\nalpha "), result.stdout)
        XCTAssertEqual(result.stderr, "", "--quiet prints no summary, and no progress off a terminal")
    }

    func testHostileSourceTextNeverBecomesMarkupInTheHTMLReport() throws {
        try BatchRepositories.make(in: folder, [
            "repos/<img src=x onerror=alert(2)>": ["Evil.swift": BatchRepositories.hostileSwift],
        ])
        let result = try CommandRunner.run(["batch", "repos", "--html", "report.html", "--csv", "report.csv", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = try text("report.html")
        XCTAssertTrue(page.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;) // &lt;/script&gt;&lt;img"), "snippet escaped")
        XCTAssertFalse(page.contains("<img"))
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2)
        XCTAssertTrue(page.contains("\\u003cimg src=x onerror=alert(2)\\u003e"), "repository name escaped in the embedded JSON")
        XCTAssertTrue(try text("report.csv").contains(",\"                Image(systemName: \"\"</script><img src=x onerror=alert(1)>\"\") // </script>"))
    }

    func testPreviousReportGivesNewAndFixedFindings() throws {
        try BatchRepositories.make(in: folder, [
            "repos/app": ["Old.swift": Samples.swiftWithFinding, "Kept.swift": Samples.swiftWithFinding.replacingOccurrences(of: "Save", with: "Keep")],
        ])
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--json", "old.json", "--quiet"], in: folder).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("repos/app/Old.swift"))
        try Samples.swiftWithFinding.replacingOccurrences(of: "Save", with: "Fresh")
            .write(to: folder.appendingPathComponent("repos/app/New.swift"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["batch", "repos", "--previous", "old.json", "--html", "new.html", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = try text("new.html")
        XCTAssertTrue(page.contains("+1 new</span> <span class=\"delta-fixed\">−1 fixed</span>"), page)
        XCTAssertTrue(page.contains("1 finding fixed since the previous report"))
        XCTAssertTrue(page.contains("Old.swift:5</span>"))
    }
}

/// Builds repository folders (and git repositories) for the command-line batch tests.
enum BatchRepositories {
    /// A finding whose source line holds markup in a string literal and in a comment.
    static let hostileSwift = """
        struct Evil: View {
            var body: some View {
                Button(action: run) {
                    HStack {
                        Image(systemName: "</script><img src=x onerror=alert(1)>") // </script><img src=x onerror=alert(1)>
                        Text("Run")
                    }
                }
            }
        }
        """

    static func make(in root: URL, _ layout: [String: [String: String]], git: Set<String> = []) throws {
        for (repository, files) in layout {
            let base = root.appendingPathComponent(repository)
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            for (path, text) in files {
                let url = base.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            if git.contains(repository) {
                try run(["init", "-q"], in: base)
                try run(["add", "-A"], in: base)
                try run(["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", "init"], in: base)
            }
        }
    }

    private static func run(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

/// Each repository's own `.a11yscan.yml` shapes how the batch scans it.
final class BatchConfigurationTests: XCTestCase {
    func testRepositoryConfigurationIsApplied() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        for name in ["plain", "configured", "broken"] {
            let repo = folder.appendingPathComponent("repos/\(name)")
            try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
            try Samples.swiftWithFinding.write(to: repo.appendingPathComponent("Save.swift"), atomically: true, encoding: .utf8)
        }
        try "rules:\n  disable: [swiftui-icon-not-hidden]\n".write(
            to: folder.appendingPathComponent("repos/configured/.a11yscan.yml"), atomically: true, encoding: .utf8)
        try "rules:\n  disable: [no-such-rule]\n".write(
            to: folder.appendingPathComponent("repos/broken/.a11yscan.yml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["batch", "repos", "--json", "out.json", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out.json"))) as? [String: Any]
        let repositories = report?["repositories"] as? [[String: Any]] ?? []
        func repository(_ name: String) -> [String: Any]? { repositories.first { ($0["name"] as? String) == name } }
        let plainFindings = (repository("plain")?["findings"] as? [[String: Any]]) ?? []
        XCTAssertTrue(plainFindings.contains { $0["ruleId"] as? String == "swiftui-icon-not-hidden" })
        let configuredFindings = (repository("configured")?["findings"] as? [[String: Any]]) ?? []
        XCTAssertFalse(configuredFindings.contains { $0["ruleId"] as? String == "swiftui-icon-not-hidden" })
        XCTAssertEqual(repository("broken")?["status"] as? String, "configuration-error")

        // A built-in rule the batch leaves out with `--only` may still be named by a repository.
        let only = try CommandRunner.run(["batch", "repos", "--json", "only.json", "--quiet", "--only", "swiftui-image-missing-label"],
                                         in: folder)
        XCTAssertEqual(only.status, 0, only.stderr)
        let onlyReport = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("only.json"))) as? [String: Any]
        let configured = (onlyReport?["repositories"] as? [[String: Any]] ?? []).first { ($0["name"] as? String) == "configured" }
        XCTAssertEqual(configured?["status"] as? String, "scanned", "\(configured ?? [:])")
    }
}
