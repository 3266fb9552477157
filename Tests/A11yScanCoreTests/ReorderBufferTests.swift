import Foundation
import Synchronization
import XCTest
@testable import A11yScanCore

/// The hand-off between scanning workers and the one consumer: results come out in item
/// order whatever order they finish in, and no more than the window is ever held.
final class ReorderBufferTests: XCTestCase {
    func testResultsStoredBackwardsComeOutInOrder() {
        let buffer = ReorderBuffer<Int>(count: 5, window: 5)
        let claimed = (0..<5).compactMap { _ in buffer.claim() }
        XCTAssertEqual(claimed, [0, 1, 2, 3, 4])
        XCTAssertNil(buffer.claim(), "every item is taken")
        for item in claimed.reversed() { buffer.store(item * 10, at: item) }
        var delivered: [Int] = []
        while let value = buffer.next() { delivered.append(value) }
        XCTAssertEqual(delivered, [0, 10, 20, 30, 40])
    }

    func testManyWorkersFinishingInAnyOrderDeliverEveryItemInOrderWithinTheWindow() {
        let count = 2_000, window = 8
        let buffer = ReorderBuffer<Int>(count: count, window: window)
        let workers = DispatchGroup()
        for worker in 0..<4 {
            DispatchQueue.global().async(group: workers) {
                while let item = buffer.claim() {
                    // Uneven work, so items finish out of order.
                    usleep(UInt32((item * 7919 + worker) % 13))
                    buffer.store(item, at: item)
                }
            }
        }
        var delivered: [Int] = []
        while let value = buffer.next() { delivered.append(value) }
        workers.wait()
        XCTAssertEqual(delivered, Array(0..<count))
        XCTAssertLessThanOrEqual(buffer.mostHeldAtOnce, window, "never more results held than the window")
        XCTAssertGreaterThan(buffer.mostHeldAtOnce, 0)
    }

    func testAWaitingConsumerIsWokenForBatchesAndForTheLastShortOne() {
        // 37 items, stored one by one while the consumer waits: it is woken per 16 ready
        // results and once more for the last 5, which never make a whole batch.
        let count = 37
        let buffer = ReorderBuffer<Int>(count: count, window: 64)
        let delivered = Mutex<[Int]>([])
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while let value = buffer.next() { delivered.withLock { $0.append(value) } }
            finished.signal()
        }
        while let item = buffer.claim() {
            usleep(200)
            buffer.store(item, at: item)
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "the consumer took the last short batch")
        XCTAssertEqual(delivered.withLock { $0 }, Array(0..<count))
    }

    func testAWorkerWaitsWhileTheConsumerIsAWindowBehind() {
        let buffer = ReorderBuffer<Int>(count: 10, window: 3)
        XCTAssertEqual([buffer.claim(), buffer.claim(), buffer.claim()], [0, 1, 2])
        let fourthClaim = Mutex<Int?>(nil)
        let claimed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let item = buffer.claim()
            fourthClaim.withLock { $0 = item }
            claimed.signal()
        }
        for item in 0..<3 { buffer.store(item, at: item) }
        XCTAssertEqual(fourthClaim.withLock { $0 }, nil, "item 3 is not handed out before item 0 is delivered")
        XCTAssertEqual(buffer.next(), 0)
        XCTAssertEqual(claimed.wait(timeout: .now() + 30), .success, "the waiting worker is woken once item 0 is delivered")
        XCTAssertEqual(fourthClaim.withLock { $0 }, 3)
    }

    func testCancelReleasesWaitingWorkersAndTheConsumer() {
        let buffer = ReorderBuffer<Int>(count: 10, window: 1)
        XCTAssertEqual(buffer.claim(), 0)
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            XCTAssertNil(buffer.claim(), "a waiting worker gets nothing once cancelled")
            released.signal()
        }
        buffer.cancel()
        XCTAssertEqual(released.wait(timeout: .now() + 30), .success, "cancelling wakes the waiting worker")
        XCTAssertNil(buffer.next(), "the consumer gets nothing once cancelled")
        buffer.store(1, at: 0)
        XCTAssertNil(buffer.next(), "results stored after cancelling are dropped")
    }
}
