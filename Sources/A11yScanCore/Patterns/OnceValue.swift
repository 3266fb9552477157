import Synchronization

/// A value of a shared rule computed on first use, by whichever thread asks first. After that,
/// asking is one atomic load: every scanning thread reads these on every match, and taking a
/// lock each time made the threads write to the same cache line over and over (and wait for
/// each other: the lock's contended path showed up with two jobs).
final class OnceValue<Value: Sendable>: @unchecked Sendable {
    private let make: @Sendable () -> Value
    private let ready = Atomic<Bool>(false)
    private let lock = Mutex(())
    /// Written once, under `lock`, before `ready` is set; read only after `ready` is seen set.
    private nonisolated(unsafe) var stored: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        if ready.load(ordering: .acquiring), let stored { return stored }
        return lock.withLock { _ in
            if ready.load(ordering: .relaxed), let stored { return stored }
            let made = make()
            stored = made
            ready.store(true, ordering: .releasing)
            return made
        }
    }
}
