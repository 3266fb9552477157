import A11yScanRules
import A11yScanSyntax
import A11yScanSystem
import Foundation

/// The component summaries of one project kept on disk between runs, so that a one-file scan
/// from an editor does not summarise the whole project again. One file per project and rule
/// set: a header, a line per summarised source file (its size and modification time, for a
/// layout file the number of its views, for a Kotlin or Swift file that names views the number of lines
/// its names take), then the summaries (`ComponentCacheText`), then the layout views
/// (`LayoutCacheText`), then the names (`CodeNamedViews`, a line each, as its summary lists them). Written to a temporary file and renamed into place, so two processes
/// running at once never read half a file; the later writer wins.
struct ComponentCache {
    struct Entry: Hashable {
        var size: Int64
        var modified: Int64
        var summaries: [ComponentSummary]
        /// How many layout views of the file the cache file holds that are not read yet
        /// (`unreadLayouts`); 0 once they are among `summaries`.
        var unreadViews = 0
        /// How many lines of names of views the file's Kotlin code gives the cache file holds
        /// that are not read yet (`unreadLayouts`); 0 once they are among `summaries`.
        var unreadNames = 0
    }

    /// The layout views of a cache file, and the names of views the Kotlin files give, left as
    /// its bytes until they are needed.
    struct UnreadLayouts {
        let bytes: [UInt8]
        let start: Int
        /// The layout files with views, in the order of their lines.
        let files: [(path: String, views: Int)]
        /// The Kotlin files that name views, in the order of their lines, which follow the views'.
        var namingFiles: [(path: String, lines: Int)] = []

        func views() -> [LayoutView] { LayoutCacheText.read(bytes, from: start, files: files) }

        /// The names' summaries, one per file.
        func names() -> [ComponentSummary] {
            var position = start
            for _ in 0..<files.reduce(0, { $0 + $1.views }) { position = (bytes[position...].firstIndex(of: 10) ?? bytes.count) + 1 }
            var summaries: [ComponentSummary] = []
            for file in namingFiles {
                var lines: [String] = []
                for _ in 0..<file.lines {
                    guard let end = bytes[position...].firstIndex(of: 10) else { return summaries }
                    lines.append(String(decoding: bytes[position..<end], as: UTF8.self))
                    position = end + 1
                }
                summaries.append(CodeNamedViews.summary(lines: lines, path: file.path))
            }
            return summaries
        }

        /// Their index, made when a rule first asks.
        var index: LazyLayoutIndex {
            let unread = self
            return LazyLayoutIndex(isEmpty: files.isEmpty, views: { unread.views() })
        }
    }

    /// A project's source files by path (relative to the project root), with what they held.
    var entries: [String: Entry] = [:] {
        didSet { summariesAsRead = nil }
    }
    /// The summaries in the order the cache file holds them (by path), while `entries` are as
    /// read: the index sorts them by path, which a list in that order already is, where the
    /// table's own order made it sort 700 summaries from scratch.
    private var summariesAsRead: [ComponentSummary]?
    /// What the project's git index looked like when the cache was written (a cheap sign that
    /// files were added, removed or checked out since).
    var indexStamp = ""
    /// The layout views read from the cache file and not decoded yet (`readLayouts`).
    var unreadLayouts: UnreadLayouts?

    /// The parts of summaries read from the cache file and left as its bytes: each summary's
    /// file, its place among the file's summaries, where its text starts, where its uses
    /// start, and whether it was read whole but its uses.
    struct UnreadParts {
        struct Summary {
            let path: String
            let place: Int
            let start: Int
            let uses: Int?
            let whole: Bool
        }

        let bytes: [UInt8]
        let summaries: [Summary]
    }

    /// The parts not decoded yet (`readParts`).
    var unreadParts: UnreadParts?

    /// 22: a Kotlin view given a local `val`'s modifier chain by name owns that chain's links
    /// (a component's root made clickable through a local);
    /// 21: a parameter passed on inside a local that a control is handed (`decorationBox =
    /// decoration`) reaches the control, so its callers are checked for it;
    /// 20: a composable whose body is a caption over its value is a `label-value` component;
    /// 19: a view whose body draws only shapes and colours is a drawing (`drawing` shape);
    /// 18: a view whose body is a `Menu` showing its caller's content is a menu wrapper
    /// (`menu` shape); 17: Kotlin files keep the views they name inside a scope function's block
    /// (`binding.x.apply { contentDescription = … }`); 16: Java files keep no picture they change (`p` lines), and a parameter reaching only a
    /// Compose control's action modifier (`clickable(onClick = …)`) leaves it fixed in the
    /// component; 15: Kotlin and Java files keep the views they label (`l` lines) apart from those they only
    /// give a text; 14: a view whose body starts `if #available` has its branches as roots, and a parameter
    /// reaching only a control's look leaves it fixed in the component; 13: Kotlin composables
    /// that extend a value's type (`fun Action.Icon()`) are no components; 12: a class that
    /// overrides `accessibilityLabel` names itself; 11: Swift files keep the
    /// names they give nibs' views (`s` lines); 10: layout views carry whether the layout makes
    /// them a control, and Kotlin files what they do to views; 23: a control a class builds as
    /// a subview (`private let slider = UISlider()`) no longer gives the class's instances a check;
    /// 24: a SwiftUI call labelled in its own chain counts apart (`ComponentSummary.labelledUse`);
    /// 25: what a Kotlin scope block does with no path (`apply { setOnClickListener … }`) is kept;
    /// 26: a summary's checks come before its parameters, renders and calls, which follow a line
    /// of the names its calls call and their size in bytes, and its uses are two lines;
    /// 27: a widget's `RemoteViews.setContentDescription(R.id.x, …)` names the view `x`, and
    /// Kotlin and Java code kept in `src` itself goes with the `res` beside it.
    static let format = "a11yscan-components 27"

