import A11yScanRules
import Foundation

/// The component summaries of one project kept on disk between runs, so that a one-file scan
/// from an editor does not summarise the whole project again. One file per project and rule
/// set: a header, a line per summarised source file (its size and modification time), then the
/// summaries (`ComponentCacheText`). Written to a temporary file and renamed into place, so two processes
/// running at once never read half a file; the later writer wins.
struct ComponentCache {
    struct Entry: Hashable {
        var size: Int64
        var modified: Int64
        var summaries: [ComponentSummary]
    }

    /// A project's source files by path (relative to the project root), with what they held.
    var entries: [String: Entry] = [:]
    /// What the project's git index looked like when the cache was written (a cheap sign that
    /// files were added, removed or checked out since).
    var indexStamp = ""

    static let format = "a11yscan-components 7"

    /// The cache in `file` made for `key`, if there is one and it is whole.
    static func read(_ file: String, key: String) -> ComponentCache? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        // Read as bytes: a project's layout views make the cache large, and a string search
        // or a copy through a substring's view costs several times a byte loop.
        let bytes = [UInt8](data)
        guard let split = separator(in: bytes) else { return nil }
        let lines = bytes[..<split].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let text = { (bytes: ArraySlice<UInt8>) in String(decoding: bytes, as: UTF8.self) }
        guard lines.count >= 2, text(lines[0]) == "\(format) \(key)" else { return nil }
        var cache = ComponentCache()
        cache.indexStamp = text(lines[1])
        cache.entries.reserveCapacity(lines.count - 2)
        for line in lines.dropFirst(2) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 3, let size = Int64(text(fields[1])), let modified = Int64(text(fields[2])) else { return nil }
            cache.entries[text(fields[0])] = Entry(size: size, modified: modified, summaries: [])
        }
        guard let summaries = ComponentCacheText.read(Array(bytes[(split + 4)...])) else { return nil }
        for summary in summaries { cache.entries[summary.path]?.summaries.append(summary) }
        return cache
    }

    /// Where the line `--` that ends the list of files starts (the offset of its newline before).
    static func separator(in bytes: [UInt8]) -> Int? {
        let newline = UInt8(ascii: "\n"), dash = UInt8(ascii: "-")
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == newline, bytes[index + 1] == dash, bytes[index + 2] == dash, bytes[index + 3] == newline {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Writes the cache to `file` atomically; a failure only costs the next run time.
    func write(_ file: String, key: String) {
        var text = "\(Self.format) \(key)\n\(indexStamp)\n"
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) { text += "\(path)\t\(entry.size)\t\(entry.modified)\n" }
        text += "--\n"
        text += ComponentCacheText.write(entries.keys.sorted().flatMap { entries[$0]!.summaries })
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
