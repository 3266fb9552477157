import Foundation

/// Hands the results of numbered work items to one consumer in item order, while workers
/// finish them in any order. Workers take items from a shared counter, but never more than
/// `window` items ahead of the consumer, so at most `window` results are ever held: memory
/// stays flat however many items there are and however slow one straggler is.
///
/// Workers call `claim()` then `store(_:at:)`; the consumer calls `next()` until it returns
/// nil. `cancel()` (from the consumer) makes every waiting call return nil.
final class ReorderBuffer<Value: Sendable>: @unchecked Sendable {
    let count: Int
    let window: Int
    private let condition = NSCondition()
    /// Results by item number modulo `window`; an item only ever waits in its own slot.
    private var slots: [Value?]
    private var nextClaim = 0
    private var nextDelivery = 0
    private var cancelled = false
    private var held = 0
    private var mostHeld = 0
    /// Who waits, so that a store or a delivery wakes threads only when one of them can go on:
    /// waking every thread on every file cost two context switches per file.
    private var consumerWaiting = false
    private var claimersWaiting = 0

    init(count: Int, window: Int) {
        self.count = max(0, count)
        self.window = max(1, window)
        slots = Array(repeating: nil, count: self.window)
    }

    /// The next item to work on, waiting while the consumer is `window` items behind; nil when
    /// every item is taken or the buffer was cancelled.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, nextClaim < count, nextClaim >= nextDelivery + window {
            claimersWaiting += 1
            condition.wait()
            claimersWaiting -= 1
        }
        guard !cancelled, nextClaim < count else { return nil }
        defer { nextClaim += 1 }
        return nextClaim
    }

    /// Keeps the result of a claimed item until every item before it has been delivered.
    func store(_ value: Value, at index: Int) {
        condition.lock()
        defer { condition.unlock() }
        guard !cancelled else { return }
        slots[index % window] = value
        held += 1
        mostHeld = max(mostHeld, held)
        if consumerWaiting, readyInOrder() >= min(wakeBatch, count - nextDelivery) { condition.broadcast() }
    }

    /// Results a woken consumer can take at once: it is woken when this many are ready in
    /// order (or all that remain), not for each one, which cost a context switch per file
    /// while the workers kept both cores busy.
    private var wakeBatch: Int { min(16, window) }

    /// How many results from `nextDelivery` on are stored without a gap, counting up to `wakeBatch`.
    private func readyInOrder() -> Int {
        var ready = 0
        while ready < wakeBatch, nextDelivery + ready < count, slots[(nextDelivery + ready) % window] != nil {
            ready += 1
        }
        return ready
    }

    /// The next result in item order, waiting for it to be stored; nil after the last item or
    /// once cancelled.
    func next() -> Value? {
        condition.lock()
        defer { condition.unlock() }
        guard nextDelivery < count else { return nil }
        while !cancelled, slots[nextDelivery % window] == nil {
            consumerWaiting = true
            condition.wait()
            consumerWaiting = false
        }
        guard !cancelled, let value = slots[nextDelivery % window] else { return nil }
        slots[nextDelivery % window] = nil
        held -= 1
        nextDelivery += 1
        if claimersWaiting > 0 { condition.broadcast() }
        return value
    }

    /// Stops the work: waiting workers and the consumer return nil, later results are dropped.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        slots = Array(repeating: nil, count: window)
        held = 0
        condition.broadcast()
    }

    /// The most results held at once, waiting for delivery (at most `window`).
    var mostHeldAtOnce: Int {
        condition.lock()
        defer { condition.unlock() }
        return mostHeld
    }
}
