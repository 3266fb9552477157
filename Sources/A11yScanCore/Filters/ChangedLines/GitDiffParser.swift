/// Reads the output of `git diff --unified=0` into the lines each file gained or changed in
/// the new version. Only the `+c,d` side of each `@@ -a,b +c,d @@` hunk matters: a hunk with
/// `d = 0` only deleted lines and adds nothing. The new path comes from the `+++ b/path` header
/// (so a rename with edits reports the new name) and the old one from `--- a/path`;
/// `+++ /dev/null` is a deleted file and a pure rename has no hunks at all. Hunk bodies are
/// skipped by their announced line counts, so an added line whose text starts with `++ ` is
/// never taken for a header.
enum GitDiffParser {
    /// 1-based, half-open line ranges per new path, in the order git printed them (none for a
    /// file that only lost lines).
    static func addedLines(in diff: String) -> [String: [Range<Int>]] {
        files(in: diff).mapValues(\.addedLines)
    }

    /// A file the diff changes (its added lines may be none: a deletion only).
    struct File: Equatable {
        var addedLines: [Range<Int>] = []
        /// The path in the base version when it differs (a rename); nil when it is the same.
        var basePath: String?
    }

    /// Every file the diff changes and that still exists, by new path.
    static func files(in diff: String) -> [String: File] {
        var result: [String: File] = [:]
        var path: String?
        var oldPath: String?
        var oldLeft = 0
        var newLeft = 0
        for line in diff.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }) {
            if oldLeft > 0 || newLeft > 0 {
                if line.hasPrefix("-") {
                    oldLeft -= 1
                    continue
                }
                if line.hasPrefix("+") {
                    newLeft -= 1
                    continue
                }
                if line.hasPrefix("\\") { continue }
                oldLeft = 0
                newLeft = 0
            }
            if line.hasPrefix("diff ") {
                path = nil
                oldPath = nil
            } else if line.hasPrefix("--- ") {
                oldPath = headerPath(line.dropFirst(4), prefix: "a/")
            } else if line.hasPrefix("+++ ") {
                path = headerPath(line.dropFirst(4), prefix: "b/")
            } else if line.hasPrefix("@@ "), let hunk = Hunk(line) {
                oldLeft = hunk.oldCount
                newLeft = hunk.newCount
                if let path {
                    // A hunk that only deletes still makes the file one that changed.
                    var file = result[path] ?? File(basePath: oldPath == path ? nil : oldPath)
                    if hunk.newCount > 0 { file.addedLines.append(hunk.newStart..<(hunk.newStart + hunk.newCount)) }
                    result[path] = file
                }
            }
        }
        return result
    }

    /// `b/path` (or `a/path`) without its prefix (git is always run with `--src-prefix=a/` and
    /// `--dst-prefix=b/`), unquoted; nil for `/dev/null`.
    private static func headerPath(_ header: Substring, prefix: String) -> String? {
        var text = Substring(header)
        // git ends the header with a tab when the name has trailing spaces.
        if let tab = text.firstIndex(of: "\t"), !text.hasPrefix("\"") { text = text[..<tab] }
        if text.hasSuffix("\r") { text = text.dropLast() }
        let name = text.hasPrefix("\"") ? GitQuotedPath.unquote(text) : String(text)
        guard name != "/dev/null", name.hasPrefix(prefix) else { return nil }
        return String(name.dropFirst(prefix.count))
    }

    /// `@@ -a[,b] +c[,d] @@ …`; an omitted count means 1.
    private struct Hunk {
        var oldCount: Int
        var newStart: Int
        var newCount: Int

        init?(_ line: Substring) {
            let fields = line.split(separator: " ")
            guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+"),
                  let old = Self.range(fields[1].dropFirst()), let new = Self.range(fields[2].dropFirst())
            else { return nil }
            oldCount = old.count
            newStart = new.start
            newCount = new.count
        }

        private static func range(_ text: Substring) -> (start: Int, count: Int)? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(parts[0]) else { return nil }
            if parts.count == 1 { return (start, 1) }
            guard parts.count == 2, let count = Int(parts[1]) else { return nil }
            return (start, count)
        }
    }
}
