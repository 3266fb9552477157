import A11yScanRules

/// The layout views of a component cache file, one line each after the component summaries:
/// `line`, `id`, `tag` and the attributes' bits, separated by tabs, without the path, which
/// the file list gives once per layout file with the number of its views. A view written as a
/// component summary took fourteen lines and its path; an editor's scan of a project with a
/// few hundred views read them all at every start. Now they are kept as bytes and read only
/// when a rule asks (`LazyLayoutIndex`). Tabs, line breaks and backslashes in a value are
/// escaped (`\t`, `\n`, `\r`, `\\`).
public enum LayoutCacheText {
    /// The views' lines, in the order given.
    public static func write(_ views: [LayoutView]) -> String {
        var text = ""
        for view in views {
            text += "\(view.line)\t\(escaped(view.id))\t\(escaped(view.tag))\t\(bits(view))\n"
        }
        return text
    }

    /// The views of `bytes[start...]`: for each layout file in order, as many lines as it has
    /// views. A line that is not what `write` writes is left out (`lines` says beforehand that
    /// the count is right).
    public static func read(_ bytes: [UInt8], from start: Int, files: [(path: String, views: Int)]) -> [LayoutView] {
        var views: [LayoutView] = []
        views.reserveCapacity(files.reduce(0) { $0 + $1.views })
        var position = start
        for file in files {
            for _ in 0..<file.views {
                guard let end = bytes[position...].firstIndex(of: 10) else { return views }
                defer { position = end + 1 }
                let fields = bytes[position..<end].split(separator: 9, omittingEmptySubsequences: false)
                guard fields.count == 4, let line = Int(String(decoding: fields[0], as: UTF8.self)),
                      let bits = UInt8(String(decoding: fields[3], as: UTF8.self)) else { continue }
                var view = LayoutView(id: unescaped(fields[1]), tag: unescaped(fields[2]), path: file.path, line: line)
                view.described = bits & 1 != 0
                view.hasText = bits & 2 != 0
                view.hasIcon = bits & 4 != 0
                view.hidden = bits & 8 != 0
                view.labelled = bits & 16 != 0
                views.append(view)
            }
        }
        return views
    }

    /// How many lines `bytes[start...]` holds, or nil when its last line has no line break.
    public static func lines(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return 0 }
        guard bytes[bytes.count - 1] == 10 else { return nil }
        var count = 0
        for index in start..<bytes.count where bytes[index] == 10 { count += 1 }
        return count
    }

    private static func bits(_ view: LayoutView) -> Int {
        (view.described ? 1 : 0) | (view.hasText ? 2 : 0) | (view.hasIcon ? 4 : 0) | (view.hidden ? 8 : 0) | (view.labelled ? 16 : 0)
    }

    private static func escaped(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 9 || $0 == 10 || $0 == 13 }) else { return value }
        var text = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\t": text += "\\t"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard bytes.contains(UInt8(ascii: "\\")) else { return text }
        var result = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                result.unicodeScalars.append(scalar == "t" ? "\t" : scalar == "n" ? "\n" : scalar == "r" ? "\r" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
