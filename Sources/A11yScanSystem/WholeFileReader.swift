#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file to scan in one go with plain POSIX calls: `open`, `fstat`, `read`, `close`,
/// as few as a file allows (a path is looked up once). The walk passes over FIFOs and devices
/// before; one put in a file's place since is opened without blocking and never read.
/// Failures are values, so one bad file never stops a scan.
package enum WholeFileReader {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// `open` or `fstat` failed: the file is missing, or the user may not read it.
        case cannotOpen(SystemCallError)
        /// Not a regular file; it was not read.
        case notRegular
        /// Larger than the limit asked for; it was not read.
        case tooLarge
        case readFailed(SystemCallError)
    }

    package static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(SystemCallError(code: errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.cannotOpen(SystemCallError(code: errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard Int(info.st_size) <= maximumSize else { return .failure(.tooLarge) }
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
