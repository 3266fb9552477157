import Foundation

/// Bytes held aside on disk while a report is written: the findings of a format whose
/// summary comes first, copied into the report once the summary is known. The file is
/// unlinked as soon as it is created, so it never shows in a folder listing and nothing is
/// left behind, whatever happens to the process.
final class SpillFile {
    private let descriptor: Int32
    /// The report it belongs to, for messages.
    private let shownPath: String

    init(in folder: String, for shownPath: String) throws {
        self.shownPath = shownPath
        var template = Array((folder + "/.a11yscan-spill-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CommandLineError.output(path: shownPath, reason: "cannot create a temporary file in \(folder): \(Self.lastError())")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func append(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw CommandLineError.output(path: shownPath, reason: "cannot hold findings aside: \(Self.lastError())")
            }
            written += count
        }
    }

    /// Passes everything appended so far to `consume`, a chunk at a time, from the start.
    func replay(_ consume: ([UInt8]) throws -> Void) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw CommandLineError.output(path: shownPath, reason: "cannot read back the findings: \(Self.lastError())")
            }
            if count == 0 { return }
            try consume(Array(chunk[..<count]))
            offset += off_t(count)
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
