@testable import A11yScanWalk
import Foundation
import Synchronization
import XCTest

/// The walk offers files to early scanning as it finds them, numbered in the order of
/// discovery, and never offers more than the feed's bounds allow.
final class WalkFeedTests: XCTestCase {
    private func file(_ name: String) -> WalkedFile {
        WalkedFile(absolutePath: "/root/" + name, relativePath: name, root: "/root", language: .swift, explicitlyNamed: false)
    }

    func testOffersBeyondTheBoundsAreDropped() {
        let feed = WalkFeed(capacity: 2, limit: 3)
        feed.offer(0, file("A.swift"))
        feed.offer(1, file("B.swift"))
        feed.offer(2, file("C.swift"))
        XCTAssertEqual(feed.claim()?.number, 0)
        XCTAssertEqual(feed.claim()?.number, 1, "the third offer found two waiting and was dropped")
        feed.offer(3, file("D.swift"))
        feed.offer(4, file("E.swift"))
        XCTAssertEqual(feed.claim()?.file.relativePath, "D.swift")
        XCTAssertNil(feed.claim(), "the limit of three was reached: no wait for the walk to end")
    }

    func testAClaimWaitsForAnOfferOrTheEndOfTheWalk() {
        let feed = WalkFeed()
        let claimed = DispatchSemaphore(value: 0)
        let numbers = Mutex<[Int?]>([])
        let claimer = Thread {
            let first = feed.claim()?.number
            let second = feed.claim()?.number
            numbers.withLock { $0 = [first, second] }
            claimed.signal()
        }
        claimer.start()
        Thread.sleep(forTimeInterval: 0.05)
        feed.offer(7, file("A.swift"))
        Thread.sleep(forTimeInterval: 0.05)
        feed.end()
        XCTAssertEqual(claimed.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(numbers.withLock { $0 }, [7, nil])
    }

    func testFilesWaitingWhenTheWalkEndsAreStillHandedOut() {
        let feed = WalkFeed()
        feed.offer(0, file("A.swift"))
        feed.end()
        feed.offer(1, file("B.swift"))
        XCTAssertEqual(feed.claim()?.number, 0)
        XCTAssertNil(feed.claim(), "nothing is offered after the end")
    }

    func testAWalkNumbersEachFileByItsPlaceInTheOrderOfDiscovery() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-feed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for number in 0..<40 {
            let url = folder.appendingPathComponent("Group\(number % 5)/Sub\(number % 3)/View\(number).swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct V\(number) {}\n".utf8).write(to: url)
        }
        let feed = WalkFeed(capacity: 100, limit: 100)
        let walked = FileWalker().walk([folder.path], feed: feed)
        var offered: [Int: String] = [:]
        while let next = feed.claim() { offered[next.number] = next.file.relativePath }
        XCTAssertEqual(offered.count, 40, "every file is offered once")
        for position in walked.files.indices {
            XCTAssertEqual(offered[walked.files.discoveryNumber(at: position)], walked.files[position].relativePath)
        }
        XCTAssertNotEqual(walked.files.map(\.relativePath), (0..<40).compactMap { offered[$0] },
                          "the test means something only if discovery order differs from report order")
    }
}
