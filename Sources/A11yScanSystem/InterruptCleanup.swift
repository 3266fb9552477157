import Foundation

/// Removes this process's temporary files and folders when it is interrupted (Ctrl-C, `kill`,
/// a closed terminal), so a run stopped part-way leaves nothing behind: report files being
/// written, and a batch's scratch folder of results.
///
/// The signal handler may only make async-signal-safe calls: it unlinks the files registered
/// beforehand and, when folders are registered, wakes a cleanup thread through a pipe; that
/// thread removes the folders (listing a folder is not safe inside a handler), then lets the
/// signal take its default course. A second signal during that cleanup ends the process at once.
/// Registered file paths are never freed, since a handler may still be reading one; a run
/// registers a handful at most.
package enum InterruptCleanup {
    private static let capacity = 64
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    nonisolated(unsafe) private static var folders: Set<String> = []
    /// Read by the handler: whether to hand the signal to the cleanup thread.
    nonisolated(unsafe) private static var foldersRegistered: sig_atomic_t = 0
    nonisolated(unsafe) private static var cleanupStarted: sig_atomic_t = 0
    /// Write end of the pipe that wakes the cleanup thread; -1 until it runs.
    nonisolated(unsafe) private static var wakeDescriptor: Int32 = -1
    nonisolated(unsafe) private static var installed = false
    private static let lock = NSLock()
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Removes `path` if the process is interrupted; returns the slot to give `forget`, or nil
    /// when every slot is taken (the file is then only removed by a normal end).
    package static func remove(onInterrupt path: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        installIfNeeded()
        guard let slot = (0..<capacity).first(where: { paths[$0] == nil }) else { return nil }
        paths[slot] = strdup(path)
        return slot
    }

    /// The file was renamed into place or removed: an interruption must not touch it any more.
    package static func forget(_ slot: Int?) {
        guard let slot else { return }
        lock.lock()
        defer { lock.unlock() }
        paths[slot] = nil
    }

    /// Removes the folder `path` and everything in it if the process is interrupted.
    package static func removeFolder(onInterrupt path: String) {
        lock.lock()
        defer { lock.unlock() }
        installIfNeeded()
        startCleanupThreadIfNeeded()
        folders.insert(path)
        foldersRegistered = 1
    }

    /// The folder was removed by the normal end of the run.
    package static func forgetFolder(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        folders.remove(path)
        foldersRegistered = folders.isEmpty ? 0 : 1
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

    private static func startCleanupThreadIfNeeded() {
        guard wakeDescriptor < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let readEnd = ends[0]
        let thread = Thread {
            var signal: Int32 = 0
            while read(readEnd, &signal, MemoryLayout<Int32>.size) != MemoryLayout<Int32>.size {
                if errno != EINTR { return }
            }
            lock.lock()
            let doomed = folders
            lock.unlock()
            for folder in doomed { removeWhileWritersRun(folder) }
            endWithDefaultAction(signal)
        }
        thread.name = "a11yscan interrupt cleanup"
        thread.start()
        wakeDescriptor = ends[1]
    }

    /// The run's other threads go on writing until the signal is raised again: the folder is
    /// first renamed, so no new file can be written into it by its old path, and removal is
    /// repeated while a write that had already started leaves a file behind.
    private static func removeWhileWritersRun(_ folder: String) {
        let renamed = folder + ".interrupted"
        let target = rename(folder, renamed) == 0 ? renamed : folder
        for _ in 0..<50 {
            try? FileManager.default.removeItem(atPath: target)
            if !FileManager.default.fileExists(atPath: target) { return }
            usleep(10_000)
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<InterruptCleanup.capacity {
            if let path = InterruptCleanup.paths[slot] { unlink(path) }
        }
        if InterruptCleanup.foldersRegistered != 0, InterruptCleanup.cleanupStarted == 0, InterruptCleanup.wakeDescriptor >= 0 {
            InterruptCleanup.cleanupStarted = 1
            var number = signal
            if write(InterruptCleanup.wakeDescriptor, &number, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size { return }
        }
        InterruptCleanup.endWithDefaultAction(signal)
    }

    /// Restores the signal's default action and raises it again, so the process ends the way
    /// the sender meant (a shell sees "interrupted", not a normal exit).
    private static func endWithDefaultAction(_ signal: Int32) {
        var action = sigaction()
        action.handler = nil
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
    }
}
