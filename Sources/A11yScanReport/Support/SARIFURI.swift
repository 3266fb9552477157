/// Turns a report path into the URI reference SARIF's `artifactLocation.uri` expects.
enum SARIFURI {
    /// Path characters RFC 3986 allows unescaped in a relative reference, except `:` which is
    /// always escaped so a first segment can never be read as a URI scheme.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,;=@/".utf8.contains(byte)
        }
    }

    /// A relative, percent-encoded reference for a relative path (`Sources/My%20View.swift`),
    /// or a `file://` URI when the path is absolute. `isRelative` tells whether the result
    /// should be resolved against the `SRCROOT` base.
    static func reference(forPath path: String) -> (uri: String, isRelative: Bool) {
        let isAbsolute = path.hasPrefix("/")
        var out = isAbsolute ? "file://" : ""
        for byte in path.utf8 {
            if isAllowed(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out.append("%")
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0xF))
            }
        }
        return (out, !isAbsolute)
    }

    private static func hexDigit(_ nibble: UInt8) -> Character {
        Character(Unicode.Scalar(nibble < 10 ? 0x30 + nibble : 0x41 + nibble - 10))
    }
}
