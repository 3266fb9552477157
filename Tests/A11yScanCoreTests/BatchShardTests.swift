import A11yScanBatch
import A11yScanCore
import XCTest

/// `--shard K/N`: parsing, validation, the documented hash, and a partition of the repositories.
final class BatchShardTests: XCTestCase {
    func testParsesOneBasedShards() throws {
        let shard = try BatchShard(parsing: "2/8")
        XCTAssertEqual(shard.index, 2)
        XCTAssertEqual(shard.count, 8)
        XCTAssertEqual(shard.description, "2/8")
        XCTAssertNoThrow(try BatchShard(parsing: "1/1"))
    }

    func testRejectsMalformedAndOutOfRangeShards() {
        for text in ["3", "a/b", "1/", "/4", "1/2/3", "5/4", "1/0", "-1/4"] {
            XCTAssertThrowsError(try BatchShard(parsing: text), text)
        }
        XCTAssertThrowsError(try BatchShard(parsing: "0/4")) { error in
            let message = (error as? BatchInputError)?.description ?? ""
            XCTAssertTrue(message.contains("numbered from 1"), message)
            XCTAssertTrue(message.contains("JOB_COMPLETION_INDEX + 1"), message)
        }
    }

    func testShardIsFNV1aOfTheNameModuloTheCountPlusOne() {
        // Published FNV-1a 64-bit test vectors: "a" → 0xaf63dc4c8601ec8c, "foobar" → 0x85944171f73967e8.
        let vectors: [(String, UInt64)] = [("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)]
        for (name, hash) in vectors {
            for count in [1, 2, 3, 4, 10, 97] {
                XCTAssertEqual(BatchShard.shardIndex(ofName: name, count: count), Int(hash % UInt64(count)) + 1, "\(name) \(count)")
            }
        }
    }

    func testShardsPartitionTheRepositories() throws {
        let repositories = (0..<300).map { BatchRepository(name: "app-\($0)", path: "app-\($0)", absolutePath: "/r/app-\($0)") }
        for count in [1, 2, 3, 7] {
            var seen: [String: Int] = [:]
            for index in 1...count {
                let shard = try BatchShard(index: index, count: count)
                for repository in repositories where shard.contains(repository) { seen[repository.name, default: 0] += 1 }
            }
            XCTAssertEqual(seen.count, repositories.count, "count \(count)")
            XCTAssertTrue(seen.values.allSatisfy { $0 == 1 }, "count \(count)")
        }
        let sizes = try (1...3).map { index in try repositories.filter(BatchShard(index: index, count: 3).contains).count }
        XCTAssertTrue(sizes.allSatisfy { $0 > 60 }, "a shard is badly unbalanced: \(sizes)")
    }
}
