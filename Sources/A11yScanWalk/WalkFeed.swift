import Foundation

/// Files a walk still in progress has found, offered to scanning threads before the walk
/// ends. Report order is known only once every file is found, but scanning need not wait for
/// it: a file scanned early keeps its result until its turn (`EarlyScan`). The walk of a large
/// tree is a tenth of a second or more (30,000 files) in which the other cores would otherwise idle.
///
/// Bounded both ways: at most `capacity` files wait to be claimed (the walk drops the rest,
/// which are scanned in report order later), and at most `limit` are offered in all (about
/// what one core scans while such a walk runs), so the results held for later stay bounded
/// however large the tree.
package final class WalkFeed: @unchecked Sendable {
    /// A file as the walk found it; `number` is its place in the order of discovery.
    package struct File: Sendable {
        package let number: Int
        package let file: WalkedFile
    }

    private let condition = NSCondition()
    private var waiting: [File] = []
    private var handedOut = 0
    private var ended = false
    /// Read and written by the offering thread only.
    private var limitReached = false
    private let capacity: Int
    private let limit: Int

    init(capacity: Int = 64, limit: Int = 4096) {
        self.capacity = capacity
        self.limit = limit
    }

    /// Offers the file found `number`th (walk thread). Dropped when enough are waiting or the
    /// limit is reached: it is then scanned after the walk, in report order.
    func offer(_ number: Int, _ file: @autoclosure () -> WalkedFile) {
        // Only the walk thread offers, and once the limit is reached no claim lowers the
        // count again: the many files found after it cost no lock.
        guard !limitReached else { return }
        condition.lock()
        defer { condition.unlock() }
        if handedOut + waiting.count >= limit { limitReached = true }
        guard !ended, waiting.count < capacity, !limitReached else { return }
        waiting.append(File(number: number, file: file()))
        condition.signal()
    }

    /// The walk has ended: nothing more is offered, and claimers get nil once none waits.
    func end() {
        condition.lock()
        defer { condition.unlock() }
        ended = true
        condition.broadcast()
    }

    /// The next file to scan early, waiting while the walk runs and none is offered; nil once
    /// none waits and the walk has ended or the limit is reached.
    package func claim() -> File? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty, !ended, handedOut < limit { condition.wait() }
        guard !waiting.isEmpty else { return nil }
        handedOut += 1
        return waiting.removeFirst()
    }
}
