import A11yScanBatch
import A11yScanCore
import A11yScanGitProcess
import A11yScanRules
import Foundation
import Synchronization
import XCTest

/// The batch engine on real folders and real git repositories: statuses, determinism across
/// thread counts, the cache and what invalidates it, commits, progress and shards.
final class BatchRunnerTests: XCTestCase {
    private var fixture: BatchRepositoryFixture!

    override func setUpWithError() throws {
        fixture = try BatchRepositoryFixture()
    }

    override func tearDown() {
        fixture.remove()
    }

    private func runner(jobs: Int = 2, cache: RepositoryResultStore? = nil, rules: RuleSet? = nil,
                        shard: BatchShard? = nil) throws -> BatchRunner {
        BatchRunner(settings: RepositoryScanSettings(rules: try rules ?? RuleSet.builtIn()), jobs: jobs,
                    toolVersion: "test", cache: cache, shard: shard, git: try GitProcess.locate())
    }

    private func run(_ runner: BatchRunner, _ repositories: [BatchRepository],
                     progress: (@Sendable (BatchProgress) -> Void)? = nil) throws -> (BatchOutcome, [RepositoryResult]) {
        let workspace = try RepositoryResultStore.temporary()
        addTeardownBlock { workspace.remove() }
        let outcome = try runner.run(repositories, workspace: workspace, progress: progress)
        return (outcome, try outcome.resultPaths.indices.map { try outcome.result(at: $0) })
    }

    func testEveryRepositoryGetsAResultAndNoneStopsTheBatch() throws {
        try fixture.repository("with-finding", files: ["Screens/Save.swift": BatchSamples.swiftWithFinding])
        try fixture.repository("clean", files: ["Save.swift": BatchSamples.swiftClean])
        try fixture.repository("docs-only", files: ["README.md": "# nothing to scan\n"])
        try fixture.file("plain-file", "not a folder")
        let repositories = try fixture.list(["with-finding", "clean", "docs-only", "plain-file", "gone"])
        let (outcome, results) = try run(try runner(), repositories)
        XCTAssertEqual(outcome.overview.repositories.map(\.name), ["clean", "docs-only", "gone", "plain-file", "with-finding"])
        XCTAssertEqual(results.map(\.status), [.scanned, .empty, .missing, .notAFolder, .scanned])
        XCTAssertEqual(results[1].message, "no Swift or Kotlin source files")
        XCTAssertEqual(results[2].message, "no such folder")
        let finding = try XCTUnwrap(results[4].findings.first)
        XCTAssertEqual(results[4].findings.count, 1)
        XCTAssertEqual(finding.path, "Screens/Save.swift")
        XCTAssertEqual(finding.ruleID, "swiftui-icon-not-hidden")
        let totals = outcome.overview.totals
        XCTAssertEqual(totals.counts.total, 1)
        XCTAssertEqual(totals.filesScanned, 2)
        XCTAssertEqual(totals.notScanned, 2)
        XCTAssertEqual(outcome.overview.run, BatchRunCounts(scanned: 3, fromCache: 0))
    }

    func testResultsDoNotDependOnTheNumberOfThreads() throws {
        var names: [String] = []
        for index in 0..<7 {
            let name = "repo-\(index)"
            names.append(name)
            var files: [String: String] = [:]
            for file in 0...(index % 3) {
                files["Sources/Screen\(file).swift"] = file % 2 == 0 ? BatchSamples.swiftWithFinding : BatchSamples.swiftClean
            }
            try fixture.repository(name, files: files, git: index % 2 == 0)
        }
        let repositories = try fixture.list(names)
        let (one, oneResults) = try run(try runner(jobs: 1), repositories)
        let (four, fourResults) = try run(try runner(jobs: 4), repositories)
        XCTAssertEqual(one.overview.repositories, four.overview.repositories)
        XCTAssertEqual(oneResults, fourResults)
        XCTAssertEqual(one.overview.totals.counts.total, 9, "one finding per even-numbered file: 1+1+2 per three repositories")
    }

    func testSecondRunTakesEveryRepositoryFromTheCache() throws {
        try fixture.repository("plain", files: ["A.swift": BatchSamples.swiftWithFinding])
        try fixture.repository("versioned", files: ["B.swift": BatchSamples.swiftClean], git: true)
        let repositories = try fixture.list(["plain", "versioned"])
        let cache = try RepositoryResultStore(directory: fixture.root.appendingPathComponent("cache").path)
        let (first, firstResults) = try run(try runner(cache: cache), repositories)
        XCTAssertEqual(first.overview.run, BatchRunCounts(scanned: 2, fromCache: 0))

        // An uncommitted edit in a git repository is not seen: the cached result (clean) is
        // used although the file now has a finding, which shows nothing was scanned again.
        try fixture.write(BatchSamples.swiftWithFinding, "versioned/B.swift")
        let (second, secondResults) = try run(try runner(cache: cache), repositories)
        XCTAssertEqual(second.overview.run, BatchRunCounts(scanned: 0, fromCache: 2))
        XCTAssertEqual(secondResults, firstResults)
        XCTAssertEqual(secondResults[1].findings.count, 0)

        // Committing it changes HEAD, and editing the plain folder changes its content digest.
        try fixture.commit("versioned")
        try fixture.write(BatchSamples.swiftClean, "plain/A.swift")
        let (third, thirdResults) = try run(try runner(cache: cache), repositories)
        XCTAssertEqual(third.overview.run, BatchRunCounts(scanned: 2, fromCache: 0))
        XCTAssertEqual(thirdResults.map(\.findings.count), [0, 1])

        // Other rules make other results.
        let noRules = try RuleSet.builtIn().filter { _ in false }
        let (fourth, _) = try run(try runner(cache: cache, rules: noRules), repositories)
        XCTAssertEqual(fourth.overview.run, BatchRunCounts(scanned: 2, fromCache: 0))
    }

