import Foundation

/// Bytes held aside on disk while a report is written: the findings of a format whose
/// summary comes first, copied into the report once the summary is known. The file is
/// unlinked as soon as it is created, so it never shows in a folder listing and nothing is
/// left behind, whatever happens to the process.
package final class SpillFile {
    private let descriptor: Int32
    /// The report it belongs to, for messages.
    private let shownPath: String

    package init(in folder: String, for shownPath: String) throws {
        self.shownPath = shownPath
        var template = Array((folder + "/.a11yscan-spill-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw OutputFileError(path: shownPath, reason: "cannot create a temporary file in \(folder): \(Self.lastError())")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    package func append(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw OutputFileError(path: shownPath, reason: "cannot hold findings aside: \(Self.lastError())")
            }
            written += count
        }
    }

    /// Copies everything appended so far to the end of `file`: inside the kernel where it can
    /// (`sendfile`, no pass through this process's memory), else a chunk at a time.
    package func copy(to file: AtomicFile) throws {
        var offset: off_t = 0
        #if os(Linux)
        while true {
            let count = sendfile(file.descriptor, descriptor, &offset, 1 << 30)
            if count > 0 { continue }
            if count == 0 { return }
            if errno == EINTR { continue }
            // Descriptors sendfile cannot write to go the long way; real failures are reported.
            guard [EINVAL, ENOSYS, EOPNOTSUPP, ESPIPE].contains(errno) else {
                throw OutputFileError(path: file.shownPath, reason: Self.lastError())
            }
            break
        }
        #endif
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw OutputFileError(path: shownPath, reason: "cannot read back the findings: \(Self.lastError())")
            }
            if count == 0 { return }
            try file.append(Array(chunk[..<count]))
            offset += off_t(count)
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
