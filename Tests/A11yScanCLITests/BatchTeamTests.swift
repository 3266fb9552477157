import Foundation
import XCTest

/// The `team:` field of a repository list reaches the JSON report, also for results taken from
/// the cache, where the list's current team wins.
final class BatchTeamTests: XCTestCase {
    func testTeamsFromTheListReachTheReportAndFollowTheListThroughTheCache() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try BatchRepositories.make(in: folder, [
            "repos/shop": ["Save.swift": Samples.swiftWithFinding],
            "repos/news": ["Clean.swift": Samples.swiftClean],
        ])
        func teams(list: String) throws -> (teams: [String: String], fromCache: Int) {
            try CommandRunner.write(list, "repos.txt", in: folder)
            let result = try CommandRunner.run(["batch", "repos.txt", "--json", "out.json", "--cache", "cache", "--quiet"], in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out.json")))
                as? [String: Any])
            var teams: [String: String] = [:]
            for repository in document["repositories"] as? [[String: Any]] ?? [] {
                teams[repository["name"] as? String ?? ""] = repository["team"] as? String ?? "null"
            }
            return (teams, (document["run"] as? [String: Int])?["fromCache"] ?? -1)
        }
        let first = try teams(list: "repos/shop   team: Payments\nrepos/news\n")
        XCTAssertEqual(first.teams, ["repos/shop": "Payments", "repos/news": "null"])
        XCTAssertEqual(first.fromCache, 0)
        let second = try teams(list: "repos/shop   owner: Checkout\nrepos/news team: Content\n")
        XCTAssertEqual(second.teams, ["repos/shop": "Checkout", "repos/news": "Content"])
        XCTAssertEqual(second.fromCache, 2, "a new team does not make a repository scan again")

        try CommandRunner.write("repos/shop team:\n", "broken.txt", in: folder)
        let broken = try CommandRunner.run(["batch", "broken.txt", "--quiet"], in: folder)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("broken.txt:1: no team name after `team:`"), broken.stderr)
    }
}