    /// The cache in `file` made for `key`, if there is one and it is whole. Its layout views are
    /// left unread (`unreadLayouts`), and parts of its summaries (`unreadParts`): their uses but
    /// those of components whose root is fixed in them, and the parameters, renders and calls
    /// of the summaries that neither have checks nor reach a component with checks.
    static func read(_ file: String, key: String) -> ComponentCache? {
        // Read as bytes, its lines too (`ByteLines`): a project's layout views make the cache large.
        guard case .success(let bytes) = WholeFileReader.read(file, maximumSize: Int.max) else { return nil }
        guard let (cache, end, layoutFiles, namingFiles) = entries(in: bytes, key: key),
              let (decoded, summariesEnd, left) = ComponentCacheText.read(bytes, from: end, leavingParts: true),
              LayoutCacheText.lines(in: bytes, from: summariesEnd)
                == layoutFiles.reduce(0, { $0 + $1.views }) + namingFiles.reduce(0, { $0 + $1.lines }) else { return nil }
        var read = cache
        var summaries = decoded
        guard let whole = readReaching(&summaries, bytes, left) else { return nil }
        // The uses wait as bytes (`readParts`): the index reads only those of the components
        // whose root is fixed in them (it counts their calls), which the summaries get at once.
        var fixed: [Language: [String]] = [:]
        for summary in summaries where summary.checks.contains(where: { $0.fixedInComponent == true }) {
            if !(fixed[summary.language]?.contains(summary.name) ?? false) {
                fixed[summary.language, default: []] += [summary.name, ComponentSummary.labelledUse(of: summary.name)]
            }
        }
        var unread: [UnreadParts.Summary] = []
        var kept: [ComponentSummary] = []
        kept.reserveCapacity(summaries.count)
        for index in summaries.indices {
            let path = summaries[index].path
            guard let place = read.entries[path]?.summaries.count else { continue }
            if let at = left[index].uses, let names = fixed[summaries[index].language] {
                summaries[index].uses = ComponentCacheText.uses(in: bytes, at: at, of: names)
            }
            if left[index].uses != nil || !whole[index] {
                unread.append(UnreadParts.Summary(path: path, place: place, start: left[index].start, uses: left[index].uses,
                                                  whole: whole[index]))
            }
            read.entries[path]?.summaries.append(summaries[index])
            kept.append(summaries[index])
        }
        read.summariesAsRead = kept
        if !unread.isEmpty { read.unreadParts = UnreadParts(bytes: bytes, summaries: unread) }
        if !layoutFiles.isEmpty || !namingFiles.isEmpty {
            read.unreadLayouts = UnreadLayouts(bytes: bytes, start: summariesEnd, files: layoutFiles, namingFiles: namingFiles)
        }
        return read
    }

    /// Reads whole (but their uses) the summaries whose parts were left and whose calls or
    /// superclass reach a component with checks, a wrapper of a wrapper included: the index
    /// passes checks on through them. Returns which summaries are now whole.
    private static func readReaching(_ summaries: inout [ComponentSummary], _ bytes: [UInt8],
                                     _ left: [ComponentCacheText.LeftParts]) -> [Bool]? {
        var whole = left.map { $0.calls == nil }
        // Each round asks the summaries still left about the names the round before found: one
        // that reached none of the earlier names cannot reach them later.
        var found: [Language: [String]] = [:]
        for index in summaries.indices where !summaries[index].checks.isEmpty {
            found[summaries[index].language, default: []].append(summaries[index].name)
        }
        while !found.isEmpty {
            let asked = found
            found = [:]
            for (language, names) in asked {
                for index in summaries.indices where !whole[index] && summaries[index].language == language {
                    guard let calls = left[index].calls else { continue }
                    let extends = summaries[index].inherits.map(names.contains) ?? false
                    guard extends || ComponentCacheText.calls(in: bytes, at: calls, anyOf: names) else { continue }
                    guard let summary = ComponentCacheText.summary(in: bytes, at: left[index].start, leavingUses: true) else {
                        return nil
                    }
                    summaries[index] = summary
                    whole[index] = true
                    found[language, default: []].append(summary.name)
                }
            }
        }
        return whole
    }

