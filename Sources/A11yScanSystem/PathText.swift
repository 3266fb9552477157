#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Building path strings, which a walk does for every file and folder it meets.
package enum PathText {
    /// `parent/name`, written once into a string of the final size: appending the parts to a
    /// reserved string cost four times as many instructions.
    package static func joined(_ parent: String, _ name: String) -> String {
        var name = name
        return name.withUTF8 { joined(parent, $0) }
    }

    /// `parent/name` for a name held as UTF-8 bytes (bytes that are not UTF-8 are repaired, as
    /// `String(decoding:as:)` does).
    package static func joined(_ parent: String, _ name: UnsafeBufferPointer<UInt8>) -> String {
        var parent = parent
        return parent.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + 1 + name.count) { joined in
                _ = joined.initialize(fromContentsOf: head)
                joined[head.count] = UInt8(ascii: "/")
                _ = joined[(head.count + 1)...].initialize(fromContentsOf: name)
                return joined.count
            }
        }
    }

    /// The part of `path` below `folder` (`""` for the folder itself, nil outside it), the
    /// bytes compared with `memcmp`: a scan asks it for every file.
    package static func relative(_ path: String, to folder: String) -> String? {
        var path = path, folder = folder
        return path.withUTF8 { path in
            folder.withUTF8 { folder -> String? in
                guard path.count >= folder.count, folder.isEmpty || memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0
                else { return nil }
                if path.count == folder.count { return "" }
                // The folder and the slash after it, unless the folder is `/` itself.
                let prefixLength = folder.count == 1 && folder[0] == UInt8(ascii: "/") ? 1 : folder.count + 1
                guard path.count >= prefixLength, path[prefixLength - 1] == UInt8(ascii: "/") else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: path[prefixLength...]), as: UTF8.self)
            }
        }
    }

    /// `parent/` followed by the bytes of `run` in `bytes` (a path kept in a shared buffer).
    package static func joined(_ parent: String, _ bytes: [UInt8], _ run: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { joined(parent, UnsafeBufferPointer(rebasing: $0[run])) }
    }
}
