#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing a directory entry or path is. Special files (FIFOs, sockets, devices)
/// are only ever classified from their mode bits, never opened: opening a FIFO can block.
package enum FileKind: Sendable, Hashable {
    case regular, directory, symlink, unknown
    case special(String)

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symlink
        case S_IFIFO: self = .special("FIFO")
        case S_IFSOCK: self = .special("socket")
        case S_IFCHR: self = .special("character device")
        case S_IFBLK: self = .special("block device")
        default: self = .unknown
        }
    }

    init(directoryEntryType type: Int) {
        switch type {
        case Int(DT_REG): self = .regular
        case Int(DT_DIR): self = .directory
        case Int(DT_LNK): self = .symlink
        case Int(DT_FIFO): self = .special("FIFO")
        case Int(DT_SOCK): self = .special("socket")
        case Int(DT_CHR): self = .special("character device")
        case Int(DT_BLK): self = .special("block device")
        default: self = .unknown
        }
    }
}

/// The identity of a file on disk: two paths with the same identity are the same file.
package struct FileIdentity: Sendable, Hashable {
    package let device: UInt64
    package let inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// The result of `stat`/`lstat` the walker cares about.
package struct FileStatus: Sendable {
    package let kind: FileKind
    package let identity: FileIdentity

    init(_ info: stat) {
        kind = FileKind(mode: info.st_mode)
        identity = FileIdentity(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }
}

/// A failed system call, kept as its `errno` so callers can tell "missing" from "denied".
package struct SystemCallError: Error, Sendable, Equatable {
    package let code: Int32
    /// Replaces the system's wording when the walker knows better what went wrong.
    package var detail: String?

    package init(code: Int32, detail: String? = nil) {
        self.code = code
        self.detail = detail
    }

    package var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    /// The path was a symbolic link opened without following links.
    package var isLink: Bool { code == ELOOP }
    package var message: String { detail ?? String(cString: strerror(code)) }
}

#if canImport(Darwin)
private typealias DirectoryHandle = UnsafeMutablePointer<DIR>
#else
private typealias DirectoryHandle = OpaquePointer
#endif

/// One name read from a folder.
package struct DirectoryEntry: Sendable {
    /// The name; replacement characters stand in for bytes that are not UTF-8.
    package let name: String
    /// False when the name's bytes are not UTF-8, so no path built from `name` can open it.
    package let isValidUTF8: Bool
    package let kind: FileKind
    /// The inode number the listing gives (`d_ino`): with the folder's device, the entry's
    /// identity, so a walk need not ask `fstatat` for it. It is `stat`'s inode too, except for
    /// a mount point, which a file the walk lists is not in practice.
    package let inode: UInt64
}

/// The few POSIX calls the walker needs, with errors as values.
package enum FileSystem {
    package static func status(ofPath path: String, followingLinks: Bool) -> Result<FileStatus, SystemCallError> {
        var info = stat()
        let code = followingLinks ? stat(path, &info) : lstat(path, &info)
        return code == 0 ? .success(FileStatus(info)) : .failure(SystemCallError(code: errno))
    }

    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Why the current user may not read `path`, or nil when it may.
    package static func readError(_ path: String) -> SystemCallError? {
        access(path, R_OK) == 0 ? nil : SystemCallError(code: errno)
    }

    /// The path with every symbolic link resolved, or nil when it cannot be resolved.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    /// Reads a whole regular file. Opens without blocking and checks the opened file is
    /// regular, so a FIFO put where a config file should be cannot hang the walk.
    /// With `refusingLinks`, a symbolic link is not followed (git does the same for `.gitignore`).
    package static func readRegularFile(_ path: String, refusingLinks: Bool) -> Result<[UInt8], SystemCallError> {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if refusingLinks { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return .failure(SystemCallError(code: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(SystemCallError(code: errno)) }
        guard FileKind(mode: info.st_mode) == .regular else {
            return .failure(SystemCallError(code: EINVAL, detail: "not a regular file"))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemCallError(code: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }
}

/// An open folder. Entries are read in one go, each with its kind and inode from the listing
/// itself; the handle stays open so that the few entries whose kind the listing does not
/// tell are looked up with `fstatat` relative to it instead of from the root again.
package final class OpenDirectory {
    private let handle: DirectoryHandle
    package let identity: FileIdentity

    private init(handle: DirectoryHandle, identity: FileIdentity) {
        self.handle = handle
        self.identity = identity
    }

    deinit { closedir(handle) }

    package static func open(_ path: String) -> Result<OpenDirectory, SystemCallError> {
        guard let handle = opendir(path) else { return .failure(SystemCallError(code: errno)) }
        var info = stat()
        guard fstat(dirfd(handle), &info) == 0 else {
            let error = SystemCallError(code: errno)
            closedir(handle)
            return .failure(error)
        }
        return .success(OpenDirectory(handle: handle, identity: FileStatus(info).identity))
    }

    /// All entries but `.` and `..`, sorted by the bytes of their names, and the error that
    /// cut the listing short, if any.
    package func entries() -> (entries: [DirectoryEntry], error: SystemCallError?) {
        var entries: [DirectoryEntry] = []
        var failure: SystemCallError?
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { failure = SystemCallError(code: errno) }
                break
            }
            let kind = FileKind(directoryEntryType: Int(entry.pointee.d_type))
            let inode = UInt64(truncatingIfNeeded: entry.pointee.d_ino)
            let named: DirectoryEntry? = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let length = raw.firstIndex(of: 0) ?? raw.count
                let bytes = UnsafeRawBufferPointer(rebasing: raw[0..<length])
                if length <= 2, bytes.allSatisfy({ $0 == 0x2E }) { return nil }
                if let name = String(validating: bytes, as: UTF8.self) {
                    return DirectoryEntry(name: name, isValidUTF8: true, kind: kind, inode: inode)
                }
                return DirectoryEntry(name: String(decoding: bytes, as: UTF8.self), isValidUTF8: false, kind: kind, inode: inode)
            }
            if let named { entries.append(named) }
        }
        entries.sort { ByteOrder.precedes($0.name, $1.name) }
        return (entries, failure)
    }

    /// `lstat` of an entry, resolved relative to this folder.
    package func status(of name: String) -> Result<FileStatus, SystemCallError> {
        var info = stat()
        let code = fstatat(dirfd(handle), name, &info, AT_SYMLINK_NOFOLLOW)
        return code == 0 ? .success(FileStatus(info)) : .failure(SystemCallError(code: errno))
    }
}
