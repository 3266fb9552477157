/// What a JSON object's members are given to: `JSONObjectBuilder` keeps them as a `JSONValue`,
/// `JSONObjectWriter` writes them out at once. An object described once, generically over
/// its sink, comes out the same both ways.
protocol JSONObjectSink {
    mutating func set(_ key: String, _ value: JSONValue)
    mutating func set(_ key: String, _ text: String)
    mutating func set(_ key: String, _ number: Int)
}

extension JSONObjectBuilder: JSONObjectSink {}

/// Writes an object member by member straight into bytes, in exactly `JSONWriter`'s layout
/// for an object `indent` levels deep. For objects written by the thousand (a report's
/// findings), where building each one as a `JSONValue` first was most of their cost.
struct JSONObjectWriter: JSONObjectSink {
    let indent: Int
    private var bytes: [UInt8] = []
    private var members = 0
    private let prefixes: JSONMemberPrefixes?

    private init(indent: Int, prefixes: JSONMemberPrefixes?) {
        self.indent = indent
        self.prefixes = prefixes
    }

    /// Appends to `out` the object `describe` gives the members of. Objects of one shape
    /// written one after another (a report's findings) share `prefixes`.
    static func write(indent: Int, prefixes: JSONMemberPrefixes? = nil, into out: inout [UInt8],
                      _ describe: (inout JSONObjectWriter) -> Void) {
        var writer = JSONObjectWriter(indent: indent, prefixes: prefixes)
        // The writer takes the buffer over while it writes, so appending never copies it.
        swap(&writer.bytes, &out)
        writer.bytes.append(UInt8(ascii: "{"))
        describe(&writer)
        writer.close()
        swap(&writer.bytes, &out)
    }

    mutating func set(_ key: String, _ value: JSONValue) {
        start(key)
        JSONWriter.append(value, indent: indent + 1, into: &bytes)
    }

    mutating func set(_ key: String, _ text: String) {
        start(key)
        JSONWriter.appendQuoted(text, into: &bytes)
    }

    mutating func set(_ key: String, _ number: Int) {
        start(key)
        JSONWriter.appendDecimal(number, into: &bytes)
    }

    private mutating func close() {
        if members == 0 {
            bytes.append(UInt8(ascii: "}"))
        } else {
            bytes.append(UInt8(ascii: "\n"))
            JSONWriter.appendIndent(indent, into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func start(_ key: String) {
        if let prefixes {
            prefixes.append(member: members, key: key, indent: indent, into: &bytes)
        } else {
            Self.appendPrefix(member: members, key: key, indent: indent, into: &bytes)
        }
        members += 1
    }

    /// What comes before a member's value: the separator, the line's indent, the quoted key.
    fileprivate static func appendPrefix(member: Int, key: String, indent: Int, into out: inout [UInt8]) {
        JSONWriter.appendASCII(member == 0 ? "\n" : ",\n", into: &out)
        JSONWriter.appendIndent(indent + 1, into: &out)
        JSONWriter.appendQuoted(key, into: &out)
        JSONWriter.appendASCII(": ", into: &out)
    }
}

/// The bytes before each member's value, remembered by the member's place for objects that
/// are written by the thousand with the same keys in the same order (a report's findings):
/// separator, indent and quoted key then cost one copy instead of four appends and an escape
/// scan of the key. A member whose key or indent differs from the remembered one is written
/// in full and remembered instead, so any object still comes out right.
final class JSONMemberPrefixes {
    private struct Prefix {
        let key: String
        let indent: Int
        let bytes: [UInt8]
    }

    private var prefixes: [Prefix] = []

    init() {}

    func append(member: Int, key: String, indent: Int, into out: inout [UInt8]) {
        if member < prefixes.count, prefixes[member].indent == indent, prefixes[member].key == key {
            out.append(contentsOf: prefixes[member].bytes)
            return
        }
        var bytes: [UInt8] = []
        JSONObjectWriter.appendPrefix(member: member, key: key, indent: indent, into: &bytes)
        out.append(contentsOf: bytes)
        let prefix = Prefix(key: key, indent: indent, bytes: bytes)
        if member < prefixes.count {
            prefixes[member] = prefix
        } else if member == prefixes.count {
            prefixes.append(prefix)
        }
    }
}
