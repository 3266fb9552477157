import A11yScanBatch
import A11yScanCore
import A11yScanFindings
import XCTest

/// Merging batch outputs: order, totals, and every way inputs can fail to fit together.
final class BatchMergerTests: XCTestCase {
    private var workspace: RepositoryResultStore!

    override func setUpWithError() throws {
        workspace = try RepositoryResultStore.temporary()
    }

    override func tearDown() {
        workspace.remove()
    }

    private func part(_ source: String, shard: (Int, Int)? = nil, version: String = "1.0",
                      rules: [RuleDescriptor] = [], run: BatchRunCounts = BatchRunCounts(scanned: 1)) throws -> BatchMerger.Part {
        BatchMerger.Part(source: source, toolVersion: version, guidelinesURL: nil, rules: rules,
                         shard: try shard.map { try BatchShard(index: $0.0, count: $0.1) }, run: run)
    }

    private func result(_ name: String, files: Int = 1) -> RepositoryResult {
        RepositoryResult(name: name, path: "repos/\(name)", status: .scanned, summary: ScanSummary(filesScanned: files))
    }

    private func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testMergedRepositoriesAreInNameOrderWithSummedCounts() throws {
        var merger = BatchMerger(workspace: workspace)
        try merger.begin(try part("two.json", shard: (2, 2), run: BatchRunCounts(scanned: 1, fromCache: 1)))
        try merger.add(result("zeta", files: 3))
        try merger.add(result("alpha", files: 2))
        try merger.begin(try part("one.json", shard: (1, 2), run: BatchRunCounts(scanned: 2, fromCache: 0)))
        try merger.add(result("mid", files: 4))
        let outcome = try merger.finish()
        XCTAssertEqual(outcome.overview.repositories.map(\.name), ["alpha", "mid", "zeta"])
        XCTAssertNil(outcome.overview.shard)
        XCTAssertEqual(outcome.overview.run, BatchRunCounts(scanned: 3, fromCache: 1))
        XCTAssertEqual(outcome.overview.totals.filesScanned, 9)
        XCTAssertEqual(try outcome.result(at: 2).name, "zeta")
    }

    func testMissingRepeatedAndMismatchedShardsAreErrors() throws {
        var incomplete = BatchMerger(workspace: workspace)
        try incomplete.begin(try part("a.json", shard: (1, 3)))
        XCTAssertTrue(message { _ = try incomplete.finish() }.contains("missing shards 2/3, 3/3"))

        var repeated = BatchMerger(workspace: workspace)
        try repeated.begin(try part("a.json", shard: (1, 2)))
        XCTAssertTrue(message { try repeated.begin(try part("b.json", shard: (1, 2))) }.contains("shard 1/2 is also in a.json"))

        var counts = BatchMerger(workspace: workspace)
        try counts.begin(try part("a.json", shard: (1, 2)))
        XCTAssertTrue(message { try counts.begin(try part("b.json", shard: (2, 3))) }.contains("same count"))

        var mixed = BatchMerger(workspace: workspace)
        try mixed.begin(try part("a.json", shard: (1, 2)))
        XCTAssertTrue(message { try mixed.begin(try part("whole.json")) }.contains("mixes a sharded and an unsharded run"))
    }

    func testInputsMustComeFromTheSameToolAndRulesAndNotOverlap() throws {
        var versions = BatchMerger(workspace: workspace)
        try versions.begin(try part("a.json", version: "1.0"))
        XCTAssertTrue(message { try versions.begin(try part("b.json", version: "2.0")) }.contains("written by a11yscan 2.0"))

        let rule = RuleDescriptor(id: "r", family: .grouping, severity: .note, language: .swift, framework: .swiftui,
                                  entry: "button", section: .group, message: "m", fix: "f")
        var rules = BatchMerger(workspace: workspace)
        try rules.begin(try part("a.json", rules: [rule]))
        XCTAssertTrue(message { try rules.begin(try part("b.json", rules: [])) }.contains("ran different rules"))

        var overlap = BatchMerger(workspace: workspace)
        try overlap.begin(try part("a.json"))
        try overlap.add(result("app"))
        try overlap.begin(try part("b.json"))
        XCTAssertTrue(message { try overlap.add(result("app")) }.contains("repository `app` is also in a.json"))

        XCTAssertTrue(message { _ = try BatchMerger(workspace: workspace).finish() }.contains("nothing to merge"))
    }
}
