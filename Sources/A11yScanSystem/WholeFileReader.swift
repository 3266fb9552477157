#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file to scan in one go with plain POSIX calls. It never opens a FIFO or a device
/// (only a regular file is opened), and reports failures as values so one bad file never
/// stops a scan.
package enum WholeFileReader {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// `stat` failed.
        case cannotStat(SystemCallError)
        /// Not a regular file; it was not opened.
        case notRegular
        /// Larger than the limit asked for; it was not opened.
        case tooLarge
        case cannotOpen(SystemCallError)
        case readFailed(SystemCallError)
    }

    package static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(.cannotStat(SystemCallError(code: errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard Int(info.st_size) <= maximumSize else { return .failure(.tooLarge) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(SystemCallError(code: errno))) }
        defer { close(descriptor) }
        // Read into uninitialized storage: zero-filling it first cost a pass over every file.
        var failure: SystemCallError?
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, filled in
            filled = 0
            while filled < buffer.count {
                let count = readFile(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = SystemCallError(code: errno)
                    return
                }
                if count == 0 { break }
                filled += count
            }
        }
        if let failure { return .failure(.readFailed(failure)) }
        return .success(bytes)
    }
}

/// POSIX `read`, named apart from the reader's own members so the call needs no module name.
private func readFile(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