    func testADamagedCacheFileIsScannedAgain() throws {
        try fixture.repository("plain", files: ["A.swift": BatchSamples.swiftWithFinding])
        let repositories = try fixture.list(["plain"])
        let cacheFolder = fixture.root.appendingPathComponent("cache")
        let cache = try RepositoryResultStore(directory: cacheFolder.path)
        _ = try run(try runner(cache: cache), repositories)
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path) {
            try "{ not json".write(to: cacheFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let (again, results) = try run(try runner(cache: cache), repositories)
        XCTAssertEqual(again.overview.run, BatchRunCounts(scanned: 1, fromCache: 0))
        XCTAssertEqual(results.first?.findings.count, 1)
    }

    func testCommitIsTheHeadOfAWorkTreeTopOnly() throws {
        try fixture.repository("mono", files: ["ios/App.swift": BatchSamples.swiftClean], git: true)
        let repositories = try fixture.list(["mono", "mono/ios"])
        let (_, results) = try run(try runner(), repositories)
        XCTAssertEqual(results.map(\.name), ["mono", "mono/ios"])
        XCTAssertEqual(results[0].commit, try fixture.git(["rev-parse", "HEAD"], in: "mono"))
        XCTAssertNil(results[1].commit, "a folder inside a work tree must not borrow its commit")
    }

    func testProgressIsReportedAfterEveryRepository() throws {
        for name in ["a", "b", "c"] { try fixture.repository(name, files: ["X.swift": BatchSamples.swiftWithFinding]) }
        let seen = Mutex<[BatchProgress]>([])
        _ = try run(try runner(jobs: 3), try fixture.list(["a", "b", "c"])) { progress in
            seen.withLock { $0.append(progress) }
        }
        let reports = seen.withLock { $0 }
        XCTAssertEqual(reports.map(\.done), [1, 2, 3])
        XCTAssertEqual(reports.last?.total, 3)
        XCTAssertEqual(reports.last?.files, 3)
        XCTAssertEqual(reports.last?.findings, 3)
    }

    func testShardRunsTogetherCoverTheBatchOnce() throws {
        let names = (0..<9).map { "shard-repo-\($0)" }
        for name in names { try fixture.repository(name, files: ["S.swift": BatchSamples.swiftClean]) }
        let repositories = try fixture.list(names)
        var covered: [String] = []
        for index in 1...3 {
            let (outcome, _) = try run(try runner(shard: try BatchShard(index: index, count: 3)), repositories)
            XCTAssertEqual(outcome.overview.shard, try BatchShard(index: index, count: 3))
            covered += outcome.overview.repositories.map(\.name)
        }
        XCTAssertEqual(covered.sorted(), names.sorted())
    }
}

/// Real repository folders (some of them git repositories) under one temporary folder.
final class BatchRepositoryFixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ text: String, _ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func file(_ path: String, _ text: String) throws { try write(text, path) }

    func repository(_ name: String, files: [String: String], git: Bool = false) throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        for (path, text) in files { try write(text, "\(name)/\(path)") }
        if git {
            _ = try self.git(["init", "-q"], in: name)
            try commit(name)
        }
    }

    func commit(_ name: String) throws {
        _ = try git(["add", "-A"], in: name)
        _ = try git(["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", "change"], in: name)
    }

    /// Runs git in `folder` and returns its trimmed output.
    @discardableResult
    func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.appendingPathComponent(folder).path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The repositories at `names` (paths below the root), as a list file would give them.
    func list(_ names: [String]) throws -> [BatchRepository] {
        let listFile = root.appendingPathComponent("repos-\(UUID().uuidString).txt")
        try names.joined(separator: "\n").write(to: listFile, atomically: true, encoding: .utf8)
        return try RepositoryList.read([listFile.path])
    }
}

/// Swift sources with and without a finding of the built-in `swiftui-icon-not-hidden` rule.
enum BatchSamples {
    static let swiftWithFinding = """
        struct SaveButton: View {
            var body: some View {
                Button(action: save) {
                    HStack {
                        Image(systemName: "tray.and.arrow.down")
                        Text("Save")
                    }
                }
            }
        }
        """
    static let swiftClean = """
        struct SaveButton: View {
            var body: some View {
                Button(action: save) {
                    Label("Save", systemImage: "tray.and.arrow.down")
                }
            }
        }
        """
}
