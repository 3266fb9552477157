import A11yScanFindings
import A11yScanSystem

/// Reads a file's bytes for scanning (`WholeFileReader` never opens FIFOs or devices),
/// detects binary content, decodes UTF-16 with a byte-order mark, and reports instead of
/// throwing so one bad file never stops a scan.
package enum SourceReader {
    package enum Outcome {
        case text([UInt8], notes: [FileProblem])
        case skipped(FileProblem)
    }

    static let maximumSize = 256 * 1024 * 1024

    package static func read(_ target: ScanTarget) -> Outcome {
        switch WholeFileReader.read(target.path, maximumSize: maximumSize) {
        case .success(let bytes):
            return classify(bytes, target)
        case .failure(.notRegular):
            return .skipped(FileProblem(path: target.displayPath, kind: .skippedSpecial, message: "not a regular file; not read"))
        case .failure(.tooLarge):
            return .skipped(FileProblem(path: target.displayPath, kind: .unreadable,
                                        message: "larger than \(maximumSize / 1024 / 1024) MiB; skipped"))
        case .failure(.cannotOpen(let error)):
            return .skipped(FileProblem(path: target.displayPath, kind: .unreadable, message: "cannot read file: \(error.message)"))
        case .failure(.readFailed(let error)):
            return .skipped(FileProblem(path: target.displayPath, kind: .unreadable, message: "read failed: \(error.message)"))
        }
    }

    /// Decides what to do with the bytes: UTF-16 is decoded, binary skipped (unless named).
    package static func classify(_ bytes: [UInt8], _ target: ScanTarget) -> Outcome {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return .text(decodeUTF16(bytes, littleEndian: bytes[0] == 0xFF), notes: [])
        }
        if !target.explicitlyNamed, FileContent.containsNUL(bytes, within: 8192) {
            return .skipped(FileProblem(path: target.displayPath, kind: .skippedBinary,
                                        message: "looks binary (NUL bytes); skipped — name the file to scan it anyway"))
        }
        var notes: [FileProblem] = []
        if !FileContent.isValidUTF8(bytes) {
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
}
