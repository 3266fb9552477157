import A11yScanSyntax

/// A 64-bit FNV-1a hash in hex: small, stable across runs and platforms (unlike `Hasher`).
public enum Fingerprint {
    public static func make(_ parts: [String]) -> String {
        var hash = FingerprintHash()
        for part in parts { hash.add(part) }
        return hash.hex
    }
}

/// `Fingerprint.make` fed one part at a time, so a finding's parts are hashed where they lie:
/// collapsing white space on the way costs no copy of the snippet or the header.
struct FingerprintHash {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var parts = 0

    mutating func add(_ part: String) {
        separate()
        for byte in part.utf8 { mix(byte) }
    }

    /// Adds `part` with each run of ASCII white space as one space and none at either end, so
    /// re-indentation does not change a fingerprint.
    mutating func addCollapsingWhiteSpace(_ part: String) {
        separate()
        var part = part
        part.withUTF8 { bytes in
            var started = false, pendingSpace = false
            for byte in bytes {
                if ByteClass.isSpace(byte) {
                    pendingSpace = started
                    continue
                }
                if pendingSpace { mix(0x20); pendingSpace = false }
                mix(byte)
                started = true
            }
        }
    }

    var hex: String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private mutating func separate() {
        if parts > 0 { hash = (hash ^ 0x1F) &* 0x100_0000_01b3 }
        parts += 1
    }

    @inline(__always)
    private mutating func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
}
