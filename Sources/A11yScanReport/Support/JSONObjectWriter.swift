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

    private init(indent: Int) {
        self.indent = indent
    }

    /// Appends to `out` the object `describe` gives the members of.
    static func write(indent: Int, into out: inout [UInt8], _ describe: (inout JSONObjectWriter) -> Void) {
        var writer = JSONObjectWriter(indent: indent)
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
        JSONWriter.appendASCII(members == 0 ? "\n" : ",\n", into: &bytes)
        JSONWriter.appendIndent(indent + 1, into: &bytes)
        JSONWriter.appendQuoted(key, into: &bytes)
        JSONWriter.appendASCII(": ", into: &bytes)
        members += 1
    }
}
