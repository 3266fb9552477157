/// Reads the output of `git diff --unified=0` into the lines each file gained or changed in
/// the new version. Only the `+c,d` side of each `@@ -a,b +c,d @@` hunk matters: a hunk with
/// `d = 0` only deleted lines and adds nothing. The new path comes from the `+++ b/path` header
/// (so a rename with edits reports the new name); `+++ /dev/null` is a deleted file and a pure
/// rename has no hunks at all. Hunk bodies are skipped by their announced line counts, so an
/// added line whose text starts with `++ ` is never taken for a header.
enum GitDiffParser {
    /// 1-based, half-open line ranges per new path, in the order git printed them.
    static func addedLines(in diff: String) -> [String: [Range<Int>]] {
        var result: [String: [Range<Int>]] = [:]
        var path: String?
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
            } else if line.hasPrefix("+++ ") {
                path = newPath(line.dropFirst(4))
            } else if line.hasPrefix("@@ "), let hunk = Hunk(line) {
                oldLeft = hunk.oldCount
                newLeft = hunk.newCount
                if let path, hunk.newCount > 0 {
                    result[path, default: []].append(hunk.newStart..<(hunk.newStart + hunk.newCount))
                }
            }
        }
        return result
    }

    /// `b/path` without its prefix (git is always run with `--dst-prefix=b/`), unquoted; nil for `/dev/null`.
    private static func newPath(_ header: Substring) -> String? {
        var text = Substring(header)
        // git ends the header with a tab when the name has trailing spaces.
        if let tab = text.firstIndex(of: "\t"), !text.hasPrefix("\"") { text = text[..<tab] }
        if text.hasSuffix("\r") { text = text.dropLast() }
        let name = text.hasPrefix("\"") ? GitQuotedPath.unquote(text) : String(text)
        guard name != "/dev/null", name.hasPrefix("b/") else { return nil }
        return String(name.dropFirst(2))
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
