import CFileExchange
import Foundation
import Synchronization

/// Writes report files atomically: a temporary sibling that takes the target's place once
/// complete, so a failed run never leaves half a report. Targets that are not regular files
/// (`/dev/null`, a FIFO, a terminal) are written in place, never replaced; a symbolic link is
/// followed, not replaced. `-` is standard output.
package struct AtomicFile {
    /// The path as the user gave it, for messages.
    package let shownPath: String
    package let handle: FileHandle
    package var descriptor: Int32 { handle.fileDescriptor }
    /// The temporary file and the path it is renamed to; nil when written in place.
    private let rename: (temporary: String, target: String)?
    /// Where the temporary file is registered for removal on interruption.
    private let interruptSlot: Int?

    /// Numbers the temporary files of this process, so several open at once (two formats
    /// written to the same path) never share one.
    private static let openedCount = Atomic<Int>(0)

    /// The folder for other temporary files of this report: beside the temporary file when
    /// there is one (same file system, same space), else the system's temporary folder.
    package var scratchFolder: String {
        guard let temporary = rename?.temporary else { return FileManager.default.temporaryDirectory.path }
        return URL(fileURLWithPath: temporary).deletingLastPathComponent().path
    }

    /// Opens `path` for writing; call `commit()` when everything is written, `discard()` on failure.
    package static func open(_ path: String) throws -> AtomicFile {
        if path == "-" { return AtomicFile(shownPath: path, handle: FileHandle.standardOutput, rename: nil, interruptSlot: nil) }
        let target = URL(fileURLWithPath: followingLinks(path))
        var info = stat()
        if stat(target.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            guard let handle = FileHandle(forWritingAtPath: target.path) else {
                throw OutputFileError(path: path, reason: "cannot open for writing")
            }
            return AtomicFile(shownPath: path, handle: handle, rename: nil, interruptSlot: nil)
        }
        let number = openedCount.wrappingAdd(1, ordering: .relaxed).oldValue
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).a11yscan-\(ProcessInfo.processInfo.processIdentifier)-\(number).tmp").path
        let slot = InterruptCleanup.remove(onInterrupt: temporary)
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary) else {
            InterruptCleanup.forget(slot)
            throw OutputFileError(path: path, reason: "cannot create a file in its folder")
        }
        return AtomicFile(shownPath: path, handle: handle, rename: (temporary, target.path), interruptSlot: slot)
    }

    /// Writes all of `bytes` to `path` atomically.
    package static func write(_ bytes: [UInt8], to path: String) throws {
        let file = try open(path)
        do {
            try file.append(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// Writes all of `bytes`; a failure names the system's reason (`File too large`, `No space left on device`).
    package func append(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw OutputFileError(path: shownPath, reason: String(cString: strerror(errno)))
            }
            written += count
        }
    }

    /// Closes the file and puts the temporary file in the target's place.
    package func commit() throws {
        if shownPath != "-" { try? handle.close() }
        guard let (temporary, target) = rename else { return }
        defer { InterruptCleanup.forget(interruptSlot) }
        if !Self.replace(target, with: temporary) {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputFileError(path: shownPath, reason: reason)
        }
    }

    /// Puts `temporary` in `target`'s place in one step; false with `errno` set on failure.
    /// An existing regular file is exchanged with the new one, and the old one, now at the
    /// temporary path, removed: ext4 starts writing out a file renamed over another at once,
    /// on the renaming thread (6–7 ms of a 10 MB report), where an exchange leaves the
    /// writing to the kernel's usual write-back. Readers see the old report or the new one
    /// either way; where exchanging is not supported, a plain rename.
    private static func replace(_ target: String, with temporary: String) -> Bool {
        var info = stat()
        if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG, a11yscan_exchange_paths(temporary, target) == 0 {
            unlink(temporary)
            return true
        }
        return Foundation.rename(temporary, target) == 0
    }

    /// Closes the file and removes the temporary file, leaving the target as it was.
    package func discard() {
        if shownPath != "-" { try? handle.close() }
        if let temporary = rename?.temporary { try? FileManager.default.removeItem(atPath: temporary) }
        InterruptCleanup.forget(interruptSlot)
    }

    /// The path a chain of symbolic links ends at (the end need not exist yet).
    private static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }
}
