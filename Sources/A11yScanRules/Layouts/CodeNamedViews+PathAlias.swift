import A11yScanSyntax

/// A local kept from a view binding's or a holder's path (`val saveAsBox: TextInputLayout =
/// vb.tilSaveAs`, `private val eye: ImageButton get() = binding.passwordEye`): what the code
/// does to the local it does to the layout's view, as for a local kept from `findViewById`.
/// Kept to the file that declares it: a local's name (`button`, `box`) is reused from file to
/// file for other views, and the project-wide aliases of `R.id` would lend one file's name to
/// another file's view.
extension CodeNamedViews {
    /// The names and actions of this file's locals added to the fields they are kept from.
    mutating func resolve(_ pathAliases: [String: Set<String>]) {
        for (variable, fields) in pathAliases {
            if direct.contains(variable) { direct.formUnion(fields) }
            for action in acted.keys where acted[action]?.contains(variable) == true {
                acted[action, default: []].formUnion(fields)
            }
        }
    }

    /// `val NAME[: Type] = a.b` or `val NAME: Type get() = a.b` at `start`, the path alone up to
    /// the end of its line: the local and the path's last name. A path of two names or more
    /// whose last name is a property (lower case): not a call, not a constant (`View.GONE`), not
    /// a resource (`R.drawable.…`).
    static func pathAlias(_ bytes: ByteView, at start: Int) -> (variable: String, field: String)? {
        guard startsWord(bytes, start, "val") || startsWord(bytes, start, "var") else { return nil }
        let n = bytes.count
        var j = start + 3
        while j < n, bytes[j] == 32 { j += 1 }
        guard j < n, isStart(bytes[j]) else { return nil }
        let variable = word(bytes, from: j)
        j = variable.upperBound
        // Up to the `=` on the same line: a type (`: ImageButton`, `: Foo<Bar>?`) and a getter.
        while j < n, bytes[j] != UInt8(ascii: "=") {
            let byte = bytes[j]
            guard byte != 10, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "(") || bytes[j - 1] == UInt8(ascii: "t") else { return nil }
            j += 1
        }
        guard j + 1 < n, bytes[j + 1] != UInt8(ascii: "=") else { return nil }
        j += 1
        while j < n, bytes[j] == 32 { j += 1 }
        var parts: [Range<Int>] = []
        while j < n, isStart(bytes[j]) {
            let part = word(bytes, from: j)
            parts.append(part)
            j = part.upperBound
            while j < n, bytes[j] == UInt8(ascii: "?") || bytes[j] == UInt8(ascii: "!") { j += 1 }
            guard j + 1 < n, bytes[j] == UInt8(ascii: "."), isStart(bytes[j + 1]) else { break }
            j += 1
        }
        while j < n, bytes[j] == 32 || bytes[j] == 9 || bytes[j] == UInt8(ascii: ";") || bytes[j] == 13 { j += 1 }
        guard parts.count >= 2, let first = parts.first, let last = parts.last,
              !bytes[first].elementsEqual("R".utf8),
              bytes[last.lowerBound] >= UInt8(ascii: "a"), bytes[last.lowerBound] <= UInt8(ascii: "z"),
              j == n || bytes[j] == 10 || (j + 1 < n && bytes[j] == UInt8(ascii: "/") && bytes[j + 1] == UInt8(ascii: "/"))
        else { return nil }
        // A chain going on at the next line (`val title = binding.toolbar` then `.findViewById(…)`).
        var k = j
        while k < n, bytes[k] == 10 || bytes[k] == 13 || bytes[k] == 32 || bytes[k] == 9 { k += 1 }
        if k < n, bytes[k] == UInt8(ascii: ".") || bytes[k] == UInt8(ascii: "?") { return nil }
        return (String(decoding: bytes[variable], as: UTF8.self), String(decoding: bytes[last], as: UTF8.self))
    }
}