    /// The header and the list of files of a cache's `bytes` (up to the line `--`), and where
    /// the summaries start; nil when the header is not `key`'s or a line is not a file's.
    private static func entries(in bytes: [UInt8], key: String)
        -> (ComponentCache, end: Int, layoutFiles: [(path: String, views: Int)], namingFiles: [(path: String, lines: Int)])? {
        var lines = ByteLines(bytes)
        guard let header = lines.next(), lines.holds(header, "\(format) \(key)"), let stamp = lines.next() else { return nil }
        var cache = ComponentCache()
        cache.indexStamp = lines.text(stamp)
        var layoutFiles: [(path: String, views: Int)] = []
        var namingFiles: [(path: String, lines: Int)] = []
        // The table sized once for the list: growing it step by step moved every entry again.
        var list: [(path: String, entry: Entry)] = []
        while true {
            guard let line = lines.next() else { return nil }
            if lines.holds(line, "--") { break }
            // Path, size, modification time, and the counts of its layout views and of its lines of names.
            let fields = lines.fields(line, separatedBy: 9)
            guard (3...5).contains(fields.count), let size = lines.int(fields[1]), let modified = lines.int(fields[2]) else {
                return nil
            }
            let path = lines.text(fields[0])
            var entry = Entry(size: Int64(size), modified: Int64(modified), summaries: [])
            if fields.count >= 4 {
                guard let views = lines.int(fields[3]), views >= 0, views > 0 || fields.count == 5 else { return nil }
                entry.unreadViews = views
                if views > 0 { layoutFiles.append((path, views)) }
            }
            if fields.count == 5 {
                guard let names = lines.int(fields[4]), names > 0 else { return nil }
                entry.unreadNames = names
                namingFiles.append((path, names))
            }
            list.append((path, entry))
        }
        cache.entries.reserveCapacity(list.count)
        for (path, entry) in list { cache.entries[path] = entry }
        return (cache, lines.position, layoutFiles, namingFiles)
    }

    /// Decodes the parts of summaries still unread, as the component pass makes them.
    mutating func readParts() {
        guard let unread = unreadParts else { return }
        unreadParts = nil
        for summary in unread.summaries {
            if summary.whole {
                guard let at = summary.uses else { continue }
                entries[summary.path]?.summaries[summary.place].uses = ComponentCacheText.uses(in: unread.bytes, at: at)
            } else if let read = ComponentCacheText.summary(in: unread.bytes, at: summary.start, leavingUses: false) {
                entries[summary.path]?.summaries[summary.place] = read
            } else {
                // Parts passed over by their size that are not what `write` writes (a damaged
                // file): the file is summarised again at the next scan, as a changed one is.
                entries[summary.path]?.size = -1
            }
        }
    }

    /// Decodes the summaries' parts and the layout views still unread into their files'
    /// summaries, as the component pass makes them: before the entries are changed or written.
    mutating func readLayouts() {
        readParts()
        guard let unread = unreadLayouts else { return }
        unreadLayouts = nil
        for file in unread.files { entries[file.path]?.unreadViews = 0 }
        for file in unread.namingFiles { entries[file.path]?.unreadNames = 0 }
        for view in unread.views() { entries[view.path]?.summaries.append(view.summary) }
        for names in unread.names() { entries[names.path]?.summaries.append(names) }
    }

    /// The index of the project's components and layout views; the views still unread are read
    /// when a rule first asks for them.
    var index: ComponentIndex {
        let summaries = summariesAsRead ?? entries.values.flatMap(\.summaries)
        guard let unread = unreadLayouts else { return ComponentIndex(summaries) }
        let layouts = unread.index
        let names = unread.namingFiles.isEmpty ? LazyNamedViews.empty
            : LazyNamedViews(layouts: layouts) { CodeNamedViews(unread.names()) }
        return ComponentIndex(summaries, layouts: layouts, namedViews: names)
    }

    /// Writes the cache to `file` atomically; a failure only costs the next run time.
    func write(_ file: String, key: String) {
        var cache = self
        cache.readLayouts()
        var text = "\(Self.format) \(key)\n\(indexStamp)\n"
        var components: [ComponentSummary] = []
        var views: [LayoutView] = []
        var names: [String] = []
        for (path, entry) in cache.entries.sorted(by: { $0.key < $1.key }) {
            let layouts = entry.summaries.compactMap(LayoutView.init)
            let named = entry.summaries.filter { $0.kind == CodeNamedViews.kind }.flatMap(\.renders)
            text += "\(path)\t\(entry.size)\t\(entry.modified)"
                + (layouts.isEmpty && named.isEmpty ? "" : "\t\(layouts.count)") + (named.isEmpty ? "\n" : "\t\(named.count)\n")
            views += layouts
            names += named
            components += entry.summaries.filter { $0.kind != LayoutView.kind && $0.kind != CodeNamedViews.kind }
        }
        text += "--\n"
        text += ComponentCacheText.write(components)
        text += LayoutCacheText.write(views)
        for line in names { text += line + "\n" }
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = "\(file).\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else { return }
        if rename(temporary, file) != 0 { unlink(temporary) }
    }

    /// Size and modification time (nanoseconds) of a file, or nil when it cannot be read.
    static func stamp(_ path: String) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (Int64(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}
