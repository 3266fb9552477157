import Foundation

/// Removes this process's temporary report files when it is interrupted (Ctrl-C, `kill`, a
/// closed terminal), so a scan stopped part-way leaves nothing beside the reports. Reports are
/// written while the scan runs, so their temporary files exist for as long as it does.
///
/// The signal handler may only make async-signal-safe calls: it unlinks the paths registered
/// beforehand, then lets the signal take its default course. Registered strings are never
/// freed, since a handler may still be reading one; a run registers a handful at most.
enum InterruptCleanup {
    private static let capacity = 64
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    nonisolated(unsafe) private static var installed = false
    private static let lock = NSLock()
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Removes `path` if the process is interrupted; returns the slot to give `forget`, or nil
    /// when every slot is taken (the file is then only removed by a normal end).
    static func remove(onInterrupt path: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        installIfNeeded()
        guard let slot = (0..<capacity).first(where: { paths[$0] == nil }) else { return nil }
        paths[slot] = strdup(path)
        return slot
    }

    /// The file was renamed into place or removed: an interruption must not touch it any more.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        lock.lock()
        defer { lock.unlock() }
        paths[slot] = nil
    }

    private static func installIfNeeded() {
        guard !installed else { return }
        installed = true
        for signal in signals {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            // A signal the user's shell ignores (`nohup`) stays ignored.
            guard previous.handler == nil else { continue }
            var action = sigaction()
            action.handler = handle
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<InterruptCleanup.capacity {
            if let path = InterruptCleanup.paths[slot] { unlink(path) }
        }
        var action = sigaction()
        action.handler = nil
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
    }
}
