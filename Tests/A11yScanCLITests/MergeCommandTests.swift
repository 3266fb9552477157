import Foundation
import XCTest

/// `a11yscan merge`: shards merged give exactly the single run's reports; bad inputs exit 2.
final class MergeCommandTests: XCTestCase {
    func testMergedShardsEqualASingleRunByteForByte() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        var layout: [String: [String: String]] = [:]
        for index in 0..<8 {
            layout["repos/app-\(index)"] = ["Screen.swift": index % 3 == 0 ? Samples.swiftClean : Samples.swiftWithFinding]
        }
        try BatchRepositories.make(in: folder, layout, git: ["repos/app-1", "repos/app-4"])
        try "repos/app-missing\n".write(to: folder.appendingPathComponent("extra.txt"), atomically: true, encoding: .utf8)
        // The HTML page shows when it was written: the same moment for both runs.
        let moment = ["SOURCE_DATE_EPOCH": "1748870000"]
        let single = try CommandRunner.run(
            ["batch", "repos", "extra.txt", "--json", "all.json", "--csv", "all.csv", "--html", "all.html", "--quiet"], in: folder,
            environment: moment)
        XCTAssertEqual(single.status, 0, single.stderr)
        var shardRepositories = 0
        for index in 1...3 {
            let shard = try CommandRunner.run(
                ["batch", "repos", "extra.txt", "--shard", "\(index)/3", "--json", "shard-\(index).json", "--quiet"], in: folder)
            XCTAssertEqual(shard.status, 0, shard.stderr)
            let data = try Data(contentsOf: folder.appendingPathComponent("shard-\(index).json"))
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            XCTAssertEqual(document["shard"] as? [String: Int], ["index": index, "count": 3])
            shardRepositories += (document["repositories"] as? [Any])?.count ?? 0
        }
        XCTAssertEqual(shardRepositories, 9, "every repository in exactly one shard")
        let merge = try CommandRunner.run(
            ["merge", "shard-3.json", "shard-1.json", "shard-2.json", "--json", "merged.json", "--csv", "merged.csv",
             "--html", "merged.html", "--quiet"], in: folder, environment: moment)
        XCTAssertEqual(merge.status, 0, merge.stderr)
        for ext in ["json", "csv", "html"] {
            let merged = try Data(contentsOf: folder.appendingPathComponent("merged.\(ext)"))
            let whole = try Data(contentsOf: folder.appendingPathComponent("all.\(ext)"))
            XCTAssertEqual(merged, whole, "merged \(ext) differs from the single run's")
        }
    }

    func testIncompleteOrForeignInputsAreUsageErrors() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try BatchRepositories.make(in: folder, ["repos/a": ["A.swift": Samples.swiftClean], "repos/b": ["B.swift": Samples.swiftClean]])
        XCTAssertEqual(try CommandRunner.run(["batch", "repos", "--shard", "1/2", "--json", "one.json", "--quiet"], in: folder).status, 0)
        let missing = try CommandRunner.run(["merge", "one.json", "--json", "out.json"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("missing shard 2/2"), missing.stderr)
        let twice = try CommandRunner.run(["merge", "one.json", "one.json"], in: folder)
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("shard 1/2 is also in one.json"), twice.stderr)
        XCTAssertEqual(try CommandRunner.run(["repos", "--format", "json", "--output", "scan.json"], in: folder).status, 0)
        let scan = try CommandRunner.run(["merge", "scan.json"], in: folder)
        XCTAssertEqual(scan.status, 2)
        XCTAssertTrue(scan.stderr.contains("not a batch report"), scan.stderr)
        XCTAssertEqual(try CommandRunner.run(["merge"], in: folder).status, 2)
        XCTAssertEqual(try CommandRunner.run(["merge", "absent.json"], in: folder).status, 2)
    }
}
