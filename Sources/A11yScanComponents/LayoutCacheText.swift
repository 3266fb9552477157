import A11yScanRules

/// The layout views of a component cache file, one line each after the component summaries:
/// `line`, `id`, `tag` and the attributes' bits, separated by tabs, without the path, which
/// the file list gives once per layout file with the number of its views. A view written as a
/// component summary took fourteen lines and its path; an editor's scan of a project with a
/// few hundred views read them all at every start. Now they are kept as bytes and read only
/// when a rule asks (`LazyLayoutIndex`). Values are escaped as the summaries' (`CacheEscaping`),
/// so a tab in one never splits its line.
public enum LayoutCacheText {
    /// The views' lines, in the order given.
    public static func write(_ views: [LayoutView]) -> String {
        var text = ""
        for view in views {
            text += "\(view.line)\t\(CacheEscaping.escaped(view.id))\t\(CacheEscaping.escaped(view.tag))\t\(bits(view))\n"
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
                var view = LayoutView(id: CacheEscaping.unescaped(fields[1]), tag: CacheEscaping.unescaped(fields[2]), path: file.path, line: line)
                view.described = bits & 1 != 0
                view.hasText = bits & 2 != 0
                view.hasIcon = bits & 4 != 0
                view.hidden = bits & 8 != 0
                view.labelled = bits & 16 != 0
                view.control = bits & 32 != 0
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
        (view.described ? 1 : 0) | (view.hasText ? 2 : 0) | (view.hasIcon ? 4 : 0) | (view.hidden ? 8 : 0) | (view.labelled ? 16 : 0) | (view.control ? 32 : 0)
    }
}
