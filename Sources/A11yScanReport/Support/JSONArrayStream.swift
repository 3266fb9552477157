/// One array of a JSON document (the findings) written element by element, in exactly the
/// layout `JSONWriter` gives a whole array at the same depth, so that the document rendered
/// around it (`JSONWriter.renderAround`) plus these bytes equals rendering it all at once.
struct JSONArrayStream {
    /// How deep the array value sits (its elements are one level deeper).
    let indent: Int
    private(set) var count = 0

    init(indent: Int) {
        self.indent = indent
    }

    /// Appends one element, opening the array before the first.
    mutating func append(_ element: JSONValue, into out: inout [UInt8]) {
        JSONWriter.appendASCII(count == 0 ? "[\n" : ",\n", into: &out)
        JSONWriter.appendIndent(indent + 1, into: &out)
        JSONWriter.append(element, indent: indent + 1, into: &out)
        count += 1
    }

    /// Appends one element that `write` appends to the bytes, given its depth.
    mutating func append(into out: inout [UInt8], _ write: (inout [UInt8], Int) -> Void) {
        JSONWriter.appendASCII(count == 0 ? "[\n" : ",\n", into: &out)
        JSONWriter.appendIndent(indent + 1, into: &out)
        write(&out, indent + 1)
        count += 1
    }

    /// What ends the array: `[]` when nothing was appended, else the closing bracket.
    func closing() -> [UInt8] {
        guard count > 0 else { return Array("[]".utf8) }
        var out: [UInt8] = [UInt8(ascii: "\n")]
        JSONWriter.appendIndent(indent, into: &out)
        out.append(UInt8(ascii: "]"))
        return out
    }
}
