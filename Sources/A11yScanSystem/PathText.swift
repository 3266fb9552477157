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
}
