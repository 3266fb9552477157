#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file's bytes are, asked of every file a scan reads: binary or text, UTF-8 or not.
package enum FileContent {
    /// Whether a NUL byte is among the first `limit` bytes.
    package static func containsNUL(_ bytes: [UInt8], within limit: Int) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return memchr(base, 0, min(raw.count, limit)) != nil
        }
    }

    package static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
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
}
