import A11yScanFindings

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes for scanning with plain POSIX calls: never opens FIFOs or devices,
/// detects binary content, decodes UTF-16 with a byte-order mark, and reports instead of
/// throwing so one bad file never stops a scan.
package enum SourceReader {
    package enum Outcome {
        case text([UInt8], notes: [FileProblem])
        case skipped(FileProblem)
    }

    static let maximumSize = 256 * 1024 * 1024

    package static func read(_ target: ScanTarget) -> Outcome {
        var info = stat()
        guard stat(target.path, &info) == 0 else {
            return .skipped(FileProblem(path: target.displayPath, kind: .unreadable, message: "cannot read: \(errorText())"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .skipped(FileProblem(path: target.displayPath, kind: .skippedSpecial, message: "not a regular file; not opened"))
        }
        guard Int(info.st_size) <= maximumSize else {
            return .skipped(FileProblem(path: target.displayPath, kind: .unreadable,
                                        message: "larger than \(maximumSize / 1024 / 1024) MiB; skipped"))
        }
        let fd = open(target.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return .skipped(FileProblem(path: target.displayPath, kind: .unreadable, message: "cannot open: \(errorText())"))
        }
        defer { close(fd) }
        // Read into uninitialized storage: zero-filling it first cost a pass over every file.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, filled in
            filled = 0
            while filled < buffer.count {
                let n = readFile(fd, buffer.baseAddress! + filled, buffer.count - filled)
                if n < 0 { if errno == EINTR { continue }; failed = true; return }
                if n == 0 { break }
                filled += n
            }
        }
        if failed {
            return .skipped(FileProblem(path: target.displayPath, kind: .unreadable, message: "read failed: \(errorText())"))
        }
        return classify(bytes, target)
    }

    /// Decides what to do with the bytes: UTF-16 is decoded, binary skipped (unless named).
    package static func classify(_ bytes: [UInt8], _ target: ScanTarget) -> Outcome {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return .text(decodeUTF16(bytes, littleEndian: bytes[0] == 0xFF), notes: [])
        }
        if !target.explicitlyNamed, hasNUL(bytes, within: 8192) {
            return .skipped(FileProblem(path: target.displayPath, kind: .skippedBinary,
                                        message: "looks binary (NUL bytes); skipped — name the file to scan it anyway"))
        }
        var notes: [FileProblem] = []
        if !isValidUTF8(bytes) {
            notes.append(FileProblem(path: target.displayPath, kind: .invalidEncoding,
                                     message: "not valid UTF-8; scanned as bytes, columns may be approximate"))
        }
        return .text(bytes, notes: notes)
    }

    private static func decodeUTF16(_ bytes: [UInt8], littleEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            units.append(littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// Whether a NUL byte is among the first `limit` bytes.
    private static func hasNUL(_ bytes: [UInt8], within limit: Int) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return memchr(base, 0, min(raw.count, limit)) != nil
        }
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            let n = buffer.count
            let raw = UnsafeRawBufferPointer(buffer)
            while i < n {
                // Thirty-two, then eight ASCII bytes at a time: most source files are almost all ASCII.
                if i + 32 <= n {
                    let high = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                    if high & 0x8080_8080_8080_8080 == 0 {
                        i += 32
                        continue
                    }
                }
                if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                let b = buffer[i]
                if b < 0x80 { i += 1; continue }
                let length: Int
                if b & 0xE0 == 0xC0, b >= 0xC2 { length = 2 } else if b & 0xF0 == 0xE0 { length = 3 } else if b & 0xF8 == 0xF0, b <= 0xF4 { length = 4 } else { return false }
                guard i + length <= n else { return false }
                for k in 1..<length where buffer[i + k] & 0xC0 != 0x80 { return false }
                i += length
            }
            return true
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// POSIX `read`, named apart from the reader's own members so the call needs no module name.
private func readFile(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
